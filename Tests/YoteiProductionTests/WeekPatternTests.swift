import Testing
import Yotei

@testable import YoteiProduction

/// A region's other working weeks (`weekPatterns`): their weekend, hours by
/// weekday and the overlay entries meant for them (`weeks` on a year block).
@Suite struct WeekPatternTests {
  static let file = """
    {
      "format": "yotei-production", "region": "XW", "name": "Six days",
      "sources": [{"id": "law", "title": "Example law"}], "source": "law",
      "supportedYears": [2024, 2025],
      "weekends": [{"days": ["saturday", "sunday"]}],
      "weekPatterns": [{"id": "sixDay", "names": {"en": "6-day"}, "weekend": ["sunday"],
        "hours": [{"weekly": 40, "daily": [7, 7, 7, 7, 7, 5, 0]}]}],
      "holidays": [{"key": "holiday.xw.may", "names": {"en": "May Day"},
        "date": {"calendar": "gregorian", "month": 5, "day": 1}}],
      "shortening": [{"rule": "dayBeforeHoliday", "lostHours": 1}],
      "overlays": [{"name": "decrees", "years": [
        {"year": 2024, "weeks": ["standard"], "transfers": [{"from": "2024-05-04", "to": "2024-05-02"}]},
        {"year": 2024, "weeks": ["sixDay"], "daysOff": [{"date": "2024-05-04", "key": "x.extra", "names": {"en": "Extra"}}]}
      ]}]
    }
    """

  @Test func eachWeekGetsItsOwnEntriesAndHours() throws {
    let xw = try ProductionCalendar(ProductionFormat.parseRegion(Self.file, file: "xw.json"))
    let six = try xw.weekPatternCalendar("sixDay")
    // The five-day week: the transfer; the six-day week: its Saturday off, no transfer.
    #expect(try xw.status(of: day("2024-05-02")).kind == .transferredDayOff)
    #expect(try xw.status(of: day("2024-05-04")).kind == .transferredWorking)
    #expect(try six.status(of: day("2024-05-02")).kind == .working)
    #expect(try six.status(of: day("2024-05-04")).kind == .holiday)
    // May 2024 in the six-day week: 27 days Monday to Saturday less 1 and 4 May, 22 weekdays of
    // 7 hours and 3 Saturdays of 5, less an hour on Friday 3 May, the eve of the day off of 4 May
    // (this file keeps no full length for it); 30 April the eve of May Day (7 - 1).
    let may = try xw.periodNorm(label: "2024-05", from: day("2024-05-01"), through: day("2024-05-31"))
    let sixMay = try #require(may.weekPatterns.first?.norm)
    #expect(sixMay.workingDays == 25 && sixMay.hours40 == ExactHours(hours: 22 * 7 + 3 * 5 - 1))
    let april = try xw.periodNorm(label: "", from: day("2024-04-30"), through: day("2024-04-30"))
    #expect(april.weekPatterns.first?.norm.hours40 == 6 && april.hours40 == 7)
    // A week of another length than the pattern's: equal days (24 / 6 per working day).
    #expect(sixMay.hours(weeklyHours: 24) == ExactHours(hours: 25 * 4 - 1))
  }

  @Test func writingAndReadingKeepsThePatternsAndTheirEntries() throws {
    let definition = try ProductionFormat.parseRegion(Self.file, file: "xw.json")
    let written = ProductionFormat.encode(definition)
    let again = try ProductionFormat.parseRegion(written, file: "again.json")
    #expect(again.weekPatterns == definition.weekPatterns)
    // Blocks are written a year and a set of weeks at a time: the same entries, in another order.
    func weeks(_ d: RegionDefinition) -> [String] {
      d.overlays.flatMap(\.entries).map { "\($0.day.isoString) \($0.weeks ?? [])" }.sorted()
    }
    #expect(weeks(again) == weeks(definition))
    let baked = BakedRegionFormat.encode(definition)
    let decoded = try #require(baked.withUnsafeBufferPointer { BakedRegionFormat.decode($0) })
    #expect(decoded.weekPatterns == definition.weekPatterns)
    #expect(
      decoded.overlays.flatMap(\.entries).map(\.weeks) == definition.overlays.flatMap(\.entries).map(\.weeks))
  }

  @Test(arguments: [
    // (a broken variant, the field named)
    ("[7, 7, 7, 7, 7, 5, 0]", "[7, 7, 7, 7, 7, 6, 0]", "$.weekPatterns[0].hours[0].daily"),
    ("[7, 7, 7, 7, 7, 5, 0]", "[7, 7, 7, 7, 7, 5]", "$.weekPatterns[0].hours[0].daily"),
    ("[7, 7, 7, 7, 7, 5, 0]", "[7, 7, 7, 7, 7, 0, 5]", "$.weekPatterns[0].hours[0].daily[5]"),
    ("\"id\": \"sixDay\"", "\"id\": \"standard\"", "$.weekPatterns[0].id"),
    ("\"weeks\": [\"sixDay\"]", "\"weeks\": [\"sevenDay\"]", "$.overlays[0].years[1].weeks[0]"),
    ("\"weeks\": [\"sixDay\"]", "\"weeks\": []", "$.overlays[0].years[1].weeks"),
    ("\"weekend\": [\"sunday\"]", "\"weekend\": [\"sundays\"]", "$.weekPatterns[0].weekend[0]"),
  ])
  func errorsNameTheField(original: String, broken: String, field: String) {
    #expect(Self.file.contains(original))
    let text = Self.file.replacingOccurrences(of: original, with: broken)
    #expect {
      _ = try ProductionFormat.parseRegion(text, file: "xw.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.file == "xw.json" && error.field == field
    }
  }
}
