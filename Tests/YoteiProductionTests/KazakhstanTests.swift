import Testing
import Yotei

@testable import YoteiProduction

/// Kazakhstan: the Law on holidays in each text in force (the 2022 and 2026
/// changes), Orthodox Christmas and Kurban Ait as days off that never move,
/// the weekend shift, and the yearly transfers of days off.
@Suite struct KazakhstanTests {
  let kz = try! ProductionCalendar.shipped("KZ")

  /// Every day of 2015-2026 against python-holidays 0.109: the days off
  /// (holidays, on weekends too, the days off they give and the transferred
  /// ones) and the weekend days worked for a transfer.
  @Test func everyDayOf2015Through2026AgreesWithPythonHolidays() throws {
    let reference = ReferenceDays(fixture: "kz-python-holidays-2015-2026.txt")
    #expect(reference.off.count > 12 * 15 && reference.worked.count == 18)
    #expect(try ReferenceDays(kz, years: 2015...2026).differences(from: reference) == [])
  }

  @Test func aHolidayOnAWeekendGivesTheNextWorkingDayExceptChristmasAndKurbanAit() throws {
    // Nauryz 2026: 21 and 22 March are a Saturday and a Sunday, 23 March a Monday holiday.
    for iso in ["2026-03-24", "2026-03-25"] {
      let status = try kz.status(of: day(iso))
      #expect(status.kind == .transferredDayOff && status.nameKey == "holiday.kz.nauryz", "\(iso)")
    }
    #expect(try kz.isWorkingDay(day("2026-03-26")))
    // 7 January 2017 was a Saturday: Orthodox Christmas gives no Monday off.
    #expect(try kz.status(of: day("2017-01-07")).nameKey == "holiday.kz.orthodoxChristmas")
    #expect(try kz.isWorkingDay(day("2017-01-09")))
    // Kurban Ait 2024 was on Sunday 16 June (the Spiritual Administration, 7 June 2024): Monday worked.
    let kurban = try kz.status(of: day("2024-06-16"))
    #expect(
      kurban.nameKey == "holiday.kz.kurbanAit" && kurban.source == "kurban-ait-2024" && !kurban.estimated)
    #expect(try kz.isWorkingDay(day("2024-06-17")))
  }

  @Test func theLawOfEachYearDecidesItsHolidays() throws {
    // First President's Day and 17 December until 2021 (Law No. 143-VII of 2022).
    #expect(try kz.status(of: day("2021-12-01")).nameKey == "holiday.kz.firstPresidentDay")
    #expect(try kz.isWorkingDay(day("2022-12-01")))
    #expect(try kz.status(of: day("2020-12-17")).kind == .holiday)
    #expect(try kz.isWorkingDay(day("2024-12-17")))
    // Republic Day from 2022, renamed in 2026.
    #expect(try kz.status(of: day("2023-10-25")).name() == "Republic Day")
    let renamed = try kz.status(of: day("2027-10-25"))
    #expect(renamed.name() == "Day of the Republic of Kazakhstan")
    #expect(try renamed.name(locale: "kk") == "Қазақстан Республикасы күні")
    #expect(try renamed.name(locale: "ru") == "День Республики Казахстан")
    // Constitution Day: 30 August until 2025 (a Saturday then: Monday 1 September off), none in
    // 2026, 15 March from 2027 (the Constitution of 2026, art. 94).
    #expect(try kz.status(of: day("2025-09-01")).kind == .transferredDayOff)
    #expect(try kz.isWorkingDay(day("2026-08-31")))
    #expect(try kz.isWorkingDay(day("2026-03-16")))
    let constitution = try kz.status(of: day("2027-03-15"))
    #expect(constitution.nameKey == "holiday.kz.constitutionDay" && constitution.kind == .holiday)
  }

  @Test func transfersCiteTheirResolutionOrOrder() throws {
    // 2020: Victory Day's day off of Monday 11 May went to Friday 8 May (Resolution No. 820 of 2019).
    let friday = try kz.status(of: day("2020-05-08"))
    #expect(friday.kind == .transferredDayOff && friday.source == "res-2020")
    #expect(try kz.isWorkingDay(day("2020-05-11")))
    #expect(kz.definition.sources.first { $0.id == "res-2020" }?.title.contains("No. 820") == true)
    // 2024: Saturday 4 May worked for Wednesday 8 May (the Minister of Labour's order).
    let saturday = try kz.status(of: day("2024-05-04"))
    #expect(saturday.kind == .transferredWorking && saturday.swappedWith == day("2024-05-08"))
    #expect(saturday.source == "ord-2024")
  }

  /// The Ministry's published balance of working time for 2024, month by
  /// month, in 40- and 36-hour weeks; no day is shortened before a holiday.
  @Test func normsOf2024AreTheMinistrysPublishedBalance() throws {
    #expect(kz.definition.weeklyHours == [40, 36, 24])
    let norms = try kz.norms(year: 2024)
    #expect(!norms.isEstimated)
    for row in fixtureRows("kz-figures-2024.txt") {
      let period = row[0] == "year" ? norms.total : norms.months[Int(row[0])! - 1]
      // June and the year: 17 June was worked after the Ministry printed it as Kurban Ait.
      let extra = row[0] == "06" || row[0] == "year" ? 1 : 0
      #expect(period.workingDays == Int(row[1])! + extra, "\(row[0])")
      #expect(period.shortenedDays == 0)
      #expect(period.hours40.description == (ExactHours(hours: 8 * extra) + ExactHours(row[2])!).description)
      #expect(
        period.hours36.description == (ExactHours(tenths: 72 * extra) + ExactHours(row[3])!).description,
        "\(row[0])")
    }
  }

  /// 2023's published calendar month by month (`kz-figures-2023.txt`) and
  /// January 2026's 19 working days (rus.baq.kz, 19 November 2025): every
  /// norm is 8, 7.2 or 4.8 hours a working day, none shortened.
  @Test func normsOf2023AndJanuary2026AreThePublishedOnes() throws {
    let norms = try kz.norms(year: 2023)
    #expect(!norms.isEstimated)
    let rows = fixtureRows("kz-figures-2023.txt")
    #expect(rows.count == 13)
    for row in rows {
      let period = row[0] == "year" ? norms.total : norms.months[Int(row[0])! - 1]
      let days = Int(row[1])!
      #expect(period.workingDays == days, "\(row[0])")
      #expect(period.daysOff == Int(row[2])!, "\(row[0])")
      #expect(period.shortenedDays == 0)
      #expect(period.hours40 == ExactHours(hours: 8 * days), "\(row[0])")
      #expect(period.hours36 == ExactHours(tenths: 72 * days), "\(row[0])")
      #expect(period.hours(weeklyHours: 24) == ExactHours(tenths: 48 * days), "\(row[0])")
    }
    let january = try kz.norms(year: 2026).months[0]
    #expect(january.workingDays == 19 && january.daysOff == 12)
    #expect(january.hours40 == ExactHours(hours: 152))
  }

  /// Each row (`YYYY` or `YYYY-MM` | working days | days off) is the
  /// five-day week's period, confirmed, with 8 and 7.2 hours a working day.
  private func expectPublishedRows(_ rows: [[String]]) throws {
    for row in rows {
      let norms = try kz.norms(year: Int(row[0].prefix(4))!)
      let period = row[0].count == 4 ? norms.total : norms.months[Int(row[0].suffix(2))! - 1]
      let days = Int(row[1])!
      #expect(!period.isEstimated, "\(row[0])")
      #expect(period.workingDays == days, "\(row[0])")
      #expect(period.daysOff == Int(row[2])!, "\(row[0])")
      #expect(period.hours40 == ExactHours(hours: 8 * days), "\(row[0])")
      #expect(period.hours36 == ExactHours(tenths: 72 * days), "\(row[0])")
    }
  }

  /// The working days and days off of other years and months as published
  /// (`kz-figures-published.txt`), with their norms at 8, 7.2 and 4.8 hours a
  /// working day.
  @Test func otherPublishedYearsAndMonthsAgree() throws {
    let rows = fixtureRows("kz-figures-published.txt")
    #expect(rows.count == 10)
    try expectPublishedRows(rows)
    // 2022's calendar, published with Resolution No. 713, had 245 working days
    // and 120 days off (Kazpravda; Tengrinews). The Law of 29 September 2022
    // then made 1 December and Monday 19 December (for Saturday 17 December)
    // working days and 25 October a holiday: 246 and 119.
    let year2022 = try kz.norms(year: 2022).total
    #expect(year2022.workingDays == 245 + 2 - 1 && year2022.daysOff == 120 - 1)
    #expect(try kz.isWorkingDay(day("2022-12-01")))
    #expect(try kz.isWorkingDay(day("2022-12-19")))
    #expect(try !kz.isWorkingDay(day("2022-10-25")))
  }

  /// zakon.kz's balances of working time for 2016-2021
  /// (`kz-figures-zakon-2016-2021.txt`): every month's and year's working
  /// days and days off of the five-day week, and their 40- and 36-hour norms
  /// at 8 and 7.2 hours a working day.
  @Test func theBalancesOf2016Through2021AreZakonKzs() throws {
    let rows = fixtureRows("kz-figures-zakon-2016-2021.txt")
    #expect(rows.count == 6 * 13)
    try expectPublishedRows(rows)
  }

  /// 2015-2026 are confirmed, Kurban Ait 2026 (Wednesday 27 May) by the
  /// egov.kz holiday calendar of 2026 (`kurban-ait-2026`). From 2027 every
  /// day is estimated, as no transfer of days off is published yet.
  @Test func onlyDaysOnAnEstimateAreEstimated() throws {
    #expect(try !kz.norms(year: 2025).isEstimated)
    #expect(try kz.norms(year: 2026).estimatedDays == nil)
    let kurban = try kz.status(of: day("2026-05-27"))
    #expect(kurban.nameKey == "holiday.kz.kurbanAit" && !kurban.estimated)
    #expect(kurban.source == "kurban-ait-2026")
    #expect(try kz.isWorkingDay(day("2026-05-26")))
    #expect(try kz.isWorkingDay(day("2026-05-28")))
    #expect(try !kz.status(of: day("2026-12-16")).estimated)
    // 1 and 2 January are holidays by law; the days a resolution may move are estimated.
    #expect(try kz.norms(year: 2027).estimatedDays == day("2027-01-03")...day("2027-12-31"))
    #expect(try !kz.status(of: day("2027-12-16")).estimated)
    #expect(kz.definition.regionNotes.first?.text.contains("five-day weeks") == true)
  }
}
