import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Japan's national holidays: published facts from the Cabinet Office's
/// list (国民の祝日について) and the acts cited in JP.json. Every day of
/// 1955-2027 is also compared with jpholiday and python-holidays by
/// scripts/production-crosscheck.py.
@Suite struct JapanTests {
  let jp = try! ProductionCalendar.shipped("JP")

  func daysOff(_ year: Int) throws -> [String] { try jp.daysOff(inYear: year) }

  /// The Cabinet Office's 2026 list (令和8年).
  @Test func holidays2026() throws {
    #expect(
      try daysOff(2026) == [
        "01-01", "01-12", "02-11", "02-23", "03-20", "04-29", "05-03", "05-04", "05-05", "05-06", "07-20",
        "08-11", "09-21", "09-22", "09-23", "10-12", "11-03", "11-23",
      ])
    let substitute = try jp.status(of: day("2026-05-06"))
    #expect(substitute.kind == .transferredDayOff && substitute.transferredFrom == day("2026-05-03"))
    #expect(try jp.status(of: day("2026-09-22")).nameKey == "holiday.jp.citizensHoliday")
  }

  /// 2019: the enthronement (1 May) between 昭和の日 and 憲法記念日 made
  /// 30 April and 2 May 国民の休日; 22 October; no 天皇誕生日 that year.
  @Test func theEnthronementYear() throws {
    #expect(
      try daysOff(2019).filter { $0.hasPrefix("04") || $0.hasPrefix("05") } == [
        "04-29", "04-30", "05-01", "05-02", "05-03", "05-04", "05-05", "05-06",
      ])
    #expect(try jp.status(of: day("2019-04-30")).nameKey == "holiday.jp.citizensHoliday")
    #expect(try jp.status(of: day("2019-10-22")).nameKey == "holiday.jp.enthronementCeremony")
    #expect(try jp.status(of: day("2019-12-23")).kind == .working)
    #expect(try jp.status(of: day("2018-12-24")).kind == .transferredDayOff)
  }

  /// The Olympic moves of 2020 and 2021 (平成30年法律第55号, 令和2年法律第68号).
  @Test func olympicMoves() throws {
    for (iso, key) in [
      ("2020-07-23", "marine"), ("2020-07-24", "sports"), ("2020-08-10", "mountain"),
      ("2021-07-22", "marine"), ("2021-07-23", "sports"), ("2021-08-08", "mountain"),
    ] {
      #expect(try jp.status(of: day(iso)).nameKey == "holiday.jp.\(key)", "\(iso)")
    }
    #expect(try jp.status(of: day("2021-08-09")).kind == .transferredDayOff)
    for iso in ["2020-07-20", "2020-08-11", "2020-10-12", "2021-07-19", "2021-08-11", "2021-10-11"] {
      #expect(try jp.status(of: day(iso)).kind == .working, "\(iso)")
    }
  }

  /// 振替休日 began on 12 April 1973; 国民の休日 first on 4 May 1988; a
  /// Sunday between two holidays stayed a plain Sunday (1986-05-04).
  @Test func substituteAndCitizensHolidayRulesStartWhenTheirActs() throws {
    #expect(try jp.status(of: day("1973-02-12")).kind == .working)
    #expect(try jp.status(of: day("1973-04-30")).kind == .transferredDayOff)
    #expect(try jp.status(of: day("1987-05-04")).kind == .transferredDayOff)
    #expect(try jp.status(of: day("1988-05-04")).nameKey == "holiday.jp.citizensHoliday")
    #expect(try jp.status(of: day("1986-05-04")).kind == .weekend)
    #expect(try jp.status(of: day("1984-05-04")).kind == .working)
    // 2007 rule: the next day that is not a holiday (5 May 2008 was one).
    #expect(try jp.status(of: day("2008-05-06")).transferredFrom == day("2008-05-04"))
    #expect(try jp.status(of: day("2009-09-22")).nameKey == "holiday.jp.citizensHoliday")
    // Happy Monday: 成人の日 on 15 January 1999, the second Monday from 2000.
    #expect(try jp.status(of: day("1999-01-15")).nameKey == "holiday.jp.comingOfAge")
    #expect(try jp.status(of: day("2000-01-10")).nameKey == "holiday.jp.comingOfAge")
    #expect(try jp.status(of: day("2000-01-15")).kind == .weekend)
  }

  /// Equinox days are proclaimed through 2027 (暦要項 of February 2026):
  /// later ones are estimated, fixed holidays of the same years are not.
  @Test func equinoxDaysAreEstimatedOnlyAfterTheLastProclamation() throws {
    #expect(try jp.status(of: day("2027-03-21")).nameKey == "holiday.jp.vernalEquinox")
    #expect(try jp.status(of: day("2027-09-23")).nameKey == "holiday.jp.autumnalEquinox")
    #expect(try !jp.status(of: day("2027-03-21")).estimated)
    let equinox2028 = try SolarTerm.vernalEquinox.occurrence(inYear: 2028, zone: .japan).day
    #expect(try jp.status(of: equinox2028).estimated)
    #expect(try !jp.status(of: day("2028-01-01")).estimated)
    #expect(try !jp.status(of: day("2028-05-03")).estimated)
    #expect(try jp.status(of: day("1954-03-21")).estimated)
    #expect(try !jp.status(of: day("1955-03-21")).estimated)
  }

  @Test func namesInJapanese() throws {
    #expect(try jp.status(of: day("2026-01-01")).name(locale: "ja") == "元日")
    #expect(try jp.status(of: day("2026-09-22")).name(locale: "ja") == "国民の休日")
    #expect(try jp.status(of: day("2026-03-20")).name(locale: "ja") == "春分の日")
    #expect(try jp.status(of: day("2026-03-20")).name(locale: "en") == "Vernal Equinox Day")
  }

  /// No shortened days, a five-day week.
  @Test func norms2026() throws {
    let year = try jp.norms(year: 2026)
    // 365 days - 104 weekend days - 17 days off on weekdays (3 May is a Sunday; 6 May its substitute) = 244.
    #expect(year.total.workingDays == 244)
    #expect(try jp.days(inYear: 2026).allSatisfy { !$0.isShortened })
  }
}
