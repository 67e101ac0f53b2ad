import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Japan's Cabinet Office holiday list, `syukujitsu.csv` (Shift_JIS,
/// `国民の祝日・休日月日,国民の祝日・休日名称`, rows `YYYY/M/D,name`), loaded over
/// the shipped JP.
///
/// The official file cannot be downloaded where Yotei is built. Its stand-in,
/// Fixtures/syukujitsu-jpholiday-1955-2027.csv, is written by
/// scripts/make-syukujitsu-fixture.py from jpholiday 1.0.3 (an independent
/// implementation) in the official layout and encoding: Shift_JIS from
/// Python's own codec, CRLF, 振替休日 and 国民の休日 named `休日`, jpholiday's 27
/// days the Act contradicts (crosscheck-differences.txt) left out. Other
/// files here are written from the shipped JP region.
@Suite struct SyukujitsuTests {
  let jp = try! ProductionCalendar.shipped("JP")

  /// The fixture's bytes, as the Cabinet Office's file would be read.
  func officialBytes() throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/syukujitsu-jpholiday-1955-2027.csv")
    return Array(try Data(contentsOf: url))
  }

  /// A list in the official layout for `years`, from the shipped JP's days
  /// off (named as the Cabinet Office names them), with `added` days off and
  /// `removed` days.
  func listText(
    _ years: ClosedRange<Int>, added: [String: String] = [:], removed: Set<String> = [], bom: Bool = false,
    lineEnd: String = "\n"
  ) throws -> String {
    var rows: [(Day, String)] = []
    for year in years {
      for status in try jp.days(inYear: year)
      where status.kind == .holiday || status.kind == .transferredDayOff {
        guard !removed.contains(status.day.isoString) else { continue }
        let official =
          status.kind == .transferredDayOff || status.nameKey == "holiday.jp.citizensHoliday"
          ? "休日" : status.holidays.first?.names["ja"] ?? "休日"
        rows.append((status.day, official))
      }
    }
    rows += added.map { (day($0.key), $0.value) }
    rows.sort { $0.0 < $1.0 }
    let lines =
      [(bom ? "\u{FEFF}" : "") + "国民の祝日・休日月日,国民の祝日・休日名称"]
      + rows.map { d, name in
        let (y, m, dd) = d.isoDate
        return "\(y)/\(m)/\(dd),\(name)"
      }
    return lines.joined(separator: lineEnd) + lineEnd
  }

  /// jpholiday's 73 years, read through the Shift_JIS decoder, agree with the
  /// shipped JP on every day of 1955-2027 (26,663 days).
  @Test func theOfficialShiftJISFileOf1955To2027ChangesNoDay() throws {
    let bytes = try officialBytes()
    #expect(String(validating: bytes, as: UTF8.self) == nil)  // really Shift_JIS, not UTF-8
    let registry = ProductionRegistry()
    let loaded = try registry.load(bytes: bytes, file: "syukujitsu.csv")
    #expect(loaded.code == "JP")
    #expect(loaded.coveredYears == Array(1955...2027))
    #expect(loaded.changedYears == [])
    #expect(loaded.issues.map(\.message) == ["replaces JP in 1955-2027; no day changed"])
    // Foundation's own Shift_JIS decoder (it works on Linux) reads the same text as ICU's.
    let foundation = try #require(String(data: Data(bytes), encoding: .shiftJIS))
    let imported = try SyukujitsuCSVFormat.parse(
      try #require(try SyukujitsuCSVFormat.shiftJISText(bytes, file: "syukujitsu.csv")),
      file: "syukujitsu.csv")
    #expect(try SyukujitsuCSVFormat.parse(foundation, file: "syukujitsu.csv") == imported)
    #expect(imported.rows.count == 1067)
    #expect(imported.rows.first { $0.day == day("2019-05-01") }?.name == "天皇の即位の日")
    // Days the shipped JP estimates (equinoxes before 1955 and after 2027) are untouched; the listed ones stay confirmed.
    let calendar = try registry.calendar("JP")
    #expect(try !calendar.status(of: day("2027-03-21")).estimated)
    #expect(try calendar.status(of: day("2028-03-20")).estimated)
  }

  /// The same list as UTF-8, with and without a byte order mark, CRLF or LF.
  @Test(arguments: [(true, "\r\n"), (false, "\n")])
  func aUTF8CopyIsReadToo(bom: Bool, lineEnd: String) throws {
    let registry = ProductionRegistry()
    let text = try listText(2020...2026, bom: bom, lineEnd: lineEnd)
    let loaded = try registry.load(bytes: Array(text.utf8), file: "syukujitsu.csv")
    #expect(loaded.coveredYears == Array(2020...2026))
    #expect(loaded.issues.map(\.message) == ["replaces JP in 2020-2026; no day changed"])
    // The text entry point reads it the same way.
    #expect(
      try ProductionRegistry().load(text: text, file: "syukujitsu.csv").coveredYears == Array(2020...2026))
  }

  /// Next year's list, before a release: an extra day off and a holiday
  /// moved. The file decides 2028, its equinox days are no longer estimated,
  /// and the issue names the changed days; the shipped JP is untouched.
  @Test func nextYearsListOverridesAndConfirmsIt() throws {
    let registry = ProductionRegistry()
    #expect(try jp.status(of: day("2028-03-20")).estimated)  // the 2028 equinox is not yet proclaimed
    let text = try listText(
      2028...2028, added: ["2028-01-04": "休日", "2028-07-18": "海の日"], removed: ["2028-07-17"])
    let loaded = try registry.load(bytes: Array(text.utf8), file: "syukujitsu.csv")
    #expect(loaded.changedYears == [2028])
    #expect(
      loaded.issues.map(\.message) == [
        "replaces JP in 2028; changed 2028: 2028-01-04, 2028-07-17, 2028-07-18"
      ])
    let calendar = try registry.calendar("JP")
    #expect(try !calendar.isWorkingDay(day("2028-01-04")))
    #expect(try calendar.status(of: day("2028-01-04")).name(locale: "ja", lookup: nil) == "休日")
    #expect(try calendar.isWorkingDay(day("2028-07-17")))
    let marine = try calendar.status(of: day("2028-07-18"))
    #expect(marine.nameKey == "holiday.jp.marine")  // named by the shipped rule of that name
    #expect(marine.source == "cao:syukujitsu.csv")
    #expect(try !calendar.status(of: day("2028-03-20")).estimated)
    #expect(try !calendar.status(of: day("2028-09-22")).estimated)
    #expect(try calendar.status(of: day("2029-03-20")).estimated)
    // jpholiday 1.0.3 counts 246 working days in 2028; the file takes two and gives one back.
    #expect(try calendar.workingDays(from: day("2028-01-01"), through: day("2028-12-31")) == 245)
    #expect(try ProductionCalendar.shipped("JP").isWorkingDay(day("2028-01-04")))
  }

  /// A row replacing the first day (`at: 2`) or added after the last (`at: 20`).
  @Test(arguments: [
    ("2026-01-01,元日", 2, "bad.csv:2: 国民の祝日・休日月日: '2026-01-01' is not a date YYYY/M/D"),
    ("2026/2/30,元日", 2, "bad.csv:2: 国民の祝日・休日月日: '2026/2/30' is not a date YYYY/M/D"),
    ("2026/1/1", 2, "bad.csv:2: line: expected 2 columns, found 1"),
    ("2026/1/1,元日,祝日", 2, "bad.csv:2: line: expected 2 columns, found 3"),
    ("2026/1/1,", 2, "bad.csv:2: 国民の祝日・休日名称: the name of 2026/1/1 is empty"),
    ("2026/1/12,成人の日", 2, "bad.csv:3: 国民の祝日・休日月日: 2026/1/12 is given twice (first on line 2)"),
    ("2101/1/1,元日", 20, "bad.csv:20: 国民の祝日・休日月日: the year 2101 is outside the years JP supports (1949-2100)"),
    (
      "2027/3/21,春分の日", 20,
      "bad.csv:20: 国民の祝日・休日月日: the file lists days of 2027 but not 2027/1/1 (元日): a year must be given whole"
    ),
  ])
  func badRowsAreRefusedByLineAndColumn(row: String, at line: Int, message: String) throws {
    var lines = try listText(2026...2026).components(separatedBy: "\n")
    #expect(lines.count == 20)  // the header, 18 days off, the final line end
    if line == 2 { lines[1] = row } else { lines.insert(row, at: line - 1) }
    let registry = ProductionRegistry()
    #expect {
      try registry.load(bytes: Array(lines.joined(separator: "\n").utf8), file: "bad.csv")
    } throws: { error in
      "\(error)" == message
    }
    #expect(try registry.calendar("JP").definition == jp.definition)
  }

  /// A header that begins like the Cabinet Office's, in UTF-8 or Shift_JIS,
  /// is checked exactly.
  @Test func aWrongHeaderIsNamed() throws {
    let registry = ProductionRegistry()
    var lines = try listText(2026...2026).components(separatedBy: "\n")
    for (header, bytes) in [
      ("国民の祝日月日,名称", { (text: String) in Array(text.utf8) }),
      ("祝日,名称", { (text: String) in Array(text.data(using: .shiftJIS)!) }),
    ] {
      lines[0] = header
      #expect {
        try registry.load(bytes: bytes(lines.joined(separator: "\n")), file: "bad.csv")
      } throws: { error in
        "\(error)" == "bad.csv:1: header: expected '国民の祝日・休日月日,国民の祝日・休日名称', found '\(header)'"
      }
    }
  }

  /// Other encodings of the list are refused, naming the encoding and the
  /// command that converts it; a Shift_JIS file with a byte Shift_JIS lacks
  /// names the line.
  @Test func otherEncodingsAreRefusedByName() throws {
    let registry = ProductionRegistry()
    // EUC-JP bytes of the header and one row, from Python's euc_jp codec (Foundation on Linux has no EUC-JP).
    let eucJP: [UInt8] = [
      0xB9, 0xF1, 0xCC, 0xB1, 0xA4, 0xCE, 0xBD, 0xCB, 0xC6, 0xFC, 0xA1, 0xA6, 0xB5, 0xD9, 0xC6, 0xFC, 0xB7,
      0xEE, 0xC6,
      0xFC, 0x2C, 0xB9, 0xF1, 0xCC, 0xB1, 0xA4, 0xCE, 0xBD, 0xCB, 0xC6, 0xFC, 0xA1, 0xA6, 0xB5, 0xD9, 0xC6,
      0xFC, 0xCC,
      0xBE, 0xBE, 0xCE, 0x0D, 0x0A, 0x32, 0x30, 0x32, 0x36, 0x2F, 0x31, 0x2F, 0x31, 0x2C, 0xB8, 0xB5, 0xC6,
      0xFC, 0x0D,
      0x0A,
    ]
    let text = try listText(2026...2026, lineEnd: "\r\n")
    let utf16LE: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let iso2022 = Array(text.data(using: .iso2022JP)!)
    for (bytes, encoding) in [(eucJP, "EUC-JP"), (utf16LE, "UTF-16"), (iso2022, "ISO-2022-JP")] {
      #expect {
        try registry.load(bytes: bytes, file: "syukujitsu.csv")
      } throws: { error in
        "\(error)"
          == "syukujitsu.csv:1: file: the file is \(encoding); syukujitsu.csv is read in Shift_JIS (the Cabinet Office's) or UTF-8: convert it with 'iconv -f \(encoding) -t UTF-8'"
      }
    }
    var broken = try officialBytes()
    let third = broken.indices.filter { broken[$0] == 0x0A }[2] + 1  // the start of line 4
    broken.insert(contentsOf: [0x81, 0x20], at: third + 10)
    #expect {
      try registry.load(bytes: broken, file: "syukujitsu.csv")
    } throws: { error in
      "\(error)"
        == "syukujitsu.csv:4: file: byte \(third + 10) (0x81 0x20) is not Shift_JIS: the file is in another encoding"
    }
    #expect(try registry.calendar("JP").definition == jp.definition)
  }

  /// ICU's converter against the bytes Python's codec wrote, character by character.
  @Test func theShiftJISDecoderReadsEveryRow() throws {
    let text = try #require(try SyukujitsuCSVFormat.shiftJISText(try officialBytes(), file: "x.csv"))
    #expect(text.hasPrefix("国民の祝日・休日月日,国民の祝日・休日名称\r\n1955/1/1,元日\r\n"))
    #expect(text.contains("\r\n2026/9/22,休日\r\n"))
    #expect(text.hasSuffix("2027/11/23,勤労感謝の日\r\n"))
    #expect(!text.contains("\u{FFFD}"))
    // Not this format: nil, so the other CSV readers are tried.
    #expect(try SyukujitsuCSVFormat.shiftJISText(Array("a,b\n".utf8), file: "x.csv") == nil)
  }
}
