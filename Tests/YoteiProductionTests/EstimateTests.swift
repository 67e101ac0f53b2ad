import Testing
import Yotei

@testable import YoteiProduction

/// Every aggregate built on an estimated day says so, and which days those
/// were; aggregates over confirmed data say they are exact.
@Suite struct EstimateTests {
  let ru = try! ProductionCalendar.shipped("RU")

  @Test func normsOfAYearPastTheDecreesAreEstimated() throws {
    // 2040 is past the last published decree (the data's confirmed range
    // ends in 2027), so every norm of it is an estimate; only the holidays
    // the law fixes (1-8 January among them) are not.
    let norms = try ru.norms(year: 2040)
    #expect(norms.isEstimated)
    #expect(norms.estimatedDays == day("2040-01-09")...day("2040-12-31"))
    let monthsEstimated = norms.months.allSatisfy { $0.isEstimated }
    let quartersEstimated = norms.quarters.allSatisfy { $0.isEstimated }
    #expect(monthsEstimated && quartersEstimated)
    #expect(norms.months[1].estimatedDays == day("2040-02-01")...day("2040-02-29"))
    // 2025 is decreed: exact.
    let exact = try ru.norms(year: 2025)
    #expect(!exact.isEstimated && exact.estimatedDays == nil)
    let anyEstimated = exact.months.contains { $0.isEstimated } || exact.quarters.contains { $0.isEstimated }
    #expect(!anyEstimated)
  }

  @Test func countsAndSumsAcrossTheEdgeNameTheEstimatedPart() throws {
    let counts = try ru.counts(from: day("2027-12-01"), through: day("2028-01-31"))
    #expect(counts.estimatedDays == day("2028-01-09")...day("2028-01-31"))
    let count = try ru.workingDayCount(from: day("2027-12-01"), through: day("2028-01-31"))
    #expect(count.isEstimated && count.estimatedDays == counts.estimatedDays)
    #expect(count.value == counts.workingDays)
    let inside = try ru.workingDayCount(from: day("2027-12-01"), through: day("2027-12-31"))
    #expect(!inside.isEstimated)
    let period = try ru.periodNorm(label: "edge", from: day("2027-12-20"), through: day("2028-01-10"))
    #expect(period.estimatedDays == day("2028-01-09")...day("2028-01-10"))
  }

  @Test func addingWorkingDaysFlagsTheDaysItCrossed() throws {
    let into = try ru.addingWorkingDaysEstimated(20, to: day("2027-12-20"))
    #expect(into.value == (try ru.addingWorkingDays(20, to: day("2027-12-20"))))
    #expect(into.value > day("2027-12-31"))
    #expect(into.estimatedDays == day("2028-01-09")...into.value)
    let back = try ru.addingWorkingDaysEstimated(-20, to: into.value)
    #expect(back.isEstimated)
    let exact = try ru.addingWorkingDaysEstimated(5, to: day("2025-03-03"))
    #expect(!exact.isEstimated && exact.value == day("2025-03-10"))
  }

  @Test func anEstimatedLunarMonthFlagsOnlyItsOwnDays() throws {
    // Iran: months after the last row of the Hijri month table are estimates,
    // so a year far ahead has estimated days; the flag covers them.
    let ir = try ProductionCalendar.shipped("IR")
    let year = ir.definition.supportedYears.upperBound
    let norms = try ir.norms(year: year)
    #expect(norms.isEstimated)
    let days = try ir.days(inYear: year).filter(\.estimated).map(\.day)
    #expect(norms.estimatedDays == days.first!...days.last!)
  }
}

/// An overlay entry that rests on an estimate (`"estimated"` on an overlay's
/// year block or entry): only the days it sets are estimated.
@Suite struct EstimatedEntryTests {
  func region(_ years: String, confirmed: String = #", "confirmed": [2024, 2026]"#) -> String {
    """
    {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "t"}],
     "source": "s", "supportedYears": [2024, 2026],
     "weekends": [{"days": ["saturday", "sunday"]}],
     "holidays": [{"key": "holiday.xx.newYear", "names": {"en": "New Year"},
                   "date": {"calendar": "gregorian", "month": 1, "day": 1}}],
     "overlays": [{"name": "decrees"\(confirmed), "years": [\(years)]}]}
    """
  }

  func calendar(_ text: String) throws -> ProductionCalendar {
    try ProductionCalendar(try ProductionFormat.parseRegion(text, file: "x.json"))
  }

