import Testing

@testable import Yotei

/// The shortcuts a process's first date takes (docs/PERFORMANCE.md, the runtime
/// start): each gives what the longer code it replaced gave.
@Suite struct StartPathTests {
  /// Patterns with eras of every width, quotes, a quote with a combining mark,
  /// and letters beside the era.
  static let patterns = [
    "EEEE, MMMM d, y G", "G y MMMM d", "GGGGG y-MM-dd", "y 'G' GGGG", "GGy", "'it''s' G",
    "'lyɛ'̌ʼ G d", "", "d MMMM y", "GGGG GG G",
  ]

  @Test(arguments: patterns)
  func eraRunsAreTheFieldRunsOfG(pattern: String) {
    let expected = CalendarSymbols.fieldRuns(in: pattern).filter { $0.first == "G" }.map(\.count)
    #expect(CalendarSymbols.eraRunLengths(in: pattern).sorted() == expected.sorted(), "\(pattern)")
  }

  @Test func icuIdentifiersNameTheCalendarAndDigits() throws {
    let persian = try CalendarLocale("fa-IR")
    #expect(persian.baseIdentifier == "fa_IR")
    #expect(persian.icuIdentifier(calendar: .persian) == "fa_IR@calendar=persian;numbers=arabext")
    #expect(
      persian.icuIdentifier(calendar: .gregorian, numbers: "latn") == "fa_IR@calendar=gregorian;numbers=latn")
    let thai = try CalendarLocale("th-TH-u-nu-thai")
    #expect(thai.icuIdentifier(calendar: .buddhist).hasSuffix("@calendar=buddhist;numbers=thai"))
    #expect(!thai.baseIdentifier.contains("@"))
  }

  /// Every calendar's identifier, in any case, by the search that replaced
  /// `init(rawValue:)`.
  @Test func everyIdentifierNamesItsCalendar() throws {
    for calendar in CalendarSystem.allCases {
      #expect(try CalendarSystem(identifier: calendar.rawValue) == calendar)
      #expect(try CalendarSystem(identifier: calendar.rawValue.uppercased()) == calendar)
    }
  }

  /// The English locale's weekend, made without a set literal.
  @Test func englishWeekendIsSaturdayAndSunday() throws {
    #expect(CalendarLocale.english.weekRule.weekend == [.saturday, .sunday])
    #expect(CalendarLocale.english.weekRule == (try CalendarLocale("en-US")).weekRule)
  }

  /// Weekday names in a week's order come from the Sunday-first list by
  /// position: the same as the names by weekday.
  @Test func orderedWeekdayNamesAreTheNamesByWeekday() throws {
    for locale in ["en", "he-IL", "fa-IR", "ja-JP", "ar-SA"] {
      let symbols = CalendarSymbols(locale: try CalendarLocale(locale), calendar: .gregorian)
      let rule = try CalendarLocale(locale).weekRule
      for width in [SymbolWidth.wide, .abbreviated, .narrow] {
        let byDay = symbols.weekdayNames(width)
        #expect(byDay.count == 7)
        #expect(symbols.weekdayNames(width, orderedBy: rule) == rule.weekdaysInOrder.map { byDay[$0]! })
      }
    }
  }
}
