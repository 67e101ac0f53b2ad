import Foundation
import Testing
import Yotei
import YoteiLocalization
import YoteiProduction
import YoteiTable

@testable import YoteiFoundation

/// YoteiFoundation's helpers for apps: readable localizedDescription, days
/// in a Foundation TimeZone, noon Dates and a FormatStyle for calendar dates.
@Suite struct AppHelperTests {
  @Test func errorsReadWellThroughLocalizedDescription() throws {
    let calendar = try #require(throws: CalendarError.self) { try Day(iso: 2023, month: 2, day: 29) }
    #expect((calendar as any Error).localizedDescription == calendar.message)
    let zone = try #require(throws: ZoneError.self) { try TimeZoneDatabase.system.zone("Europe/Pariss") }
    #expect((zone as any Error).localizedDescription.contains("Europe/Paris"))
    let locale = try #require(throws: LocaleError.self) { try CalendarLocale("xx-YY") }
    #expect((locale as any Error).localizedDescription == locale.description)
    let bridge = BridgeError.dayOutOfRange(Day.maximum + 1)
    #expect((bridge as any Error).localizedDescription == bridge.description)
  }

  /// Each library module's error, as a caller meets it (thrown by a public
  /// call), reads as its own sentence, never Foundation's generic text, and
  /// has no failure reason or suggestion that would repeat it.
  @Test func everyModulesErrorsReadWellThroughLocalizedDescription() throws {
    func sentence(_ error: any Error) -> String { error.localizedDescription }
    let region = try #require(throws: ProductionError.self) { try ProductionCalendar.shipped("XX") }
    #expect(sentence(region) == region.description)
    #expect(sentence(region).hasPrefix("no production calendar for region 'XX' (known: "))
    let russia = try ProductionCalendar.shipped("RU")
    let year = try #require(throws: ProductionError.self) { try russia.norms(year: 1066) }
    #expect(sentence(year) == year.description)
    #expect(sentence(year).contains("1066"))
    let xml = #"<calendar year="0" lang="ru" country="ru"><days><day d="01.01" t="1"/></days></calendar>"#
    let data = try #require(throws: ProductionDataError.self) {
      try XMLCalendarFormat.parse(xml, file: "x.xml")
    }
    #expect(sentence(data) == data.description)
    #expect(sentence(data).hasPrefix("x.xml:1: calendar@year: "))
    let catalog = try #require(throws: CatalogError.self) { try StringCatalog(xcstrings: "{") }
    #expect(sentence(catalog) == catalog.description)
    #expect(sentence(catalog).hasPrefix("line 1, column 2: "))
    let localization = try #require(throws: LocalizationError.self) {
      try FixtureMatrix(localeList: nil, calendarList: "gregorian,mayan")
    }
    #expect(sentence(localization) == #"unknown calendar "mayan""#)
    let table = try #require(throws: TableError.self) { try TableFormat(name: "xlsx") }
    #expect(sentence(table) == table.description)
    #expect(sentence(table).hasPrefix("unknown format 'xlsx'; the formats are "))
    let errors: [any Error] = [region, year, data, catalog, localization, table]
    for error in errors {
      #expect(!sentence(error).contains("could not be completed"), "\(type(of: error))")
      #expect((error as? any LocalizedError)?.failureReason == nil)
      #expect((error as? any LocalizedError)?.recoverySuggestion == nil)
    }
  }

  @Test func daysInAFoundationTimeZone() throws {
    // 2024-03-19T21:00:00Z is already 20 March in Tehran (+03:30).
    let date = Date(timeIntervalSince1970: 1_710_882_000)
    let tehran = try #require(TimeZone(identifier: "Asia/Tehran"))
    #expect(try Day(date, in: tehran) == Day(iso: 2024, 3, 20)!)
    #expect(try Day(date, in: TimeZone(identifier: "UTC")!) == Day(iso: 2024, 3, 19)!)
  }

  @Test func noonOfADay() throws {
    let day = Day(iso: 2024, 3, 20)!
    let tehran = try #require(TimeZone(identifier: "Asia/Tehran"))
    let noon = try Date(noonOf: day, in: tehran)
    // 12:00 at +03:30 is 08:30Z.
    #expect(noon.timeIntervalSince1970 == 1_710_923_400)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tehran
    #expect(calendar.component(.hour, from: noon) == 12)
    #expect(throws: BridgeError.self) { try Date(noonOf: Day.maximum + 1, in: tehran) }
  }

  @Test func formatStyleForCalendarDates() throws {
    let date = try CalendarSystem.persian.date(year: 1403, month: 1, day: 1)
    let fa = try CalendarLocale("fa-IR")
    let symbols = CalendarSymbols(locale: fa, calendar: .persian)
    #expect(date.formatted(.yotei(.full, locale: fa)) == (try symbols.format(date, style: .full)))
    #expect(date.formatted(CalendarDateFormatStyle(.long)) == "Farvardin 1, 1403 AP")
    // A date with no text writes its RFC 9557 form.
    let early = try CalendarSystem.persian.date(of: Day(iso: 100, 1, 1)!)
    #expect(early.formatted(.yotei()) == early.description)
  }
}
