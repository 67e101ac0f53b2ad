import Foundation
import Testing

@testable import Yotei

@Suite struct PersianTests {
  @Test func everyMonthFrom1900To2100MatchesBorkowski() throws {
    // 1279 AP began in March 1900; 1479 AP ends in March 2101.
    for year in 1279...1479 {
      let months = try CalendarSystem.persian.months(inYear: year)
      #expect(months.count == 12)
      for m in months {
        #expect(
          m.firstDay.julianDayNumber == JalaaliReference.jdn(year, m.ordinal, 1), "\(year)-\(m.ordinal) start"
        )
        #expect(m.length == JalaaliReference.monthLength(year, m.ordinal), "\(year)-\(m.ordinal) length")
      }
      #expect(
        try CalendarSystem.persian.isLeapYear(year) == JalaaliReference.jalCal(year).isLeap, "\(year) leap")
    }
  }

  @Test func knownDays() throws {
    // 1 Farvardin 1404 was Friday 2025-03-21; 1 Farvardin 1403 Wednesday 2024-03-20.
    let nowruz1404 = try CalendarSystem.persian.date(year: 1404, month: 1, day: 1)
    #expect(nowruz1404.dayNumber == Day(iso: 2025, 3, 21))
    #expect(nowruz1404.weekday == .friday)
    #expect(try CalendarSystem.persian.date(of: Day(iso: 2024, 3, 20)!).ordinalString == "1403-01-01")
    // 30 Esfand 1403 exists (leap year), 30 Esfand 1402 does not.
    #expect(
      try CalendarSystem.persian.date(year: 1403, month: 12, day: 30).dayNumber == Day(iso: 2025, 3, 20))
    // Month 7 starts after six 31-day months: 1 Mehr 1403 = 2024-09-22.
    #expect(try CalendarSystem.persian.date(year: 1403, month: 7, day: 1).dayNumber == Day(iso: 2024, 9, 22))
    #expect(try CalendarSystem.persian.date(year: 1403, month: 6, day: 31).dayNumber == Day(iso: 2024, 9, 21))
  }

  @Test func thirtyEsfandInACommonYearIsRejectedWithTheAllowedRange() {
    #expect {
      try CalendarSystem.persian.date(year: 1402, month: 12, day: 30)
    } throws: { error in
      let e = error as! CalendarError
      return e.kind == .dayNotInMonth && e.field == "day" && e.value == "30" && e.allowed == "1...29"
        && e.message.contains("1402")
    }
    let constrained = try? CalendarSystem.persian.date(year: 1402, month: 12, day: 30, overflow: .constrain)
    #expect(constrained?.day == 29)
  }
}

@Suite struct HebrewTests {
  @Test func everyMonthFrom5660To5860MatchesTheArithmeticCalendar() throws {
    for year in 5660...5860 {
      let months = try CalendarSystem.hebrew.months(inYear: year)
      let reference = HebrewReference.months(year)
      #expect(months.map(\.monthCode.description) == reference.map(\.code), "\(year)")
      #expect(months.map(\.length) == reference.map(\.length), "\(year)")
      #expect(months.first?.firstDay.julianDayNumber == HebrewReference.newYear(year), "\(year)")
      #expect(try CalendarSystem.hebrew.isLeapYear(year) == HebrewReference.isLeap(year))
    }
  }

