import Testing

@testable import Yotei

/// Chinese-calendar short dates use the short style's digits (the locale's),
/// as ICU writes them, not the long style's Han numerals.
@Suite struct ChineseShortDateTests {
  // 2026-04-24 is day 8 of the third month of bingwu (丙午) in the Chinese calendar.
  static let day = Day(iso: 2026, 4, 24)!

  @Test(arguments: [
    ("ja-JP", DateStyle.short, "丙午-3-8"), ("ja-JP", .long, "丙午年三月八日"),
    ("zh-Hans-HK", .short, "2026/3/8"), ("zh-Hans-HK", .long, "丙午年三月八日"),
  ])
  func shortDatesAsICUWritesThem(locale: String, style: DateStyle, expected: String) throws {
    let symbols = CalendarSymbols(locale: try CalendarLocale(locale), calendar: .chinese)
    #expect(try symbols.format(Self.day, style: style) == expected)
  }

  /// In every locale, the short style writes what ICU's own formatter for the
  /// locale writes (its default digits), on a day where Yotei's and ICU's
  /// Chinese fields agree.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func everyLocalesShortStyleIsICUs(_ calendar: CalendarSystem) throws {
    var wrong: [String] = []
    for identifier in CalendarLocale.availableIdentifiers {
      let locale = try CalendarLocale(identifier)
      let symbols = CalendarSymbols(locale: locale, calendar: calendar)
      let icuLocale = locale.icuIdentifier(calendar: calendar, numbers: locale.numberingSystem.name)
      guard locale.dateNumbersOverride(calendar: calendar, style: .short).isEmpty,
        let icu = FormatterCache.shared.format(
          Self.day, source: .style(DateStyle.short.icuStyle), locale: icuLocale)
      else { continue }
      let text = try symbols.format(Self.day, style: .short)
      if text != icu { wrong.append("\(identifier): \(text) | ICU \(icu)") }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
  }
}

/// The numerals CLDR's date styles write the day of the month in, where they
/// are not the date's digits: Chinese dates in Chinese and Cantonese (ICU's
/// `hanidays`, 初一 ... 三十), and no other locale or calendar.
@Suite struct DayOfMonthNumeralTests {
  @Test func chineseDatesInChineseOnly() throws {
    let chinese = CalendarSymbols(locale: try CalendarLocale("zh-CN"), calendar: .chinese)
    #expect(chinese.dayOfMonthNumberingSystem?.name == "hanidays")
    #expect(chinese.dayOfMonthNumberingSystem?.format(1) == "初一")
    #expect(chinese.dayOfMonthNumberingSystem?.format(29) == "廿九")
    // Traditional Chinese too; not Korean Dangi dates, whose CLDR formats
    // write the day in digits (as the Korea Astronomy and Space Science
    // Institute's lunar tables do: 음력 1월 1일), nor Gregorian ones.
    #expect(
      CalendarSymbols(locale: try CalendarLocale("zh-TW"), calendar: .chinese).dayOfMonthNumberingSystem?.name
        == "hanidays")
    #expect(
      CalendarSymbols(locale: try CalendarLocale("ko-KR"), calendar: .dangi).dayOfMonthNumberingSystem == nil)
    #expect(
      CalendarSymbols(locale: try CalendarLocale("zh-CN"), calendar: .gregorian).dayOfMonthNumberingSystem
        == nil)
    // Japanese writes the whole date in Han digits: no day numerals of its own.
    #expect(
      CalendarSymbols(locale: try CalendarLocale("ja-JP"), calendar: .chinese).dayOfMonthNumberingSystem
        == nil)
    // Digits the locale names win.
    #expect(
      CalendarSymbols(locale: try CalendarLocale("zh-CN-u-nu-latn"), calendar: .chinese)
        .dayOfMonthNumberingSystem
        == nil)
  }

  /// In every locale ICU has, for both lunisolar calendars: where the day has
  /// numerals of its own, the long style writes the day in them (正月初一 of
  /// 2026, 17 February); in Korean and everywhere else there are none.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func everyLocaleAsCLDRsStylesSay(_ calendar: CalendarSystem) throws {
    let newYear = Day(iso: 2026, 2, 17)!
    var withNumerals: [String] = []
    for identifier in CalendarLocale.availableIdentifiers {
      let symbols = CalendarSymbols(locale: try CalendarLocale(identifier), calendar: calendar)
      guard let numerals = symbols.dayOfMonthNumberingSystem else { continue }
      withNumerals.append(identifier)
      let text = try symbols.format(newYear, style: .long)
      #expect(text.contains(numerals.format(1)), "\(identifier): \(text)")
    }
    // Chinese and Cantonese (CLDR's yue has the same Chinese date formats).
    #expect(withNumerals.allSatisfy { $0.hasPrefix("zh") || $0.hasPrefix("yue") }, "\(withNumerals)")
    #expect(!withNumerals.contains { $0.hasPrefix("ko") })
    if calendar == .chinese {
      #expect(withNumerals.contains("zh_Hans_CN") && withNumerals.contains("zh_Hant_TW"))
    }
  }
}
