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
  }
}
