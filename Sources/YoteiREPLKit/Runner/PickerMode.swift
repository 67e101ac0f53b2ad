internal import CYoteiEdit
import YoteiLocalization

/// Picker mode (`pick`): the month on screen driven by keys, redrawn in place.
///
/// | Key | Does |
/// | --- | --- |
/// | Left, Right | The previous or next day (swapped in right-to-left locales) |
/// | Up, Down | The same weekday a week earlier or later |
/// | PageUp, PageDown | The previous or next month |
/// | Home, End | The first or last day of the week |
/// | Enter, Space | Select the focused day (as `select`) |
/// | Esc, q | Back to the prompt |
///
/// Each key runs the command it stands for (`move left`, `next`, `select`),
/// so picker mode and scripts change the session the same way.
public enum PickerMode {
  /// A key, as read from the terminal.
  public enum Key: Equatable, Sendable {
    case left, right, up, down, pageUp, pageDown, home, end, enter, leave
    /// The terminal changed size: the screen is drawn again at the new width.
    case resize
    /// Something picker mode does not use.
    case other
  }

  /// The command a key stands for, or `nil` for a key that leaves or does nothing.
  public static func command(for key: Key) -> String? {
    switch key {
    case .left: "move left"
    case .right: "move right"
    case .up: "move up"
    case .down: "move down"
    case .pageUp: "prev"
    case .pageDown: "next"
    case .home: "move home"
    case .end: "move end"
    case .enter: "select"
    case .leave, .resize, .other: nil
    }
  }

  /// Reads keys from `bytes` (a byte, `-2` when nothing more came in time,
  /// `-1` at the end, `-3` when the terminal changed size): arrows and PageUp/PageDown/Home/End as xterm and the
  /// Linux console send them (`ESC [ A`, `ESC [ 5 ~`, `ESC O H`), Enter (CR
  /// or LF), Space, Esc alone, `q`, and Ctrl-C or the end of input, which leave.
  public static func readKey(_ next: (_ timeoutMilliseconds: Int32) -> Int32) -> Key {
    let byte = next(-1)
    switch byte {
    case -3: return .resize
    case -1, 3, 4: return .leave
    case 13, 10, 32: return .enter
    case Int32(UInt8(ascii: "q")), Int32(UInt8(ascii: "Q")): return .leave
    case 27: break
    default: return .other
    }
    let introducer = next(50)
    guard introducer == Int32(UInt8(ascii: "[")) || introducer == Int32(UInt8(ascii: "O")) else {
      return .leave
    }
    var parameters = ""
    while true {
      let b = next(50)
      guard b >= 0 else { return .other }
      let scalar = Unicode.Scalar(UInt8(b))
      if (0x40...0x7E).contains(b) {
        switch (scalar, parameters) {
        case ("A", _): return .up
        case ("B", _): return .down
        case ("C", _): return .right
        case ("D", _): return .left
        case ("H", _): return .home
        case ("F", _): return .end
        case ("~", "5"): return .pageUp
        case ("~", "6"): return .pageDown
        case ("~", "1"), ("~", "7"): return .home
        case ("~", "4"), ("~", "8"): return .end
        default: return .other
        }
      }
      parameters.unicodeScalars.append(scalar)
      if parameters.count > 8 { return .other }
    }
  }

  /// The key help, in the session language: one line, or more between its
  /// ` · ` parts when the terminal is narrower (Russian's is 81 columns).
  static func help(_ session: Session) -> String {
    let parts = session.say("repl.pick.keys").split(separator: " · ").map(String.init)
    var lines: [String] = []
    for part in parts {
      if let last = lines.last, TextWidth.columns(last + " · " + part) <= session.columns {
        lines[lines.count - 1] = last + " · " + part
      } else {
        lines.append(part)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// How many terminal rows `text` takes in `columns` columns.
  static func rows(_ text: String, columns: Int) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
      let width = TextWidth.columns(YearCommand.stripANSI(String(line)))
      return total + max(1, (width + columns - 1) / max(1, columns))
    }
  }

  /// Runs picker mode on the terminal until Esc: each key's command runs in
  /// `interpreter`, and the screen (what it printed, the selection, the
  /// month and the key help) replaces the previous one in place.
  static func run(_ interpreter: Interpreter, environment: REPLEnvironment) {
    guard yotei_edit_raw_mode(1) == 0 else {
      environment.writeError("error: pick: the terminal cannot be put in raw mode")
      return
    }
    defer { yotei_edit_raw_mode(0) }
    // A terminal that cannot move its cursor (TERM=dumb) gets each screen below the last.
    let inPlace = environment.variables["TERM"] != "dumb"
    let hide = inPlace ? "\u{1B}[?25l" : ""
    let show = inPlace ? "\u{1B}[?25h" : ""
    var shown = 0
    var message: [String] = []
    var clear = ""
    func draw(_ said: [String]) {
      message = said
      let session = interpreter.session
      // Sentences break at spaces rather than where the terminal cuts them.
      var lines = (message + [session.selectionText]).flatMap { text in
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
          let indent = String(line.prefix { $0 == " " })
          let wrapped = HelpText.wrap(
            String(line.dropFirst(indent.count)), width: session.columns - indent.count)
          return wrapped.isEmpty ? [String(line)] : wrapped.map { indent + $0 }
        }
      }
      lines.append(session.showResult().text)
      lines.append(help(session))
      let screen = lines.joined(separator: "\n")
      let up = shown > 0 && inPlace ? "\u{1B}[\(shown)F\u{1B}[J" : ""
      environment.write(hide + clear + up + screen)
      clear = ""
      shown = rows(screen, columns: session.columns)
    }
    _ = yotei_edit_take_resize()
    draw([interpreter.session.say("repl.pick.entered")])
    while true {
      let key = readKey { yotei_edit_read_byte($0) }
      if key == .leave { break }
      if key == .resize || yotei_edit_take_resize() == 1 {
        // The terminal has reflowed (or cut) what was drawn at the old
        // width: start again from a clear screen at the new width.
        _ = yotei_edit_take_resize()
        interpreter.setColumns(YoteiREPL.columns(environment))
        if inPlace {
          clear = "\u{1B}[H\u{1B}[2J"
          shown = 0
        }
        if key == .resize {
          draw(message)
          continue
        }
      }
      guard let command = command(for: key) else { continue }
      let (out, err) = interpreter.capturing { interpreter.execute(line: command) }
      // The command's own text ends with the month; keep only what it said above it.
      let said = out.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      let grid = interpreter.session.showResult().text.split(separator: "\n").count
      let head = Array(said.prefix(max(0, said.count - grid)))
        .filter { $0 != interpreter.session.selectionText }
      draw(err + head)
    }
    environment.write(show + interpreter.session.say("repl.pick.left"))
  }
}
