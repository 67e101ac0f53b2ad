import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Each region in its own terms: the weeks its law sets for norms, and
/// estimates only where a day's own status rests on one.
@Suite struct RegionTermsTests {
  @Test func eachRegionDeclaresTheWeeksItsLawSets() throws {
    let weeks = try ["RU", "IL", "IR", "US"].map { try ProductionCalendar.shipped($0).definition.weeklyHours }
    #expect(weeks == [[40, 36, 24], [42], [44], [40]])
    let il = try ProductionCalendar.shipped("IL")
    let norms = try il.norms(year: 2025)
    #expect(norms.total.norms.map(\.weeklyHours) == [42])
    #expect(norms.total.norms.map(\.key) == ["hours42"])
    // 42 hours over the five days Sunday-Thursday: 8.4 hours a day; holiday eves at most 7.
    let week = try il.periodNorm(label: "w", from: day("2022-10-30"), through: day("2022-11-03"))
    #expect(week.workingDays == 4)  // 1 November 2022 was election day
    #expect(week.norms.first?.hours == ExactHours("33.6"))
    let eve = try il.periodNorm(label: "eve", from: day("2025-09-22"), through: day("2025-09-22"))
    #expect(eve.norms.first?.hours == 7)
    // The year is the exact sum of its months, in the region's week.
    #expect(
      norms.months.map { $0.hours(weeklyHours: 42) }.reduce(.zero, +) == norms.total.hours(weeklyHours: 42))
  }

  @Test func iranNormsAreFortyFourHoursOverSixDays() throws {
    let ir = try ProductionCalendar.shipped("IR")
    // Saturday 1 - Thursday 6 March 2025 (no holiday): six days of 44/6 hours.
    let week = try ir.periodNorm(label: "w", from: day("2025-03-01"), through: day("2025-03-06"))
    #expect(week.workingDays == 6 && week.norms.map(\.hours) == [44])
    #expect(ir.dailyHours(weeklyHours: 44).description == "7.333")
  }

  @Test func normsOfAnyWeekMatchTheDirectComputation() throws {
    let ru = try ProductionCalendar.shipped("RU")
    for year in [1995, 2001, 2013, 2025] {
      let total = try ru.norms(year: year).total
      for weekly in [40, 36, 24, 30] as [ExactHours] {
        let direct = try ru.norm(
          from: day("\(year)-01-01"), through: day("\(year)-12-31"), weeklyHours: weekly)
        #expect(total.hours(weeklyHours: weekly) == direct, "\(year) \(weekly)")
      }
      #expect(total.norms.map(\.key) == ["hours40", "hours36", "hours24"])
    }
    // Published: 2025, 40 h 1972, 36 h 1774.4, 24 h 1181.6 (Ministry of Labour).
    let norms = try ru.norms(year: 2025).total.norms.map(\.hours.description)
    #expect(norms == ["1972", "1774.4", "1181.6"])
  }

  @Test func theJSONOfNormsHasOneKeyPerWeekOfTheRegion() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let il = String(
      decoding: try encoder.encode(try ProductionCalendar.shipped("IL").norms(year: 2025)), as: UTF8.self)
    #expect(
      il.contains("\"hours42\"") && il.contains("\"weeklyHours\":[\"42\"]")
        || il.contains("\"weeklyHours\":[42]"))
    #expect(!il.contains("\"hours40\"") && !il.contains("\"hours36\""))
    let ru = String(
      decoding: try encoder.encode(try ProductionCalendar.shipped("RU").norms(year: 2025)), as: UTF8.self)
    #expect(ru.contains("\"hours40\"") && ru.contains("\"hours36\"") && ru.contains("\"hours24\""))
  }

  @Test(arguments: [
    ("[0]", "$.weeklyHours[0]", "is not a length of a week"),
    ("[40, 40]", "$.weeklyHours[1]", "listed twice"),
    ("[]", "$.weeklyHours", "at least one week"),
    ("[37.5]", "$.weeklyHours[0]", "expected a whole number"),
  ])
  func badWeeksAreRefusedNamingTheField(value: String, field: String, message: String) throws {
    let text = """
      {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "S"}],
       "source": "s", "supportedYears": [2000, 2001], "weeklyHours": \(value), "weekends": [{"days": ["sunday"]}]}
      """
    #expect {
      try ProductionFormat.parseRegion(text, file: "x.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.field == field && error.message.contains(message)
    }
  }

  @Test func aRegionWideConfirmedRangeIsRefusedSayingWhereTheYearsGo() throws {
    let text = """
      {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "S"}],
       "source": "s", "supportedYears": [2000, 2001], "confirmed": ["2000-01-01", "2000-12-31"],
       "weekends": [{"days": ["sunday"]}]}
      """
    #expect {
      try ProductionFormat.parseRegion(text, file: "x.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.field == "$.confirmed" && error.message.contains("on the overlay")
    }
  }

  /// A region whose decrees are confirmed for 2020-2021, with a holiday rule
  /// whose date is announced yearly (confirmed 2020 only) and a fixed one.
  static let layered = """
    {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "S"}],
     "source": "s", "supportedYears": [2019, 2023], "weekends": [{"days": ["saturday", "sunday"]}],
     "regionNotes": [{"text": {"en": "Election days are announced per event.", "ru": "Дни выборов объявляются."}}],
     "holidays": [
       {"key": "x.fixed", "names": {"en": "Fixed"}, "date": {"calendar": "gregorian", "month": 3, "day": 3}},
       {"key": "x.announced", "names": {"en": "Announced"}, "confirmed": [2020, 2020],
        "date": {"calendar": "islamic-umalqura", "month": 10, "day": 1}}
     ],
     "shortening": [{"rule": "dayBeforeHoliday", "lostHours": 1}],
     "overlays": [{"name": "decrees", "confirmed": [2020, 2021], "years": [
       {"year": 2020, "transfers": [{"from": "2020-03-07", "to": "2020-03-02"}]}]}]}
    """

  @Test func aDayIsEstimatedOnlyWhereItsOwnLayerIs() throws {
    let xx = try ProductionCalendar(ProductionFormat.parseRegion(Self.layered, file: "x.json"))
    // The decree layer is confirmed for 2020-2021: every day of 2019 and 2022
    // is estimated but the fixed holiday, which no decree moves.
    for year in [2019, 2022] {
      let days = try xx.days(inYear: year)
      let fixed = try xx.holidays(inYear: year).filter { $0.nameKey == "x.fixed" }.map(\.day)
      #expect(fixed == [day("\(year)-03-03")])
      #expect(days.filter { !$0.estimated }.map(\.day) == fixed)
    }
    // In 2021 the decrees are known, but the announced rule is not: only its day and its eve.
    let estimated2021 = try xx.days(inYear: 2021).filter(\.estimated)
    let eid = try xx.holidays(inYear: 2021).filter { $0.nameKey == "x.announced" }
    #expect(eid.count == 1)
    let eve = try xx.status(of: eid[0].day - 1)
    #expect(estimated2021.map(\.day) == (eve.isShortened ? [eve.day] : []) + [eid[0].day])
    // The fixed holiday of 2021 is certain.
    #expect(try !xx.status(of: day("2021-03-03")).estimated)
    // 2020: everything confirmed.
    #expect(try xx.days(inYear: 2020).allSatisfy { !$0.estimated })
    #expect(xx.definition.confirmed == day("2020-01-01")...day("2020-12-31"))
    #expect(xx.definition.regionNotes.map(\.text) == ["Election days are announced per event."])
    #expect(xx.definition.regionNotes.first?.source == "s")
    #expect(
      xx.definition.regionNotes.first?.text(locale: try CalendarLocale("ru-RU")) == "Дни выборов объявляются."
    )
    #expect(
      xx.definition.regionNotes.first?.text(locale: try CalendarLocale("de"))
        == "Election days are announced per event.")
    // The writer keeps every layer's years and the notes.
    let again = try ProductionFormat.parseRegion(ProductionFormat.encode(xx.definition), file: "again.json")
    #expect(again.overlays.map(\.confirmedYears) == [2020...2021])
    #expect(again.holidays.map(\.confirmedYears) == [nil, 2020...2020])
    #expect(again.regionNotes == xx.definition.regionNotes)
    #expect(again.weeklyHours == [40])
  }

  @Test func iranFixedHolidaysOf1405AreNotEstimated() throws {
    let ir = try ProductionCalendar.shipped("IR")
    let nowruz = try ir.days(from: day("2026-03-21"), through: day("2026-03-24"))
    #expect(nowruz.allSatisfy { $0.kind == .holiday && !$0.estimated })
    #expect(try !ir.status(of: day("2027-02-11")).estimated)  // 22 Bahman 1405
    #expect(ir.definition.regionNotes.count == 2)
  }
}
