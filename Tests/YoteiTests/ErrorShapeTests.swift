import Testing

@testable import Yotei

/// One shape for errors (`YoteiError`: field, value, allowed, message), and
/// no message that repeats a long input whole.
@Suite struct ErrorShapeTests {
  static let long = String(repeating: "ab", count: 500_000)  // 1,000,000 characters

  @Test func everyCoreErrorHasTheSharedShape() throws {
    let calendar = try #require(throws: CalendarError.self) { try CalendarSystem(identifier: "persain") }
    let locale = try #require(throws: LocaleError.self) { try CalendarLocale("xx-YY") }
    let zone = try #require(throws: ZoneError.self) { try TimeZoneDatabase.system.zone("Mars/Olympus") }
    let errors: [any YoteiError] = [calendar, locale, zone]
    #expect(errors.map(\.field) == ["calendar", "locale", "zone"])
    #expect(errors.map(\.value) == ["persain", "xx-YY", "Mars/Olympus"])
    for error in errors {
      #expect(!error.allowed.isEmpty && error.message == error.description, "\(error)")
    }
  }

  @Test func longInputsAreQuotedShortEverywhere() throws {
    let calendar = try #require(throws: CalendarError.self) { try CalendarSystem(identifier: Self.long) }
    let locale = try #require(throws: LocaleError.self) { try CalendarLocale(Self.long) }
    let tag = try #require(throws: LocaleError.self) { try CalendarLocale("en-" + Self.long) }
    let zone = try #require(throws: ZoneError.self) { try TimeZoneDatabase.system.zone(Self.long) }
    let date = try #require(throws: CalendarError.self) { try CalendarDate.reading(Self.long) }
    let errors: [any YoteiError] = [calendar, locale, tag, zone, date]
    for error in errors {
      #expect(error.message.count < 400, "\(error.field): \(error.message.count) characters")
      #expect(error.value.count <= 90)
      // The input, or the part of it at fault, shortened with its length.
      #expect(error.message.contains("… (") && error.message.contains(" characters)"), "\(error.message)")
    }
    // The length said is the input's own, even where one error's quoted value
    // became another's (a date's text quoted twice once said "81 characters").
    for error in [calendar, locale, zone, date] as [any YoteiError] {
      #expect(error.value.hasSuffix("… (1000000 characters)"), "\(error.field): \(error.value)")
      #expect(error.message.contains("… (1000000 characters)"), "\(error.field): \(error.message)")
    }
    let quoted = quotedInput(Self.long)
    #expect(quotedInput(quoted) == quoted)
    #expect(quotedInput(String(repeating: "x", count: 64)) == String(repeating: "x", count: 64))
    #expect(
      quotedInput(String(repeating: "x", count: 65)) == String(repeating: "x", count: 60)
        + "… (65 characters)")
    // Text that only ends like a quoted form is still shortened.
    let lookalike = String(repeating: "y", count: 1000) + "… (3 characters)"
    #expect(quotedInput(lookalike) == String(repeating: "y", count: 60) + "… (1016 characters)")
  }

  /// A control character in an input is written as its code in the error,
  /// never raw: a terminal drops a NUL (`'en\0US'` read as `'enUS'`) and
  /// acts on an escape sequence.
  @Test func controlCharactersAreWrittenAsCodes() throws {
    let locale = try #require(throws: LocaleError.self) { try CalendarLocale("en\0US") }
    #expect(locale.value == #"en\u{0}US"#)
    #expect(locale.description.hasPrefix(#"invalid locale 'en\u{0}US': "#), "\(locale)")
    let calendar = try #require(throws: CalendarError.self) { try CalendarSystem(identifier: "per\nsian") }
    #expect(calendar.value == #"per\u{A}sian"#)
    #expect(calendar.message.contains(#"'per\u{A}sian'"#), "\(calendar)")
    let zone = try #require(throws: ZoneError.self) {
      try TimeZoneDatabase.system.zone("Europe/\u{1B}[31mParis")
    }
    #expect(zone.value == #"Europe/\u{1B}[31mParis"#)
    let errors: [any YoteiError] = [locale, calendar, zone]
    for error in errors {
      #expect(!error.message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
    let nuls = String(repeating: "\0", count: 100)
    let quoted = quotedInput(nuls)
    #expect(quoted == String(repeating: #"\u{0}"#, count: 60) + "… (100 characters)")
    #expect(quotedInput(quoted) == quoted)
    #expect(quotedInput("tab\there") == #"tab\u{9}here"#)
    #expect(quotedInput("ok: ۱۴۰۳ فروردین") == "ok: ۱۴۰۳ فروردین")
  }
}
