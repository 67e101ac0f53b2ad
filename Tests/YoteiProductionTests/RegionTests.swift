import Testing
import Yotei

@testable import YoteiProduction

/// Israel, Iran and the United States against published dates.
@Suite struct RegionTests {
  let il = try! ProductionCalendar.shipped("IL")
  let ir = try! ProductionCalendar.shipped("IR")
  let us = try! ProductionCalendar.shipped("US")

  // MARK: Israel

  @Test(arguments: [
    // Yom HaAtzmaut: 5 Iyar, moved (reference notes; Israeli government calendars).
    ("2024-05-14", "holiday.il.yomHaAtzmaut"),  // 5 Iyar a Monday -> Tuesday
    ("2025-05-01", "holiday.il.yomHaAtzmaut"),  // 5 Iyar a Saturday -> Thursday
    ("2022-05-05", "holiday.il.yomHaAtzmaut"),  // 5 Iyar a Friday -> Thursday
    ("2023-04-26", "holiday.il.yomHaAtzmaut"),  // a Wednesday, not moved
    ("2004-04-27", "holiday.il.yomHaAtzmaut"),  // the first year of the Monday rule
    ("1998-04-30", "holiday.il.yomHaAtzmaut"),  // 5 Iyar a Friday
    ("2025-09-23", "holiday.il.roshHashanah"), ("2025-09-24", "holiday.il.roshHashanah"),
    ("2025-10-02", "holiday.il.yomKippur"), ("2025-10-07", "holiday.il.sukkot"),
    ("2025-10-14", "holiday.il.sheminiAtzeret"), ("2025-04-13", "holiday.il.pesach"),
    ("2025-04-19", "holiday.il.pesachVII"), ("2025-06-02", "holiday.il.shavuot"),
    ("2024-10-03", "holiday.il.roshHashanah"), ("2024-04-23", "holiday.il.pesach"),
  ])
  func israeliHolidays(iso: String, key: String) throws {
    let status = try il.status(of: day(iso))
    #expect(status.kind == .holiday)
    #expect(status.holidays.map(\.nameKey).contains(key))
    // The Hebrew calendar is arithmetic: a rest day is never an estimate.
    #expect(!status.estimated)
  }

