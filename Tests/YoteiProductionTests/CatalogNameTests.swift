import Testing
import Yotei
import YoteiLocalization

@testable import YoteiProduction

/// Holiday names come from the localization catalogs.
@Suite struct CatalogNameTests {
  @Test func everyHolidayKeyOfEveryShippedRegionIsInTheCatalog() throws {
    for code in ProductionCalendar.shippedCodes {
      let calendar = try ProductionCalendar.shipped(code)
      for year in [2024, 2025] {
        for status in try calendar.holidays(inYear: year) {
          for name in status.holidays {
            #expect(StringCatalog.yotei.keys.contains(name.nameKey), "\(code) \(name.nameKey)")
          }
        }
      }
    }
  }

  @Test func namesAreLocalizedThroughTheCatalog() throws {
    let russia = try ProductionCalendar.shipped("RU")
    let victory = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: try CalendarLocale("ru_RU"))
    #expect(try victory.name == Localizer(locale: "ru").string("holiday.ru.victoryDay"))
    #expect(victory.name == "День Победы")
    let german = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: try CalendarLocale("de-DE"))
    #expect(try german.name == Localizer(locale: "de").string("holiday.ru.victoryDay"))
    let iran = try ProductionCalendar.shipped("IR")
    let nowruz = try iran.report(of: Day(iso: 2025, 3, 21)!, locale: try CalendarLocale("fa-IR"))
    #expect(try nowruz.name == Localizer(locale: "fa").string("holiday.ir.nowruz"))
  }

  /// A dataset's own names are found as catalog strings are: a zh-CN or
  /// zh-SG reader gets the zh-Hans name, a zh-TW reader the zh-Hant one (or
  /// English when there is none, never the other script).
  @Test func datasetNamesFollowTheCatalogsLanguageChoice() throws {
    let both = HolidayName(
      nameKey: "x.newYear", names: ["en": "New Year's Day", "zh-Hans": "元旦", "zh-Hant": "開國紀念日"])
    let simplified = HolidayName(nameKey: "x.newYear", names: ["en": "New Year's Day", "zh-Hans": "元旦"])
    for locale in ["zh", "zh-CN", "zh-SG", "zh-Hans-HK"] {
      #expect(try both.name(locale: locale, lookup: nil) == "元旦", "\(locale)")
    }
    #expect(try both.name(locale: "zh-TW", lookup: nil) == "開國紀念日")
    #expect(try simplified.name(locale: "zh-TW", lookup: nil) == "New Year's Day")
    #expect(try simplified.name(locale: "ja-JP", lookup: nil) == "New Year's Day")
    let portuguese = HolidayName(nameKey: "x.y", names: ["en": "Labour Day", "pt": "Dia do Trabalho"])
    #expect(try portuguese.name(locale: "pt-BR", lookup: nil) == "Dia do Trabalho")
  }
}

@Suite struct CalendarLocaleNameTests {
  @Test func aCheckedLocaleNamesHolidaysAsItsIdentifierDoes() throws {
    let russia = try ProductionCalendar.shipped("RU")
    let victory = Day(iso: 2025, 5, 9)!
    let ru = try CalendarLocale("ru-RU")
    #expect(try russia.report(of: victory, locale: ru).name == "День Победы")
    #expect(try russia.status(of: victory).name(locale: ru) == "День Победы")
    #expect(try russia.holidayReports(inYear: 2025, locale: ru).contains { $0.name == "День Победы" })
  }
}

@Suite struct LocaleStringTests {
  /// Every string convenience of the production API refuses what
  /// `CalendarLocale.init(_:)` refuses, with the same error.
  @Test(arguments: ["!!!", "xx-YY", "en-US-!!", "", "ru RU"])
  func aBadLocaleStringIsRefusedAsCalendarLocaleRefusesIt(_ text: String) throws {
    let expected = try #require(#expect(throws: LocaleError.self) { try CalendarLocale(text) })
    #expect(expected.identifier == text)
    let russia = try ProductionCalendar.shipped("RU")
    let victory = Day(iso: 2025, 5, 9)!
    let status = try russia.status(of: victory)
    #expect(throws: expected) { try status.name(locale: text) }
    #expect(throws: expected) { try status.holidays[0].name(locale: text) }
    #expect(throws: expected) { try russia.pickerMarks(for: victory, locale: text) }
    #expect(throws: expected) { try russia.pickerMarks(locale: text) }
  }

  @Test func aGoodLocaleStringNamesAsTheCheckedLocaleDoes() throws {
    let russia = try ProductionCalendar.shipped("RU")
    let victory = Day(iso: 2025, 5, 9)!
    let status = try russia.status(of: victory)
    for text in ["ru", "ru-RU", "ru_RU", "en", "he-IL", "fa_IR"] {
      let locale = try CalendarLocale(text)
      #expect(try status.name(locale: text) == status.name(locale: locale), "\(text)")
      #expect(
        try russia.pickerMarks(for: victory, locale: text) == russia.pickerMarks(for: victory, locale: locale)
      )
    }
    // The dataset's own names answer by the locale's language when no lookup does.
    #expect(try status.name(locale: "ru_RU", lookup: nil) == status.holidays[0].names["ru"])
  }
}
