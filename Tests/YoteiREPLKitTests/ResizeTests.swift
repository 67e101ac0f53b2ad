import Foundation
import Testing

@testable import YoteiREPLKit

/// A terminal that changes size (issue 24): the built binary on a pty of its
/// own, resized with TIOCSWINSZ as `tmux resize-window` does, and the screen
/// after it as a terminal of the new width shows it.
@Suite(.serialized) struct ResizeTests {
  /// What the program wrote from `offset` on, on a screen `width` wide.
  static func screen(_ terminal: PseudoTerminal, from offset: Int, width: Int) -> [String] {
    var screen = TerminalScreen(width: width)
    screen.feed(String(decoding: terminal.output.dropFirst(offset), as: UTF8.self))
    return screen.lines
  }

  static func start(_ arguments: [String], columns: Int) throws -> PseudoTerminal {
    let home = FileManager.default.temporaryDirectory
    let terminal = try PseudoTerminal(
      InstalledBinaryTests.builtBinary, arguments,
      environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8"],
      columns: columns)
    terminal.settle(1.0)
    return terminal
  }

  /// `show -3` lays three months across in 100 columns and, after the
  /// terminal shrinks to 40, one under the other, every line within 40.
  @Test func commandsUseTheNewWidth() throws {
    let terminal = try Self.start(["--today", "2024-03-20", "--no-color"], columns: 100)
    terminal.type("show -3\r", wait: 0.8)
    let wide = Self.screen(terminal, from: 0, width: 100)
    #expect(wide.contains { $0.contains("February 2024") && $0.contains("April 2024") }, "\(wide)")
    terminal.resize(columns: 40)
    let mark = terminal.output.count
    terminal.type("show -3\r", wait: 0.8)
    terminal.type("help\r", wait: 0.8)
    let narrow = Self.screen(terminal, from: mark, width: 40)
    #expect(narrow.contains { $0.contains("February 2024") && !$0.contains("March") }, "\(narrow)")
    #expect(narrow.contains { $0.hasSuffix("April 2024") })
    // Nothing was cut by the terminal: every line the program wrote fits.
    let written = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
      .replacingOccurrences(of: "\r", with: "").split(separator: "\n")
    for line in written where !line.contains("\u{1B}") {
      #expect(TextWidth.columns(line) <= 40, "\(line)")
    }
    #expect(terminal.finish())
  }

  /// In picker mode a resize redraws the screen at once, at the new width:
  /// the month once, the key help broken between its groups, and the next
  /// key redraws in place with no stale status line.
  @Test func pickerModeRedrawsAtOnce() throws {
    let terminal = try Self.start(["--today", "2024-03-20", "--no-color"], columns: 80)
    terminal.type("pick\r", wait: 0.8)
    let before = Self.screen(terminal, from: 0, width: 80)
    #expect(before.contains("←→↑↓ day, week · PgUp PgDn month · Home End week · Enter select · Esc back"))
    let mark = terminal.output.count
    terminal.resize(columns: 40)
    // Redrawn without a key: from a cleared screen.
    let redrawn = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
    #expect(redrawn.contains("\u{1B}[H\u{1B}[2J"))
    let after = Self.screen(terminal, from: mark, width: 40)
    #expect(after.filter { $0.hasSuffix("March 2024") }.count == 1, "\(after.joined(separator: "\n"))")
    #expect(after.contains("←→↑↓ day, week · PgUp PgDn month"))
    #expect(after.contains("Home End week · Enter select · Esc back"))
    #expect(after.allSatisfy { TextWidth.columns($0) <= 40 })
    terminal.type("\u{1B}[C", wait: 0.6)
    let moved = Self.screen(terminal, from: mark, width: 40)
    #expect(moved.filter { $0.hasSuffix("March 2024") }.count == 1, "\(moved.joined(separator: "\n"))")
    #expect(moved.contains { $0.contains("[21 ]") })
    #expect(
      moved.filter { $0.contains("Focus: Mar 20, 2024 → Mar 21, 2024") }.count == 1,
      "\(moved.joined(separator: "\n"))")
    terminal.type("\u{1B}", wait: 0.6)
    #expect(terminal.finish())
  }
}

