import Foundation
import Testing

@testable import YoteiREPLKit

/// Picker mode as a person drives it: the built binary on a pseudo-terminal
/// (util-linux `script`), keys as a terminal sends them, and the screen as a
/// terminal would show it (``TerminalScreen``).
@Suite struct PickerModeTests {
  /// One step: bytes to type, then how long to wait for the program.
  struct Step {
    var bytes: String
    var wait: Double = 0.4
  }

  static let left = Step(bytes: "\\033[D")
  static let right = Step(bytes: "\\033[C")
  static let down = Step(bytes: "\\033[B")
  static let enter = Step(bytes: "\\r")
  static let escape = Step(bytes: "\\033", wait: 0.5)
  static func line(_ text: String, wait: Double = 0.6) -> Step { Step(bytes: text + "\\r", wait: wait) }

  /// Runs yotei-repl with `arguments` on a pseudo-terminal, types `steps`,
  /// ends with Ctrl-D, and returns the screen.
  static func drive(_ arguments: [String], _ steps: [Step], folders: [String] = []) throws -> TerminalScreen {
    let (folder, binary) = try InstalledBinaryTests.installedCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in folders {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"))
    let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    var typing = "sleep 0.8"
    for step in steps + [Step(bytes: "\\004", wait: 0.5)] {
      typing += "; printf '\(step.bytes)'; sleep \(step.wait)"
    }
    let shell = "(\(typing)) | script -qec \"\(command)\" /dev/null"
    let output = try InstalledBinaryTests.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", shell], in: folder,
      environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "COLUMNS": "80"])
    var screen = TerminalScreen(width: 80)
    screen.feed(output.stdout)
    return screen
  }

  /// The screen's lines without the LEFT-TO-RIGHT MARKs of right-to-left grids.
  static func plain(_ screen: TerminalScreen) -> [String] {
    screen.lines.map { $0.replacingOccurrences(of: "\u{200E}", with: "") }
  }

  /// The issue's "done": a hotel stay picked in Persian with the arrow keys
  /// and Enter. From 1 Farvardin 1403 (today, a Wednesday), Left is the next
  /// day in a right-to-left grid: 2 Farvardin, the check-in; Down a week
  /// later and Left once more: 10 Farvardin, the check-out.
  @Test func persianHotelStayWithArrowKeys() throws {
    let screen = try Self.drive(
      ["--locale", "fa-IR", "--today", "2024-03-20", "--no-color"],
      [
        Self.line("mode range"), Self.line("pick", wait: 0.8), Self.left, Self.enter, Self.down, Self.left,
        Self.enter, Self.escape, Self.line("selection"),
      ])
    let lines = Self.plain(screen)
    // Redrawn in place: the greeting's month, the one 'mode range' printed,
    // and picker mode's, never one per key.
    #expect(lines.filter { $0.hasSuffix("۱۴۰۳ فروردین") }.count == 3, "\(lines.joined(separator: "\n"))")
    // The committed stay: 2 to 10 Farvardin, the focus on 10 between brackets.
    #expect(lines.contains("[۱۰#] ۹=  ۸=  ۷=  ۶=  ۵=  ۴="))
    #expect(lines.contains("  ۳=  ۲#  ۱*"))
    #expect(lines.contains("بازه: ۲ فروردین ۱۴۰۳ – ۱۰ فروردین ۱۴۰۳ (۹ روز، ۸ شب)"))
    #expect(lines.contains("←→↑↓ روز، هفته · PgUp PgDn ماه · Home End هفته · Enter انتخاب · Esc بازگشت"))
    #expect(lines.contains("بازگشت به خط فرمان"))
    #expect(lines.contains("persian fa-IR> selection"))
    #expect(lines.last == "خدانگهدار.")
  }

  /// Hebrew, in the Hebrew calendar with Hebrew numerals: Enter on today (10
  /// Adar II 5784) starts a range; two presses of Left (the next days in a
  /// right-to-left grid) draw the range being chosen up to the focus; Esc
  /// leaves it pending, and 'selection' says so in Hebrew.
  @Test func hebrewRangeBeingChosen() throws {
    let screen = try Self.drive(
      ["--locale", "he-IL", "--calendar", "hebrew", "--today", "2024-03-20", "--no-color"],
      [
        Self.line("mode range"), Self.line("pick", wait: 0.8), Self.enter, Self.left, Self.left, Self.escape,
        Self.line("selection"),
      ])
    let lines = Self.plain(screen)
    // י׳ (10) the anchor, י״א (11) inside, י״ב (12) the focus: right to left.
    let row = try #require(
      lines.last { $0.contains("י״ב") && $0.contains("[") }, "\(lines.joined(separator: "\n"))")
    #expect(row.contains("[י״ב:]י״א:  י׳#"), "\(row)")
    #expect(lines.contains { $0.hasPrefix("[ ] מיקוד  # נבחר  : טווח בבחירה") })
    #expect(lines.contains { $0.hasPrefix("טווח: לא נבחר דבר; הטווח מתחיל ב־י׳ באדר ב׳ תשפ״ד") })
  }

  /// A Hebrew hotel stay with the earliest date and a booked night set
  /// first: Enter on today (10 Adar II 5784), eight presses of Left (the
  /// next days, right to left) to 18 Adar II, Enter. Nine days, eight
  /// nights; the legend, longer than 80 columns on one line, wraps between
  /// its entries.
  @Test func hebrewHotelStayInEightyColumns() throws {
    let screen = try Self.drive(
      ["--locale", "he-IL", "--calendar", "hebrew", "--region", "IL", "--today", "2024-03-20", "--no-color"],
      [
        Self.line("mode range"), Self.line("min 5784-07-05"), Self.line("book 5784-07-20"),
        Self.line("pick", wait: 0.8), Self.enter,
      ] + Array(repeating: Self.left, count: 8) + [Self.enter, Self.escape, Self.line("selection")])
    let lines = Self.plain(screen)
    let stay = "טווח: י׳ באדר ב׳ תשפ״ד – י״ח באדר ב׳ תשפ״ד (9 ימים, 8 לילות)"
    #expect(lines.filter { $0 == stay }.count == 2, "\(lines.joined(separator: "\n"))")
    // 18 the focus and the stay's last day, 20 booked (x), 19 after the stay.
    #expect(lines.contains { $0.contains("כ׳x י״ט [י״ח#]") }, "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.hasPrefix("[ ] מיקוד  # נבחר  = טווח נבחר") })
    #expect(lines.contains { $0.hasSuffix("סוף שבוע: ו׳ ש׳") })
    #expect(!lines.contains("׳"))
  }

  /// End, Home, PageDown and PageUp in a Russian session (Monday first):
  /// from Wednesday 20 March 2024 to Sunday 24, Monday 18, 18 April and back.
  @Test func pagingAndWeekKeys() throws {
    let screen = try Self.drive(
      ["--locale", "ru-RU", "--region", "RU", "--today", "2024-03-20", "--no-color"],
      [
        Self.line("pick", wait: 0.8), Step(bytes: "\\033[F"), Step(bytes: "\\033[H"), Step(bytes: "\\033[6~"),
        Step(bytes: "\\033[5~"), Self.escape, Self.line("move day"),
      ])
    // CLDR's Russian dates hold a narrow no-break space before "г.".
    let lines = screen.lines.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
    #expect(lines.contains("Фокус: 18 апр. 2024 г. → 18 мар. 2024 г."), "\(lines.joined(separator: "\n"))")
    // The key help (81 columns in Russian) breaks between its parts.
    #expect(lines.contains("←→↑↓ день, неделя · PgUp PgDn месяц · Home End неделя · Enter выбрать"))
    #expect(lines.contains("Esc назад"))
    #expect(lines.contains(" 18 [19 ]20* 21  22  23  24"), "\(lines.joined(separator: "\n"))")
  }

  /// A range being chosen in English: Enter on today, Right twice and Down
  /// draw 21 to 29 March as ':' up to the focus; the status line, longer than
  /// the terminal, breaks between words.
  @Test func candidateRangeAndStatusLineInEnglish() throws {
    let screen = try Self.drive(
      ["--today", "2024-03-20", "--no-color"],
      [
        Self.line("mode range"), Self.line("pick", wait: 0.8), Self.enter, Self.right, Self.right, Self.down,
        Self.escape,
      ])
    let lines = screen.lines
    // A number keeps its unit: "(10 days," goes on to the next line whole.
    #expect(
      lines.contains("Range: Nothing selected; range starts on Mar 20, 2024; choose its last day"),
      "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "(10 days, 9 nights)" })
    #expect(lines.contains(" 24: 25: 26: 27: 28:[29:]30"))
  }

  /// Tab completion on a real terminal: a folder completes to `data/` with
  /// no space after it (the next character goes inside), `today c` to
  /// `today clock ` and `min n` to `min none `.
  @Test func tabCompletesFoldersAndKeywords() throws {
    let screen = try Self.drive(
      ["--today", "2024-03-20", "--no-color"],
      [
        Step(bytes: "load da\\t"), Step(bytes: "x.json\\r", wait: 0.6), Step(bytes: "today c\\t"),
        Step(bytes: "\\r", wait: 0.6), Step(bytes: "min n\\t"), Step(bytes: "\\r", wait: 0.6),
      ], folders: ["data"])
    let lines = screen.lines
    #expect(lines.contains("gregorian en-US> load data/x.json"), "\(lines.joined(separator: "\n"))")
    #expect(lines.contains("gregorian en-US> today clock"))
    #expect(lines.contains("gregorian en-US> min none"))
    #expect(lines.contains("No earliest date"))
  }
}
