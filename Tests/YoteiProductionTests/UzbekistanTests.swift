import Testing
import Yotei

@testable import YoteiProduction

/// Uzbekistan: the Labour Code's holidays, Ramazon and Qurbon hayit on the
/// President's dates, the weekend shift from 30 April 2023, and the
/// President's yearly decrees of additional days off and transfers.
@Suite struct UzbekistanTests {
  let uz = try! ProductionCalendar.shipped("UZ")

  /// Every day of 2018-2026 against python-holidays 0.109: the days off and
  /// the weekend days worked for a transfer (five-day weeks).
  @Test func everyDayOf2018Through2026AgreesWithPythonHolidays() throws {
    let reference = ReferenceDays(fixture: "uz-python-holidays-2018-2026.txt")
    #expect(reference.off.count > 9 * 12 && reference.worked.count == 28)
    #expect(try ReferenceDays(uz, years: 2018...2026).differences(from: reference) == [])
  }

  @Test func aHolidayOnAWeekendGivesADayOffOnlyFromTheNewLabourCode() throws {
    // 8 March 2020 was a Sunday: the 1995 Code gave no other day.
    #expect(try uz.isWorkingDay(day("2020-03-09")))
    // 1 October 2023, a Sunday, was the first holiday moved by art. 208 of the 2022 Code.
    let monday = try uz.status(of: day("2023-10-02"))
    #expect(monday.kind == .transferredDayOff && monday.nameKey == "holiday.uz.teachersDay")
    #expect(monday.transferredFrom == day("2023-10-01"))
    // Ramazon hayit 2025 fell on Sunday 30 March: Monday 31 March off.
    #expect(try uz.status(of: day("2025-03-31")).nameKey == "holiday.uz.ramazonHayit")
  }

  @Test func hayitsAreOnThePresidentsDatesAndLaterYearsAreEstimated() throws {
    let ramazon = try uz.status(of: day("2019-06-05"))
    #expect(ramazon.nameKey == "holiday.uz.ramazonHayit" && !ramazon.estimated && ramazon.source == "hayit")
    #expect(try ramazon.name(locale: "uz") == "Ramazon hayiti")
    #expect(try ramazon.name(locale: "ru") == "Рамазан хайит")
    #expect(try uz.status(of: day("2026-05-27")).nameKey == "holiday.uz.qurbonHayit")
    #expect(try !uz.norms(year: 2026).isEstimated)
    #expect(try uz.norms(year: 2027).isEstimated)
    #expect(uz.definition.confirmed == day("2018-01-01")...day("2026-12-31"))
  }

  @Test func decreesAddDaysOffAndTheirEvesKeepTheirLength() throws {
    let extra = try uz.status(of: day("2026-05-28"))
    #expect(
      extra.kind == .holiday && extra.nameKey == "holiday.uz.additionalDayOff" && extra.source == "up-2026")
    #expect(uz.definition.sources.first { $0.id == "up-2024" }?.title.contains("No. UP-213") == true)
    // The eve of a holiday is one hour shorter (Labour Code art. 121 of 1995; 2022 Code) ...
    for iso in ["2026-05-26", "2021-12-07", "2024-09-30"] {
      let eve = try uz.status(of: day(iso))
      #expect(eve.isShortened && eve.hours(weeklyHours: 40) == 7, "\(iso)")
    }
    // ... the day before an additional day off is not (31 December 2021, a decree's day).
    #expect(try !uz.status(of: day("2021-12-30")).isShortened)
    // A Saturday worked for a transfer: 12 December 2026 for Thursday 31 December.
    let saturday = try uz.status(of: day("2026-12-12"))
    #expect(saturday.kind == .transferredWorking && saturday.swappedWith == day("2026-12-31"))
  }

  /// The Ministry of Poverty Reduction and Employment's 2026 calendar: 248
  /// working days in the five-day week (kun.uz, 8 January 2026).
  @Test func theYear2026HasTheMinistrysWorkingDays() throws {
    let year = try uz.norms(year: 2026)
    #expect(year.total.workingDays == 248)
    #expect(uz.definition.weeklyHours == [40])
    #expect(year.total.norms.map(\.hours) == [ExactHours(hours: 248 * 8 - year.total.shortenedDays)])
    // January as buxgalter.uz prints the Ministry's calendar: 20 working days,
    // 160 hours in the five-day 40-hour week (2 January an extra day off).
    #expect(year.months[0].workingDays == 20 && year.months[0].daysOff == 11)
    #expect(year.months[0].hours40 == ExactHours(hours: 160))
  }
}
