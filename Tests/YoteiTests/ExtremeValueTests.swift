import Testing
import YoteiTestSupport

@testable import Yotei

/// Integers a caller may pass: the limits of `Int`, `Int32` and `Int64`, the
/// edges of ``Day/supportedRange`` and a fixed set of random values.
enum ExtremeValues {
  static let boundaries: [Int] = [
    .min, .min + 1, -(1 << 62), Int(Int32.min) - 1, Int(Int32.min), -1_000_000_000, -1, 0, 1,
    Day.minimum.julianDayNumber - 1, Day.maximum.julianDayNumber, Day.maximum.julianDayNumber + 1,
    Int(Int32.max) - 40, Int(Int32.max), Int(Int32.max) + 1, 1 << 31 + 5, .max / 2, 1 << 62, .max - 1, .max,
  ]

  static func random(_ count: Int, seed: UInt64) -> [Int] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { i in
      // Alternate the whole range with values near the supported days.
      i % 2 == 0
        ? Int.random(in: .min ... .max, using: &generator)
        : Int.random(in: -20_000_000...30_000_000, using: &generator)
    }
  }

  static let days: [Int] = boundaries + random(200, seed: 0x5EED_0001)
}

/// The public API on extreme but type-correct values: every call either works
/// or throws a typed error, and none traps (a trap would end the test run).
@Suite struct ExtremeValueTests {
  let english = try! CalendarLocale("en-GB")

  @Test func aTwelveLetterLanguageSubtagIsRefusedNotReadPastItsBuffer() {
    // uloc_getLanguage fills a 12-byte buffer without a NUL for a 12-letter
    // subtag (U_STRING_NOT_TERMINATED_WARNING); ASan saw ICU read past it.
    for text in ["abcdefghijkl", "abcdefghijklm", "abcdefghijk", String(repeating: "q", count: 300), "a-b"] {
      #expect(throws: LocaleError.self, "\(text)") { try CalendarLocale(text) }
    }
    // A valid locale still reads every part.
    #expect((try? CalendarLocale("fa-IR"))?.language == "fa")
  }

  @Test(arguments: CalendarSystem.allCases)
  func dateOfEveryDayIsADateOrARangeError(calendar: CalendarSystem) {
    for jdn in ExtremeValues.days {
      let day = Day(julianDayNumber: jdn)
      do {
        let date = try calendar.date(of: day)
        #expect(Day.supportedRange.contains(day))
        #expect(date.dayNumber == day)
      } catch {
        #expect(!Day.supportedRange.contains(day), "\(calendar) \(jdn): \(error)")
        #expect(error.kind == .outOfSupportedRange && error.field == "day")
      }
    }
  }

