import Testing
import Yotei

@testable import YoteiProduction

/// Israel: election days are statutory days of rest; elections not yet
/// called are said once at the region level, not on every day.
@Suite struct IsraelElectionTests {
  let il = try! ProductionCalendar.shipped("IL")

  /// Election days as reported at the time (IPU PARLINE 2003, 2009 and 2015;
  /// Haaretz 2006; the Central Elections Committee 2013; Guberman 2018; Tadmor
  /// Levy 2019; officeholidays.com 2019-2024; Barnea Jaffa Lande 2024).
  static let electionDays = [
    "2003-01-28", "2006-03-28", "2009-02-10", "2013-01-22", "2015-03-17", "2018-10-30", "2019-04-09",
    "2019-09-17",
    "2020-03-02", "2021-03-23", "2022-11-01", "2024-02-27",
  ]

  @Test(arguments: electionDays)
  func anElectionDayIsADayOffAndItsEveIsAFullDay(iso: String) throws {
    let status = try il.status(of: day(iso))
    #expect(status.kind == .holiday && !status.isWorking)
    #expect(status.holidays.map(\.nameKey) == ["holiday.il.electionDay"])
    #expect(try status.name(locale: "en") == "Election Day")
    #expect(!status.estimated)
    let eve = try il.status(of: day(iso) - 1)
    if eve.isWorking { #expect(eve.hours(weeklyHours: 40) == ExactHours(hours: 8), "\(eve.day)") }
  }

  @Test func noDayIsEstimatedAndUnscheduledElectionsAreSaidOnce() throws {
    // 2025 and 2026 are past; Pesach and Yom Kippur of any year are arithmetic.
    for year in [1990, 2005, 2025, 2026, 2040, 2100] {
      #expect(try !il.norms(year: year).isEstimated, "\(year)")
    }
    #expect(try !il.norms(year: 5785, calendar: .hebrew).isEstimated)
    #expect(il.definition.confirmed == nil)
    let future = try il.holidays(inYear: 2040).filter {
      ["holiday.il.pesach", "holiday.il.yomKippur"].contains($0.nameKey)
    }
    #expect(future.count == 2 && future.allSatisfy { !$0.estimated })
    let notes = il.definition.regionNotes.map(\.text)
    #expect(notes.contains { $0.contains("not scheduled until they are called") })
    #expect(notes.contains { $0.contains("before 2003 are not listed") })
    // The citations: the Basic Law for the Knesset, amendment 44 (2014) for local elections.
    let titles = il.definition.sources.map(\.title)
    #expect(titles.contains { $0.hasPrefix("Basic Law: The Knesset (1958), s. 10") })
    #expect(titles.contains { $0.contains("amendment No. 44 (2014)") && $0.contains("30 October 2018") })
    #expect(!titles.contains { $0.contains("Knesset Elections Law") })
    // Sunday 30 October - Thursday 3 November 2022: four working days, 31 October a full 8 h.
    let week = try il.periodNorm(label: "week", from: day("2022-10-30"), through: day("2022-11-03"))
    #expect(week.workingDays == 4)
    #expect(week.hours40 == ExactHours(hours: 32))
  }
}
