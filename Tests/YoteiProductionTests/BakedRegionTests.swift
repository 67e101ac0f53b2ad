import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// The shipped regions are read from their baked parsed form
/// (`Generated/BakedRegions.swift`); the JSON files stay the source of truth.
/// These tests hold the two to each other: the same definitions, the same
/// answer on every supported day, and a bake that no JSON edit leaves stale.
@Suite struct BakedRegionTests {
  /// A shipped region as the JSON reader gives it, from the baked JSON text.
  func parsed(_ code: String) throws -> RegionDefinition {
    try ShippedData.parsedRegion(code, read: { BakedResources.files[$0] })
  }

  @Test func everyShippedRegionIsBaked() {
    #expect(BakedRegions.codes == ProductionCalendar.shippedCodes.sorted())
    #expect(BakedRegions.formatVersion == BakedRegionFormat.version)
    let jsonFiles = BakedResources.files.keys.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    #expect(BakedRegions.codes == jsonFiles.sorted())
  }

  @Test(arguments: ProductionCalendar.shippedCodes)
  func theBakedDefinitionIsTheParsedJSON(code: String) throws {
    let baked = try ShippedData.region(code)
    let json = try parsed(code)
    // Field by field first, so a stale bake says where it differs.
    #expect(baked.code == json.code)
    #expect(baked.sources == json.sources)
    #expect(baked.supportedYears == json.supportedYears)
    #expect(baked.regionNotes == json.regionNotes)
    #expect(baked.weeklyHoursPeriods == json.weeklyHoursPeriods)
    #expect(baked.weekends == json.weekends)
    #expect(baked.holidays == json.holidays)
    #expect(baked.defaultMoves == json.defaultMoves)
    #expect(baked.shortening == json.shortening)
    #expect(baked.overlays == json.overlays)
    #expect(baked.monthTables == json.monthTables)
    #expect(baked == json, "\(code)'s baked form is stale: run python3 scripts/bake-resources.py")
    // And the encoding is the one the generator writes today.
    let encoded = BakedRegionFormat.encode(json)
    let text = try #require(BakedRegions.data(code))
    let bakedBytes = text.withUTF8Buffer { Array($0) }
    #expect(bakedBytes.filter { $0 != 0x0A } == encoded.filter { $0 != 0x0A })
  }