  @Test(arguments: CalendarSystem.allCases)
  func gridsFormattingAndWeeksOfEveryDay(calendar: CalendarSystem) {
    let symbols = CalendarSymbols(locale: english, calendar: calendar)
    // Fewer values here: a far year outside the precomputed window costs ICU work.
    for jdn in ExtremeValues.boundaries + ExtremeValues.random(16, seed: 0x5EED_0002) {
      let day = Day(julianDayNumber: jdn)
      let supported = Day.supportedRange.contains(day)
      let grid = try? MonthGrid(containing: day, calendar: calendar, weekRule: english.weekRule)
      #expect((grid != nil) == supported, "\(calendar) grid \(jdn)")
      if let grid { #expect(grid.cells.contains { $0.day == day && $0.isInMonth }) }
      // A supported day formats, unless CLDR has no era for its year
      // (Persian before 1 AP: noEraForYear); an unsupported one is refused.
      let texts: [Result<String, CalendarError>] = [
        Result { () throws(CalendarError) in try symbols.format(day, skeleton: "yMMMd") },
        Result { () throws(CalendarError) in try symbols.format(day, pattern: "G y MMMM d") },
      ]
      for text in texts {
        switch text {
        case .success: #expect(supported, "\(calendar) format \(jdn)")
        case .failure(let error):
          #expect(
            error.kind == (supported ? .noEraForYear : .outOfSupportedRange), "\(calendar) \(jdn): \(error)")
        }
      }
      let week = try? english.weekRule.weekOfYear(day, in: calendar)
      #expect((week != nil) == supported, "\(calendar) week \(jdn)")
      if let week { #expect((1...56).contains(week.week)) }
    }
  }

  @Test(arguments: CalendarSystem.allCases)
  func arithmeticWithExtremeCountsThrowsOrWorks(calendar: CalendarSystem) throws {
    let date = try calendar.date(of: Day(iso: 2024, 3, 20)!)
    for n in ExtremeValues.boundaries + ExtremeValues.random(40, seed: 0x5EED_0003) {
      if let result = try? date.adding(days: n) {
        #expect(result.dayNumber == Day(iso: 2024, 3, 20)! + n)
      }
      if let result = try? date.adding(months: n, overflow: .constrain) {
        #expect(Day.supportedRange.contains(result.dayNumber))
        #expect((n > 0) == (result > date) || n == 0)
      }
      if let result = try? date.adding(years: n, overflow: .constrain) {
        #expect(result.year == date.year + n)
      }
      // Years and months of a year are refused by range, never by a trap.
      _ = try? calendar.months(inYear: n)
      _ = try? calendar.date(year: n, month: n, day: n, overflow: .constrain)
      _ = try? MonthGrid(calendar: calendar, year: n, month: 1, weekRule: english.weekRule)
    }
    #expect(throws: CalendarError.self) { try date.adding(months: .min) }
    #expect(throws: CalendarError.self) { try date.adding(months: .max) }
  }

  @Test(arguments: [CalendarSystem.hebrew, .chinese, .dangi])
  func longMonthJumpsInLunisolarCalendarsCountLunations(calendar: CalendarSystem) throws {
    // Far month counts jump instead of walking year by year. Every month of
    // these calendars starts within a day or two of a new moon, so n months
    // after the first of a month is n mean synodic months (29.530589 days,
    // the astronomical mean) later, give or take three days (Hebrew
    // postponements move a year's start by up to two days from the molad).
    for iso in [Day(iso: 1990, 6, 1)!, Day(iso: 1400, 1, 1)!, Day(iso: 3000, 1, 1)!] {
      let start = try calendar.date(of: iso)
      let first = try calendar.date(year: start.year, month: start.month, day: 1)
      for n in [41, 42, 100, 235, 1_000, 1_300, 5_000, -41, -100, -235, -600, -1_000, -5_000] {
        let jumped = try first.adding(months: n)
        let expected = Double(n) * 29.530_589
        #expect(jumped.day == 1)
        #expect(abs(Double(jumped.dayNumber - first.dayNumber) - expected) <= 3, "\(calendar) \(iso) \(n)")
      }
    }
  }

  @Test(arguments: [CalendarSystem.coptic, .persian, .gregorian, .islamicCivil, .ethiopic])
  func longMonthJumpsInFixedMonthCalendarsEqualWalks(calendar: CalendarSystem) throws {
    let start = try calendar.date(of: Day(iso: 1990, 6, 1)!)
    let first = try calendar.date(year: start.year, month: start.month, day: 1)
    for n in [13, 100, 1_000, -13, -100, -1_000] {
      var walked = first
      for _ in 0..<n.magnitude { walked = try walked.adding(months: n > 0 ? 1 : -1) }
      #expect(try first.adding(months: n) == walked, "\(calendar) \(n)")
    }
  }

  @Test func isoDatesOfEveryIntRoundTrip() {
    for jdn in ExtremeValues.days {
      let day = Day(julianDayNumber: jdn)
      let (y, m, d) = day.isoDate
      #expect((1...12).contains(m) && (1...31).contains(d))
      #expect(Day(iso: y, m, d) == day, "\(jdn) -> \(y)-\(m)-\(d)")
      #expect(!day.isoString.isEmpty)
      // The weekday steps by one a day, whatever the day number (JDN 0 was a Monday).
      if jdn < .max { #expect(day.isoWeekday.advanced(by: 1) == (day + 1).isoWeekday) }
      let week = try? WeekRule.isoWeek(of: day)
      #expect((week != nil) == Day.supportedRange.contains(day))
    }
    #expect(Day(iso: .max, 1, 1) == nil)
    #expect(Day(iso: .min, 12, 31) == nil)
    // Both ISO readers take supported days only (they once disagreed).
    #expect(Day(isoString: "+999999999-01-01") == nil)
  }

  @Test func dayArithmeticSaturatesInsteadOfTrapping() {
    let top = Day(julianDayNumber: .max)
    let bottom = Day(julianDayNumber: .min)
    #expect((top + 1).julianDayNumber == .max)
    #expect((top + .max).julianDayNumber == .max)
    #expect((bottom - 1).julianDayNumber == .min)
    #expect((bottom + .min).julianDayNumber == .min)
    #expect((Day.minimum - .min).julianDayNumber == .max)
    #expect(top - bottom == .max)
    #expect(bottom - top == .min)
    #expect(bottom.distance(to: top) == .max)
    #expect(bottom.daysSinceUnixEpoch == .min)
    // Inside Int the arithmetic is exact, and a saturated day is refused where it enters.
    #expect(Day.maximum + 1 - Day.maximum == 1)
    #expect(Day(julianDayNumber: .max - 5) + 3 == Day(julianDayNumber: .max - 2))
    #expect(throws: CalendarError.self) { try CalendarSystem.gregorian.date(of: top + 1) }
    var seeded = SeededGenerator(seed: 0x5EED)
    for _ in 0..<2_000 {
      let a = Int.random(in: .min ... .max, using: &seeded)
      let b = Int.random(in: .min ... .max, using: &seeded)
      let (exact, overflow) = a.addingReportingOverflow(b)
      let sum = (Day(julianDayNumber: a) + b).julianDayNumber
      #expect(sum == (overflow ? (b > 0 ? .max : .min) : exact))
    }
  }

  @Test func numbersAtTheLimitsOfInt() throws {
    // The decimal digits of Int.min: 2^63 = 9223372036854775808.
    #expect(NumberingSystem.latin.format(.min) == "-9223372036854775808")
    #expect(NumberingSystem.latin.format(.max) == "9223372036854775807")
    let persian = try NumberingSystem(name: "arabext")
    // Extended Arabic-Indic digits are U+06F0...U+06F9.
    let expected =
      "-"
      + "9223372036854775808".unicodeScalars.map {
        String(UnicodeScalar(0x06F0 + $0.value - 48)!)
      }.joined()
    #expect(persian.format(.min) == expected)
    let hebrew = try NumberingSystem(name: "hebr")
    // ICU's rule-based numerals crash on Int64.min: Latin digits stand in.
    #expect(hebrew.format(.min) == "-9223372036854775808")
    for n in [Int.min + 1, -1, 0, Int.max] { #expect(!hebrew.format(n).isEmpty) }
    // 15 is written ט״ו (tet-vav), not the divine name.
    #expect(hebrew.format(15) == "ט״ו")
  }

  @Test func instantsAndWallTimesAtTheLimitsOfInt64() {
    for seconds in [Int64.min, Int64.min + 1, -1, 0, Int64.max - 1, Int64.max] {
      let instant = Instant(secondsSinceUnixEpoch: seconds)
      for offset in [Int.min, -50_400, 0, 50_400, Int.max] {
        let wall = instant.wallTime(offset: offset)
        #expect((0..<86_400).contains(wall.secondsIntoDay))
        _ = instant.rfc3339(offset: offset)
      }
      #expect(!instant.description.isEmpty)
    }
    // Int64.min seconds is 292,277,026,596 years before 1970, far outside the supported days.
    #expect(Instant(secondsSinceUnixEpoch: .min).wallTime(offset: 0).day < Day.minimum)
    for jdn in ExtremeValues.boundaries {
      let day = Day(julianDayNumber: jdn)
      let instant = try? Instant(day: day, secondsIntoDay: 43_200)
      #expect((instant != nil) == Day.supportedRange.contains(day))
      if let instant { #expect(instant.wallTime(offset: 0).day == day) }
    }
    #expect(throws: CalendarError.self) { try Instant(day: Day.maximum, secondsIntoDay: .max) }
    #expect(throws: CalendarError.self) { try Instant(day: Day.minimum, offset: .max) }
  }
}

@Suite struct WallTimeFieldTests {
  static let fields = [Int.min, Int.min + 1, -86_401, -25, -1, 0, 1, 59, 60, 86_400, Int.max - 1, Int.max]

  /// Any hour, minute and second make a wall time without trapping; small
  /// ones carry exactly as seconds do, and huge ones saturate the day.
  @Test func anyFieldsMakeAWallTime() throws {
    let day = Day(iso: 2025, 6, 10)!
    for hour in Self.fields {
      for minute in Self.fields {
        for second in Self.fields {
          let wall = WallTime(day: day, hour: hour, minute: minute, second: second)
          #expect((0..<86_400).contains(wall.secondsIntoDay))
          let (h, m, s) = (
            hour.multipliedReportingOverflow(by: 3600), minute.multipliedReportingOverflow(by: 60), second
          )
          let (hm, o1) = h.partialValue.addingReportingOverflow(m.partialValue)
          let (total, o2) = hm.addingReportingOverflow(s)
          if !h.overflow && !m.overflow && !o1 && !o2 {
            #expect(wall == WallTime(day: day, secondsIntoDay: total), "\(hour):\(minute):\(second)")
          }
        }
      }
    }
    // 2^63 - 1 hours is 384,307,168,202,282,325 days and 7 hours.
    let far = WallTime(day: day, hour: .max)
    #expect(far.day == day + 384_307_168_202_282_325 && far.hour == 7)
    #expect(throws: ZoneError.self) { try Zone.utc.instant(for: far) }
    #expect(
      WallTime(day: Day(julianDayNumber: .max - 1), hour: .max, second: .max).day
        == Day(julianDayNumber: .max))
  }

  /// A week rule's minimal days set outside 1...7 counts as the nearest end,
  /// as the initializer already clamps it.
  @Test func minimalDaysOutsideOneToSevenCountAsTheNearestEnd() throws {
    let day = Day(iso: 2025, 6, 10)!
    var rule = WeekRule(firstWeekday: .monday, minimalDaysInFirstWeek: 4, weekend: [])
    rule.minimalDaysInFirstWeek = 99
    // 2025 begins on a Wednesday: the first whole Monday week starts 6 January,
    // so 10 June (day 161) is in week 23; with 1 day enough, week 1 starts 30 December.
    #expect(try rule.weekOfYear(day) == (2025, 23))
    rule.minimalDaysInFirstWeek = .min
    #expect(try rule.weekOfYear(day) == (2025, 24))
  }
}

@Suite struct WeekdayLimitTests {
  /// 2^63 ≡ 1 (mod 7), as 2^3 = 8 ≡ 1: Int.max (2^63 - 1) days is a whole
  /// number of weeks, and Int.min (-2^63) is one day short of one.
  @Test func weekdaysAdvanceByAnyInt() {
    for weekday in Weekday.allCases {
      #expect(weekday.advanced(by: .max) == weekday)
      #expect(weekday.advanced(by: .min) == weekday.advanced(by: -1))
      #expect(weekday.advanced(by: .min + 1) == weekday)
    }
    #expect(Weekday.monday.advanced(by: -1) == .sunday && Weekday.sunday.advanced(by: 8) == .monday)
  }
}
