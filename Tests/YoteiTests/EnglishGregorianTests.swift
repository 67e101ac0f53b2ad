import Testing

@testable import Yotei

/// The Gregorian names and title of `en_US` that Yotei has without ICU,
/// against ICU's own (its symbols, its generator and its formatter).
@Suite struct EnglishGregorianTests {
  let icuLocale = "en_US@calendar=gregorian;numbers=latn"

  @Test func appliesOnlyToPlainUSEnglishGregorian() throws {
    #expect(EnglishGregorian.applies(to: CalendarSymbols(locale: .english)))
    #expect(!EnglishGregorian.applies(to: CalendarSymbols(locale: .english, calendar: .hebrew)))
    #expect(!EnglishGregorian.applies(to: CalendarSymbols(locale: try CalendarLocale("en-GB"))))
    #expect(!EnglishGregorian.applies(to: CalendarSymbols(locale: try CalendarLocale("en-US-u-nu-arab"))))
    #expect(
      !EnglishGregorian.applies(
        to: CalendarSymbols(locale: .english, numberingSystem: try NumberingSystem(name: "hebr"))))
  }

  @Test func weekdayNamesAreICUs() {
    let kinds: [(SymbolWidth, SymbolContext, Int32)] = [
      (.wide, .format, 3), (.abbreviated, .format, 4), (.narrow, .format, 9), (.short, .format, 20),
      (.wide, .standalone, 13), (.abbreviated, .standalone, 14), (.narrow, .standalone, 15),
      (.short, .standalone, 21),
    ]
    let symbols = CalendarSymbols(locale: .english)
    for (width, context, kind) in kinds {
      let icu = FormatterCache.shared.symbols(kind: kind, locale: icuLocale, indices: 1..<8)
      let ours = symbols.weekdayNames(width, context: context)
      #expect(
        icu == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday].map { ours[$0]! })
    }
  }

  @Test func titlesAreICUs() throws {
    let symbols = CalendarSymbols(locale: .english)
    #expect(symbols.generatorPattern("yMMMM") == EnglishGregorian.titlePattern)
    #expect(CalendarLocale.english.dateNumbersOverride(calendar: .gregorian, style: .long).isEmpty)
    #expect(CalendarLocale.english.numberingSystem(for: .gregorian).name == "latn")
    for year in [1, 9, 999, 1582, 1970, 2024, 2026, 9999] {
      for month in 1...12 {
        let first = try CalendarSystem.gregorian.date(year: year, month: month, day: 1).dayNumber
        let icu = FormatterCache.shared.format(first, source: .pattern("MMMM y"), locale: icuLocale)
        #expect(try symbols.monthTitle(year: year, month: month) == icu, "\(year)-\(month)")
        #expect(try symbols.format(first, pattern: "MMMM") == EnglishGregorian.months[month - 1])
      }
    }
    // Before the common era the title keeps its era, through ICU.
    #expect(try symbols.monthTitle(year: 0, month: 3) == "March 1 BC")
  }
}
