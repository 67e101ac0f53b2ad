import Testing
import Yotei

@testable import YoteiProduction

/// The United States: days the President closed the executive departments by
/// executive order, against the orders' texts (Federal Register, Title 3 CFR,
/// OPM memoranda), and the years whose closures cannot be known yet.
@Suite struct USClosureTests {
  let us = try! ProductionCalendar.shipped("US")

  /// Full-day closures, each with the order that made it (US.json names
  /// where each text was read).
  static let fullDays: [(iso: String, order: String)] = [
    ("1973-12-24", "Government Executive 2007"), ("1973-12-31", "Government Executive 2007"),
    ("1979-12-24", "Government Executive 2007"), ("1997-12-26", "EO 13068"),
    ("2001-12-24", "OPM CPM 2001-13"), ("2003-12-26", "OPM CPM 2003-18"),
    ("2007-12-24", "EO 13453"), ("2008-12-26", "EO of 12 Dec 2008"), ("2012-12-24", "EO 13633"),
    ("2014-12-26", "EO 13682"), ("2018-12-24", "EO 13854"), ("2019-12-24", "EO 13900"),
    ("2020-12-24", "EO of 11 Dec 2020"), ("2024-12-24", "EO 14129"), ("2025-12-24", "EO of 18 Dec 2025"),
    ("2025-12-26", "EO of 18 Dec 2025"),
  ]

  /// National days of mourning for former Presidents.
  static let mourningDays: [(iso: String, order: String)] = [
    ("1972-12-28", "EO 11693, Truman"), ("1973-01-25", "Federal News Radio, Johnson"),
    ("1994-04-27", "EO of 23 Apr 1994, Nixon"), ("2004-06-11", "EO of 6 Jun 2004, Reagan"),
    ("2007-01-02", "OPM CPM 2006-22, Ford"), ("2018-12-05", "EO 13852, G. H. W. Bush"),
    ("2025-01-09", "EO 14133, Carter"),
  ]

  /// The last half of the scheduled workday on Christmas Eve.
  static let halfDays: [(iso: String, order: String)] = [
    ("1987-12-24", "EO 12619"), ("1990-12-24", "Government Executive 2007"), ("1998-12-24", "EO 13109"),
    ("2002-12-24", "EO 13281"), ("2009-12-24", "EO 13523"),
    ("2015-12-24", "EO 13713"),
  ]

  @Test(arguments: fullDays)
  func aClosureDayIsADayOff(iso: String, order: String) throws {
    let status = try us.status(of: day(iso))
    #expect(status.kind == .holiday && !status.isWorking, "\(order)")
    #expect(status.holidays.map(\.nameKey) == ["closure.us.executiveOrder"], "\(order)")
    #expect(try status.name(locale: "en") == "Executive order closure")
    #expect(!status.estimated)
  }

  @Test(arguments: mourningDays)
  func aDayOfMourningIsADayOff(iso: String, order: String) throws {
    let status = try us.status(of: day(iso))
    #expect(status.kind == .holiday && !status.isWorking, "\(order)")
    #expect(status.holidays.map(\.nameKey) == ["closure.us.dayOfMourning"], "\(order)")
    #expect(!status.estimated)
  }

  @Test(arguments: halfDays)
  func aHalfDayClosureLeavesHalfTheDay(iso: String, order: String) throws {
    let status = try us.status(of: day(iso))
    #expect(status.isWorking && status.isShortened, "\(order)")
    #expect(status.hours(weeklyHours: 40) == ExactHours(hours: 4), "\(order)")
  }

  @Test func theDaysAroundAClosureStillWork() throws {
    // 2013: Christmas on a Wednesday, no order (Christmas Eve worked).
    #expect(try us.isWorkingDay(day("2013-12-24")))
    // 2014: only the day after Christmas was closed.
    #expect(try us.isWorkingDay(day("2014-12-24")))
    #expect(try us.isWorkingDay(day("2024-12-23")))
    #expect(try us.isWorkingDay(day("2024-12-26")))
  }

  @Test func norms2024CountChristmasEve() throws {
    // OPM's 2024 holidays (5 U.S.C. 6103): 1 and 15 January, 19 February,
    // 27 May, 19 June, 4 July, 2 September, 14 October, 11 and 28 November,
    // 25 December, all on weekdays; 2024 has 262 weekdays. EO 14129 closes
    // 24 December: 262 - 11 - 1 = 250 days, 2000 hours of a 40-hour week.
    let year = try us.norms(year: 2024)
    #expect(!year.isEstimated)
    #expect(year.total.workingDays == 250)
    #expect(year.total.hours40 == ExactHours(hours: 2000))
    // December 2024: 22 weekdays less 24 and 25 December.
    #expect(year.months[11].workingDays == 20)
    let count = try us.workingDayCount(from: day("2024-01-01"), through: day("2024-12-31"))
    #expect(count.value == 250 && !count.isEstimated)
    // 23 December 2024 plus one working day is 26 December.
    let next = try us.addingWorkingDaysEstimated(1, to: day("2024-12-23"))
    #expect(next.value == day("2024-12-26") && !next.isEstimated)
  }

  @Test func aClosureNotYetOrderedIsSaidOnceNotOnEveryDay() throws {
    // Closures are unscheduled (ordered days or weeks ahead), as Korea's
    // temporary holidays and Israel's elections are: the region says once
    // what was searched, and no day is marked estimated for an order that
    // may yet come.
    for year in [1971, 1996, 1997, 2025, 2026, 2040] {
      #expect(try !us.norms(year: year).isEstimated, "\(year)")
    }
    // 24 December 2026, a Thursday, with no order found: a working day.
    let eve = try us.status(of: day("2026-12-24"))
    #expect(eve.isWorking && !eve.estimated)
    #expect(
      try us.workingDayCount(from: day("2025-12-01"), through: day("2026-01-31")).estimatedDays == nil)
    let notes = us.definition.regionNotes.map(\.text)
    #expect(notes.count == 1)
    #expect(notes.first?.contains("1997-2025 was searched") == true)
    #expect(notes.first?.contains("after December 2025 is not listed") == true)
  }

}
