import Yotei
import YoteiLocalization
import YoteiProduction

/// Why a command or an option was refused, precisely; ``ErrorMapper`` turns
/// it into what the user sees.
public enum REPLError: Error, Equatable, Sendable {
  /// No command has this name; `suggestions` are the closest ones.
  case unknownCommand(String, suggestions: [String])
  /// The arguments do not fit the command's synopsis.
  case usage(command: String, CatalogMessage)
  /// An argument has the right place but a wrong value; `allowed` says what
  /// the argument may be, and `suggestions` are the closest allowed values
  /// (a mistyped option), nearest first.
  case badArgument(
    command: String, field: String, value: String, allowed: CatalogMessage, suggestions: [String] = [])
  /// A date, calendar or year was refused by the core.
  case calendar(CalendarError)
  /// The text of `day` in `calendar` was refused by the core (kind
  /// `noEraForYear`): JSON as ``calendar(_:)``, text output names the
  /// calendar and the date in the session language.
  case noText(CalendarError, day: Day, calendar: CalendarSystem)
  /// A locale was refused by the core.
  case locale(LocaleError)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A quote was left open on the line.
  case unterminatedQuote(String)
  /// Something the command found wrong with the session's state.
  case failed(String)
  /// A refusal with its English message (JSON, the contract) and the same
  /// sentence in the session language (text output).
  case refused(message: String, text: String)
}

/// A sentence of Yotei's string catalog with its arguments, for errors
/// raised where no session is at hand (a command's static checks): JSON's
/// `message` says it in English, text output in the session language.
public struct CatalogMessage: Equatable, Sendable {
  /// An argument of the sentence.
  public enum Argument: Equatable, Sendable {
    /// A count, in the locale's digits; the first one chooses the plural form.
    case integer(Int)
    /// Text inserted as is: what was typed, a synopsis, option or command names.
    case text(String)
    /// A calendar identifier: itself in English, the calendar's name in the
    /// session language.
    case calendar(String)
  }

  /// The catalog key.
  public var key: String
  /// The values of its placeholders, in order.
  public var arguments: [Argument]

  /// The sentence `key` with `arguments`.
  public init(_ key: String, _ arguments: Argument...) {
    self.key = key
    self.arguments = arguments
  }

  /// The English catalog, which writes JSON's `message`.
  public static let englishLocalizer = Localizer(locale: CalendarLocale.english)

  /// The sentence in English, with identifiers as typed (`persian`).
  public var english: String {
    Self.englishLocalizer.string(
      key,
      arguments: arguments.map { argument in
        switch argument {
        case .integer(let n): .integer(n)
        case .text(let text), .calendar(let text): .text(text)
        }
      })
  }
}

/// An error as the user sees it: one sentence, and the process exit status
/// it implies when it is about options.
public struct MappedError: Equatable, Sendable {
  /// A sentence for people.
  public var message: String
  /// Extra structured fields for the JSON error object, in order.
  public var details: [JSONValue.Member]
  /// The sentence in the session language, when it differs from `message`.
  public var text: String? = nil
}

/// The one place where any error becomes a message.
public enum ErrorMapper {
  /// The message and details for `error`.
  public static func map(_ error: any Error) -> MappedError {
    switch error {
    case let error as REPLError: return map(error)
    case let error as CalendarError: return map(REPLError.calendar(error))
    case let error as LocaleError: return map(REPLError.locale(error))
    case let error as ProductionError:
      return MappedError(message: error.description, details: [])
    case let error as ProductionDataError:
      return MappedError(
        message: error.description,
        details: [
          .init("file", .string(error.file)), .init("line", .int(error.line)),
          .init("field", .string(error.field)),
        ])
    case let error as LocalizationError:
      guard case .unreadableCatalog(let file, let catalogError) = error else {
        return MappedError(message: error.description, details: [])
      }
      var details: [JSONValue.Member] = [.init("file", .string(file))]
      if let line = catalogError.line, let column = catalogError.column {
        details += [.init("line", .int(line)), .init("column", .int(column))]
      }
      if !catalogError.path.isEmpty { details.append(.init("path", .string(catalogError.path))) }
      return MappedError(message: error.description, details: details)
    case ZoneError.dayOutOfRange(let day):
      return map(REPLError.calendar(CalendarError.unsupportedDay(String(day.julianDayNumber))))
    case let error as ZoneError:
      var details: [JSONValue.Member] = [.init("field", "zone")]
      if case .unknownZone(let name, let suggestions) = error {
        details += [
          .init("value", .string(name)), .init("suggestions", .array(suggestions.map { .string($0) })),
        ]
      }
      return MappedError(message: error.description, details: details)
    default: return MappedError(message: String(describing: error), details: [])
    }
  }

