extension Array where Element == String {
  /// The elements with `separator` between them, as `joined(separator:)`
  /// gives them, built by appending: the standard library's generic
  /// `joined(separator:)` has the runtime look a protocol conformance up on
  /// its first call (0.14 M instructions of `yotei-repl -c show`, a twentieth
  /// of the whole run).
  package func joinedByAppending(separator: String) -> String {
    var text = ""
    for index in indices {
      if index > 0 { text += separator }
      text += self[index]
    }
    return text
  }
}
