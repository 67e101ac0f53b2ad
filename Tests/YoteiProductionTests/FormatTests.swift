import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Import and export: xmlcalendar, data.gov.ru CSV, iCalendar, Yotei JSON.
@Suite struct FormatTests {
  let ru = try! ProductionCalendar.shipped("RU")

  /// Every day of 2025 agrees with the shipped Russian data on working or
  /// not, and on shortening.
  func expectSameAsShipped2025(_ calendar: ProductionCalendar) throws {
    let shipped = try ru.days(inYear: 2025)
    let imported = try calendar.days(inYear: 2025)
    #expect(imported.count == shipped.count)
    for (a, b) in zip(shipped, imported) {
      #expect(a.isWorking == b.isWorking, "\(a.day)")
      #expect(a.isShortened == b.isShortened, "\(a.day)")
    }
    #expect(try calendar.norms(year: 2025).total.hours36.description == "1774.4")
  }

  @Test func xmlcalendarImportMatchesTheDecrees() throws {
    let imported = try XMLCalendarFormat.parse(
      fixture("xmlcalendar-ru-2025.xml"), file: "2025.xml", expectedYear: 2025)
    #expect(imported.issues.isEmpty, "\(imported.issues)")
    #expect(imported.holidayTitles[7] == "День России")
    let calendar = try ProductionCalendar(
      XMLCalendarFormat.region(from: [imported], code: "RU-XML", name: "RU"))
    try expectSameAsShipped2025(calendar)
    #expect(try calendar.status(of: day("2025-05-08")).transferredFrom == day("2025-02-23"))
    #expect(try calendar.status(of: day("2025-06-12")).name(locale: "ru") == "День России")
    #expect(try calendar.conflicts(inYear: 2025).isEmpty)
  }