  @Test func knownDays() throws {
    // Rosh Hashanah 5785 began at sunset on 2 October 2024: 1 Tishrei = 2024-10-03.
    #expect(try CalendarSystem.hebrew.date(year: 5785, month: 1, day: 1).dayNumber == Day(iso: 2024, 10, 3))
    // 15 Nisan 5784 (Pesach) = 2024-04-23; Nisan is the 8th month of leap 5784.
    let pesach = try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M07")!, day: 15)
    #expect(pesach.dayNumber == Day(iso: 2024, 4, 23))
    #expect(pesach.month == 8)
    #expect(try CalendarSystem.hebrew.date(year: 5785, monthCode: MonthCode("M07")!, day: 15).month == 7)
    // Purim 5784 (14 Adar II) = 2024-03-24.
    #expect(
      try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M06")!, day: 14).dayNumber
        == Day(iso: 2024, 3, 24))
    #expect(try CalendarSystem.hebrew.parse("5784-M05L-10").dayNumber == Day(iso: 2024, 2, 19))
  }

  @Test func adarIPlusOneYearIsAdarInACommonYear() throws {
    let adarI = try CalendarSystem.hebrew.date(year: 5787, monthCode: MonthCode("M05L")!, day: 10)
    let next = try adarI.adding(years: 1)
    #expect(next.year == 5788 && next.monthCode == MonthCode("M06") && next.day == 10)
    #expect {
      try adarI.adding(years: 1, overflow: .reject)
    } throws: { ($0 as? CalendarError)?.kind == .monthNotInYear }
  }

  @Test func badMonths() {
    // Month 13 exists only in leap years.
    #expect {
      try CalendarSystem.hebrew.date(year: 5785, month: 13, day: 1)
    } throws: { error in
      let e = error as! CalendarError
      return e.kind == .monthNotInYear && e.allowed == "1...12"
    }
    #expect {
      try CalendarSystem.hebrew.date(year: 5785, monthCode: MonthCode("M05L")!, day: 1)
    } throws: { ($0 as? CalendarError)?.kind == .monthNotInYear }
    #expect {
      try CalendarSystem.hebrew.date(year: 5785, monthCode: MonthCode("M13")!, day: 1)
    } throws: { ($0 as? CalendarError)?.kind == .monthNotInCalendar }
    #expect {
      try CalendarSystem.gregorian.date(year: 2024, monthCode: MonthCode("M02L")!, day: 1)
    } throws: { ($0 as? CalendarError)?.kind == .monthNotInCalendar }
    #expect {
      try CalendarSystem.gregorian.date(year: 2024, month: 14, day: 1)
    } throws: { ($0 as? CalendarError)?.kind == .fieldOutOfRange }
  }
}

@Suite struct IslamicTests {
  @Test(arguments: [(CalendarSystem.islamicCivil, 1_948_440), (.islamicTbla, 1_948_439)])
  func tabularCalendarsMatchTheArithmeticRule(calendar: CalendarSystem, epoch: Int) throws {
    for year in 1317...1525 {
      let months = try calendar.months(inYear: year)
      for m in months {
        #expect(m.firstDay.julianDayNumber == TabularIslamicReference.jdn(year, m.ordinal, 1, epoch: epoch))
      }
      #expect(try calendar.isLeapYear(year) == TabularIslamicReference.isLeap(year))
    }
  }

  @Test(arguments: [
    // Month starts in the official Umm al-Qura calendar of Saudi Arabia.
    ("1444-09-01", "2023-03-23"), ("1444-10-01", "2023-04-21"), ("1445-09-01", "2024-03-11"),
    ("1445-10-01", "2024-04-10"), ("1445-12-01", "2024-06-07"), ("1446-01-01", "2024-07-07"),
    ("1446-09-01", "2025-03-01"), ("1446-10-01", "2025-03-30"), ("1447-01-01", "2025-06-26"),
  ])
  func ummAlQura(hijri: String, iso: String) throws {
    #expect(try CalendarSystem.islamicUmalqura.parse(hijri).dayNumber == Day(isoString: iso))
  }
}

@Suite struct OtherCalendarTests {
  @Test(arguments: [
    // Japanese eras: Heisei began 1989-01-08, Reiwa 2019-05-01.
    ("1989-01-07", 234, 64), ("1989-01-08", 235, 1), ("2019-04-30", 235, 31), ("2019-05-01", 236, 1),
  ])
  func japaneseEras(iso: String, era: Int, yearOfEra: Int) throws {
    let date = try CalendarSystem.japanese.date(of: Day(isoString: iso)!)
    #expect(date.era == era && date.yearOfEra == yearOfEra)
    #expect(date.year == Day(isoString: iso)!.isoDate.year)
  }

  @Test func chineseLeapMonths() throws {
    // 2023 had a leap second month from 2023-03-22; 2020 a leap fourth month
    // from 2020-05-23; Chinese New Year 2024 was 2024-02-10.
    let y2023 = try CalendarSystem.chinese.months(inYear: 2023)
    #expect(y2023.count == 13)
    #expect(y2023.first { $0.monthCode == MonthCode("M02L") }?.firstDay == Day(iso: 2023, 3, 22))
    let y2020 = try CalendarSystem.chinese.months(inYear: 2020)
    #expect(y2020.first { $0.monthCode == MonthCode("M04L") }?.firstDay == Day(iso: 2020, 5, 23))
    #expect(try CalendarSystem.chinese.date(year: 2024, month: 1, day: 1).dayNumber == Day(iso: 2024, 2, 10))
    #expect(try CalendarSystem.chinese.isLeapYear(2023))
    #expect(try !CalendarSystem.chinese.isLeapYear(2024))
    // A leap month plus a year constrains to the ordinary month.
    let leap = try CalendarSystem.chinese.date(year: 2023, monthCode: MonthCode("M02L")!, day: 5)
    #expect(try leap.adding(years: 1).monthCode == MonthCode("M02"))
  }

