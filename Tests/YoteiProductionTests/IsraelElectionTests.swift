import Testing
import Yotei

@testable import YoteiProduction

/// Israel: election days are statutory days of rest, and years whose
/// election days are not known are estimated.
@Suite struct IsraelElectionTests {
  let il = try! ProductionCalendar.shipped("IL")

  /// Election days as reported at the time (Haaretz 2006; IPU PARLINE 2009
  /// and 2015; the Central Elections Committee 2013; Guberman 2018; Tadmor
  /// Levy 2019; officeholidays.com 2019-2024; Barnea Jaffa Lande 2024).
  static let electionDays = [
    "2006-03-28", "2009-02-10", "2013-01-22", "2015-03-17", "2018-10-30", "2019-04-09", "2019-09-17",
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

  @Test func onlyTheYearsWhoseElectionDaysAreKnownAreExact() throws {
    #expect(try !il.norms(year: 2006).isEstimated)
    #expect(try !il.norms(year: 2024).isEstimated)
    #expect(try il.norms(year: 2005).isEstimated)
    #expect(try il.norms(year: 2025).isEstimated)
    // A Hebrew year across the end of the data says which days.
    let year = try il.norms(year: 5785, calendar: .hebrew)
    #expect(year.isEstimated)
    #expect(year.total.estimatedDays == day("2025-01-01")...day("2025-09-22"))
    // Sunday 30 October - Thursday 3 November 2022: four working days, 31 October a full 8 h.
    let week = try il.periodNorm(label: "week", from: day("2022-10-30"), through: day("2022-11-03"))
    #expect(week.workingDays == 4)
    #expect(week.hours40 == ExactHours(hours: 32))
  }
}