  @Test func theEntriesOfAnEstimatedBlockAloneAreEstimated() throws {
    // 2025: Friday 3 January off, worked on Saturday 11 January, from a notice not read;
    // Saturday 18 January worked by an entry that says it is not an estimate.
    let xx = try calendar(
      region(
        #"""
        {"year": 2025, "estimated": true, "transfers": [{"from": "2025-01-11", "to": "2025-01-03"}],
         "workingDays": [{"date": "2025-01-18", "estimated": false}]},
        {"year": 2026, "daysOff": [{"date": "2026-01-02", "key": "x.bridge", "names": {"en": "Bridge"},
                                    "estimated": true}]}
        """#))
    for iso in ["2025-01-03", "2025-01-11", "2026-01-02"] {
      #expect(try xx.status(of: day(iso)).estimated, "\(iso)")
    }
    for iso in ["2025-01-01", "2025-01-02", "2025-01-18", "2025-06-02", "2026-01-01", "2024-01-03"] {
      #expect(try !xx.status(of: day(iso)).estimated, "\(iso)")
    }
    #expect(try xx.status(of: day("2025-01-03")).kind == .transferredDayOff)
    // Aggregates name exactly the estimated days they used.
    let january = try xx.counts(from: day("2025-01-01"), through: day("2025-01-31"))
    #expect(january.estimatedDays == day("2025-01-03")...day("2025-01-11"))
    #expect(try xx.counts(from: day("2025-02-01"), through: day("2025-12-31")).estimatedDays == nil)
    // The region's confirmed data is the longest run of confirmed years with no estimated entry.
    #expect(xx.definition.confirmed == day("2024-01-01")...day("2024-12-31"))
    // Written and read back, the same flags.
    let again = try calendar(ProductionFormat.encode(xx.definition))
    let flags = { (c: ProductionCalendar) in
      c.definition.overlays[0].entries.map { "\($0.day) \($0.estimated)" }
    }
    #expect(flags(again) == flags(xx))
    #expect(flags(again) == ["2025-01-03 true", "2025-01-18 false", "2026-01-02 true"])
  }

  @Test func aYearOutsideTheConfirmedYearsStaysEstimatedThroughout() throws {
    let xx = try calendar(
      region(
        #"{"year": 2025, "estimated": true, "transfers": [{"from": "2025-01-11", "to": "2025-01-03"}]}"#,
        confirmed: #", "confirmed": [2026, 2026]"#))
    #expect(try xx.status(of: day("2025-06-02")).estimated)
    #expect(try !xx.status(of: day("2026-06-02")).estimated)
    #expect(xx.definition.confirmed == day("2026-01-01")...day("2026-12-31"))
  }

  @Test(arguments: [
    (#"{"year": 2025, "estimated": 1}"#, "$.overlays[0].years[0].estimated"),
    (
      #"{"year": 2025, "transfers": [{"from": "2025-01-11", "to": "2025-01-03", "estimated": "yes"}]}"#,
      "$.overlays[0].years[0].transfers[0].estimated"
    ),
    (
      #"{"year": 2025, "workingDays": [{"date": "2025-01-11", "estimated": null}]}"#,
      "$.overlays[0].years[0].workingDays[0].estimated"
    ),
  ])
  func aBadEstimatedFlagIsRefusedNamingTheField(block: String, field: String) throws {
    let error = try #require(throws: ProductionDataError.self) {
      try ProductionFormat.parseRegion(region(block), file: "x.json")
    }
    #expect(error.field == field, "\(error)")
    #expect(error.message == "expected true or false", "\(error)")
  }

  @Test func anAnnouncedDateCannotSayItIsEstimated() throws {
    // An announced date is the announcement itself: "estimated" there is an unknown field.
    let text = """
      {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "t"}],
       "source": "s", "supportedYears": [2025, 2025], "weekends": [{"days": ["saturday", "sunday"]}],
       "holidays": [{"key": "holiday.xx.eid", "names": {"en": "Eid"},
                     "date": {"calendar": "islamic-umalqura", "month": 10, "day": 1},
                     "announced": [{"date": "2025-03-30", "estimated": true}]}]}
      """
    let error = try #require(throws: ProductionDataError.self) {
      try ProductionFormat.parseRegion(text, file: "x.json")
    }
    #expect(error.field == "$.holidays[0].announced[0].estimated", "\(error)")
  }
}
