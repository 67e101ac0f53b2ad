import Testing

@testable import Yotei

@Suite struct YearTableValidationTests {
  private func table(_ lengths: [Int], gapAfter: Int? = nil, codes: [MonthCode]? = nil) -> YearTable {
    var day = 2_460_000
    var months: [MonthEntry] = []
    for (i, n) in lengths.enumerated() {
      let code = codes?[i] ?? MonthCode(number: min(i + 1, 13))!
      months.append(MonthEntry(code: code, firstDay: day, length: n, era: 78, yearOfEra: 41, eraChange: nil))
      day += n + (gapAfter == i ? 1 : 0)
    }
    return YearTable(extendedYear: 4661, months: months)
  }

  @Test func aValidChineseYearPasses() throws {
    let year = table([29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30])
    #expect(try year.validated(.chinese).months.count == 12)
  }

  @Test(arguments: [
    ([Int](), "0 months"),
    ([29, 30, 29, 30, 29, 30, 29, 30, 29, 30], "10 months"),
    ([29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30], "14 months"),
    ([29, 30, 29, 30, 31, 30, 29, 30, 29, 30, 29, 30], "M05 has 31 days"),
    ([29, 30, 29, 30, 28, 30, 29, 30, 29, 30, 29, 30], "M05 has 28 days"),
  ])
  func aBrokenChineseYearIsRefused(_ lengths: [Int], problem: String) {
    #expect {
      try table(lengths).validated(.chinese)
    } throws: { error in
      let e = error as! CalendarError
      return e.kind == .invalidYearTable && e.field == "year" && e.value == "2024"
        && e.message.contains(problem)
    }
  }

  @Test func monthsMustBeContiguousAndInOrder() {
    let lengths = [29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30]
    #expect(throws: CalendarError.self) { try table(lengths, gapAfter: 3).validated(.chinese) }
    var codes = (1...12).map { MonthCode(number: $0)! }
    codes.swapAt(4, 5)
    #expect(throws: CalendarError.self) { try table(lengths, codes: codes).validated(.chinese) }
  }

  @Test(arguments: CalendarSystem.allCases)
  func everyCalendarsTablesAroundThePresentPass(_ calendar: CalendarSystem) throws {
    for year in stride(from: 1900, through: 2100, by: 7) {
      let ext = try calendar.date(of: Day(iso: year, 6, 15)!).year - calendar.yearOffset
      _ = try calendar.engine.checkedYear(ext).validated(calendar)
    }
  }
}

/// Issue #16: the first and last years of the range are partial; every date
/// `date(of:)` gives there can be built again from its fields and parsed.
@Suite struct RangeEdgeTests {
  @Test(arguments: CalendarSystem.allCases)
  func theEdgesOfTheRangeRoundTrip(_ calendar: CalendarSystem) throws {
    for day in [Day.minimum, Day.minimum + 1, Day.maximum - 1, Day.maximum] {
      let date = try calendar.date(of: day)
      #expect(calendar.supportedYearRange.contains(date.year), "\(calendar) \(date.year)")
      #expect(try calendar.date(year: date.year, month: date.month, day: date.day).dayNumber == day)
      #expect(try calendar.date(year: date.year, monthCode: date.monthCode, day: date.day).dayNumber == day)
      #expect(try CalendarDate(parsing: date.description, calendar: calendar).dayNumber == day)
      #expect(try calendar.months(inYear: date.year).contains { $0.days.contains(day) })
    }
  }

  @Test(arguments: CalendarSystem.allCases)
  func daysPastTheEdgesAreRefused(_ calendar: CalendarSystem) throws {
    let last = try calendar.date(of: Day.maximum)
    if last.day < last.daysInMonth {
      #expect {
        try calendar.date(year: last.year, month: last.month, day: last.day + 1)
      } throws: { ($0 as! CalendarError).kind == .outOfSupportedRange }
    }
    let first = try calendar.date(of: Day.minimum)
    if first.day > 1 {
      #expect {
        try calendar.date(year: first.year, month: first.month, day: first.day - 1)
      } throws: { ($0 as! CalendarError).kind == .outOfSupportedRange }
    }
    #expect(throws: CalendarError.self) { try calendar.months(inYear: last.year + 1) }
    #expect(throws: CalendarError.self) { try calendar.months(inYear: first.year - 1) }
  }

  @Test func chinese9999IsItsOwnPartialYear() throws {
    let last = try CalendarSystem.chinese.date(of: Day.maximum)
    #expect(last.year == 9999)
    #expect(try CalendarDate(parsing: last.monthCodeString, calendar: .chinese) == last)
  }
}

@Suite struct RangeEdgeGridTests {
  @Test func aMonthWithNoSupportedDayHasNoGrid() throws {
    // Gregorian -4713 is partial: JDN 0 is 24 November.
    #expect(throws: CalendarError.self) {
      try MonthGrid(calendar: .gregorian, year: -4713, month: 1, weekRule: .iso8601)
    }
    let november = try MonthGrid(calendar: .gregorian, year: -4713, month: 11, weekRule: .iso8601)
    #expect(november.lastDay == Day.minimum + 6)
    #expect(try CalendarSystem.gregorian.months(inYear: -4713).map(\.ordinal) == [11, 12])
  }
}
