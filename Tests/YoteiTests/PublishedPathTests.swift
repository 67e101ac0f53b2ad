import Testing

@testable import Yotei

/// `date(of:)`, `date(year:month:day:)` and `date(year:monthCode:day:)` answer
/// from the engine's published year records (the month templates, no lock,
/// no table copied). These tests hold that path, in every calendar and on
/// every day of ISO 1600-2400, to the year tables it is built from, and, in
/// the calendars Yotei computes as ICU 72 does, to ICU itself.
@Suite struct PublishedPathTests {
  static let span = Day(iso: 1600, 1, 1)!.julianDayNumber...Day(iso: 2400, 12, 31)!.julianDayNumber

  /// Every field of two dates, for a message.
  static func fields(_ d: CalendarDate) -> String {
    "\(d.calendar) \(d.monthCodeString) ordinal \(d.month) era \(d.era) \(d.yearOfEra) day \(d.dayNumber) "
      + "months \(d.monthsInYear) length \(d.daysInMonth) year \(d.daysInYear)"
  }

  static func sameFields(_ a: CalendarDate, _ b: CalendarDate) -> Bool {
    a.calendar == b.calendar && a.era == b.era && a.yearOfEra == b.yearOfEra && a.year == b.year
      && a.month == b.month && a.monthCode == b.monthCode && a.day == b.day && a.dayNumber == b.dayNumber
      && a.monthsInYear == b.monthsInYear && a.daysInMonth == b.daysInMonth && a.daysInYear == b.daysInYear
  }

  /// The published path against the year table of the same day, field by
  /// field, both ways: day to date and date's fields to day.
  @Test(arguments: CalendarSystem.allCases)
  func everyDayMatchesTheYearTables(calendar: CalendarSystem) throws {
    let engine = calendar.engine
    // Build every year of the span first, so that each day below is answered
    // from the published records (the first day of a year otherwise builds it).
    var jdn = Self.span.lowerBound - 400
    while jdn <= Self.span.upperBound + 400 {
      _ = engine.year(containing: jdn)
      jdn += 300
    }
    var failures = 0
    var checked = 0
    for jdn in Self.span where failures < 5 {
      let table = engine.year(containing: jdn)
      let expected = CalendarDate(
        calendar: calendar, table: table, monthIndex: table.monthIndex(containing: jdn), jdn: jdn)
      guard let published = CalendarEngine.publishedDate(jdn, calendar: calendar) else {
        failures += 1
        Issue.record("\(calendar): JDN \(jdn) was not answered from the published records")
        continue
      }
      let viaOrdinal = CalendarEngine.publishedDate(
        year: expected.year, monthIndex: expected.month - 1, day: expected.day, calendar: calendar)
      let viaCode = CalendarEngine.publishedDate(
        year: expected.year, monthCode: expected.monthCode, day: expected.day, calendar: calendar)
      let viaAPI = try calendar.date(of: Day(julianDayNumber: jdn))
      let ok =
        Self.sameFields(published, expected) && viaOrdinal.map { Self.sameFields($0, expected) } == true
        && viaCode.map { Self.sameFields($0, expected) } == true && Self.sameFields(viaAPI, expected)
      if !ok {
        failures += 1
        Issue.record(
          "\(calendar) at JDN \(jdn): published \(Self.fields(published)), from fields \(viaOrdinal.map(Self.fields) ?? "nil") / \(viaCode.map(Self.fields) ?? "nil"); the year table says \(Self.fields(expected))"
        )
      }
      checked += 1
    }
    #expect(checked == Self.span.count)
  }

  /// The published path against ICU 72 on every day of the span, in the
  /// calendars whose every day Yotei computes as ICU does (with the eras Yotei
  /// deliberately names otherwise: ``OwnArithmeticTests/deliberateEra(_:jdn:icu:)``).
  /// Umm al-Qura follows the published table where ICU does not, and
  /// Hebrew, Chinese and Dangi have their own references.
  @Test(arguments: OwnArithmeticTests.calendars.filter { $0 != .islamicUmalqura })
  func everyDayMatchesICU(calendar: CalendarSystem) throws {
    let engine = calendar.engine
    var failures = 0
    for jdn in Self.span where failures < 5 {
      let ours = try calendar.date(of: Day(julianDayNumber: jdn))
      let icu = engine.icuFields(of: jdn)
      let era = OwnArithmeticTests.deliberateEra(calendar, jdn: jdn, icu: (icu.era, icu.yearOfEra))
      if ours.year - calendar.yearOffset != icu.extendedYear || ours.monthCode != icu.monthCode
        || ours.day != icu.day || ours.daysInMonth != icu.monthLength || (ours.era, ours.yearOfEra) != era
      {
        failures += 1
        Issue.record("\(calendar) at JDN \(jdn): ours \(Self.fields(ours)); ICU \(icu)")
      }
    }
  }

  /// Fields that name no supported day leave the published path and get the
  /// slow path's error, whatever the year tables hold.
  @Test func badFieldsGetTheSameErrors() throws {
    for calendar in CalendarSystem.allCases {
      let today = try calendar.date(of: Day(iso: 2026, 12, 2)!)
      let range = calendar.supportedYearRange
      // Warm the years around the edges too.
      _ = try calendar.date(of: Day.minimum)
      _ = try calendar.date(of: Day.maximum)
      let cases: [(Int, Int, Int)] = [
        (today.year, today.month, 0), (today.year, today.month, today.daysInMonth + 1),
        (today.year, 0, 1), (today.year, today.monthsInYear + 1, 1), (today.year, Int.min, 1),
        (today.year, Int.max, 1), (today.year, 1, Int.min), (Int.min, 1, 1), (Int.max, 1, 1),
        (range.lowerBound - 1, 1, 1), (range.upperBound + 1, 1, 1),
      ]
      for (year, month, day) in cases {
        #expect(
          CalendarEngine.publishedDate(year: year, monthIndex: month &- 1, day: day, calendar: calendar)
            == nil,
          "\(calendar) \(year)-\(month)-\(day)")
        #expect(throws: CalendarError.self, "\(calendar) \(year)-\(month)-\(day)") {
          try calendar.date(year: year, month: month, day: day)
        }
      }
      // The partial first and last years: a month or day outside the range.
      let first = try calendar.date(of: Day.minimum)
      if first.day > 1 {
        #expect(throws: CalendarError.self) {
          try calendar.date(year: first.year, month: first.month, day: 1)
        }
      }
      let last = try calendar.date(of: Day.maximum)
      if last.day < last.daysInMonth {
        #expect(throws: CalendarError.self) {
          try calendar.date(year: last.year, month: last.month, day: last.daysInMonth)
        }
      }
    }
  }
}
