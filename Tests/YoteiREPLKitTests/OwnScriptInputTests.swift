import Foundation
import Testing

@testable import YoteiREPLKit

/// Typing in one's own script at the interactive prompt (issue 24): the
/// built binary on a pseudo-terminal of its own (``PseudoTerminal``), text
/// typed as a terminal sends it (UTF-8), and what arrives (the command's
/// answer, the same as `-c` gives), what is echoed (the screen, through
/// ``TerminalScreen``) and what the history keeps (a second session recalls it).
@Suite(.serialized) struct OwnScriptInputTests {
  static let left = "\u{1B}[D"
  static let delete = "\u{1B}[3~"
  static let backspace = "\u{7F}"
  static let up = "\u{1B}[A"

  /// A session on a fresh pty in a folder of its own (its HOME, so the
  /// history file is its own): `body` types, and gets the screen after.
  static func session(
    _ arguments: [String], home: URL, environment: [String: String] = [:], columns: Int = 80,
    _ body: (PseudoTerminal) -> Void
  ) throws -> (screen: TerminalScreen, ended: Bool, raw: String) {
    let binary = InstalledBinaryTests.builtBinary
    var variables = ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8"]
    variables.merge(environment) { $1 }
    let terminal = try PseudoTerminal(binary, arguments, environment: variables, columns: columns)
    terminal.settle(1.0)
    body(terminal)
    let ended = terminal.finish()
    var screen = TerminalScreen(width: columns)
    screen.feed(terminal.text)
    return (screen, ended, terminal.text)
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-script-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// What `-c` prints for `command` with `arguments`: the answer the typed
  /// line must give.
  static func answer(_ arguments: [String], _ command: String) throws -> [String] {
    let output = try InstalledBinaryTests.run(
      InstalledBinaryTests.builtBinary, arguments + ["-c", command],
      in: FileManager.default.temporaryDirectory,
      environment: ["HOME": "/nonexistent"])
    return (output.stdout + output.stderr).split(separator: "\n").map(String.init)
  }

  /// Persian digits, Hebrew, Arabic, Cyrillic and CJK typed at the prompt
  /// arrive whole: each line gives what the same command gives from `-c`,
  /// the screen echoes it as typed, and the history file keeps it so that
  /// a second session recalls it with Up.
  @Test func textInEveryScriptArrivesIsEchoedAndKept() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let options = ["--locale", "fa-IR", "--today", "2026-12-01", "--no-color"]
    let lines = [
      "convert ۱۴۰۵-۰۹-۲۱ gregorian",  // Persian digits
      "calendar עברי",  // Hebrew
      "locale العربية",  // Arabic
      "шоу",  // Cyrillic
      "calendar 农历",  // CJK
    ]
    let run = try Self.session(options, home: home) { terminal in
      for line in lines { terminal.type(line + "\r", wait: 0.8) }
    }
    let screen = run.screen.lines
    #expect(run.ended)
    // Answers longer than the terminal continue on the next row, and an
    // error on the terminal breaks at spaces, its rest indented (`-c` into a
    // pipe writes it on one line): the answers are compared without blanks.
    func unblanked(_ text: String) -> String { text.filter { $0 != " " } }
    let unwrapped = unblanked(screen.joined())
    for line in lines {
      #expect(
        screen.contains("persian fa-IR> " + line), "echo of \(line):\n\(screen.joined(separator: "\n"))")
      for expected in try Self.answer(options, line) {
        #expect(unwrapped.contains(unblanked(expected)), "answer to \(line): \(expected)")
      }
    }
    // The answers name what was typed, not a mangled copy.
    #expect(screen.contains { $0.hasPrefix("error: ") && $0.contains("шоу") })
    #expect(screen.contains { $0.hasPrefix("error: ") && $0.contains("עברי") })
    #expect(screen.contains("تقویم میلادی: 2026-12-12 (M12)   ⁨شنبه ۱۲ دسامبر ۲۰۲۶⁩"))
    // The history file (libedit's format: blanks written \\040) keeps the characters.
    let history = try String(contentsOf: home.appendingPathComponent(".yotei_history"), encoding: .utf8)
    #expect(history.contains("convert\\040۱۴۰۵-۰۹-۲۱\\040gregorian"), "\(history)")
    #expect(history.contains("calendar\\040农历"))
    #expect(history.contains("\nшоу\n"))
    // A second session recalls the Persian line from the history file (Up
    // five times: the oldest of the five) and runs it again.
    let again = try Self.session(options, home: home) { terminal in
      terminal.type(String(repeating: Self.up, count: 5), wait: 0.5)
      terminal.type("\r", wait: 0.8)
    }
    let converted = try Self.answer(options, lines[0])
    #expect(!converted.isEmpty)
    #expect(again.screen.lines.contains("persian fa-IR> " + lines[0]), "\(again.screen.lines)")
    for expected in converted { #expect(again.screen.lines.contains(expected)) }
  }