  @Test func yomHaAtzmautIsNeverOnTheWeekendAndMondayOnlyBefore2004() throws {
    for year in 1949...2100 {
      let days = try il.holidays(inYear: year).filter { $0.nameKey == "holiday.il.yomHaAtzmaut" }
      #expect(days.count == 1, "\(year)")
      guard let d = days.first?.day else { continue }
      #expect(![.friday, .saturday].contains(d.isoWeekday), "\(d)")
      if year >= 2004 { #expect(d.isoWeekday != .monday, "\(d)") }
      // Yom HaZikaron, the day before, is a working day unless a weekend.
      #expect(try il.status(of: d - 1).kind != .holiday)
    }
  }

  @Test func holidayEvesAreCappedAtSevenHours() throws {
    let eve = try il.status(of: day("2025-09-22"))  // Monday before Rosh Hashanah
    #expect(eve.isShortened)
    #expect(eve.hours(weeklyHours: 40) == 7)
    #expect(eve.hours(weeklyHours: 36) == 7)
    #expect(eve.hours(weeklyHours: 24) == ExactHours("4.8"))
    #expect(try !il.status(of: day("2025-04-12")).isShortened)  // a Saturday eve of Pesach
    #expect(try il.status(of: day("2025-04-12")).kind == .weekend)
    // No substitute day: Yom Kippur 2024 was a Saturday, 13 October a Sunday works.
    #expect(try il.status(of: day("2024-10-12")).kind == .holiday)
    #expect(try il.isWorkingDay(day("2024-10-13")))
    #expect(try il.status(of: day("2025-09-19")).kind == .weekend)  // Friday
    #expect(try il.isWorkingDay(day("2025-09-21")))  // Sunday
  }

  // MARK: Iran

  @Test(arguments: [
    ("2024-03-20", "holiday.ir.nowruz"),  // 1 Farvardin 1403
    ("2024-03-23", "holiday.ir.nowruz"),  // 4 Farvardin
    ("2024-03-31", "holiday.ir.islamicRepublicDay"), ("2024-04-01", "holiday.ir.natureDay"),
    ("2024-04-10", "holiday.ir.eidAlFitr"),  // 1 Shawwal 1445
    ("2024-07-16", "holiday.ir.ashura"),  // 10 Muharram 1446
    ("2024-07-15", "holiday.ir.tasua"),
    ("2024-09-02", "holiday.ir.prophetDeathHasanMartyrdom"),  // 28 Safar 1446 (Safar from 2024-08-06)
    ("2024-09-04", "holiday.ir.rezaMartyrdom"),  // the last (30th) day of Safar 1446
    ("2025-02-10", "holiday.ir.revolutionDay"),  // 22 Bahman 1403
    ("2025-03-19", "holiday.ir.oilNationalization"),  // 29 Esfand 1403
  ])
  func iranianHolidays(iso: String, key: String) throws {
    let status = try ir.status(of: day(iso))
    #expect(status.kind == .holiday)
    #expect(status.holidays.map(\.nameKey).contains(key), "\(status)")
    #expect(status.estimated == false)
    #expect(try status.name(locale: "fa") != status.name(locale: "en"))
  }

  @Test func iranianWeekendIsFridayWithoutSubstitutes() throws {
    #expect(try ir.status(of: day("2024-05-03")).kind == .weekend)  // Friday
    #expect(try ir.isWorkingDay(day("2024-03-28")))  // a Thursday
    #expect(try ir.isWorkingDay(day("2024-03-30")))  // a Saturday
    // Ashura 1447 (2025-07-06, a Sunday); Tasua 2025-07-05 is a Saturday.
    #expect(try ir.status(of: day("2025-07-06")).kind == .holiday)
    #expect(try ir.conflicts(inYear: 2024).isEmpty)
  }

  @Test func lunarHolidaysPastTheTableAreEstimated() throws {
    let table = try #require(ir.definition.monthTables["islamic-iran"])
    // The table ends with 1448/1 (2026-06-16, from the official calendar of 1405).
    #expect(table.lastConfirmedDay == day("2026-07-14"))
    let eid = try ir.holidays(inYear: 2027).filter { $0.nameKey == "holiday.ir.eidAlFitr" }
    #expect(eid.count == 2)
    let allEstimated = eid.allSatisfy { $0.estimated }
    #expect(allEstimated)
    // The estimate stays within a day or two of the astronomical month: Eid al-Fitr 1448
    // is around 2027-03-10 in every published calendar.
    #expect(abs(eid[0].day - day("2027-03-10")) <= 2)
    #expect(try ir.status(of: day("2026-07-14")).estimated == false)
    // A day no lunar holiday touches is not an estimate past the table, and
    // neither is a fixed Solar Hijri holiday of 1405 (22 Bahman = 2027-02-11,
    // 1 Farvardin 1405 = 2026-03-21, 29 Esfand 1405 = 2027-03-20).
    #expect(try ir.status(of: day("2026-07-15")).estimated == false)
    for iso in ["2026-03-21", "2027-02-11", "2027-03-20"] {
      let fixed = try ir.status(of: day(iso))
      #expect(fixed.kind == .holiday && !fixed.estimated, "\(iso)")
    }
    let solar = try ir.days(inYear: 1405, calendar: .persian).filter { $0.kind == .holiday }
    let lunarKeys = Set(
      ir.definition.holidays.filter {
        if case .fixed(let calendar, _, _, _) = $0.date { return calendar == "islamic-iran" }
        return false
      }.map(\.name.nameKey))
    for status in solar where status.estimated {
      #expect(status.holidays.contains { lunarKeys.contains($0.nameKey) }, "\(status)")
    }
  }

  // MARK: United States

  @Test(arguments: [
    ("2021-12-31", "2022-01-01"),  // New Year's Day 2022 on a Saturday
    ("2020-07-03", "2020-07-04"), ("2021-06-18", "2021-06-19"), ("2023-11-10", "2023-11-11"),
    ("2022-12-26", "2022-12-25"), ("2023-01-02", "2023-01-01"),
  ])
  func observedDays(observed: String, actual: String) throws {
    let status = try us.status(of: day(observed))
    #expect(status.kind == .transferredDayOff)
    #expect(status.transferredFrom == day(actual))
    #expect(try us.status(of: day(actual)).kind == .holiday)
  }

  @Test func federalHolidays2025() throws {
    let expected = [
      "2025-01-01", "2025-01-20", "2025-02-17", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01",
      "2025-10-13", "2025-11-11", "2025-11-27", "2025-12-25",
    ].map(day)
    let days = try us.holidays(inYear: 2025)
    #expect(days.filter { $0.nameKey?.hasPrefix("holiday.us.") == true }.map(\.day) == expected)
    // Executive orders 14133 (9 January) and of 18 December 2025 (24 and 26 December).
    #expect(
      days.filter { $0.nameKey?.hasPrefix("closure.us.") == true }.map(\.day)
        == ["2025-01-09", "2025-12-24", "2025-12-26"].map(day))
    // 261 weekdays, 11 legal holidays on weekdays, 3 closures.
    #expect(try us.norms(year: 2025).total.workingDays == 247)
    #expect(try us.status(of: day("1975-10-27")).nameKey == "holiday.us.veteransDay")
    #expect(try us.isWorkingDay(day("1975-11-11")))
    #expect(try us.isWorkingDay(day("1985-01-21")))  // before MLK Day existed
    #expect(try us.isWorkingDay(day("2020-06-19")))  // before Juneteenth
  }
}
