import CYoteiEdit
import Yotei

/// Interactive line reading through libedit: editing, history kept between
/// runs, tab completion, and Ctrl-C abandoning the line.
final class LineEditor {
  /// What reading a line gave.
  enum Input {
    case line(String)
    case interrupted
    case endOfInput
  }

  private let historyPath: String?

  /// An editor that loads and saves history at `historyPath`.
  init(historyPath: String?) {
    self.historyPath = historyPath
    yotei_edit_install_interrupt_handler()
    yotei_edit_set_completer(completeWord)
    yotei_edit_stifle_history(1000)
    if let historyPath { _ = yotei_edit_read_history(historyPath) }
  }

  /// Reads one line, showing `prompt`.
  func read(prompt: String) -> Input {
    _ = yotei_edit_take_interrupt()
    guard let raw = yotei_edit_readline(prompt) else {
      return yotei_edit_take_interrupt() == 1 ? .interrupted : .endOfInput
    }
    defer { yotei_edit_free(raw) }
    let line = String(cString: raw)
    if yotei_edit_take_interrupt() == 1 { return .interrupted }
    if !line.allSatisfy(\.isWhitespace) {
      yotei_edit_add_history(line)
      if let historyPath { _ = yotei_edit_write_history(historyPath) }
    }
    return .line(line)
  }
}

/// The matches of the completion in progress (libedit asks for them one by one).
private let pendingMatches = Lock<[String]>([])

private func completeWord(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  if state == 0 {
    let line = String(cString: yotei_edit_line_buffer())
    let startByte = Int(yotei_edit_completion_start())
    let prefixBytes = Array(line.utf8.prefix(startByte))
    let start = String(decoding: prefixBytes, as: UTF8.self).count
    let matches = Completion.candidates(line: line, wordStart: start)
    pendingMatches.withLock { $0 = matches }
  }
  let match: String? = pendingMatches.withLock { matches in
    Int(state) < matches.count ? matches[Int(state)] : nil
  }
  guard let match else { return nil }
  return yotei_edit_strdup(match)
}