  /// `year="9223372036854775807"` trapped in the neighbour-year check
  /// (`statedYear + 1`); every year outside 1...9998 is a typed error.
  @Test(arguments: [Int.max, Int.min, Int.max - 1, Int.min + 1, 0, -1, 9999, 10_000])
  func xmlcalendarYearsOutOfRangeAreRefused(year: Int) throws {
    let text =
      "<calendar year=\"\(year)\" country=\"ru\">\n<days>\n<day d=\"01.01\" t=\"1\"/>\n</days></calendar>"
    let error = try #require(throws: ProductionDataError.self) {
      try XMLCalendarFormat.parse(text, file: "x.xml")
    }
    #expect(error.field == "calendar@year")
    #expect(error.line == 1)
    #expect(error.message == "year \(year) is out of range (allowed 1...9998)")
    let expected = try #require(throws: ProductionDataError.self) {
      try XMLCalendarFormat.parse(
        text.replacingOccurrences(of: "\(year)", with: "2025"), file: "x.xml", expectedYear: year)
    }
    #expect(expected.field == "calendar@year")
    // Through the registry, as `yotei-repl -c 'load x.xml'` reads it.
    #expect(throws: ProductionDataError.self) {
      try ProductionRegistry().load(text: text, file: "x.xml")
    }
  }

  /// The fuzz seeds of that shape stay in the corpus and stay refused.
  @Test(arguments: ["xmlcalendar-year-max.xml", "xmlcalendar-year-min.xml"])
  func xmlcalendarFuzzSeedsOfExtremeYears(name: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/xmlcalendar/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    let error = try #require(throws: ProductionDataError.self) {
      try XMLCalendarFormat.parse(text, file: name)
    }
    #expect(error.message.contains("is out of range"))
  }

  @Test func xmlcalendarQuirksAreReportedWithLines() throws {
    let text = fixture("xmlcalendar-quirks.xml")
    let asStated = try XMLCalendarFormat.parse(text, file: "quirks.xml")
    #expect(asStated.year == 2024)
    #expect(asStated.holidayTitles[1] == "Новогодние каникулы & Рождество")
    let messages = asStated.issues.map(\.message)
    #expect(messages.contains { $0.contains("fit 2025 better") })
    #expect(asStated.issues.contains { $0.line == 15 && $0.message.contains("neither a holiday") })
    #expect(asStated.issues.contains { $0.line == 17 && $0.message.contains("weekday") })
    let asNamed = try XMLCalendarFormat.parse(text, file: "2025.xml", expectedYear: 2025)
    #expect(asNamed.year == 2025)
    #expect(asNamed.issues.contains { $0.field == "calendar@year" && $0.line == 6 })
    #expect(asNamed.issues.contains { $0.message.contains("2025-08-09") && $0.message.contains("t=3") })
    #expect(!asNamed.issues.contains { $0.message.contains("weekday") })
  }

  @Test(arguments: [
    (
      "<calendar year=\"2025\" country=\"ru\">\n<days>\n<day d=\"02.29\" t=\"1\"/>\n</days></calendar>", 3,
      "day@d"
    ),
    (
      "<calendar year=\"2025\" country=\"ru\">\n<days>\n<day d=\"01.01\" t=\"7\"/>\n</days></calendar>", 3,
      "day@t"
    ),
    ("<calendar year=\"2025\">\n<days>\n\n<day d=\"01.01\" t=\"1\" h=\"9\"/></days></calendar>", 4, "day@h"),
    ("<calendar year=\"2025\">\n<days>\n<day d=\"01.01\" t=\"1\">\n</calendar>", 4, "xml"),
    ("<calendar>\n</calendar>", 1, "calendar@year"),
    // No day at all (empty lists, or none): not a year without days off.
    ("<calendar year=\"2026\" country=\"ru\"><holidays></holidays><days></days></calendar>", 1, "days"),
    ("<calendar year=\"2026\" country=\"ru\">\n</calendar>", 1, "days"),
  ])
  func xmlcalendarErrors(text: String, line: Int, field: String) {
    #expect {
      _ = try XMLCalendarFormat.parse(text, file: "bad.xml")
    } throws: { error in
      let error = error as? ProductionDataError
      return error?.line == line && error?.field == field && error?.file == "bad.xml"
    }
  }

  @Test func dataGovCSVImportMatchesTheDecrees() throws {
    let imported = try DataGovCSVFormat.parse(fixture("datagov-ru.csv"), file: "datagov-ru.csv")
    #expect(imported.years.map(\.year) == [2025])
    #expect(imported.years[0].hours36.description == "1774.4")
    let calendar = try ProductionCalendar(DataGovCSVFormat.region(from: imported, code: "RU-CSV", name: "RU"))
    try expectSameAsShipped2025(calendar)
    #expect(try calendar.status(of: day("2025-12-31")).kind == .transferredDayOff)
  }

  @Test func dataGovCSVRowsThatContradictTheirTotalsFail() {
    let good = fixture("datagov-ru.csv")
    let wrongTotal = good.replacingOccurrences(of: "1774.4", with: "1774.3")
    #expect {
      _ = try DataGovCSVFormat.parse(wrongTotal, file: "x.csv")
    } throws: { error in
      let error = error as? ProductionDataError
      return error?.line == 2 && error?.field == "hours 36"
    }
    // A 17-digit total is an error naming the column, not an overflow trap.
    let huge = good.replacingOccurrences(of: "1774.4", with: "12345678901234567")
    #expect {
      _ = try DataGovCSVFormat.parse(huge, file: "x.csv")
    } throws: { error in
      let error = error as? ProductionDataError
      return error?.line == 2 && error?.field == "hours 36"
        && error?.message.contains("12345678901234567") == true
    }
    let impossible = good.replacingOccurrences(of: "\"1,2,8,9,15,16,22,23\"", with: "\"1,2,8,9,15,16,22,30\"")
    #expect {
      _ = try DataGovCSVFormat.parse(impossible, file: "x.csv")
    } throws: { error in
      let error = error as? ProductionDataError
      return error?.line == 2 && error?.field == "February" && error?.message.contains("impossible") == true
    }
  }

  @Test func iCalendarExportIsFoldedEscapedAndRoundTrips() throws {
    let lookup: HolidayNameLookup = { key, _ in
      key == "holiday.ru.russiaDay" ? "День России, праздник; выходной" : nil
    }
    let text = try ICalendarFormat.export(
      ru, year: 2025, dtstamp: "20250101T000000Z", locale: try CalendarLocale("ru"), lookup: lookup)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(text.contains("SUMMARY:День России\\, праздник\\; выходной"))
    #expect(text.contains("DTSTART;VALUE=DATE:20250612\r\nDTEND;VALUE=DATE:20250613"))
    // Round trip above a bare weekend.
    let overlay = try ICalendarFormat.parse(text, file: "ru-2025.ics")
    let bare = RegionDefinition(
      code: "RU-ICS", name: "RU", supportedYears: 2025...2025,
      weekends: [WeekendPeriod(days: [.saturday, .sunday])],
      overlays: [overlay])
    let calendar = try ProductionCalendar(bare)
    try expectSameAsShipped2025(calendar)
    #expect(try calendar.status(of: day("2025-06-13")).transferredFrom == day("2025-03-08"))
    // The feed's summary survives escaping; the key it carries names the
    // catalog entry, which localizes the name.
    #expect(
      try calendar.status(of: day("2025-06-12")).holidays.first?.names["en"]
        == "День России, праздник; выходной")
    #expect(try calendar.status(of: day("2025-06-12")).name(locale: "en") == "Russia Day")
  }

  @Test func foldingNeverSplitsACharacter() {
    let long = "SUMMARY:" + String(repeating: "Рождество ", count: 20)
    let folded = ICalendarFormat.fold(long)
    let parts = folded.components(separatedBy: "\r\n")
    #expect(parts.count > 1)
    #expect(parts.allSatisfy { $0.utf8.count <= 75 })
    #expect(parts.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(
      parts.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == long
    )
  }

  @Test func iCalendarFeedImport() throws {
    let overlay = try ICalendarFormat.parse(fixture("holidays-feed.ics"), file: "feed.ics")
    #expect(
      overlay.entries.map(\.day) == [
        day("2025-12-29"), day("2025-12-30"), day("2025-12-31"), day("2025-07-15"),
      ])
    guard case .dayOff(let name) = overlay.entries[0].action else {
      Issue.record("expected a day off")
      return
    }
    #expect(name.name() == "Winter break, office closed; see the memo")
    #expect(throws: ProductionDataError.self) {
      try ICalendarFormat.parse(
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR", file: "f.ics")
    }
    #expect {
      try ICalendarFormat.parse(
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:20250231\nEND:VEVENT\nEND:VCALENDAR", file: "f.ics"
      )
    } throws: { ($0 as? ProductionDataError)?.line == 3 }
  }
}
