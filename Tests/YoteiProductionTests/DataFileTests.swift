import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Yotei's JSON format: user regions, overlays on shipped regions, the rule
/// kinds, and errors that name the file, line and field.
@Suite struct DataFileTests {
  /// A user region exercising every rule kind.
  static let custom = """
    {
      "format": "yotei-production",
      "version": 1,
      "region": "XX",
      "name": "Example",
      "sources": [{"id": "law", "title": "Example law"}, {"id": "reform", "title": "Weekend reform"}],
      "source": "law",
      "supportedYears": [2000, 2040],
      "weeklyHours": [40, 35],
      "weekends": [
        {"days": ["saturday", "sunday"]},
        {"from": "2026-01-01", "days": ["friday", "saturday"], "source": "reform"}
      ],
      "moves": [{"when": "weekend", "to": "nextWorkingDay", "mode": "substitute"}],
      "holidays": [
        {"key": "x.goodFriday", "names": {"en": "Good Friday"}, "date": {"easter": "western", "offset": -2}},
        {"key": "x.orthodoxEasterMonday", "names": {"en": "Orthodox Easter Monday"},
         "date": {"easter": "orthodox", "offset": 1}},
        {"key": "x.labourDay", "names": {"en": "Labour Day"}, "date": {"month": 9, "weekday": "monday", "nth": 1}},
        {"key": "x.lastMonday", "names": {"en": "Last Monday of May"},
         "date": {"month": 5, "weekday": "monday", "nth": -1}, "fromYear": 2020, "toYear": 2024},
        {"key": "x.nowruz", "names": {"en": "Nowruz"}, "date": {"calendar": "persian", "month": 1, "day": 1},
         "moves": []},
        {"key": "x.ashura", "names": {"en": "Ashura"}, "date": {"calendar": "islamic-umalqura", "month": 1, "day": 10},
         "moves": []},
        {"key": "x.newYear", "names": {"en": "New Year"}, "date": {"calendar": "gregorian", "month": 1, "day": 1}}
      ],
      "overlays": [{"name": "decrees", "confirmed": [2000, 2030], "years": [
        {"year": 2024, "transfers": [{"from": "2024-06-01", "to": "2024-06-03"}],
         "closures": [{"date": "2024-07-10", "key": "x.heat", "names": {"en": "Heat closure"}}],
         "shortened": ["2024-07-09", {"date": "2024-07-11", "maxHours": 6}]},
        {"year": 2025, "transfers": [{"from": "2025-01-04", "to": "2025-01-01"}]}
      ]}]
    }
    """

  @Test func everyRuleKindResolves() throws {
    let definition = try ProductionFormat.parseRegion(Self.custom, file: "xx.json")
    let xx = try ProductionCalendar(definition)
    // Easter 2024: Western 31 March, Orthodox 5 May.
    #expect(try xx.status(of: day("2024-03-29")).nameKey == "x.goodFriday")
    #expect(try xx.status(of: day("2024-05-06")).nameKey == "x.orthodoxEasterMonday")
    #expect(try xx.status(of: day("2024-09-02")).nameKey == "x.labourDay")
    #expect(try xx.status(of: day("2024-05-27")).nameKey == "x.lastMonday")
    #expect(try xx.status(of: day("2025-05-26")).kind == .working)  // past the rule's toYear
    #expect(try xx.status(of: day("2024-03-20")).nameKey == "x.nowruz")  // 1 Farvardin 1403
    #expect(try xx.status(of: day("2024-07-16")).nameKey == "x.ashura")  // Umm al-Qura 10 Muharram 1446
    // 1 January 2022 was a Saturday: the substitute day off is Monday 3 January.
    #expect(try xx.status(of: day("2022-01-03")).kind == .transferredDayOff)
    #expect(try xx.status(of: day("2022-01-03")).transferredFrom == day("2022-01-01"))
    // Overlay entries.
    #expect(try xx.status(of: day("2024-06-01")).kind == .transferredWorking)
    #expect(try xx.status(of: day("2024-06-03")).kind == .transferredDayOff)
    #expect(try xx.status(of: day("2024-07-10")).origin == .closure)
    #expect(try xx.status(of: day("2024-07-09")).hours(weeklyHours: 40) == 7)
    #expect(try xx.status(of: day("2024-07-11")).hours(weeklyHours: 40) == 6)
    // The weekend changes on 2026-01-01.
    #expect(try xx.status(of: day("2025-12-28")).kind == .weekend)  // a Sunday
    #expect(try xx.status(of: day("2026-01-04")).kind == .working)  // a Sunday
    #expect(try xx.status(of: day("2026-01-02")).kind == .weekend)  // a Friday
    #expect(try xx.status(of: day("2026-01-02")).source == "reform")
    #expect(try xx.status(of: day("2031-01-06")).estimated)
  }