  /// A baked region's holiday names are read from the baked text when first
  /// asked for: they are the JSON's names, hash and encode as those, read the
  /// same from several threads, and a name set on a copy changes that copy only.
  @Test(arguments: ProductionCalendar.shippedCodes)
  func bakedNamesAreReadWhenAskedAndAreTheJSONs(code: String) async throws {
    let baked = try ShippedData.region(code).holidays.map(\.name)
    let json = try parsed(code).holidays.map(\.name)
    #expect(baked.count == json.count)
    // Read concurrently first: every reader gets the same names.
    let readings = await withTaskGroup(of: [[String: String]].self) { group in
      for _ in 0..<4 { group.addTask { baked.map(\.names) } }
      var all: [[[String: String]]] = []
      for await reading in group { all.append(reading) }
      return all
    }
    for reading in readings { #expect(reading == json.map(\.names)) }
    for (a, b) in zip(baked, json) {
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(baked) == encoder.encode(json))
    let decoded = try JSONDecoder().decode([HolidayName].self, from: encoder.encode(baked))
    #expect(decoded == json)
    if var changed = baked.first {
      changed.names["en"] = "Changed"
      #expect(changed.names["en"] == "Changed")
      #expect(changed != baked[0])
      #expect(baked[0] == json[0])
    }
  }

  /// Every supported day of every shipped region answers from the baked form
  /// exactly as from the JSON: status, source, names, estimates.
  @Test(arguments: ProductionCalendar.shippedCodes)
  func everyDayAnswersAsFromTheJSON(code: String) throws {
    let baked = try ProductionCalendar(try ShippedData.region(code))
    let json = try ProductionCalendar(try parsed(code))
    let years = json.definition.supportedYears
    #expect(baked.definition.supportedYears == years)
    var days = 0
    for year in years {
      let first = Day(iso: year, 1, 1)!
      let last = Day(iso: year, 12, 31)!
      let a = try baked.days(from: first, through: last)
      let b = try json.days(from: first, through: last)
      days += b.count
      #expect(a == b, "\(code) \(year)")
      #expect(try baked.conflicts(inYear: year) == json.conflicts(inYear: year), "\(code) \(year)")
    }
    #expect(days == (Day(iso: years.upperBound, 12, 31)! - Day(iso: years.lowerBound, 1, 1)! + 1))
  }

  @Test func theShippedCalendarIsTheBakedOne() throws {
    for code in ProductionCalendar.shippedCodes {
      #expect(try ProductionCalendar.shipped(code).definition == parsed(code), "\(code)")
    }
  }

  /// A definition using every case the format has, shipped or not, survives
  /// the round trip.
  @Test func everyCaseRoundTrips() throws {
    let name = HolidayName(
      nameKey: "k.\u{1F}\"\\", names: ["en": "A \"quoted\"\nline", "ru": "Праздник", "zz": ""])
    var rule = HolidayRule(
      name: name, date: .fixed(calendar: "islamic-x", month: .code("M05L"), day: .last, offset: -1),
      fromYear: -5,
      toYear: 9998,
      moves: [
        MoveRule(
          ifOn: [.friday, .saturday], ifOnHoliday: true, action: .toWeekday(.sunday, before: true),
          mode: .relocate,
          except: [.init(month: 1, fromDay: 1, toDay: 8)], fromYear: 1992, toYear: nil, source: nil),
        MoveRule(action: .nextWorkingDay, mode: .substitute, source: "s"),
      ], source: nil, confirmedYears: 2000...2026)
    rule.announced = [
      .init(day: Day(iso: 2025, 3, 30)!, source: "s"), .init(day: Day(iso: 2026, 3, 20)!, source: nil),
    ]
    rule.length = 4
    var table = MonthTable(
      id: "islamic-x", firstYear: 1400, firstMonth: 7,
      starts: [Day(iso: 1980, 5, 15)!, Day(iso: 1980, 6, 14)!, Day(iso: 1980, 7, 13)!])
    table.meanMonthMicrodays = 29_530_000
    let definition = RegionDefinition(
      code: "ZZ-1", name: "Every case",
      sources: [.init(id: "s", title: "T", url: "https://e.x"), .init(id: "u", title: "")],
      supportedYears: 1980...2030,
      regionNotes: [RegionNote(text: "Note", translations: ["ru": "Заметка"], source: "s")], workWeekDays: 6,
      weeklyHoursPeriods: [
        .init(hours: [40, 36, ExactHours(thousandths: 23_500)]),
        .init(from: Day(iso: 2018, 4, 1)!, hours: [42, 35, 1], source: "s"),
      ],
      weekends: [
        .init(days: [.thursday, .friday], source: "s"),
        .init(from: Day(iso: 2013, 6, 29)!, days: [.friday, .saturday]),
        .init(from: Day(iso: 2020, 1, 1)!, days: [], nthDays: [.saturday: [2, 4], .friday: [1]]),
      ],
      holidays: [
        rule,
        HolidayRule(
          name: name, date: .fixed(calendar: "gregorian", month: .ordinal(12), day: .day(31), offset: 0)),
        HolidayRule(name: name, date: .nthWeekday(month: 5, weekday: .monday, n: -1)),
        HolidayRule(name: name, date: .easter(.orthodox, offset: 1)),
        HolidayRule(name: name, date: .easter(.western, offset: -2)),
        HolidayRule(name: name, date: .solarTerm(.clearAndBright, zone: .china, offset: 0)),
        HolidayRule(
          name: name, date: .solarTerm(.vernalEquinox, zone: try .fixed(utcOffsetSeconds: -19_800), offset: 1)
        ),
        HolidayRule(name: name, date: .betweenHolidays(exceptOn: [.sunday])),
      ],
      defaultMoves: [MoveRule(ifOn: [], action: .toWeekday(.monday, before: false), mode: .substitute)],
      shortening: [
        ShorteningRule(
          shortening: .by(1), workingWeekendsInherit: true, source: "s", fromYear: 1992, toYear: 2001,
          minimumWeeklyHours: 40),
        ShorteningRule(shortening: .to(ExactHours(thousandths: 7_250)), workingWeekendsInherit: false),
      ],
      overlays: [
        Overlay(
          name: "decrees",
          entries: [
            OverlayEntry(
              day: Day(iso: 2025, 5, 2)!, action: .transfer(from: Day(iso: 2025, 1, 4)!), source: "s",
              file: "ZZ.json", line: 12),
            OverlayEntry(day: Day(iso: 2025, 5, 3)!, action: .transfer(from: nil), source: nil),
            OverlayEntry(day: Day(iso: 2025, 5, 4)!, action: .workingDay, source: "s"),
            OverlayEntry(day: Day(iso: 2025, 5, 5)!, action: .dayOff(name), source: "s"),
            OverlayEntry(day: Day(iso: 2025, 5, 6)!, action: .closure(name), source: "s"),
            OverlayEntry(
              day: Day(iso: 2025, 5, 7)!, action: .shortened(.by(ExactHours(thousandths: 1_500))), source: "s"
            ),
            OverlayEntry(day: Day(iso: 2025, 5, 8)!, action: .shortened(.to(7)), source: "s"),
            OverlayEntry(day: Day(iso: 2025, 5, 9)!, action: .fullLength, source: "s"),
          ], confirmedYears: 2016...2025),
        Overlay(name: "company", entries: []),
      ],
      monthTables: [
        "islamic-x": table, "other": MonthTable(id: "other", firstYear: 0, firstMonth: 1, starts: []),
      ])
    let bytes = BakedRegionFormat.encode(definition)
    let decoded = bytes.withUnsafeBufferPointer { BakedRegionFormat.decode($0) }
    #expect(decoded == definition)
    // A negative first month index (a table from before year 0) too.
    var early = definition
    early.monthTables = [
      "t": MonthTable(id: "t", firstYear: -3, firstMonth: 11, starts: [Day(julianDayNumber: 5)])
    ]
    #expect(BakedRegionFormat.encode(early).withUnsafeBufferPointer { BakedRegionFormat.decode($0) } == early)
  }

  /// A damaged or cut encoding is refused (`nil`), never read half or trapped on.
  @Test func aDamagedEncodingIsRefused() throws {
    let text = try #require(BakedRegions.data("IL"))
    let bytes = text.withUTF8Buffer { Array($0) }
    #expect(bytes.withUnsafeBufferPointer { BakedRegionFormat.decode($0) } != nil)
    for cut in [0, 1, 7, bytes.count / 3, bytes.count / 2, bytes.count - 2] {
      let prefix = Array(bytes.prefix(cut))
      #expect(prefix.withUnsafeBufferPointer { BakedRegionFormat.decode($0) } == nil, "cut at \(cut)")
    }
    var extra = bytes
    extra += Array("1,".utf8)
    #expect(extra.withUnsafeBufferPointer { BakedRegionFormat.decode($0) } == nil)
    var wrong = bytes
    if let comma = wrong.firstIndex(of: UInt8(ascii: ",")) { wrong[comma] = UInt8(ascii: ";") }
    #expect(wrong.withUnsafeBufferPointer { BakedRegionFormat.decode($0) } == nil)
    let huge = Array("99999999999999999999,".utf8)
    #expect(huge.withUnsafeBufferPointer { BakedRegionFormat.decode($0) } == nil)
  }
}
