import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// The month-table reader (`YEAR/MONTH YYYY-MM-DD # note`), which reads the
/// file's bytes: every row of the shipped Iranian table, and each bad row
/// named by its line and field.
@Suite struct MonthTableParseTests {
  @Test func theShippedTableHasEveryRow() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/YoteiProduction/iran-hijri-month-starts.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    let rows = text.components(separatedBy: "\n").filter {
      let content = $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return !content.trimmingCharacters(in: .whitespaces).isEmpty
    }
    let table = try MonthTable.parse(text, id: "islamic-iran", file: "iran.txt")
    #expect(table.starts.count == rows.count)
    // The first row, read by Foundation's own splitting.
    let fields = rows[0].split(separator: "#")[0].split(separator: " ")
    #expect(table.starts[0] == Day(isoString: String(fields[1])))
  }

  @Test(arguments: [
    ("1405/13 2026-06-16", "t.txt:2: month: '1405/13' is not YEAR/MONTH with a month 1-12"),
    ("1405-12 2026-06-16", "t.txt:2: month: '1405-12' is not YEAR/MONTH with a month 1-12"),
    ("1405/12 2026-02-30", "t.txt:2: start: '2026-02-30' is not a valid ISO date"),
    ("1405/12 2026-06-16 extra", "t.txt:2: line: expected 'YEAR/MONTH YYYY-MM-DD'"),
    (
      "1406/01 2026-06-16",
      "t.txt:2: month: 1406/1 does not follow the previous row (months must be consecutive)"
    ),
    (
      "1405/12 2026-06-18",
      "t.txt:2: start: the previous month would last 31 days (a lunar month has 29 or 30)"
    ),
  ])
  func badRowsAreNamed(row: String, message: String) throws {
    let text = "1405/11 2026-05-18 # Dhu al-Qadah\n\(row)\n"
    #expect {
      try MonthTable.parse(text, id: "x", file: "t.txt")
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test func marksCommentsAndLineEndsAreRead() throws {
    let text = "# header\r\n1405/11 2026-05-18\r\n\t*1405/12   2026-06-17 # observed a day late\r\n\r\n"
    let table = try MonthTable.parse(text, id: "x", file: "t.txt")
    #expect(table.starts == [day("2026-05-18"), day("2026-06-17")])
  }
}
