import Foundation
import Testing

@testable import YoteiREPLKit

/// China's and Taiwan's production calendars in the REPL: the holidays list
/// cites the State Council's notice for every day it moved, and `load` takes
/// a DGPA office calendar.
@Suite struct SinoCommandTests {
  @Test func chinaHolidays2026ListTheSpringFestivalAndTheWorkingSundaysWithTheirNotice() throws {
    let run = repl(["--region", "CN", "-c", "holidays 2026"])
    #expect(run.status == 0, "\(run.err)")
    let text = run.out.map {
      $0.replacingOccurrences(of: "[\u{2066}-\u{2069}]", with: "", options: .regularExpression)
    }
    for date in ["Mon, Feb 16, 2026", "Tue, Feb 17, 2026", "Wed, Feb 18, 2026", "Thu, Feb 19, 2026"] {
      #expect(text.contains { $0.contains(date) && $0.contains("Public holiday") }, "\(date)")
    }
    // The working Sundays 4 January and 20 September, each with the notice's footnote.
    for date in ["Sun, Jan 4, 2026", "Sun, Sep 20, 2026"] {
      let line = try #require(text.first { $0.contains(date) }, "\(date)")
      #expect(line.contains("Transferred working day") && line.hasSuffix("[1]"), "\(line)")
    }
    // The footnote, wrapped to the terminal's width.
    let all = text.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(all.contains("[1] Source: 国务院办公厅关于2026年部分节假日安排的通知"), "\(all)")
    #expect(all.contains("国办发明电〔2025〕7号, 2025-11-04"))
    let json = repl(["--region", "CN", "--json", "-c", "holidays 2026"])
    let object = try #require(try json.objects().first)
    let days = try #require(object["days"] as? [[String: Any]])
    let sunday = try #require(days.first { $0["iso"] as? String == "2026-01-04" })
    #expect(sunday["kind"] as? String == "transferredWorking")
    #expect(sunday["to"] as? String == "2026-01-02")
    #expect(sunday["source"] as? String == "notice-2026")
    let sources = try #require(object["sources"] as? [[String: Any]])
    #expect(sources.map { $0["id"] as? String } == ["notice-2026"])
  }

  @Test func kindWorkdaysAddWorkdaysNormsAndShowForChinaAndTaiwan() throws {
    let cn = repl([
      "--region", "CN", "--json", "-c",
      "kind 2026-02-14; workdays 2026-02-01 2026-02-28; add-workdays 2026-02-13 1; norms 2026; show 2026-02-01",
    ])
    #expect(cn.status == 0, "\(cn.err)")
    let results = try cn.objects()
    #expect(results.count == 5)
    #expect(results[0]["kind"] as? String == "transferredWorking")
    // February 2026: 20 weekdays, 6 of them off (16-20 and 23), 2 Saturdays worked (14 and 28).
    #expect(results[1]["count"] as? Int == 16)
    #expect(results[2]["iso"] as? String == "2026-02-14")
    let tw = repl([
      "--region", "TW", "--json", "-c", "kind 2026-02-20; add-workdays 2026-02-13 1; norms 2026",
    ])
    #expect(tw.status == 0, "\(tw.err)")
    let taiwan = try tw.objects()
    #expect(taiwan[0]["kind"] as? String == "transferredDayOff")
    #expect(taiwan[1]["iso"] as? String == "2026-02-23")
    #expect(taiwan[2]["workingDays"] as? Int == 245)
  }

  @Test func loadingADGPAFileSaysWhichYearsChanged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-dgpa-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // 2027 as a DGPA file would give it: weekends off, 1 January, and one make-up Saturday.
    var lines = ["\u{FEFF}西元日期,星期,是否放假,備註"]
    let names = ["一", "二", "三", "四", "五", "六", "日"]
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = calendar.date(from: DateComponents(year: 2027, month: 1, day: 1))!
    while calendar.component(.year, from: day) == 2027 {
      let c = calendar.dateComponents([.month, .day, .weekday], from: day)
      let weekday = (c.weekday! + 5) % 7  // Monday 0 ... Sunday 6
      let iso = String(format: "2027%02d%02d", c.month!, c.day!)
      var flag = weekday >= 5 ? 2 : 0
      var note = ""
      if iso == "20270101" { (flag, note) = (2, "開國紀念日") }
      if iso == "20270109" { (flag, note) = (0, "補行上班") }
      lines.append("\(iso),\(names[weekday]),\(flag),\(note)")
      day = calendar.date(byAdding: .day, value: 1, to: day)!
    }
    let path = folder.appendingPathComponent("116年中華民國政府行政機關辦公日曆表.csv").path
    try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
    let run = repl(["--json", "-c", "load \(path); kind 2027-01-09"])
    #expect(run.status == 0, "\(run.err)")
    let results = try run.objects()
    #expect(results[0]["region"] as? String == "TW")
    #expect(results[0]["coveredYears"] as? [Int] == [2027])
    #expect(results[0]["changedYears"] as? [Int] == [2027])
    #expect(results[1]["kind"] as? String == "transferredWorking")
    #expect(results[1]["estimated"] as? Bool == false)
  }
}