  @Test func conflictsAreReportedNotSilentlyResolved() throws {
    let xx = try ProductionCalendar(ProductionFormat.parseRegion(Self.custom, file: "xx.json"))
    // 2025: a day off transferred onto New Year's Day, from a holiday-free Saturday.
    let conflicts = try xx.conflicts(inYear: 2025)
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.day == day("2025-01-01"))
    #expect(try xx.status(of: day("2025-01-01")).kind == .transferredDayOff)  // the decree wins
    #expect(try xx.conflicts(inYear: 2024).isEmpty)
  }

  @Test func aRelocationOntoAnotherHolidayIsAConflict() throws {
    let region = RegionDefinition(
      code: "YY", name: "YY", supportedYears: 2025...2025, weekends: [WeekendPeriod(days: [.sunday])],
      holidays: [
        HolidayRule(
          name: HolidayName(nameKey: "y.a", names: ["en": "A"]),
          date: .fixed(calendar: "gregorian", month: .ordinal(5), day: .day(1))),
        HolidayRule(
          name: HolidayName(nameKey: "y.b", names: ["en": "B"]),
          date: .fixed(calendar: "gregorian", month: .ordinal(5), day: .day(3)),  // a Saturday
          moves: [MoveRule(ifOn: [.saturday], action: .toWeekday(.thursday, before: true), mode: .relocate)]),
      ])
    let yy = try ProductionCalendar(region)
    #expect(try yy.status(of: day("2025-05-01")).name() == "A / B")
    #expect(try yy.status(of: day("2025-05-03")).kind == .working)
    #expect(try yy.conflicts(inYear: 2025).map(\.day) == [day("2025-05-01")])
  }

  @Test func aCompanyOverlayOnAShippedRegion() throws {
    let registry = ProductionRegistry()
    let acme = """
      {"format": "yotei-production", "region": "RU-ACME", "base": "RU",
       "sources": [{"id": "memo", "title": "ACME HR memo 12/2025"}],
       "overlays": [{"name": "acme", "years": [{"year": 2025, "source": "memo",
         "daysOff": [{"date": "2025-12-30", "key": "company.acme.yearEnd", "names": {"en": "Company day off"}}]}]}]}
      """
    let loaded = try registry.load(text: acme, file: "acme.json")
    #expect(loaded.code == "RU-ACME")
    let ru = try registry.calendar("RU")
    let company = try registry.calendar("RU-ACME")
    #expect(try company.status(of: day("2025-12-30")).name() == "Company day off")
    #expect(try company.status(of: day("2025-12-30")).source == "memo")
    #expect(
      try company.norms(year: 2025).total.workingDays == ru.norms(year: 2025).total.workingDays - 1)
    #expect(try ru.isWorkingDay(day("2025-12-30")))
    #expect(registry.codes.contains("RU-ACME"))
  }

  @Test(arguments: [
    // (a broken variant of the custom file, the line, the field)
    (
      "\"month\": 9, \"weekday\": \"monday\"", "\"month\": 13, \"weekday\": \"monday\"", 19,
      "$.holidays[2].date.month"
    ),
    ("\"to\": \"2024-06-03\"", "\"to\": \"2024-06-31\"", 29, "$.overlays[0].years[0].transfers[0].to"),
    ("{\"id\": \"reform\"", "{\"idx\": \"reform\"", 6, "$.sources[1].idx"),
    ("\"source\": \"reform\"}", "\"source\": \"reforms\"}", 12, "$.weekends[1].source"),
    ("\"nth\": -1}", "\"nth\": 0}", 21, "$.holidays[3].date.nth"),
    ("\"calendar\": \"persian\"", "\"calendar\": \"martian\"", 22, "$.holidays[4].date.calendar"),
    ("\"2025-01-01\"}]}", "\"2024-01-01\"}]}", 32, "$.overlays[0].years[1].transfers[0].to"),
    ("\"Good Friday\"}", "\"Good Friday\"", 17, "$.holidays[0]"),
  ])
  func errorsNameTheLineAndField(original: String, broken: String, line: Int, field: String) {
    #expect(Self.custom.contains(original))
    let text = Self.custom.replacingOccurrences(of: original, with: broken)
    #expect {
      _ = try ProductionFormat.parseRegion(text, file: "xx.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.file == "xx.json" && error.line == line && error.field.hasPrefix(field)
    }
  }

  @Test func aFailedLoadChangesNothing() throws {
    let registry = ProductionRegistry()
    try registry.load(text: Self.custom, file: "xx.json")
    let before = try registry.calendar("XX")
    let broken = Self.custom.replacingOccurrences(
      of: "\"to\": \"2024-06-03\"", with: "\"to\": \"2024-06-33\"")
    #expect(throws: ProductionDataError.self) { try registry.load(text: broken, file: "xx.json") }
    #expect(try registry.calendar("XX") === before)
    #expect(throws: ProductionDataError.self) {
      try registry.load(
        text: "<calendar year=\"2025\" country=\"zz\"><days><day d=\"13.01\" t=\"1\"/></days></calendar>",
        file: "2025.xml")
    }
    #expect(!registry.codes.contains("ZZ-XML"))
  }

  @Test func loadingFilesFromDisk() throws {
    let registry = ProductionRegistry()
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures")
    let xml = try registry.load(path: folder.appendingPathComponent("xmlcalendar-ru-2025.xml").path)
    #expect(xml.code == "RU-XML")
    let csv = try registry.load(path: folder.appendingPathComponent("datagov-ru.csv").path)
    #expect(try csv.calendar.norms(year: 2025).total.hours24.description == "1181.6")
    let feed = try registry.load(path: folder.appendingPathComponent("holidays-feed.ics").path, base: "US")
    #expect(feed.code == "HOLIDAYS-FEED")
    #expect(try feed.calendar.status(of: day("2025-12-30")).kind == .holiday)
    #expect(try feed.calendar.status(of: day("2025-12-25")).kind == .holiday)  // from US
    for loaded in [xml, csv, feed] {
      let ids = Set(loaded.calendar.definition.sources.map(\.id))
      let cited = Set(loaded.calendar.definition.overlays.flatMap { $0.entries.compactMap(\.source) })
      #expect(cited.isSubset(of: ids), "\(loaded.code)")
      #expect(loaded.calendar.definition.weekends.allSatisfy { $0.source.map(ids.contains) == true })
    }
    #expect {
      try registry.load(path: "/nonexistent/file.json")
    } throws: { ($0 as? ProductionDataError)?.field == "file" }
  }

  /// A region file and the month tables it names are read as UTF-8: a byte
  /// that is not is refused naming the file, its line and column (it was read
  /// as U+FFFD, silently).
  @Test func regionFilesAndMonthTablesAreStrictUTF8() throws {
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/YoteiProduction")
    let folder = NSTemporaryDirectory() + "yotei-utf8-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let region = try Data(contentsOf: resources.appendingPathComponent("IR.json"))
    let table = try Data(contentsOf: resources.appendingPathComponent("iran-hijri-month-starts.txt"))
    func write(_ region: Data, _ table: Data) throws {
      try region.write(to: URL(fileURLWithPath: folder + "/IR.json"))
      try table.write(to: URL(fileURLWithPath: folder + "/iran-hijri-month-starts.txt"))
    }
    // As shipped, the copy loads.
    try write(region, table)
    #expect(try ProductionRegistry().load(path: folder + "/IR.json").calendar.code == "IR")

    // Line 3 of the table, its 9th byte: a Latin-1 'é' in a comment.
    var lines = table.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    lines[2].insert(0xE9, at: lines[2].startIndex + 8)
    try write(region, Data(lines.joined(separator: [UInt8(ascii: "\n")])))
    #expect {
      try ProductionRegistry().load(path: folder + "/IR.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.file == "iran-hijri-month-starts.txt" && error.line == 3
        && error.message.hasPrefix("column 9: the byte 0xE9 here is not valid UTF-8 (")
    }
    // The region file itself: line 5 is `  "name": "Iran",`; a stray 0xFF after the name's quote.
    var regionLines = region.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    regionLines[4].insert(0xFF, at: regionLines[4].startIndex + 11)
    try write(Data(regionLines.joined(separator: [UInt8(ascii: "\n")])), table)
    #expect {
      try ProductionRegistry().load(path: folder + "/IR.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.file == "IR.json" && error.line == 5 && error.field == "file"
        && error.message.hasPrefix("column 12: the byte 0xFF here is not valid UTF-8 (")
    }
    // A table that is missing is refused where the region names it, as before.
    try FileManager.default.removeItem(atPath: folder + "/iran-hijri-month-starts.txt")
    try region.write(to: URL(fileURLWithPath: folder + "/IR.json"))
    #expect {
      try ProductionRegistry().load(path: folder + "/IR.json")
    } throws: { ($0 as? ProductionDataError)?.field == "$.monthTables[0].file" }
  }

  @Test func monthTablesAreValidated() {
    let good = "1446/1 2024-07-07\n1446/2 2024-08-06 # note\n*1446/3 2024-09-05\n"
    let table = try? MonthTable.parse(good, id: "t", file: "t.txt")
    #expect(table?.starts.count == 3)
    #expect(table?.date(of: day("2024-09-04")).map { [$0.year, $0.month, $0.day] } == [1446, 2, 30])
    for (text, line) in [
      ("1446/1 2024-07-07\n1446/3 2024-08-06", 2),  // a month skipped
      ("1446/1 2024-07-07\n\n1446/2 2024-08-07", 3),  // a 31-day month
      ("1446/13 2024-07-07", 1), ("1446/1 2024-02-30", 1),
    ] {
      #expect {
        _ = try MonthTable.parse(text, id: "t", file: "t.txt")
      } throws: { ($0 as? ProductionDataError)?.line == line }
    }
  }

  @Test func theShippedDatasetsAreFreshAndCiteTheirSources() throws {
    for code in ProductionCalendar.shippedCodes {
      let definition = try ShippedData.region(code)
      let ids = Set(definition.sources.map(\.id))
      #expect(!ids.isEmpty)
      for rule in definition.holidays {
        #expect(rule.source.map(ids.contains) == true, "\(rule.name.nameKey)")
      }
      for overlay in definition.overlays {
        for entry in overlay.entries { #expect(entry.source.map(ids.contains) == true) }
      }
      // A subdivision's rules are its own and its country's (RU-TA: holiday.ru-ta.*, holiday.ru.*).
      let on = Set(definition.holidays.map(\.name.nameKey))
      let prefixes = Set([code, String(code.split(separator: "-")[0])].map { "holiday.\($0.lowercased())." })
      #expect(on.allSatisfy { key in prefixes.contains { key.hasPrefix($0) } }, "\(code)")
    }
  }
}

/// The baked copy of the datasets matches the files in Resources/.
@Suite struct BakedResourceTests {
  @Test func bakedResourcesAreFresh() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/YoteiProduction")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }
      .sorted()
    #expect(names == BakedResources.files.keys.sorted())
    for name in names {
      let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      // The baked literal holds the file without its final newlines.
      var expected = text.replacingOccurrences(of: "\r\n", with: "\n")
      while expected.hasSuffix("\n") { expected.removeLast() }
      #expect(BakedResources.files[name] == expected, "\(name) is stale: run scripts/bake-resources.py")
    }
  }
}
