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
    #expect(victory.name == Localizer(locale: "ru").string("holiday.ru.victoryDay"))
    #expect(victory.name == "День Победы")
    let german = try russia.report(of: Day(iso: 2025, 5, 9)!, locale: "de-DE")
    #expect(german.name == Localizer(locale: "de").string("holiday.ru.victoryDay"))
    let iran = try ProductionCalendar.shipped("IR")
    let nowruz = try iran.report(of: Day(iso: 2025, 3, 21)!, locale: "fa-IR")
    #expect(nowruz.name == Localizer(locale: "fa").string("holiday.ir.nowruz"))
  }
}
