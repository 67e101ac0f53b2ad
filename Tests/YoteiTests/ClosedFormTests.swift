import Testing

@testable import Yotei

/// The closed forms of ``ClosedForm`` (the proleptic Gregorian family and the
/// tabular Islamic calendars) against the year tables they replace in
/// `date(of:)` and `date(year:month:day:)`: every supported day, field by
/// field, both ways. The tables themselves are held to ICU 72 by
/// `PublishedPathTests` and `OwnArithmeticTests`, and the Foundation bridge's
/// tests cross-check the public API against Foundation.
@Suite struct ClosedFormTests {
  static let calendars = CalendarSystem.allCases.filter { $0.closedForm != nil }

  @Test func theFamilyIsTheArithmeticCalendars() {
    #expect(
      Self.calendars == [.gregorian, .iso8601, .islamicCivil, .islamicTbla, .buddhist, .japanese, .roc])
  }

  /// Every day of ``Day/supportedRange`` (5,373,485 days), walked month by
  /// month through the year tables: the date by formula equals the table's
  /// in every field, and so does the date built back from its ordinal month,
  /// by the formula in every year whose days are all supported and by the
  /// year tables in the partial first and last years.
  @Test(arguments: calendars)
  func everySupportedDayMatchesTheYearTables(calendar: CalendarSystem) throws {
    let engine = calendar.engine
    let first = Day.minimum.julianDayNumber
    let last = Day.maximum.julianDayNumber
    var checked = 0
    var failures = 0
    var partialYears: [Int] = []
    for year in calendar.supportedYearRange where failures < 5 {
      let table = try engine.checkedYear(year - calendar.yearOffset)
      let partial = table.firstDay < first || table.endDay - 1 > last
      if partial { partialYears.append(year) }
      for (index, month) in table.months.enumerated() {
        for jdn in month.firstDay..<(month.firstDay + month.length) where jdn >= first && jdn <= last {
          let expected = CalendarDate(calendar: calendar, table: table, monthIndex: index, jdn: jdn)
          let byFormula = calendar.closedFormDate(jdn)
          let day = jdn - month.firstDay + 1
          let formulaTakesFields = calendar.closedFormDate(year: year, month: index + 1, day: day) != nil
          let fromFields = try? calendar.date(year: year, month: index + 1, day: day)
          let matches =
            byFormula.map { PublishedPathTests.sameFields($0, expected) } == true
            && fromFields.map { PublishedPathTests.sameFields($0, expected) } == true
            && formulaTakesFields == !partial
          if !matches {
            failures += 1
            Issue.record(
              "\(calendar) JDN \(jdn): formula \(byFormula.map(PublishedPathTests.fields) ?? "nil"), from fields \(fromFields.map(PublishedPathTests.fields) ?? "nil") (by the formula: \(formulaTakesFields)); the year table says \(PublishedPathTests.fields(expected))"
            )
          }
          checked += 1
        }
      }
    }
    #expect(checked == Day.supportedRange.count, "\(calendar)")
    // Only the first year (and the tabular Islamic last year) is partial.
    let range = calendar.supportedYearRange
    #expect(
      partialYears
        == (calendar.closedForm.map { if case .gregorian = $0 { true } else { false } } == true
          ? [range.lowerBound] : [range.lowerBound, range.upperBound]),
      "\(calendar)")
  }

  /// The public API answers from the formula, and with the table's fields:
  /// a sample of days across the range, both ways and by month code.
  @Test(arguments: calendars)
  func thePublicAPIGivesTheFormulasDates(calendar: CalendarSystem) throws {
    var jdn = Day.minimum.julianDayNumber
    while jdn <= Day.maximum.julianDayNumber {
      let date = try calendar.date(of: Day(julianDayNumber: jdn))
      let table = try calendar.engine.checkedYear(date.year - calendar.yearOffset)
      let expected = CalendarDate(
        calendar: calendar, table: table, monthIndex: table.monthIndex(containing: jdn), jdn: jdn)
      #expect(PublishedPathTests.sameFields(date, expected), "\(calendar) JDN \(jdn)")
      #expect(
        try calendar.date(year: date.year, month: date.month, day: date.day).dayNumber.julianDayNumber == jdn)
      #expect(
        try calendar.date(year: date.year, monthCode: date.monthCode, day: date.day).dayNumber.julianDayNumber
          == jdn)
      jdn += 9_973
    }
  }

  /// Fields the formula does not take (no such month or day, a year or day
  /// outside the range, a leap month code) go to the year tables, which
  /// refuse them with the error naming the field, or constrain them.
  @Test(arguments: calendars)
  func fieldsOutsideTheFormulaGetTheTablesAnswer(calendar: CalendarSystem) throws {
    let range = calendar.supportedYearRange
    let today = try calendar.date(of: Day(iso: 2026, 12, 2)!)
    // The days just outside the range, by the formula (which takes any day
    // number near the range): their fields name no supported day.
    let before = try #require(calendar.closedFormDate(Day.minimum.julianDayNumber - 1))
    let after = try #require(calendar.closedFormDate(Day.maximum.julianDayNumber + 1))
    let cases: [(Int, Int, Int)] = [
      (today.year, today.month, 0), (today.year, today.month, today.daysInMonth + 1), (today.year, 0, 1),
      (today.year, 13, 1), (today.year, Int.min, 1), (today.year, Int.max, 1), (today.year, 1, Int.min),
      (today.year, 1, Int.max), (Int.min, 1, 1), (Int.max, 1, 1), (range.lowerBound - 1, 1, 1),
      (range.upperBound + 1, 1, 1), (range.lowerBound, 1, 1), (before.year, before.month, before.day),
      (after.year, after.month, after.day), (-100_000, 1, 1), (100_000, 1, 1),
    ]
    for (year, month, day) in cases {
      let where_ = "\(calendar) \(year)-\(month)-\(day)"
      #expect(calendar.closedFormDate(year: year, month: month, day: day) == nil, "\(where_)")
      #expect(throws: CalendarError.self, "\(where_)") {
        try calendar.date(year: year, month: month, day: day)
      }
    }
    // The last day of the month, constrained.
    let constrained = try calendar.date(year: today.year, month: today.month, day: 40, overflow: .constrain)
    #expect(constrained.day == today.daysInMonth && constrained.month == today.month)
    // A leap month code never occurs in these calendars.
    #expect {
      try calendar.date(year: today.year, monthCode: MonthCode(number: 5, isLeap: true)!, day: 1)
    } throws: { ($0 as? CalendarError)?.kind == .monthNotInCalendar }
  }

  /// Known days: the Gregorian leap rule at the century years, the first and
  /// last supported days, and the tabular Islamic leap years.
  @Test func knownDays() throws {
    #expect(ClosedForm.gregorianDate(Day(iso: 2000, 2, 29)!.julianDayNumber) == (2000, 2, 29))
    #expect(ClosedForm.gregorianDate(Day(iso: 1900, 3, 1)!.julianDayNumber) == (1900, 3, 1))
    #expect(ClosedForm.gregorianDate(0) == (-4713, 11, 24))
    #expect(ClosedForm.gregorianDate(5_373_484) == (9999, 12, 31))
    #expect(ClosedForm.gregorianDay(year: 2000, month: 1, day: 1) == 2_451_545)
    #expect(
      !ClosedForm.isGregorianLeap(1900) && ClosedForm.isGregorianLeap(2000) && ClosedForm.isGregorianLeap(-4))
    #expect(ClosedForm.gregorianMonthLength(2, leap: false) == 28)
    #expect((1...12).map { ClosedForm.gregorianMonthLength($0, leap: true) }.reduce(0, +) == 366)
    // The leap years of each 30-year cycle, as the tabular calendar publishes
    // them, in the first cycle, a far one and one before AH 1.
    for cycle in [0, 47, -180] {
      let leap = (1...30).filter { ClosedForm.isIslamicLeap(30 * cycle + $0) }
      #expect(leap == [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29], "cycle \(cycle)")
    }
    // A cycle is 10,631 days.
    let epoch = ClosedForm.islamicCivilEpoch
    #expect(
      ClosedForm.islamicNewYear(31, epoch: epoch) - ClosedForm.islamicNewYear(1, epoch: epoch) == 10_631)
    #expect(ClosedForm.islamicNewYear(1, epoch: epoch) == epoch)
  }
}
