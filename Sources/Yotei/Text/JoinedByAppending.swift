extension Array where Element == String {
  /// The elements with `separator` between them, as `joined(separator:)`
  /// gives them, built by appending: the standard library's generic
  /// `joined(separator:)` has the runtime look an associated type up on its
  /// first call in a process (0.13 M instructions). Every join a start of
  /// `yotei-repl -c show` or `-c day` makes uses this one (`-c show` 2.01 M
  /// -> 1.88 M instructions, docs/PERFORMANCE.md): one generic join left on
  /// that path would pay the whole lookup again.
  package func joinedByAppending(separator: String) -> String {
    var text = ""
    for index in indices {
      if index > 0 { text += separator }
      text += self[index]
    }
    return text
  }
}
