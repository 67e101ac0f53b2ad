import Testing
import Yotei

@testable import YoteiProduction

/// What a server developer wrote by hand around the working-day API (found
/// by using the library from a separate package): a deadline that starts on
/// a day off, and the norm in a region's own standard week.
@Suite struct ConvenienceTests {
  @Test func aWorkingDayOnOrAfterOrBeforeADayOff() throws {
    let ru = try ProductionCalendar.shipped("RU")
    // Saturday 3 January 2026 is in the New Year holidays (1-11 January).
    let saturday = Day(iso: 2026, 1, 3)!
    #expect(try ru.workingDay(onOrAfter: saturday) == Day(iso: 2026, 1, 12)!)
    // 31 December 2025 was a day off (transferred from 4 January).
    #expect(try ru.workingDay(onOrBefore: saturday) == Day(iso: 2025, 12, 30)!)
    // The DocC article's deadline: ten working days from there.
    let due = try ru.addingWorkingDaysEstimated(10, to: ru.workingDay(onOrAfter: saturday))
    #expect(due.value == Day(iso: 2026, 1, 26)! && !due.isEstimated)
    #expect(due.value.description == "2026-01-26")
    // A working day is its own answer both ways.
    let monday = Day(iso: 2026, 1, 12)!
    #expect(try ru.workingDay(onOrAfter: monday) == monday)
    #expect(try ru.workingDay(onOrBefore: monday) == monday)
    // Saudi Arabia's weekend is Friday-Saturday: Friday 2 January 2026 gives Sunday 4 January.
    let sa = try ProductionCalendar.shipped("SA")
    #expect(try sa.workingDay(onOrAfter: Day(iso: 2026, 1, 2)!) == Day(iso: 2026, 1, 4)!)
    #expect(try sa.workingDay(onOrBefore: Day(iso: 2026, 1, 3)!) == Day(iso: 2026, 1, 1)!)
    // Past the supported years: the year is named.
    let last = Day(iso: 2100, 12, 31)!
    if try !ru.isWorkingDay(last) {
      #expect(throws: ProductionError.self) { try ru.workingDay(onOrAfter: last) }
    }
  }

  @Test func theStandardWeeksNormIsTheRegionsOwn() throws {
    // Israel's week is 42 hours (43 until March 2018); hours40 is a 40-hour week's anywhere.
    let il = try ProductionCalendar.shipped("IL").norms(year: 2026).total
    #expect(il.standardHours == il.hours(weeklyHours: 42))
    #expect(il.standardHours != il.hours40)
    // 2018 is normed part by part: January-March in 43 hours, the rest in 42.
    let il2018 = try ProductionCalendar.shipped("IL").norms(year: 2018).total
    #expect(il2018.standardHours == il2018.norms[0].hours)
    #expect(il2018.standardHours != il2018.hours(weeklyHours: 42))
    // Russia's standard week is 40 hours: the published 1972 hours of 2026.
    let ru = try ProductionCalendar.shipped("RU").norms(year: 2026).total
    #expect(ru.standardHours == ru.hours40)
    #expect(ru.standardHours.description == "1972")
    // Saudi Arabia's first week is 48 hours.
    let sa = try ProductionCalendar.shipped("SA").norms(year: 2026).total
    #expect(sa.standardHours == sa.hours(weeklyHours: 48))
  }
}
