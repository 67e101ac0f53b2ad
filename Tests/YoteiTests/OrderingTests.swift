import Testing

@testable import Yotei

@Suite struct OrderingTests {
  @Test func theSameDayInTwoCalendarsIsOrdered() throws {
    // Nowruz 1404 is 21 March 2025 (Iran's official calendar).
    let nowruz = try CalendarSystem.persian.date(year: 1404, month: 1, day: 1)
    let iso = try CalendarSystem.gregorian.date(year: 2025, month: 3, day: 21)
    #expect(nowruz != iso)
    #expect(nowruz.isSameDay(as: iso))
    // Exactly one of <, ==, > holds, for every pair.
    let dates = try CalendarSystem.allCases.map { try $0.date(of: iso.dayNumber) } + [try iso.adding(days: 1)]
    for a in dates {
      for b in dates {
        let holds = [a < b, a == b, a > b].filter { $0 }.count
        #expect(holds == 1, "\(a) \(b)")
      }
    }
    #expect(dates.sorted().last == (try iso.adding(days: 1)))
  }
}
