import Testing
import Yotei
import YoteiProduction
import YoteiTable

/// The day table's columns and rows against published facts: Russia's
/// production calendar (247, 248 and 247 working days in 2024-2026, the
/// Ministry of Labour's tables), Nowruz 1404 on 21 March 2025, 1 Adar I 5784
/// on 10 February 2024 (hebcal), ISO weeks of ISO 8601's own examples.
@Suite struct DayTableTests {
  func rows(_ table: DayTable) throws -> [[String: TableValue]] {
    var rows = table.rows()
    var out: [[String: TableValue]] = []
    while let row = try rows.next() {
      #expect(row.count == table.columns.count)
      out.append(Dictionary(uniqueKeysWithValues: zip(table.columns.map(\.name), row)))
    }
    #expect(out.count == table.rowCount)
    return out
  }

  @Test func columnsFollowTheContract() throws {
    let table = try DayTable(
      from: Day(iso: 2025, 1, 1)!, through: Day(iso: 2025, 1, 2)!,
      calendars: [.persian, .islamicUmalqura, .japanese], regions: [try ProductionCalendar.shipped("RU")])
    let names = table.columns.map(\.name)
    #expect(
      names.prefix(16) == [
        "date", "date_key", "jdn", "year", "quarter", "month", "day_of_month", "day_of_year", "iso_year",
        "iso_week", "iso_day_of_week", "month_name", "day_name", "week_start", "locale_week", "is_month_end",
      ])
    #expect(names.contains("islamic_umalqura_month_code"))
    #expect(names.contains("japanese_era"))
    #expect(!names.contains("persian_era"))
    #expect(
      names.suffix(14) == [
        "region", "day_kind", "is_working_day", "is_shortened", "working_hours", "holiday_name",
        "transferred_from", "is_estimated", "working_day_of_month", "working_day_of_year",
        "working_day_index",
        "next_working_day", "previous_working_day", "source",
      ])
    let nullable = Set(table.columns.filter(\.isNullable).map(\.name))
    #expect(
      nullable == [
        "japanese_era", "holiday_name", "transferred_from", "next_working_day", "previous_working_day",
        "source",
      ])
  }

  @Test func russiasPublishedWorkingDays() throws {
    let table = try DayTable(
      from: Day(iso: 2024, 1, 1)!, through: Day(iso: 2026, 12, 31)!,
      regions: [try ProductionCalendar.shipped("RU")])
    var perYear: [Int32: Int] = [:]
    var last = 0
    for row in try rows(table) {
      guard case .int32(let year) = row["year"], case .boolean(let working) = row["is_working_day"],
        case .int32(let index) = row["working_day_index"],
        case .int32(let ofYear) = row["working_day_of_year"]
      else {
        Issue.record("a row without its fields")
        continue
      }
      if working { perYear[year, default: 0] += 1 }
      #expect(Int(index) == last + (working ? 1 : 0))
      #expect(Int(ofYear) == perYear[year, default: 0])
      last = Int(index)
    }
    #expect(perYear == [2024: 248, 2025: 247, 2026: 247])
  }

  @Test func aDayInOtherCalendarsAndWeeks() throws {
    let table = try DayTable(
      from: Day(iso: 2024, 2, 10)!, through: Day(iso: 2025, 3, 21)!, calendars: [.persian, .hebrew],
      locale: try CalendarLocale("ru-RU"))
    let all = try rows(table)
    let adar = all[0]
    #expect(adar["hebrew_year"] == .int32(5784))
    #expect(adar["hebrew_month_code"] == .string("M05L"))
    #expect(adar["hebrew_month"] == .int32(6))
    #expect(adar["hebrew_day"] == .int32(1))
    #expect(adar["month_name"] == .string("февраль"))
    #expect(adar["day_name"] == .string("суббота"))
    // Monday starts the Russian week.
    #expect(adar["week_start"] == .date(Day(iso: 2024, 2, 5)!))
    let nowruz = all[all.count - 1]
    #expect(nowruz["persian_year"] == .int32(1404))
    #expect(nowruz["persian_month"] == .int32(1))
    #expect(nowruz["persian_day"] == .int32(1))
    #expect(nowruz["persian_month_code"] == .string("M01"))
    #expect(nowruz["date_key"] == .int32(20_250_321))
    #expect(nowruz["jdn"] == .int64(2_460_756))
    #expect(nowruz["iso_day_of_week"] == .int32(5))
  }

  /// ISO 8601 week dates (the standard's annex examples): 2005-01-01 is
  /// 2004-W53-6, 2008-12-29 is 2009-W01-1, 2010-01-03 is 2009-W53-7.
  @Test(arguments: [
    (Day(iso: 2005, 1, 1)!, 2004, 53, 6), (Day(iso: 2008, 12, 29)!, 2009, 1, 1),
    (Day(iso: 2010, 1, 3)!, 2009, 53, 7),
  ])
  func isoWeeks(day: Day, year: Int, week: Int, weekday: Int) throws {
    let row = try rows(DayTable(from: day, through: day))[0]
    #expect(row["iso_year"] == .int(year))
    #expect(row["iso_week"] == .int(week))
    #expect(row["iso_day_of_week"] == .int(weekday))
  }

  @Test func severalRegionsGiveARowPerDayAndRegion() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let il = try ProductionCalendar.shipped("IL")
    let table = try DayTable(from: Day(iso: 2025, 5, 8)!, through: Day(iso: 2025, 5, 12)!, regions: [ru, il])
    let all = try rows(table)
    #expect(all.count == 10)
    #expect(
      all.map { $0["region"] }
        == Array(repeating: [TableValue.string("RU"), .string("IL")], count: 5).flatMap { $0 })
    // Mid-month start: May 2025 had 4 Russian working days before the 8th
    // (5-7 May and ... the count runs from the 1st).
    let first = all[0]
    let counted = try ru.workingDays(from: Day(iso: 2025, 5, 1)!, through: Day(iso: 2025, 5, 8)!)
    #expect(first["working_day_of_month"] == .int(counted))
    #expect(first["day_kind"] == .string("transferredDayOff"))
    #expect(first["is_working_day"] == .boolean(false))
    #expect(first["working_hours"] == .double(0))
    #expect(first["next_working_day"] == .date(Day(iso: 2025, 5, 12)!))
    #expect(first["previous_working_day"] == .date(Day(iso: 2025, 5, 7)!))
    #expect(first["transferred_from"] != .null)
    let victory = all[2]
    #expect(victory["holiday_name"] == .string("Victory Day"))
    #expect(victory["day_kind"] == .string("holiday"))
  }

  @Test func refusedArgumentsNameTheirField() throws {
    let ru = try ProductionCalendar.shipped("RU")
    func field(_ make: () throws(TableError) -> DayTable) -> String? {
      do {
        _ = try make()
        return nil
      } catch {
        return error.field
      }
    }
    #expect(
      field { () throws(TableError) in
        try DayTable(from: Day(iso: 2025, 2, 1)!, through: Day(iso: 2025, 1, 1)!)
      } == "to")
    #expect(
      field { () throws(TableError) in
        try DayTable(from: Day(iso: 1980, 1, 1)!, through: Day(iso: 1985, 1, 1)!, regions: [ru])
      } == "to")
    #expect(
      field { () throws(TableError) in
        try DayTable(
          from: Day(iso: 2025, 1, 1)!, through: Day(iso: 2025, 1, 1)!, calendars: [.hebrew, .hebrew])
      }
        == "calendars")
    #expect(
      field { () throws(TableError) in
        try DayTable(from: Day(iso: 2025, 1, 1)!, through: Day(iso: 2025, 1, 1)!, regions: [ru, ru])
      } == "region")
  }
}
