import Testing
@testable import Yotei

@Test func smoke() throws {
  let clock = ContinuousClock()
  for c in CalendarSystem.allCases {
    let t = clock.measure { _ = c.engine }
    let d = c.date(of: Day(iso: 2024, 3, 20)!)
    print(c, t, d.year, d.monthCode, d.month, d.day, d.era, d.yearOfEra, d.monthsInYear, d.daysInMonth, c.supportedYearRange)
  }
}
