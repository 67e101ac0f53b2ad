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
    let victory = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: "ru_RU")
    #expect(try victory.name == Localizer(locale: "ru").string("holiday.ru.victoryDay"))
    #expect(victory.name == "День Победы")
    let german = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: "de-DE")
    #expect(try german.name == Localizer(locale: "de").string("holiday.ru.victoryDay"))
    let iran = try ProductionCalendar.shipped("IR")
    let nowruz = try iran.report(of: Day(iso: 2025, 3, 21)!, locale: "fa-IR")
    #expect(try nowruz.name == Localizer(locale: "fa").string("holiday.ir.nowruz"))
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