  /// Cursor movement and deletion go by whole characters: Backspace after
  /// `x` and a combining acute (U+0301) deletes both, as does Delete after
  /// one Left; a Hebrew word is edited in its logical order (the first
  /// letter typed is the first character of the line).
  ///
  /// The environment's locale may be one this system has no data for
  /// (`fa_IR.UTF-8` here), or plain C: the editor then uses C.UTF-8.
  @Test(arguments: ["C.UTF-8", "fa_IR.UTF-8", "C"])
  func editingGoesByWholeCharacters(lang: String) throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try Self.session(
      ["--today", "2026-12-01", "--no-color"], home: home, environment: ["LANG": lang]
    ) {
      terminal in
      terminal.type("calendar persianx\u{301}" + Self.backspace + "\r", wait: 0.8)
      terminal.type("calendar hebrewx\u{301}" + Self.left + Self.delete + "\r", wait: 0.8)
      // "שבת" with the cursor moved two characters left and "ה" put in: "שהבת".
      terminal.type("calendar שבת" + Self.left + Self.left + "ה\r", wait: 0.8)
      // Tab completes a word after Persian digits: the word's start is found
      // by characters, not bytes.
      terminal.type("convert persian:۱۴۰۵-۰۹-۲۱ greg\t", wait: 0.5)
      terminal.type("\r", wait: 0.8)
    }
    let screen = run.screen.lines
    #expect(screen.contains("Calendar: Persian Calendar"), "\(screen.joined(separator: "\n"))")
    #expect(screen.contains("Calendar: Hebrew Calendar"))
    #expect(screen.contains { $0.contains("'שהבת'") }, "\(screen.joined(separator: "\n"))")
    #expect(screen.contains("hebrew en-US> convert persian:۱۴۰۵-۰۹-۲۱ gregorian"))
    #expect(screen.contains { $0.hasPrefix("Gregorian Calendar: 2026-12-12") })
    #expect(!run.raw.contains("no UTF-8 locale"))
  }

  /// Characters of no width inside the line are echoed: é as e + U+0301,
  /// Hebrew with niqqud, Persian with a zero-width non-joiner. libedit's
  /// display keeps one character a cell and drops them when it redraws the
  /// line (after an edit inside it, a resize, history); they are written
  /// again. Home and End, as tmux and screen send them, move to the ends.
  @Test func marksInsideTheLineAreEchoed() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let typed = "calendar cafe\u{301}x שָׁלוֹם می\u{200C}خواهم"
    var narrow: [String] = []
    let run = try Self.session(["--today", "2026-12-01", "--no-color"], home: home, columns: 80) { terminal in
      terminal.type(typed, wait: 0.5)
      // Into the middle: libedit redraws the rest of the line.
      terminal.type(String(repeating: Self.left, count: 11) + "Z", wait: 0.5)
      // To the start and to the end as tmux sends Home and End.
      terminal.type("\u{1B}[1~Y\u{1B}[4~", wait: 0.5)
      let mark = terminal.output.count
      terminal.resize(columns: 60)
      var screen = TerminalScreen(width: 80)
      screen.feed(String(decoding: terminal.output.prefix(mark), as: UTF8.self))
      screen.resize(width: 60)
      screen.feed(String(decoding: terminal.output.dropFirst(mark), as: UTF8.self))
      narrow = screen.lines
      terminal.type("\r", wait: 0.8)
    }
    let edited = "Ycalendar cafe\u{301}x שָׁZלוֹם می\u{200C}خواهم"
    let prompt = "gregorian en-US> "
    #expect(run.screen.lines.contains(prompt + edited), "\(run.screen.lines.joined(separator: "\n"))")
    #expect(narrow.last == prompt + edited, "\(narrow.joined(separator: "\n"))")
    #expect(!run.raw.contains("~"))
    // What arrived is what was typed, marks and all.
    #expect(run.screen.lines.contains { $0.hasPrefix("error: ") && $0.contains("Ycalendar") })
    let history = try String(contentsOf: home.appendingPathComponent(".yotei_history"), encoding: .utf8)
    #expect(history.contains(edited.replacingOccurrences(of: " ", with: "\\040")), "\(history)")
  }

  /// A Traditional Chinese session starts by saying why its messages are in
  /// English (the catalog has Simplified Chinese only, which zh-TW never gets).
  @Test func aTraditionalChineseSessionSaysWhyItIsInEnglish() throws {
    let home = try Self.folder()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try Self.session(["--locale", "zh-TW", "--today", "2026-12-01", "--no-color"], home: home) {
      _ in
    }
    let lines = run.screen.lines
    #expect(lines.first?.hasPrefix("Yotei ") == true)
    #expect(
      lines.dropFirst().first?.hasPrefix("Messages are in English: yotei-repl has no zh-TW text") == true,
      "\(lines)")
    #expect(lines.contains { $0.contains("2026年12月") }, "\(lines)")
  }

  /// Where the cursor stops: after a letter and its marks, never between.
  @Test func characterBoundariesAreGraphemeClusters() {
    let line = "ae\u{301}b"  // a, e + combining acute, b: code points 0 1 2 3
    #expect(LineEditor.boundary(in: line, cursor: 3, forward: false) == 1)
    #expect(LineEditor.boundary(in: line, cursor: 1, forward: true) == 3)
    #expect(LineEditor.boundary(in: line, cursor: 4, forward: false) == 3)
    #expect(LineEditor.boundary(in: line, cursor: 0, forward: false) == 0)
    #expect(LineEditor.boundary(in: line, cursor: 4, forward: true) == 4)
    // Hebrew with niqqud: בָּ is one character of three code points.
    #expect(LineEditor.boundary(in: "\u{5D1}\u{5BC}\u{5B8}", cursor: 3, forward: false) == 0)
  }
}
