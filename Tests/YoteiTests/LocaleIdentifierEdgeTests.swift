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

  /// A `-u-` key without a value used to read as ICU's "yes" and be
  /// reported as "unknown calendar 'yes'".
  @Test(arguments: [
    ("en-US-u-ca", "ca"), ("en-u-nu", "nu"), ("fa-IR-u-fw-ca-persian", "fw"), ("en-US-u-ca-", "ca"),
    ("EN-U-CA", "ca"),
  ])
  func aUnicodeKeyWithoutAValueIsNamed(text: String, key: String) throws {
    let error = try #require(throws: LocaleError.self) { try CalendarLocale(text) }
    #expect(error.reason.contains("the -u-\(key) keyword has no value"), "\(error)")
    #expect(!error.description.contains("'yes'"))
  }

  @Test func ordinaryIdentifiersStillWork() throws {
    #expect(try CalendarLocale("en-US-u-ca-islamic-civil").defaultCalendar == .islamicCivil)
    #expect(try CalendarLocale("en-GB-u-fw-mon-nu-arab").numberingSystem.name == "arab")
    #expect(try CalendarLocale("en-US").identifier == "en_US")
    #expect(try CalendarLocale("fa_IR@calendar=persian").language == "fa")
  }
}
