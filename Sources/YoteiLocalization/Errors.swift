/// A problem in the localization toolkit.
public enum LocalizationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A locale identifier `CalendarLocale` refuses, with its reason
  /// (`LocaleError.reason`: "ICU has no data for the language 'xx'").
  case invalidLocale(String, reason: String)
  /// A String Catalog could not be read.
  case catalog(CatalogError)
  /// A calendar name the fixtures tool does not know.
  case unknownCalendar(String)
  /// A file or folder could not be read or written.
  case io(path: String, message: String)
  /// The String Catalog `file` could not be read: not readable, not JSON (the
  /// error has the line and column) or not a catalog (the error has the JSON path).
  /// Also any other file the toolkit reads as text (XLIFF, `.strings`, a fixture
  /// file, an ignore or dates file) whose bytes are not UTF-8: the error has the
  /// line and column of the first bad byte.
  case unreadableCatalog(file: String, CatalogError)
  /// A date format that is neither a date style nor an ICU date skeleton.
  case invalidFormat(String, reason: String)
  /// A name that is no kind of strings-check problem (see ``StringsIssue/Kind/names``).
  case invalidKind(String)
  /// A line of an ignore file that is not a rule (see ``StringsIgnoreList``).
  case invalidIgnoreRule(file: String, line: Int, reason: String)

  public var description: String {
    switch self {
    case .invalidLocale(let id, let reason): return "invalid locale \"\(id)\": \(reason)"
    case .catalog(let error): return error.description
    case .unknownCalendar(let name): return "unknown calendar \"\(name)\""
    case .io(let path, let message): return "\(path): \(message)"
    case .unreadableCatalog(let file, let error): return "\(file): \(error.description)"
    case .invalidFormat(let text, let reason): return "invalid date format \"\(text)\": \(reason)"
    case .invalidKind(let name):
      return "\"\(name)\" is not a kind of problem (\(StringsIssue.Kind.names.joined(separator: ", ")))"
    case .invalidIgnoreRule(let file, let line, let reason): return "\(file):\(line): \(reason)"
    }
  }
}