  @Test(arguments: [
    (CalendarSystem.buddhist, "2024-03-20", 2567, 3, 20), (.roc, "2024-03-20", 113, 3, 20),
    // Coptic and Ethiopic new year 2024-09-11 (Nayrouz / Enkutatash after a leap year).
    (.coptic, "2024-09-11", 1741, 1, 1), (.ethiopic, "2024-09-11", 2017, 1, 1),
    (.ethioaa, "2024-09-11", 7517, 1, 1),
    // Indian national calendar: 1 Chaitra is 22 March, or 21 March in a Gregorian leap year.
    (.indian, "2024-03-21", 1946, 1, 1), (.indian, "2025-03-22", 1947, 1, 1),
    (.iso8601, "2024-03-20", 2024, 3, 20), (.gregorian, "-0001-12-31", -1, 12, 31),
  ])
  func knownDays(calendar: CalendarSystem, iso: String, year: Int, month: Int, day: Int) throws {
    let date = try calendar.date(of: Day(isoString: iso)!)
    #expect((date.year, date.month, date.day) == (year, month, day))
    #expect(try calendar.date(year: year, month: month, day: day).dayNumber == Day(isoString: iso))
  }
}

@Suite struct ContinuityTests {
  /// Every calendar, every day from 1900-01-01 to 2100-12-31: day numbers rise
  /// by one, weekdays rotate, each date follows the previous one, and the
  /// date round-trips through both its ordinal month and its month code.
  @Test(arguments: CalendarSystem.allCases)
  func walkEveryDay(calendar: CalendarSystem) throws {
    let start = Day(iso: 1900, 1, 1)!
    let end = Day(iso: 2100, 12, 31)!
    var previous = try calendar.date(of: start - 1)
    var day = start
    var failures = 0
    while day <= end && failures < 5 {
      let date = try calendar.date(of: day)
      let followsPrevious =
        (date.year == previous.year && date.month == previous.month && date.day == previous.day + 1)
        || (date.day == 1 && previous.day == previous.daysInMonth
          && ((date.year == previous.year && date.month == previous.month + 1)
            || (date.year == previous.year + 1 && date.month == 1 && previous.month == previous.monthsInYear)))
      let roundTrips =
        (try? calendar.date(year: date.year, month: date.month, day: date.day).dayNumber) == day
        && (try? calendar.date(year: date.year, monthCode: date.monthCode, day: date.day).dayNumber) == day
      let weekdayRotates = date.weekday == previous.weekday.advanced(by: 1)
      if !(followsPrevious && roundTrips && weekdayRotates && date.dayNumber == day) {
        failures += 1
        Issue.record("\(calendar) at \(day): \(previous.ordinalString) -> \(date.ordinalString)")
      }
      previous = date
      day += 1
    }
  }
}

@Suite struct HebrewFixtureTests {
  /// New years and year lengths from the convertdate package (see the fixture's header).
  @Test func newYearsMatchConvertdate() throws {
    let text = try String(contentsOfFile: fixturePath("hebrew-new-years-convertdate.txt"), encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let f = line.split(separator: " ").map { Int($0)! }
      let months = try CalendarSystem.hebrew.months(inYear: f[0])
      #expect(months[0].firstDay.julianDayNumber == f[1], "new year \(f[0])")
      #expect(months.reduce(0) { $0 + $1.length } == f[2], "length of \(f[0])")
      checked += 1
    }
    #expect(checked == 601)
  }
}

@Suite struct GregorianArithmeticTests {
  /// Yotei's own Gregorian tables agree with ICU's proleptic Gregorian calendar.
  @Test func agreesWithICU() throws {
    let engine = CalendarSystem.gregorian.engine
    var day = Day(iso: -500, 1, 1)!
    while day < Day(iso: 2500, 1, 1)! {
      let ours = try CalendarSystem.gregorian.date(of: day)
      let icu = engine.icuDate(of: day.julianDayNumber)
      #expect((ours.year, ours.monthCode, ours.day) == (icu.extendedYear, icu.monthCode, icu.day), "\(day)")
      day += 97
    }
    let bc = try CalendarSystem.gregorian.date(of: Day(iso: 0, 6, 1)!)
    #expect(bc.era == 0 && bc.yearOfEra == 1)
  }
}
