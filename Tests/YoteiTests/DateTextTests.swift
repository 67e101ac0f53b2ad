import Testing

@testable import Yotei

/// The one date-text reader: every calendar identifier in every text form
/// that takes one, and what the text itself named.
@Suite struct DateTextTests {
  /// Every identifier `CalendarSystem(identifier:)` takes: the Yotei ones
  /// and the CLDR aliases.
  static let identifiers: [(String, CalendarSystem)] =
    CalendarSystem.allCases.map { ($0.identifier, $0) }
    + CalendarSystem.allCases.map { ($0.cldrIdentifier, $0) }
    + [("ISO8601", .iso8601), ("Persian", .persian), ("iso", .iso8601), ("islamicc", .islamicCivil)]

  @Test(arguments: identifiers)
  func aPrefixNamesItsCalendar(identifier: String, calendar: CalendarSystem) throws {
    // The ISO day 2024-03-01 written in the calendar, then read back with its prefix.
    let iso = Day(iso: 2024, 3, 1)!
    let date = try calendar.date(of: iso)
    let text = "\(identifier):\(date.year)-\(date.monthCode)-\(date.day)"
    let parsed = try CalendarDate.reading(text, calendar: calendar == .hebrew ? .persian : .hebrew)
    #expect(parsed.namedCalendar == calendar, "\(text)")
    #expect(parsed.date.calendar == calendar)
    #expect(parsed.date.dayNumber == iso, "\(text)")
    #expect(parsed.timeOfDay == nil && parsed.zone == nil)
  }

  @Test(arguments: identifiers)
  func aSuffixNamesItsCalendar(identifier: String, calendar: CalendarSystem) throws {
    for suffix in [
      "[u-ca=\(identifier)]", "[!u-ca=\(identifier)]", "T10:00:00+01:00[Europe/Paris][u-ca=\(identifier)]",
    ] {
      let text = "2024-03-01" + suffix
      let parsed = try CalendarDate.reading(text)
      #expect(parsed.namedCalendar == calendar, "\(text)")
      #expect(parsed.date == (try calendar.date(of: Day(iso: 2024, 3, 1)!)), "\(text)")
    }
  }

  @Test func iso8601PrefixIsRead() throws {
    // Refused as "'iso8601:2024' is not a year" when the prefix took letters only.
    let parsed = try CalendarDate.reading("iso8601:2024-03-01")
    #expect(parsed.namedCalendar == .iso8601)
    #expect(parsed.date.calendar == .iso8601)
    #expect(parsed.date.dayNumber == Day(iso: 2024, 3, 1)!)
    #expect(try CalendarDate(parsing: "iso8601:2024-03-01").calendar == .iso8601)
  }

  @Test func aDateAloneNamesNoCalendar() throws {
    let parsed = try CalendarDate.reading("1403-01-01", calendar: .persian)
    #expect(parsed.namedCalendar == nil)
    #expect(parsed.date.calendar == .persian)
  }

  @Test func aTimestampSaysItsTimeAndZone() throws {
    let parsed = try CalendarDate.reading("2024-03-20T10:00:00+01:00[Europe/Paris]")
    #expect(parsed.timeOfDay == "T10:00:00+01:00")
    #expect(parsed.zone == "Europe/Paris")
    #expect(parsed.namedCalendar == nil)
  }

  @Test(arguments: ["tomorow", "tuesday", "t", "yesterdya", "next tuesday"])
  func aWordIsNotATime(text: String) throws {
    let error = try #require(throws: CalendarError.self) { try CalendarDate.reading(text) }
    #expect(error.field != "time", "\(error)")
    #expect(!error.message.contains("has a time"), "\(error)")
  }

  @Test func aTimeWithoutASuffixIsRefusedAsATime() throws {
    let error = try #require(throws: CalendarError.self) { try CalendarDate.reading("2024-03-20 10:00") }
    #expect(error.field == "time")
    #expect(error.value == "10:00")
  }

  /// RFC 9557 and Temporal take the first calendar annotation, and refuse
  /// two different ones when either is critical.
  @Test func theFirstCalendarAnnotationCounts() throws {
    let first = try CalendarDate(parsing: "2024-03-20[u-ca=persian][u-ca=hebrew]")
    #expect(first.calendar == .persian)
    for text in ["2024-03-20[!u-ca=persian][u-ca=hebrew]", "2024-03-20[u-ca=persian][!u-ca=hebrew]"] {
      let error = try #require(throws: CalendarError.self) { try CalendarDate(parsing: text) }
      #expect(error.message.contains("two calendars"), "\(error)")
    }
    #expect(try CalendarDate(parsing: "2024-03-20[!u-ca=persian][u-ca=persian]").calendar == .persian)
  }

  @Test func aHugeInputIsNotQuotedWhole() throws {
    let text = String(repeating: "9", count: 1_000_000) + "-01-01"
    let error = try #require(throws: CalendarError.self) { try CalendarDate(parsing: text) }
    #expect(error.message.count < 300, "\(error.message.count) characters")
    #expect(error.value.count < 100)
    #expect(error.message.contains("1000006 characters"))
  }
}
