import Testing

@testable import Yotei

/// The values Yotei writes out instead of asking ICU at start (the default
/// locale and the Latin digits) against what ICU's data gives.
@Suite struct WrittenOutLocaleTests {
  @Test func englishIsWhatICUReadsForEnUS() throws {
    let read = try CalendarLocale("en-US")
    #expect(CalendarLocale.english == read)
    // Field by field, so a difference names itself.
    #expect(CalendarLocale.english.identifier == read.identifier)
    #expect(CalendarLocale.english.languageTag == read.languageTag)
    #expect(CalendarLocale.english.region == read.region)
    #expect(CalendarLocale.english.script == read.script)
    #expect(CalendarLocale.english.defaultCalendar == read.defaultCalendar)
    #expect(CalendarLocale.english.isRightToLeft == read.isRightToLeft)
    #expect(CalendarLocale.english.weekRule == read.weekRule)
    #expect(CalendarLocale.english.numberingSystem == read.numberingSystem)
    #expect(CalendarLocale.english.hasExplicitNumberingSystem == read.hasExplicitNumberingSystem)
  }

  @Test func latinDigitsAreICUs() throws {
    #expect(NumberingSystem.latin == (try NumberingSystem(name: "latn")))
    #expect(NumberingSystem.latin.format(1_234_567_890) == "1234567890")
  }
}
