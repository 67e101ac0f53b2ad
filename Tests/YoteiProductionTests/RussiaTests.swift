import Testing
import Yotei

@testable import YoteiProduction

/// Russia against the published decrees and figures (fixtures transcribed
/// from shared/reference/production-calendars.md and ConsultantPlus).
@Suite struct RussiaTests {
  let ru = try! ProductionCalendar.shipped("RU")

  /// The fixed non-working holidays of Labour Code art. 112 (DD.MM).
  static let articleHolidays = [
    "01.01", "02.01", "03.01", "04.01", "05.01", "06.01", "07.01", "08.01",
    "23.02", "08.03", "01.05", "09.05", "12.06", "04.11",
  ]

  @Test func fixturesCoverEveryYear() {
    #expect(RussianYear.all.map(\.year) == Array(2015...2027))
    #expect(PublishedNorm.all.count == 27)
  }

  @Test(arguments: RussianYear.all)
  func everyDayMatchesTheDecrees(year: RussianYear) throws {
    let holidays = Set(Self.articleHolidays.map { day(year.year, Substring($0)) })
    let offByDecree = Set(year.transfers.map(\.to)).union(year.automatic)
    let working = Set(year.workingSaturdays)
    let days = try ru.days(inYear: year.year)
    #expect(days.count == (Gregorian.isLeap(year.year) ? 366 : 365))
    for status in days {
      let d = status.day
      let weekend = d.isoWeekday == .saturday || d.isoWeekday == .sunday
      let expectedWorking =
        working.contains(d) || !(weekend || holidays.contains(d) || offByDecree.contains(d))
      #expect(status.isWorking == expectedWorking, "\(d)")
      #expect(status.estimated == false)
      if holidays.contains(d) {
        #expect(status.kind == .holiday, "\(d)")
        #expect(status.name() != nil)
      }
      if working.contains(d) { #expect(status.kind == .transferredWorking, "\(d)") }
      if offByDecree.contains(d) { #expect(status.kind == .transferredDayOff, "\(d)") }
    }
    for (from, to) in year.transfers {
      let status = try ru.status(of: to)
      if year.year == 2016 && from.isoDate.month == 1 {
        // Sources disagree on which January day went to 7 March and which to
        // 3 May; only that it is one of the two is settled.
        #expect([day("2016-01-02"), day("2016-01-03")].contains(status.transferredFrom), "\(to)")
      } else {
        #expect(status.transferredFrom == from, "\(to)")
      }
      #expect(status.origin == .decreeTransfer)
    }
    for d in year.automatic {
      let status = try ru.status(of: d)
      #expect(status.origin == .holidayMove, "\(d)")
      // The automatic day off comes from a holiday that fell on a weekend.
      let from = try #require(status.transferredFrom)
      #expect(holidays.contains(from))
      #expect(from.isoWeekday == .saturday || from.isoWeekday == .sunday)
    }
    #expect(try ru.conflicts(inYear: year.year).isEmpty)
  }

  @Test(arguments: RussianYear.all)
  func shortenedDaysMatchTheDecrees(year: RussianYear) throws {
    let shortened = try ru.days(inYear: year.year).filter(\.isShortened).map(\.day)
    #expect(shortened == year.shortened.sorted())
    for d in shortened { #expect(try ru.status(of: d).hours(weeklyHours: 40) == ExactHours(hours: 7)) }
  }

  @Test(arguments: PublishedNorm.all)
  func publishedNormsComeOutExactly(figure: PublishedNorm) throws {
    let parts = figure.period.split(separator: "-").map { Int($0)! }
    let norm: PeriodNorm
    if parts.count == 1 {
      norm = try ru.norms(year: parts[0]).total
    } else {
      norm = try ru.norms(year: parts[0]).months[parts[1] - 1]
    }
    #expect(norm.workingDays == figure.workingDays)
    #expect(norm.daysOff == figure.daysOff)
    #expect(norm.hours40.description == figure.hours40)
    #expect(norm.hours36.description == figure.hours36)
    #expect(norm.hours24.description == figure.hours24)
  }

  @Test func quartersAddUpToTheYear() throws {
    let norms = try ru.norms(year: 2025)
    #expect(norms.quarters.map(\.workingDays).reduce(0, +) == norms.total.workingDays)
    #expect(norms.quarters.map(\.hours36).reduce(.zero, +) == norms.total.hours36)
    #expect(norms.quarters[0].label == "2025-Q1")
    #expect(norms.quarters[0].workingDays == 17 + 20 + 21)
  }

  /// The pitfalls listed in the reference notes.
  @Test func workingSaturdaysInheritTheLengthOfTheirWeekday() throws {
    for full in ["2024-04-27", "2024-12-28"] {
      let status = try ru.status(of: day(full))
      #expect(status.kind == .transferredWorking)
      #expect(!status.isShortened, "\(full)")
      #expect(status.hours(weeklyHours: 40) == 8)
    }
    for short in ["2024-11-02", "2025-11-01", "2018-04-28"] {
      let status = try ru.status(of: day(short))
      #expect(status.kind == .transferredWorking)
      #expect(status.isShortened, "\(short)")
    }
  }

  @Test func noShorteningBeforeATransferredDayOff() throws {
    // 2025-05-07 precedes 8 May, a day off transferred from 23 February.
    #expect(try ru.status(of: day("2025-05-08")).kind == .transferredDayOff)
    #expect(try !ru.status(of: day("2025-05-07")).isShortened)
    #expect(try ru.status(of: day("2025-05-08")).name() == "Defender of the Fatherland Day")
  }

  @Test func decreesOverrideTheAutomaticMove() throws {
    // 2019: 23 February (a Saturday) went to 10 May, so 25 February works.
    #expect(try ru.isWorkingDay(day("2019-02-25")))
    #expect(try ru.status(of: day("2019-05-10")).transferredFrom == day("2019-02-23"))
    // 2025: 23 February (Sunday) -> 8 May, 8 March (Saturday) -> 13 June.
    #expect(try ru.isWorkingDay(day("2025-02-24")))
    #expect(try ru.isWorkingDay(day("2025-03-10")))
    #expect(try ru.status(of: day("2025-06-13")).transferredFrom == day("2025-03-08"))
  }

  @Test(arguments: [2017, 2022, 2023])
  func aThirdJanuaryWeekendDayIsLost(year: Int) throws {
    // Three weekend days in 1-8 January, two transfers: 14 days off stay 14 + 2.
    let january = try ru.days(inYear: year).filter { $0.day.isoDate.month == 1 && $0.day.isoDate.day <= 8 }
    let weekendHolidays = january.filter { [.saturday, .sunday].contains($0.day.isoWeekday) }
    #expect(weekendHolidays.count == 3)
    let transferred = try ru.holidays(inYear: year).filter {
      $0.kind == .transferredDayOff && ($0.transferredFrom.map { $0.isoDate.month == 1 } ?? false)
    }
    #expect(transferred.count == 2)
  }

  @Test func localizedNames() throws {
    let status = try ru.status(of: day("2025-06-12"))
    #expect(status.nameKey == "holiday.ru.russiaDay")
    #expect(try status.name(locale: "ru-RU") == "День России")
    #expect(try status.name(locale: "en") == "Russia Day")
    let lookup: HolidayNameLookup = { key, locale in locale.language == "fr" ? "[\(key)]" : nil }
    #expect(try status.name(locale: "fr", lookup: lookup) == "[holiday.ru.russiaDay]")
    #expect(try status.name(locale: "de", lookup: lookup) == "Russia Day")
  }

  @Test func yearsPastTheDecreesAreEstimated() throws {
    // A holiday the law fixes is no estimate in a year whose decree is not
    // out; the days a decree may move (working days, weekends) are.
    #expect(try !ru.status(of: day("2028-03-08")).estimated)
    #expect(try ru.status(of: day("2028-03-08")).kind == .holiday)
    #expect(try ru.status(of: day("2028-03-09")).estimated)
    #expect(try ru.status(of: day("2028-03-11")).estimated)
    #expect(try !ru.status(of: day("2027-12-31")).estimated)
    #expect(try !ru.status(of: day("2014-06-12")).estimated)
    #expect(try ru.status(of: day("1990-06-12")).estimated)
    #expect(throws: ProductionError.self) { try ru.status(of: day("2101-01-01")) }
  }
}
