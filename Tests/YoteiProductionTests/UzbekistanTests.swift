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

  /// The six-day week (`weekPatterns`' `sixDay`) against the Ministry of
  /// Employment and Labour Relations' production calendar for 2021
  /// (mehnat.uz, "2021 йилдаги иш кунлари календари", made under Decree
  /// PF-6122 of 3 December 2020): working days and hours of the six-day
  /// 40-hour and the 36-hour week, and of the five-day week, month by month.
  /// May and December differ, by the days later decrees added for every
  /// worker after the table was made (14 May and 31 December 2021, each a
  /// Friday of 7 hours, 6 in December as the eve of New Year): Yotei follows
  /// the decrees. July's later transfers are five-day only.
  @Test func sixDayNormsOf2021AreTheMinistrys() throws {
    let year = try uz.norms(year: 2021)
    // month: five-day 40 h, six-day 40 h, 36 h, five-day days, six-day days (mehnat.uz)
    let published: [(Int, Int, Int, Int, Int)] = [
      (160, 160, 144, 20, 24), (160, 160, 144, 20, 24), (176, 162, 144, 22, 24), (176, 174, 156, 22, 26),
      (159, 163, 148, 20, 25), (176, 174, 156, 22, 26), (167, 171, 155, 21, 26), (175, 173, 155, 22, 26),
      (151, 147, 131, 19, 22), (160, 165, 150, 20, 25), (176, 174, 156, 22, 26), (174, 172, 154, 22, 26),
    ]
    // What the later decrees changed: (five-day hours, six-day 40 h, 36 h, five-day days, six-day days).
    let later: [Int: (Int, Int, Int, Int, Int)] = [4: (8, 7, 6, 1, 1), 11: (7, 6, 5, 1, 1)]
    for (i, month) in year.months.enumerated() {
      let change = later[i] ?? (0, 0, 0, 0, 0)
      let six = try #require(month.weekPatterns.first)
      #expect(six.pattern.id == "sixDay")
      #expect(month.hours40 == ExactHours(hours: published[i].0 - change.0), "\(month.label)")
      #expect(six.norm.hours40 == ExactHours(hours: published[i].1 - change.1), "\(month.label)")
      #expect(six.norm.hours36 == ExactHours(hours: published[i].2 - change.2), "\(month.label)")
      #expect(month.workingDays == published[i].3 - change.3, "\(month.label)")
      #expect(six.norm.workingDays == published[i].4 - change.4, "\(month.label)")
    }
    // The year: 2010 / 1995 / 1793 hours and 252 / 300 days published, less those two days.
    let six = try #require(year.total.weekPatterns.first)
    #expect(year.total.hours40 == ExactHours(hours: 2010 - 15) && year.total.workingDays == 252 - 2)
    #expect(
      six.norm.hours40 == ExactHours(hours: 1995 - 13) && six.norm.hours36 == ExactHours(hours: 1793 - 11))
    #expect(six.norm.workingDays == 300 - 2)
    // Before 2023 the six-day weeks' own days off were not all found: estimated.
    #expect(six.norm.isEstimated && !year.total.isEstimated)
  }

  /// The six-day week's days in 2024 (Decree UP-213 of 22 December 2023):
  /// its own extra days off, none of the five-day week's transfers, the
  /// decree's days for every worker, and a Saturday of 5 hours.
  @Test func theSixDayWeekHasItsOwnDaysOff() throws {
    let six = try uz.weekPatternCalendar("sixDay")
    #expect(six.definition.weekends.map(\.days) == [[.sunday]] && six.definition.workWeekDays == 6)
    for iso in ["2024-01-02", "2024-03-23", "2024-04-12", "2024-08-31", "2024-12-30"] {
      let status = try six.status(of: day(iso))
      #expect(status.kind == .holiday && status.source == "six-2024" && !status.estimated, "\(iso)")
    }
    // For every worker (22 March, 18 June) in both weeks.
    for iso in ["2024-03-22", "2024-06-18"] {
      #expect(try !six.isWorkingDay(day(iso)) && !uz.isWorkingDay(day(iso)), "\(iso)")
    }
    // The five-day week works Saturday 6 January for Tuesday 2 January; the six-day week works it as any Saturday.
    #expect(try uz.status(of: day("2024-01-06")).kind == .transferredWorking)
    #expect(try six.status(of: day("2024-01-06")).kind == .working)
    // Saturday 15 June 2024, the eve of Qurbon hayit: 5 hours less one.
    let month = try six.periodNorm(label: "", from: day("2024-06-15"), through: day("2024-06-15"))
    #expect(month.hours40 == 4 && month.hours36 == 5)
    // The day before a decree's day off keeps its length (Friday 30 August, 7 hours).
    #expect(try six.periodNorm(label: "", from: day("2024-08-30"), through: day("2024-08-30")).hours40 == 7)
    // The five-day calendar has none of the six-day days: Tuesday 30 December 2024 is a transferred day off there.
    #expect(try uz.status(of: day("2024-12-30")).kind == .transferredDayOff)
    #expect(try uz.status(of: day("2024-08-31")).kind == .weekend)
    #expect(throws: ProductionError.self) { try uz.weekPatternCalendar("fiveDay") }
  }
}
