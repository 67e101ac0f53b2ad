import Foundation
import Testing

@testable import Yotei

/// Date styles against Foundation's `DateFormatter`, which formats with its own
/// ICU build (a newer CLDR than Debian's ICU 72): where both have the same
/// pattern for a style, the text must be the same.
@Suite struct DateStyleTests {
  static let styles: [(DateStyle, DateFormatter.Style)] = [
    (.full, .full), (.long, .long), (.medium, .medium), (.short, .short),
  ]

  func foundation(
    _ locale: String, _ calendar: Calendar.Identifier, _ style: DateFormatter.Style, _ y: Int, _ m: Int,
    _ d: Int,
    pattern: String? = nil
  ) -> (text: String, pattern: String) {
    let utc = TimeZone(identifier: "UTC")!
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = utc
    let date = gregorian.date(from: DateComponents(year: y, month: m, day: d, hour: 12))!
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    var display = Calendar(identifier: calendar)
    display.timeZone = utc
    formatter.calendar = display
    formatter.timeZone = utc
    formatter.dateStyle = style
    formatter.timeStyle = .none
    if let pattern { formatter.dateFormat = pattern }
    return (formatter.string(from: date), formatter.dateFormat)
  }

  static let cases: [(String, CalendarSystem, Calendar.Identifier)] = [
    ("en_US", .gregorian, .gregorian), ("de_DE", .gregorian, .gregorian), ("fa_IR", .persian, .persian),
    ("en_US", .hebrew, .hebrew), ("ru_RU", .gregorian, .gregorian), ("ar_EG", .gregorian, .gregorian),
  ]
  // Not zh/chinese here: formatting Chinese-calendar dates through ICU 72
  // while other tests compute Chinese years through ICU (with --parallel)
  // hits ICU's shared Chinese-calendar cache race (the calendars issue).

  @Test(arguments: 0..<cases.count)
  func stylesMatchFoundationWherePatternsAgree(_ index: Int) throws {
    let (id, calendar, foundationCalendar) = Self.cases[index]
    let symbols = CalendarSymbols(locale: try CalendarLocale(id), calendar: calendar)
    var compared = 0
    for (y, m, d) in [(2025, 6, 10), (2024, 3, 20), (1999, 12, 31)] {
      let day = try CalendarSystem.gregorian.date(year: y, month: m, day: d).dayNumber
      for (style, foundationStyle) in Self.styles {
        let reference = foundation(id, foundationCalendar, foundationStyle, y, m, d)
        guard reference.pattern == symbols.datePattern(style) else { continue }
        // Skip where CLDR renamed the month since 42 (Russian "июн.", Chinese "冬月").
        let months = ["MMMM", "MMM"].filter { reference.pattern.contains($0) }.prefix(1)
        let sameMonthNames = try months.allSatisfy {
          try foundation(id, foundationCalendar, foundationStyle, y, m, d, pattern: $0).text
            == symbols.format(day, pattern: $0)
        }
        guard sameMonthNames else { continue }
        #expect(
          try symbols.format(day, style: style) == reference.text, "\(id) \(calendar) \(style) \(y)-\(m)-\(d)"
        )
        compared += 1
      }
    }
    // CLDR changed some patterns after 42, but most of each locale's styles agree.
    #expect(compared >= 6, "only \(compared) styles share a pattern with Foundation")
  }

  @Test func hebrewCalendarInHebrewUsesHebrewNumerals() throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale("he-IL"), calendar: .hebrew)
    let day = try CalendarSystem.gregorian.date(year: 2025, month: 6, day: 10).dayNumber
    let ours = try symbols.format(day, style: .full).split(separator: " ")
    let reference = foundation("he_IL", .hebrew, .full, 2025, 6, 10).text.split(separator: " ")
    // Foundation's newer CLDR spells Sivan "סיון" where CLDR 42 has "סיוון";
    // weekday, day and year numerals must agree.
    #expect(ours.count == 5 && reference.count == 5)
    #expect(ours[0...2] == reference[0...2])
    #expect(ours[4] == reference[4])
    #expect(ours[2] == "י״ד" && ours[4] == "תשפ״ה")
    #expect(symbols.digits(15) == "ט״ו")
    #expect(symbols.numberingSystem.name == "hebr")
    // Patterns keep the year without its thousands, as the styles write it.
    #expect(try symbols.format(day, skeleton: "yMMMd").hasSuffix(" תשפ״ה"))
  }

  @Test func explicitDigitsWinOverTheCalendarsNumerals() throws {
    let latin = CalendarSymbols(locale: try CalendarLocale("he-IL-u-nu-latn"), calendar: .hebrew)
    let day = try CalendarSystem.gregorian.date(year: 2025, month: 6, day: 10).dayNumber
    let text = try latin.format(day, style: .full)
    #expect(text.hasPrefix("יום שלישי, 14 ב") && text.hasSuffix(" 5785"))
    #expect(latin.digits(15) == "15")
    let override = CalendarSymbols(
      locale: try CalendarLocale("he-IL"), calendar: .hebrew, numberingSystem: .latin)
    #expect(try override.format(day, style: .long) == latin.format(day, style: .long))
    // Gregorian dates in Hebrew keep Latin digits.
    #expect(
      try CalendarSymbols(locale: try CalendarLocale("he-IL")).format(day, style: .short) == "10.6.2025")
  }

  @Test func customaryNumerals() throws {
    let he = try CalendarLocale("he-IL")
    #expect(he.numberingSystem(for: .hebrew).name == "hebr")
    #expect(he.numberingSystem(for: .gregorian).name == "latn")
    #expect(try CalendarLocale("en-US").numberingSystem(for: .hebrew).name == "latn")
    #expect(try CalendarLocale("fa-IR").numberingSystem(for: .persian).name == "arabext")
    #expect(try CalendarLocale("he-IL-u-nu-arab").numberingSystem(for: .hebrew).name == "arab")
  }
}
