import Testing

@testable import Yotei

@Suite struct DayTests {
  @Test func julianDayNumberOfKnownDays() {
    // JDN 2451545 is 2000-01-01 (Meeus, Astronomical Algorithms, ch. 7).
    #expect(Day(iso: 2000, 1, 1)?.julianDayNumber == 2_451_545)
    #expect(Day(iso: 1970, 1, 1) == Day.unixEpoch)
    // 1858-11-17 is the Modified Julian Date epoch, JDN 2400001.
    #expect(Day(iso: 1858, 11, 17)?.julianDayNumber == 2_400_001)
    #expect(Day(iso: -4713, 11, 24)?.julianDayNumber == 0)
  }

  @Test func invalidISODates() {
    #expect(Day(iso: 2023, 2, 29) == nil)
    #expect(Day(iso: 2024, 13, 1) == nil)
    #expect(Day(iso: 2024, 4, 31) == nil)
    #expect(Day(iso: 2024, 2, 29) != nil)
    #expect(Day(iso: 1900, 2, 29) == nil)
    #expect(Day(iso: 2000, 2, 29) != nil)
  }

  @Test func weekdays() {
    #expect(Day(iso: 2025, 3, 21)?.isoWeekday == .friday)
    #expect(Day(iso: 2021, 1, 3)?.isoWeekday == .sunday)
    #expect(Weekday.sunday.advanced(by: 1) == .monday)
    #expect(Weekday.monday.days(to: .sunday) == 6)
    #expect(Weekday(name: "Sat") == .saturday)
    #expect(Weekday(name: "s") == nil)
  }

  @Test func walkISOCenturiesDayByDay() {
    // Continuity: each day's ISO date follows the previous one.
    var previous = Day(iso: 1899, 12, 31)!.isoDate
    var day = Day(iso: 1900, 1, 1)!
    let end = Day(iso: 2101, 1, 1)!
    while day < end {
      let (y, m, d) = day.isoDate
      if d == 1 {
        #expect(previous.day == ISOArithmetic.daysInMonth(year: previous.year, month: previous.month))
        #expect(m == previous.month % 12 + 1)
      } else {
        #expect(y == previous.year && m == previous.month && d == previous.day + 1)
      }
      #expect(Day(iso: y, m, d) == day)
      previous = (y, m, d)
      day += 1
    }
  }

  @Test func parsingAndCoding() throws {
    #expect(Day(isoString: "2024-03-20") == Day(iso: 2024, 3, 20))
    #expect(Day(isoString: "2024-3-20") == nil)
    #expect(Day(isoString: "2023-02-29") == nil)
    #expect(Day(iso: -44, 3, 15)?.isoString == "-0044-03-15")
  }
}
