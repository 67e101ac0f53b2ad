import Testing
import YoteiTestSupport

@testable import Yotei

/// `CalendarSystem.monthOffset(from:to:)` (what the picker pages by)
/// against counting the months of every year in between with
/// `months(inYear:)`, the walk it replaces.
@Suite struct MonthOffsetTests {
  /// The months from the month of `a` to the month of `b`, year by year.
  static func walked(_ calendar: CalendarSystem, _ a: Day, _ b: Day) throws -> Int {
    if b < a { return -(try walked(calendar, b, a)) }
    let first = try calendar.date(of: a)
    let second = try calendar.date(of: b)
    if first.year == second.year { return second.month - first.month }
    var total = try calendar.months(inYear: first.year).last!.ordinal - first.month
    for year in (first.year + 1)..<second.year { total += try calendar.months(inYear: year).count }
    return total + second.month
  }

  @Test(arguments: [CalendarSystem.chinese, .dangi, .hebrew, .persian, .coptic, .islamicUmalqura, .japanese])
  func theOffsetIsTheWalkedCount(calendar: CalendarSystem) throws {
    var generator = SeededGenerator(seed: 25)
    let supported = Day.minimum.julianDayNumber...Day.maximum.julianDayNumber
    for _ in 0..<60 {
      let a = Day(julianDayNumber: Int.random(in: supported, using: &generator))
      // Up to 60 years apart, either way, kept inside the supported days.
      let b = min(max(a + Int.random(in: -21_900...21_900, using: &generator), Day.minimum), Day.maximum)
      #expect(
        calendar.monthOffset(from: a, to: b) == (try Self.walked(calendar, a, b)), "\(calendar) \(a) \(b)")
    }
  }

  /// From the first supported month to the last, and across the tabulated
  /// years of the Chinese calendar (1900-2100) into the computed ones.
  @Test(arguments: [CalendarSystem.hebrew, .gregorian, .ethiopic, .chinese])
  func theOffsetHoldsAcrossLongSpans(calendar: CalendarSystem) throws {
    let pairs: [(Day, Day)] =
      calendar == .chinese
      ? [(Day(iso: 1850, 6, 1)!, Day(iso: 2150, 6, 1)!), (Day(iso: -200, 1, 1)!, Day(iso: 2026, 1, 1)!)]
      : [(Day.minimum, Day.maximum), (Day(iso: 1, 1, 1)!, Day(iso: 2026, 5, 1)!)]
    for (a, b) in pairs {
      let walked = try Self.walked(calendar, a, b)
      #expect(calendar.monthOffset(from: a, to: b) == walked)
      #expect(calendar.monthOffset(from: b, to: a) == -walked)
    }
  }

  /// `until` in months estimates from the mean month and steps a month or
  /// two, so across the whole range it asks for a few year tables, not one
  /// per lunation between its first guess and the answer (8,600 for Chinese).
  @Test(arguments: [CalendarSystem.chinese, .hebrew, .gregorian])
  func untilInMonthsAcrossTheRangeAsksForFewTables(calendar: CalendarSystem) throws {
    let a = try calendar.date(of: Day.minimum + 40)
    let b = try calendar.date(of: Day.maximum - 60)
    let (duration, tables) = try TableProbe.counting { try a.until(b, largestUnit: .months) }
    let offset = calendar.monthOffset(from: a.dayNumber, to: b.dayNumber)
    #expect(((offset - 1)...offset).contains(duration.months))
    #expect(try a.adding(months: duration.months).adding(days: duration.days) == b)
    #expect(tables < 50, "\(calendar): \(tables) year tables")
  }
}
