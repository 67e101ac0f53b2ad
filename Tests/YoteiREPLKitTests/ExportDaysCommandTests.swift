import Foundation
import Testing

@testable import YoteiREPLKit

/// `export-days`: the REPL only parses and reports; YoteiTable makes and
/// writes the table (YoteiTableTests and scripts/table_engines.py check it).
@Suite struct ExportDaysCommandTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "yotei-export-days-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func fromTheShellWritesTheFileByItsExtension() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/days.csv"
    let run = repl([
      "--json", "export-days", "2025-01-01", "2025-01-31", path, "--region", "RU,IL", "--calendars", "hebrew",
    ])
    #expect(run.status == 0)
    let object = try run.object()
    #expect(object["rows"] as? Int == 62)
    #expect(object["format"] as? String == "csv")
    #expect(object["regions"] as? [String] == ["RU", "IL"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines.count == 64)  // the header, 62 rows and the empty rest after the last CRLF
    #expect(lines[0].hasPrefix("date,date_key,jdn,year,quarter,month,"))
    #expect(lines[0].contains(",hebrew_month_code,"))
    #expect(lines[1].hasPrefix("2025-01-01,20250101,2460677,2025,1,1,1,1,2025,1,3,January,Wednesday,"))
    #expect(lines[1].contains(",RU,holiday,false,false,0,"))
  }

  @Test func inTheREPLWithTheSessionRegionAndAFormat() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/days.out"
    let run = repl(
      [
        "--region", "IR", "--locale", "ru", "-c",
        "export-days 2025-03-20 2025-03-21 \(path) --format jsonl --locale fa-IR",
      ], variables: wide)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.stdout == "Записаны 2 строки (2025-03-20…2025-03-21) в \(path)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].contains(#""region":"IR","day_kind":"holiday""#))
    #expect(lines[1].contains(#""day_name":"جمعه""#))
  }

  @Test(arguments: [
    (["2025-02-01", "2025-01-01", "x.csv"], "TO", "a day on or after 2025-02-01"),
    (
      ["2025-01-01", "2025-01-02", "x.xlsx"], "format",
      "a FILE ending in .csv, .parquet or .jsonl, or --format csv|parquet|jsonl"
    ),
    (["2025-01-01", "2025-01-02", "x.csv", "--format", "xlsx"], "format", "csv, parquet or jsonl"),
    (
      ["2025-01-01", "2025-01-02", "x.csv", "--colour"], "option",
      "one of the options --calendars, --region, --locale, --format"
    ),
    (
      ["1980-01-01", "1985-01-02", "x.csv", "--region", "RU"], "TO",
      "a day of the years 1990 through 2100, which region RU has data for"
    ),
    (
      ["2025-01-01", "2025-01-02", "x.csv", "--calendars", "hebrew,hebrew"], "--calendars",
      "each one listed once"
    ),
  ])
  func refusalsNameTheFieldAndWriteNothing(arguments: [String], field: String, allowed: String) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = repl([
      "--json", "-c",
      "export-days " + arguments.map { $0.hasPrefix("x.") ? dir + "/" + $0 : $0 }.joined(separator: " "),
    ])
    #expect(run.status == 1)
    let error = try #require(run.object()["error"] as? [String: Any])
    #expect(error["field"] as? String == field)
    #expect(error["allowed"] as? String == allowed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  /// A region has rows on the days it has data for; the export says which
  /// when they are not the whole span.
  @Test func aRegionsRowsCoverItsOwnYearsAndTheExportSaysSo() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/days.csv"
    let text = repl(["-c", "export-days 1989-12-30 1990-01-02 \(path) --region RU,US"], variables: wide)
    #expect(text.status == 0, "\(text.err)")
    #expect(
      text.stdout
        == "Wrote 6 rows (1989-12-30…1990-01-02) to \(path)\n"
        + "Region RU: rows for 1990-01-01…1990-01-02 only, the days it has data for")
    let json = try repl(["--json", "export-days", "1989-12-30", "1990-01-02", path, "--region", "RU,US"])
      .object()
    #expect(json["rows"] as? Int == 6)
    let days = try #require(json["regionDays"] as? [[String: String]])
    #expect(
      days == [
        ["region": "RU", "from": "1990-01-01", "to": "1990-01-02"],
        ["region": "US", "from": "1989-12-30", "to": "1990-01-02"],
      ])
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n")
    #expect(lines.count == 8)
    #expect(lines[3].hasPrefix("1990-01-01,"))
    #expect(lines[3].contains(",RU,"))
  }

  @Test func refusalsInTheSessionLanguage() {
    let run = repl(["--locale", "de", "-c", "export-days 2025-02-01 2025-01-01 x.csv"])
    #expect(run.status == 1)
    #expect(run.err.count == 1)
    #expect(run.err.first?.contains("export-days: '2025-01-01' ") == true)
    #expect(run.err.first?.contains("ein Tag am oder nach dem 2025-02-01") == true)
  }

  @Test func aFailedWriteLeavesTheEarlierFile() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = repl(["-c", "export-days 2025-01-01 2025-01-02 \(dir)/missing/days.csv"])
    #expect(run.status == 1)
    #expect(run.err.first?.contains("No such file or directory") == true)
  }
}
