internal import CYoteiEdit
import Yotei

/// Interactive line reading through libedit's wide-character interface:
/// every character typed or pasted (Persian, Hebrew, Cyrillic, CJK), cursor
/// movement and deletion by whole characters (a letter and its combining
/// marks), history kept between runs, tab completion, Ctrl-C abandoning the
/// line, and a resize redrawing it.
final class LineEditor {
  /// What reading a line gave.
  enum Input {
    case line(String)
    case interrupted
    case endOfInput
  }

  private let historyPath: String?
  /// Whether a UTF-8 locale could be loaded (the user's, else C.UTF-8):
  /// without one only ASCII shows as typed.
  let hasUTF8Locale: Bool

  /// An editor that loads and saves history at `historyPath`.
  init(historyPath: String?) {
    self.historyPath = historyPath
    hasUTF8Locale = yotei_edit_use_locale() != 0
    yotei_edit_install_interrupt_handler()
    yotei_edit_set_completer(completeWord)
    yotei_edit_set_boundary(characterBoundary)
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

/// Where the character before (`direction` < 0) or after the code point
/// offset `cursor` of `line` begins or ends, in code points: Swift's
/// characters (extended grapheme clusters), so a base letter and its
/// combining marks, or an emoji sequence, move and delete as one.
private func characterBoundary(_ line: UnsafePointer<CChar>?, _ cursor: Int32, _ direction: Int32) -> Int32 {
  guard let line else { return cursor + (direction < 0 ? -1 : 1) }
  return Int32(LineEditor.boundary(in: String(cString: line), cursor: Int(cursor), forward: direction > 0))
}

extension LineEditor {
  /// The code-point offset of the character boundary before or after code
  /// point `cursor` in `line` (the cursor itself is inside a character only
  /// when it was put there by a code-point move; the boundary beyond it is
  /// the answer then too).
  static func boundary(in line: String, cursor: Int, forward: Bool) -> Int {
    var edges = [0]
    var offset = 0
    for character in line {
      offset += character.unicodeScalars.count
      edges.append(offset)
    }
    if forward { return edges.first { $0 > cursor } ?? offset }
    return edges.last { $0 < cursor } ?? 0
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
