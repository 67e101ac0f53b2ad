import Foundation
import Testing

@testable import Yotei

@Suite struct WeekRuleTests {
  // First weekday, minimal days and weekend as CLDR 42 gives them (supplemental weekData).
  @Test(arguments: [
    ("en-US", Weekday.sunday, 1, [Weekday.saturday, .sunday]),
    ("en-GB", .monday, 4, [.saturday, .sunday]),
    ("ru-RU", .monday, 4, [.saturday, .sunday]),
    ("de-DE", .monday, 4, [.saturday, .sunday]),
    ("he-IL", .sunday, 1, [.friday, .saturday]),
    ("fa-IR", .saturday, 1, [.friday]),
    ("ar-SA", .sunday, 1, [.friday, .saturday]),
    ("ar-EG", .saturday, 1, [.friday, .saturday]),
    ("ja-JP", .sunday, 1, [.saturday, .sunday]),
    ("zh-CN", .monday, 1, [.saturday, .sunday]),
    ("hi-IN", .sunday, 1, [.sunday]),
    ("fa-AF", .saturday, 1, [.thursday, .friday]),
  ])
  func localeWeekData(locale: String, first: Weekday, minimalDays: Int, weekend: [Weekday]) throws {
    let rule = try CalendarLocale(locale).weekRule
    #expect(rule.firstWeekday == first)
    #expect(rule.minimalDaysInFirstWeek == minimalDays)
    #expect(rule.weekend == Set(weekend))
  }

  @Test func firstWeekdayExtensionAndOverride() throws {
    #expect(try CalendarLocale("en-US-u-fw-mon").weekRule.firstWeekday == .monday)
    #expect(try CalendarLocale("fa-IR-u-fw-sat").weekRule.firstWeekday == .saturday)
    var rule = try CalendarLocale("en-US").weekRule
    rule.firstWeekday = .monday
    #expect(rule.weekdaysInOrder == [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
  }

  @Test func isoWeeks() throws {
    #expect(try WeekRule.isoWeek(of: Day(iso: 2021, 1, 3)!) == (2020, 53))
    #expect(try WeekRule.isoWeek(of: Day(iso: 2021, 1, 4)!) == (2021, 1))
    #expect(try WeekRule.isoWeek(of: Day(iso: 2024, 12, 30)!) == (2025, 1))
    #expect(try WeekRule.isoWeek(of: Day(iso: 2026, 12, 31)!) == (2026, 53))
  }

  /// ISO weeks by the Thursday rule, and US weeks by Foundation's own
  /// Gregorian calendar, for every day of 1990-2030.
  @Test func weeksAgreeWithIndependentRulesEveryDay() throws {
    var foundation = Foundation.Calendar(identifier: .gregorian)
    foundation.timeZone = TimeZone(identifier: "UTC")!
    foundation.firstWeekday = 1
    foundation.minimumDaysInFirstWeek = 1
    let us = try CalendarLocale("en-US").weekRule
    var day = Day(iso: 1990, 1, 1)!
    while day <= Day(iso: 2030, 12, 31)! {
      // ISO: the week belongs to the year of its Thursday; its number counts Thursdays.
      let thursday = day + (4 - day.isoWeekday.rawValue)
      let (ty, _, _) = thursday.isoDate
      let week = (thursday - Day(iso: ty, 1, 1)!) / 7 + 1
      #expect(try WeekRule.isoWeek(of: day) == (ty, week), "\(day)")
      let date = Date(timeIntervalSince1970: Double(day.daysSinceUnixEpoch) * 86400)
      let expected = foundation.dateComponents([.weekOfYear, .yearForWeekOfYear], from: date)
      let ours = try us.weekOfYear(day)
      #expect(ours.week == expected.weekOfYear && ours.yearForWeek == expected.yearForWeekOfYear, "\(day)")
      day += 1
    }
  }
}

@Suite struct LocaleTests {
  @Test(arguments: [
    ("fa-IR", CalendarSystem.persian), ("th-TH", .buddhist), ("ar-SA", .islamicUmalqura),
    ("en-US", .gregorian),
    ("he-IL", .gregorian), ("he-IL-u-ca-hebrew", .hebrew), ("ja-JP-u-ca-japanese", .japanese),
  ])
  func defaultCalendars(locale: String, calendar: CalendarSystem) throws {
    #expect(try CalendarLocale(locale).defaultCalendar == calendar)
  }

  @Test func digitsAndDirection() throws {
    #expect(try CalendarLocale("fa-IR").numberingSystem.digits == Array("۰۱۲۳۴۵۶۷۸۹"))
    #expect(try CalendarLocale("ar-EG").numberingSystem.digits == Array("٠١٢٣٤٥٦٧٨٩"))
    #expect(try CalendarLocale("ar-EG-u-nu-latn").numberingSystem.name == "latn")
    #expect(try CalendarLocale("he-IL").isRightToLeft)
    #expect(try !CalendarLocale("de-DE").isRightToLeft)
    let hebr = try NumberingSystem(name: "hebr")
    #expect(hebr.isAlgorithmic)
    #expect(hebr.format(15) == "ט״ו")
    #expect(try NumberingSystem(name: "arabext").format(1403) == "۱۴۰۳")
  }

  @Test(arguments: ["xx", "en-", "zz-ZZ", "", "en-u-nu-foo", "en-u-fw-xyz", "en US"])
  func badLocalesAreReported(text: String) {
    #expect(throws: LocaleError.self) { try CalendarLocale(text) }
  }

  @Test func unknownLanguageNamesIt() {
    #expect {
      try CalendarLocale("qq-QQ")
    } throws: { ($0 as? LocaleError)?.description.contains("'qq'") == true }
  }
}