/// A resize at the prompt (issue 24): the line is drawn again once, where it
/// was, with what was typed kept, and what is typed after goes on it.
@Suite(.serialized) struct PromptResizeTests {
  static let prompt = "gregorian en-US>"

  /// The screen as a terminal shows it: `before` bytes at `from` columns,
  /// the rest at `to`.
  static func screen(_ terminal: PseudoTerminal, before: Int, from: Int, to: Int) -> [String] {
    var screen = TerminalScreen(width: from)
    screen.feed(String(decoding: terminal.output.prefix(before), as: UTF8.self))
    screen.resize(width: to)
    screen.feed(String(decoding: terminal.output.dropFirst(before), as: UTF8.self))
    return screen.lines
  }

  @Test func anIdlePromptShowsOnce() throws {
    let terminal = try ResizeTests.start(["--today", "2024-03-20", "--no-color"], columns: 100)
    let mark = terminal.output.count
    terminal.resize(columns: 40)
    let lines = Self.screen(terminal, before: mark, from: 100, to: 40)
    #expect(lines.last == Self.prompt, "\(lines.joined(separator: "\n"))")
    #expect(lines.filter { $0.contains(Self.prompt) }.count == 1)
    terminal.resize(columns: 90)
    let again = Self.screen(terminal, before: mark, from: 100, to: 40)
    #expect(again.last == Self.prompt, "\(again.joined(separator: "\n"))")
    #expect(terminal.finish())
  }

  @Test func typedTextIsKeptAndShownOnce() throws {
    let terminal = try ResizeTests.start(["--today", "2024-05-20", "--no-color"], columns: 100)
    terminal.type("show mar", wait: 0.5)
    let mark = terminal.output.count
    terminal.resize(columns: 40)
    let lines = Self.screen(terminal, before: mark, from: 100, to: 40)
    #expect(lines.last == Self.prompt + " show mar", "\(lines.joined(separator: "\n"))")
    #expect(lines.filter { $0.contains(Self.prompt) }.count == 1)
    // The line typed so far is the one the command runs.
    terminal.type("ch\r", wait: 0.8)
    let after = Self.screen(terminal, before: mark, from: 100, to: 40)
    #expect(after.contains(Self.prompt + " show march"), "\(after.joined(separator: "\n"))")
    #expect(after.filter { $0.hasSuffix("March 2024") }.count == 1)
    #expect(terminal.finish())
  }
}

/// Ctrl-C on a line of several rows with the cursor on its first row (Home
/// on a long line): the abandoned line stays whole above the new prompt,
/// and nothing of it shows after the next line typed.
@Suite(.serialized) struct InterruptedLineTests {
  @Test func aLongLineAbandonedFromItsStartStaysWhole() throws {
    let terminal = try ResizeTests.start(["--today", "2024-03-20", "--no-color"], columns: 40)
    let long = "kind 2024-01-01 " + String(repeating: "a", count: 70)
    terminal.type(long, wait: 0.5)
    terminal.type("\u{1}", wait: 0.3)  // Ctrl-A: the start of the line.
    terminal.type("\u{3}", wait: 0.5)  // Ctrl-C
    terminal.type("today", wait: 0.5)
    let lines = ResizeTests.screen(terminal, from: 0, width: 40)
    let shown = lines.joined(separator: "\n")
    #expect(lines.last == PromptResizeTests.prompt + " today", "\(shown)")
    // The abandoned line's three rows, in order, all 70 a's still there.
    let start = try #require(lines.lastIndex { $0.hasPrefix(PromptResizeTests.prompt + " kind") }, "\(shown)")
    #expect(lines[start..<(lines.count - 1)].joined() == PromptResizeTests.prompt + " " + long, "\(shown)")
    terminal.type("\u{15}", wait: 0.3)  // Ctrl-U: the line emptied, so Ctrl-D ends the program.
    #expect(terminal.finish())
  }
}
