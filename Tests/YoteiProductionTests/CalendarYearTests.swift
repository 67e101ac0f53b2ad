import Testing
import Yotei

@testable import YoteiProduction

/// Year queries in the user's own calendar: a Persian or Hebrew year gives
/// the same days and sums as the same Gregorian dates asked directly.
@Suite struct CalendarYearTests {
  let ir = try! ProductionCalendar.shipped("IR")
  let il = try! ProductionCalendar.shipped("IL")

  /// (region, calendar, year, first day, last day): 1 Farvardin 1404 is
  /// 2025-03-21 and 1 Farvardin 1405 is 2026-03-21 (Iranian calendar
  /// centre); Rosh Hashanah 5785 was 2024-10-03 and 5786 is 2025-09-23.
  static let years: [(String, CalendarSystem, Int, String, String)] = [
    ("IR", .persian, 1403, "2024-03-20", "2025-03-20"),
    ("IR", .persian, 1404, "2025-03-21", "2026-03-20"),
    ("IL", .hebrew, 5785, "2024-10-03", "2025-09-22"),
  ]

  @Test(arguments: 0..<3)
  func aYearOfTheUsersCalendarEqualsTheSameGregorianDays(index: Int) throws {
    let (code, calendar, year, first, last) = Self.years[index]
    let region = try ProductionCalendar.shipped(code)
    let norms = try region.norms(year: year, calendar: calendar)
    #expect(norms.calendar == calendar && norms.year == year)
    #expect(norms.total.firstDay == day(first) && norms.total.lastDay == day(last))
    // The same days asked by Gregorian dates.
    let direct = try region.periodNorm(label: "direct", from: day(first), through: day(last))
    #expect(norms.total.counts == direct.counts)
    #expect(norms.total.hours40 == direct.hours40 && norms.total.hours36 == direct.hours36)
    // Months tile the year and add up to it exactly.
    for (a, b) in zip(norms.months, norms.months.dropFirst()) { #expect(a.lastDay + 1 == b.firstDay) }
    #expect(norms.months.map(\.workingDays).reduce(0, +) == direct.workingDays)
    #expect(norms.months.map(\.hours40).reduce(.zero, +) == direct.hours40)
    #expect(norms.months.map(\.hours24).reduce(.zero, +) == direct.hours24)
    if norms.months.count == 12 {
      #expect(norms.quarters.map(\.hours36).reduce(.zero, +) == direct.hours36)
    } else {
      #expect(norms.quarters.isEmpty)
    }
    // Holidays of the year = the Gregorian years' holidays inside it.
    let gregorianYears = day(first).isoDate.year...day(last).isoDate.year
    var expected: [DayStatus] = []
    for y in gregorianYears { expected += try region.holidays(inYear: y) }
    expected = expected.filter { $0.day >= day(first) && $0.day <= day(last) }
    #expect(try region.holidays(inYear: year, calendar: calendar) == expected)
    #expect(try region.days(inYear: year, calendar: calendar).count == day(last) - day(first) + 1)
  }

  @Test func persianMonthsAreFarvardinToEsfand() throws {
    let norms = try ir.norms(year: 1404, calendar: .persian)
    #expect(norms.months.count == 12)
    #expect(norms.months[0].label == "1404-01" && norms.months[0].firstDay == day("2025-03-21"))
    #expect(norms.quarters[0].label == "1404-Q1")
    #expect(norms.total.label == "1404")
    // Farvardin 1404: Nowruz 1-4, 12 and 13 Farvardin, and Fridays.
    #expect(norms.months[0].calendarDays == 31)
  }

  @Test func aHebrewLeapYearHasThirteenMonthsAndNoQuarters() throws {
    // 5784 was a leap year (Adar I and Adar II).
    let norms = try il.norms(year: 5784, calendar: .hebrew)
    #expect(norms.months.count == 13)
    #expect(norms.quarters.isEmpty)
  }

  @Test func errorsNameTheYearAndTheCalendar() throws {
    #expect {
      try ir.holidays(inYear: 2025, calendar: .islamicUmalqura)
    } throws: { error in
      let text = "\(error)"
      return text.contains("islamic-umalqura year 2025") && text.contains("IR")
    }
    #expect {
      try ir.norms(year: 2101)
    } throws: { error in
      // A Gregorian year is refused as every other query refuses it.
      error as? ProductionError == .unsupportedYear(region: "IR", year: 2101, supported: 1990...2100)
    }
    // The supported range is given in the asked calendar.
    do {
      _ = try ir.norms(year: 1300, calendar: .persian)
      Issue.record("1300 SH is before the data")
    } catch {
      guard case .unsupportedCalendarYear(_, let calendar, let year, let supported?, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(calendar == "persian" && year == 1300)
      // 1990-2100 holds the whole Persian years 1369 (from 1990-03-21) to 1478.
      #expect(supported == 1369...1478)
    }
  }

  @Test func holidaysAreDaysOffAndWorkingWeekendsAreSeparate() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let off = try ru.holidays(inYear: 2024)
    #expect(off.allSatisfy { !$0.isWorking })
    let working = try ru.transferredWorkingDays(inYear: 2024)
    #expect(working.map(\.day) == [day("2024-04-27"), day("2024-11-02"), day("2024-12-28")])
  }

  @Test func iCalendarExportOfAPersianYear() throws {
    let text = try ICalendarFormat.export(ir, year: 1404, calendar: .persian)
    #expect(text.contains("X-WR-CALNAME:Iran 1404 (persian)"))
    #expect(text.contains("DTSTART;VALUE=DATE:20250321"))  // 1 Farvardin 1404
    #expect(!text.contains("DTSTART;VALUE=DATE:20250320"))  // 30 Esfand 1403 is the year before
  }
}
