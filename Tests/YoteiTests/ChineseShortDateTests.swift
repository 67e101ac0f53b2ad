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