  static func map(_ error: REPLError) -> MappedError {
    switch error {
    case .unknownCommand(let name, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "; type 'help' for the list of commands"
        : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
      return MappedError(
        message: "unknown command '\(echo(name))'\(hint)",
        details: [.init("suggestions", .array(suggestions.map { .string($0) }))])
    case .usage(let command, let message):
      return MappedError(message: "\(command): \(message.english)", details: [])
    case .badArgument(let command, let field, let value, let allowed, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
      var details: [JSONValue.Member] = [
        .init("field", .string(field)), .init("value", .string(value)),
        .init("allowed", .string(allowed.english)),
      ]
      if !suggestions.isEmpty {
        details.append(.init("suggestions", .array(suggestions.map { .string($0) })))
      }
      return MappedError(
        message: "\(command): '\(echo(value))' is not a valid \(field)\(hint); expected \(allowed.english)",
        details: details)
    case .calendar(let error), .noText(let error, _, _):
      var details: [JSONValue.Member] = [
        .init("kind", .string(error.kind.rawValue)), .init("field", .string(error.field)),
        .init("value", .string(error.value)), .init("allowed", .string(error.allowed)),
      ]
      guard error.kind == .unknownCalendar else {
        return MappedError(message: cutQuotes(error.message), details: details)
      }
      // A typo (`persain`) gets the nearest calendars named first.
      let close = calendarSuggestions(error.value)
      details.append(.init("suggestions", .array(close.map { .string($0) })))
      let hint =
        close.isEmpty ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
      return MappedError(
        message: "unknown calendar '\(echo(error.value))'\(hint); known calendars: \(error.allowed)",
        details: details)
    case .locale(let error):
      return MappedError(
        message: error.description,
        details: [.init("field", "locale"), .init("value", .string(error.identifier))])
    case .file(let path, let reason):
      return MappedError(message: "\(path): \(reason)", details: [.init("path", .string(path))])
    case .unterminatedQuote(let text):
      return MappedError(message: "a quote is not closed in: \(echo(text))", details: [])
    case .failed(let message):
      return MappedError(message: message, details: [])
    case .refused(let message, let text):
      return MappedError(message: message, details: [], text: text)
    }
  }

  /// The calendar identifiers nearest to `typed` (`persian` for `persain`).
  static func calendarSuggestions(_ typed: String) -> [String] {
    Suggestions.closest(to: typed, in: CalendarSystem.allCases.map(\.identifier))
  }

  /// `message` with every quoted echo of input ('...', one word) longer than
  /// 60 characters cut, as ``echo(_:limit:)`` cuts what the REPL itself echoes.
  static func cutQuotes(_ message: String) -> String {
    var out = ""
    var quoted: String?
    for character in message {
      if character == "'" {
        if let inside = quoted {
          // Prose between two apostrophes has blanks; an echoed word does not.
          out += "'" + (inside.contains(" ") ? inside : echo(inside)) + "'"
          quoted = nil
        } else {
          quoted = ""
        }
      } else if quoted != nil {
        quoted!.append(character)
      } else {
        out.append(character)
      }
    }
    if let quoted { out += "'" + quoted }
    return out
  }

  /// The JSON object printed in place of a failed command's output.
  public static func json(_ error: any Error, command: String) -> JSONValue {
    let mapped = map(error)
    var members: [JSONValue.Member] = [
      .init("message", .string(mapped.message)), .init("command", .string(command)),
    ]
    members += mapped.details
    return ["error": .object(members)]
  }
}
