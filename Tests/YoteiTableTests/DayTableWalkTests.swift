import Testing
import Yotei
import YoteiProduction

@testable import YoteiTable

/// The day table carries its fields from one day to the next (runs of days
/// within a calendar's month, weeks computed once, names numbered once):
/// every day of 1900-2100 is checked here against the full conversion of
/// that day alone, through the public API of the core (`date(of:)`,
/// `monthNames(year:)`, `eraName(of:)`, `WeekRule`) and of the production
/// calendar (`status(of:)`, `nextWorkingDay(after:)`).
@Suite struct DayTableWalkTests {
  /// The values of `table` by column name, row by row.
  func columns(_ table: DayTable) throws -> [String: [TableValue]] {
    var out: [String: [TableValue]] = [:]
    var rows = table.rows()
    while let row = try rows.next() {
      for (column, value) in zip(table.columns, row) { out[column.name, default: []].append(value) }
    }
    return out
  }

  /// Every day of 1900-2100 in all 17 calendars in English, and of
  /// 1985-2030 (two and a half Hebrew leap cycles, the Japanese era that
  /// began mid-month on 1989-01-08) in locales whose names, eras and weeks
  /// differ: Hebrew Adar in common and leap years, Persian names, a Saturday,
  /// Sunday and Monday week start, minimal days 1 and 4.
  @Test(arguments: [
    ("en-US", 1900, 2100, 73_414), ("he-IL", 1985, 2030, 16_801), ("fa-IR", 1985, 2030, 16_801),
    ("de-DE", 1985, 2030, 16_801), ("ja-JP", 1985, 2030, 16_801),
  ])
  func everyDayEqualsItsOwnConversion(localeName: String, first: Int, last: Int, days: Int) throws {
    let locale = try CalendarLocale(localeName)
    let from = Day(iso: first, 1, 1)!
    let through = Day(iso: last, 12, 31)!
    let table = try DayTable(from: from, through: through, calendars: CalendarSystem.allCases, locale: locale)
    let values = try columns(table)
    #expect(values["date"]?.count == days)
    let gregorian = CalendarSymbols(locale: locale, calendar: .gregorian)
    let monthNames = try gregorian.monthNames(year: 2001, .wide, context: .standalone)
    let dayNames = gregorian.weekdayNames(.wide, context: .standalone)
    let rule = locale.weekRule
    var mismatches: [String] = []
    func check(_ name: String, _ row: Int, _ expected: TableValue) {
      guard mismatches.count < 20 else { return }
      let got = values[name]?[row]
      if got != expected {
        mismatches.append("\(name) row \(row): \(String(describing: got)) != \(expected)")
      }
    }
    for row in 0..<table.dayCount {
      let day = from + row
      let (y, m, d) = day.isoDate
      check("date", row, .date(day))
      check("date_key", row, .int(y * 10_000 + m * 100 + d))
      check("jdn", row, .int64(Int64(day.julianDayNumber)))
      check("year", row, .int(y))
      check("quarter", row, .int((m + 2) / 3))
      check("month", row, .int(m))
      check("day_of_month", row, .int(d))
      check("day_of_year", row, .int(day - Day(iso: y, 1, 1)! + 1))
      let iso = try WeekRule.isoWeek(of: day)
      check("iso_year", row, .int(iso.yearForWeek))
      check("iso_week", row, .int(iso.week))
      check("iso_day_of_week", row, .int(day.isoWeekday.rawValue))
      check("month_name", row, .string(monthNames[m - 1]))
      check("day_name", row, .string(dayNames[day.isoWeekday]!))
      check("week_start", row, .date(rule.startOfWeek(containing: day)))
      check("locale_week", row, .int(try rule.weekOfYear(day, in: .gregorian).week))
      check("is_month_end", row, .boolean((day + 1).isoDate.month != m))
    }
    for calendar in CalendarSystem.allCases {
      let p = DayTable.prefix(of: calendar)
      let symbols = CalendarSymbols(locale: locale, calendar: calendar)
      var namesOfYear: [Int: [String]] = [:]
      for row in 0..<table.dayCount {
        let date = try calendar.date(of: from + row)
        check(p + "_year", row, .int(date.year))
        check(p + "_month", row, .int(date.month))
        check(p + "_month_code", row, .string(date.monthCode.description))
        check(p + "_day", row, .int(date.day))
        if namesOfYear[date.year] == nil {
          namesOfYear[date.year] = try symbols.monthNames(year: date.year, .wide, context: .standalone)
        }
        check(p + "_month_name", row, .string(namesOfYear[date.year]![date.month - 1]))
        if table.calendarsWithEras.contains(calendar) {
          let era = symbols.eraName(of: date, .abbreviated)
          check(p + "_era", row, era.isEmpty ? .null : .string(era))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  /// A region's columns on every day of its data, against the region's own
  /// answers for that day: 1990-2100 for Russia, whose rows start on
  /// 1990-01-01 although the table starts in 1985.
  @Test func regionColumnsEqualTheRegionsOwnAnswers() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let table = try DayTable(
      from: Day(iso: 1985, 6, 1)!, through: Day(iso: 2100, 12, 31)!, regions: [ru])
    let first = Day(iso: 1990, 1, 1)!
    #expect(table.regionDays(ru) == first...Day(iso: 2100, 12, 31)!)
    #expect(table.rowCount == Day(iso: 2100, 12, 31)! - first + 1)
    let values = try columns(table)
    #expect(values["date"]?.count == table.rowCount)
    #expect(values["date"]?.first == .date(first))
    var mismatches: [String] = []
    func check(_ name: String, _ row: Int, _ expected: TableValue) {
      guard mismatches.count < 20 else { return }
      let got = values[name]?[row]
      if got != expected {
        mismatches.append("\(name) row \(row): \(String(describing: got)) != \(expected)")
      }
    }
    let weekendSource = try #require(ru.definition.weekends.last?.source)
    #expect(ru.definition.weekends.count == 1)
    var index = 0
    var ofMonth = 0
    var ofYear = 0
    for row in 0..<table.rowCount {
      let day = first + row
      let (_, m, d) = day.isoDate
      let status = try ru.status(of: day)
      if d == 1 { ofMonth = 0 }
      if d == 1 && m == 1 { ofYear = 0 }
      if status.kind.isWorking {
        index += 1
        ofMonth += 1
        ofYear += 1
      }
      check("region", row, .string("RU"))
      check("day_kind", row, .string(status.kind.rawValue))
      check("is_working_day", row, .boolean(status.kind.isWorking))
      check("is_shortened", row, .boolean(status.isShortened))
      check("holiday_name", row, status.name().map(TableValue.string) ?? .null)
      check("transferred_from", row, status.transferredFrom.map(TableValue.date) ?? .null)
      check("is_estimated", row, .boolean(status.estimated))
      check("working_day_of_month", row, .int(ofMonth))
      check("working_day_of_year", row, .int(ofYear))
      check("working_day_index", row, .int(index))
      check("next_working_day", row, (try? ru.nextWorkingDay(after: day)).map(TableValue.date) ?? .null)
      check(
        "previous_working_day", row, (try? ru.previousWorkingDay(before: day)).map(TableValue.date) ?? .null)
      // An ordinary working day: the weekend rule's source (Russia's one
      // rule since 1990, the Labour Code's).
      check("source", row, .string(status.source ?? weekendSource))
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    // The ends of the data: no working day before 1990-01-01 or after
    // 2100-12-31 is known.
    #expect(values["previous_working_day"]?.first == .null)
    #expect(values["next_working_day"]?.last == .null)
  }

  /// Regions with different years: each has rows on its own days only, the
  /// regions of a day in the order given.
  @Test func regionsHaveRowsOnTheirOwnYears() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let us = try ProductionCalendar.shipped("US")
    let table = try DayTable(
      from: Day(iso: 1989, 12, 30)!, through: Day(iso: 1990, 1, 2)!, calendars: [.hebrew], regions: [ru, us])
    let values = try columns(table)
    #expect(
      values["region"] == ["US", "US", "RU", "US", "RU", "US"].map(TableValue.string))
    #expect(
      values["date"]
        == [(1989, 12, 30), (1989, 12, 31), (1990, 1, 1), (1990, 1, 1), (1990, 1, 2), (1990, 1, 2)].map {
          .date(Day(iso: $0.0, $0.1, $0.2)!)
        })
    #expect(table.rowCount == 6)
    #expect(values["hebrew_year"]?.count == 6)
  }

  @Test func aSpanWithNoDayOfARegionIsRefused() throws {
    let ru = try ProductionCalendar.shipped("RU")
    for (from, through, field) in [
      (Day(iso: 1900, 1, 1)!, Day(iso: 1989, 12, 31)!, "to"),
      (Day(iso: 2101, 1, 1)!, Day(iso: 2102, 1, 1)!, "from"),
    ] {
      do {
        _ = try DayTable(from: from, through: through, regions: [ru])
        Issue.record("\(from)...\(through) was taken for RU")
      } catch {
        #expect(error.field == field)
        #expect(error.allowed == "days of 1990 through 2100")
        #expect(error.message.contains("RU"))
      }
    }
  }
}
