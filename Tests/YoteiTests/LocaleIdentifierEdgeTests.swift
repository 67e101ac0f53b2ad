import Testing

@testable import Yotei

/// Locale identifiers C would cut short, and the locales that name no language.
@Suite struct LocaleIdentifierEdgeTests {
  @Test(arguments: ["en\0US", "en\u{7}", "fa\u{7F}IR"])
  func controlCharactersAreRefused(text: String) throws {
    let error = try #require(throws: LocaleError.self) { try CalendarLocale(text) }
    #expect(error.reason.contains("ASCII letters"))
  }

  @Test(arguments: ["und", "root", "UND", "und-US", "root_US"])
  func undeterminedAndRootNameNoLanguage(text: String) throws {
    let error = try #require(throws: LocaleError.self) { try CalendarLocale(text) }
    #expect(error.reason.contains("names no language"), "\(error)")
  }

  @Test func ordinaryIdentifiersStillWork() throws {
    #expect(try CalendarLocale("en-US").identifier == "en_US")
    #expect(try CalendarLocale("fa_IR@calendar=persian").language == "fa")
  }
}
