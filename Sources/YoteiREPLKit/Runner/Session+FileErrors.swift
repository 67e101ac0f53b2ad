import YoteiLocalization
import YoteiProduction

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File errors in the session language: reading or writing a path, and a
/// place (line, column) in a file a parser refused. The common reasons (no
/// such file, permission denied, a folder, not a regular file, too large)
/// have catalog keys; any other reason is kept as the library wrote it.
extension Session {
  /// A file error of `error` in the session language, or `nil` when `error`
  /// is not about a file.
  func localizedFileError(_ error: any Error) -> String? {
    switch error {
    case REPLError.file(let path, let reason):
      if let inner = Self.unwrap(reason, "cannot write: ") {
        return say("repl.file.cannotWrite", .text(path), .text(fileReason(inner)))
      }
      if let inner = Self.unwrap(reason, "cannot read the dates (", ")") {
        return say("repl.file.cannotRead", .text(path), .text(fileReason(inner)))
      }
      return nil
    case let error as ProductionDataError:
      if error.line == 0, error.field == "file", let inner = Self.unwrap(error.message, "cannot read: ") {
        return say("repl.file.cannotRead", .text(error.file), .text(fileReason(inner)))
      }
      guard error.line > 0 else { return nil }
      // The parser's detail has no translation: it follows the place.
      if let (detail, column) = Self.splitColumn(error.message) {
        return say(
          "repl.file.atLineColumn", .text(error.file), .integer(error.line), .integer(column),
          .text(error.field + ": " + detail))
      }
      return say(
        "repl.file.atLine", .text(error.file), .integer(error.line), .text(error.field + ": " + error.message)
      )
    case LocalizationError.unreadableCatalog(let file, let catalogError):
      if let line = catalogError.line, let column = catalogError.column {
        return say(
          "repl.file.atLineColumn", .text(file), .integer(line), .integer(column), .text(catalogError.message)
        )
      }
      if catalogError.path.isEmpty,
        let inner = Self.unwrap(catalogError.message, "cannot read the file (", ")")
      {
        return say("repl.file.cannotRead", .text(file), .text(fileReason(inner)))
      }
      if catalogError.path.isEmpty, catalogError.message == StringsTable.noTablesMessage {
        return say("repl.file.cannotRead", .text(file), .text(say("repl.file.noStringsTables")))
      }
      return nil
    case LocalizationError.io(let path, let message):
      if let inner = Self.unwrap(message, "cannot write (", ")") {
        return say("repl.file.cannotWrite", .text(path), .text(fileReason(inner)))
      }
      let reason = fileReason(message)
      return reason == message ? nil : say("repl.file.cannotRead", .text(path), .text(reason))
    default:
      return nil
    }
  }

  /// `problem` (the C library's reason, or `DataFile`'s) in the session
  /// language when it is a common one; otherwise as it is.
  func fileReason(_ problem: String) -> String {
    func system(_ code: Int32) -> String { String(cString: strerror(code)) }
    switch problem {
    case system(ENOENT): return say("repl.file.noSuchFile")
    case system(EACCES), system(EPERM): return say("repl.file.permissionDenied")
    case system(EISDIR), "is a folder, not a file": return say("repl.file.isFolder")
    case system(ENOTDIR), "not a folder", "exists and is not a folder": return say("repl.file.notFolder")
    case "is not a regular file (a device, a pipe or a socket)": return say("repl.file.notRegular")
    default: break
    }
    if let inner = Self.unwrap(problem, "cannot create the folder: ") {
      return say("repl.file.cannotCreateFolder", .text(fileReason(inner)))
    }
    // "the file is N bytes; the limit is L bytes", "the file is larger than the limit of L bytes"
    for prefix in ["the file is larger than the limit of ", "; the limit is "] {
      if let range = Self.lastRange(of: prefix, in: problem), problem.hasSuffix(" bytes"),
        let limit = Int(problem[range.upperBound...].dropLast(" bytes".count))
      {
        return say("repl.file.tooLarge", .text(localizer.numbers.format(limit)))
      }
    }
    return problem
  }

  /// `text` without `prefix` and `suffix`, or `nil` when it lacks them.
  static func unwrap(_ text: String, _ prefix: String, _ suffix: String = "") -> String? {
    guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
      return nil
    }
    return String(text.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// A parser's message ending in " (column C)": the message before it and C.
  static func splitColumn(_ message: String) -> (String, Int)? {
    guard message.hasSuffix(")"), let range = Self.lastRange(of: " (column ", in: message),
      let column = Int(message[range.upperBound...].dropLast())
    else { return nil }
    return (String(message[..<range.lowerBound]), column)
  }

  /// Where `needle` last occurs in `text`.
  static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index...].hasPrefix(needle) {
        return index..<text.index(index, offsetBy: needle.count)
      }
    }
    return nil
  }
}
