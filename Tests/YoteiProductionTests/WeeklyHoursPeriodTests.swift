import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Weeks that change over time: Israel's week was 43 hours until the
/// extension order of March 2018 made it 42 from 1 April 2018 (the general
/// collective agreement of 29 March 2017; published in Yalkut HaPirsumim on
/// 19 March 2018).
@Suite struct WeeklyHoursPeriodTests {
  let il = try! ProductionCalendar.shipped("IL")

  @Test func israelsWeekWasFortyThreeHoursUntilApril2018() throws {
    #expect(il.definition.weeklyHours(on: day("2018-03-31")) == [43])
    #expect(il.definition.weeklyHours(on: day("2018-04-01")) == [42])
    #expect(il.definition.weeklyHours(on: day("1990-01-01")) == [43])
    #expect(il.definition.weeklyHours == [42])  // the weeks in force now
    // A Thursday of 2017 is 43 / 5 = 8.6 hours; a Sunday of 2018 after the order 8.4.
    let before = try il.report(of: day("2017-06-01"))
    #expect(before.weeklyHours == 43 && before.hours == ExactHours("8.6"))
    let after = try il.report(of: day("2018-06-03"))
    #expect(after.weeklyHours == 42 && after.hours == ExactHours("8.4"))
    // Sunday 4 - Thursday 8 June 2017, no holiday: one 43-hour week.
    let week = try il.periodNorm(label: "w", from: day("2017-06-04"), through: day("2017-06-08"))
    #expect(
      week.weeklyHours == [43] && week.norms.map(\.hours) == [43] && week.norms.map(\.key) == ["hours43"])
  }

  /// 2018 is normed part by part: January-March (64 working days, Sunday to
  /// Thursday, no rest day: 64 x 8.6 = 550.4 h) in 43 hours, April-December
  /// in 42; the year is the exact sum of its months, each in its own week.
  @Test func theYearOfTheChangeIsNormedInEachPartsWeek() throws {
    let year = try il.norms(year: 2018)
    #expect(year.months.prefix(3).allSatisfy { $0.weeklyHours == [43] })
    #expect(year.months.dropFirst(3).allSatisfy { $0.weeklyHours == [42] })
    #expect(year.quarters[0].workingDays == 64)
    #expect(year.quarters[0].norms.map(\.hours) == [ExactHours("550.4")])
    #expect(year.total.weeklyHours == [42])
    let months = year.months.map { $0.norms[0].hours }.reduce(.zero, +)
    #expect(year.total.norms[0].hours == months)
    #expect(year.quarters.map { $0.norms[0].hours }.reduce(.zero, +) == months)
    let parts =
      try il.norm(from: day("2018-01-01"), through: day("2018-03-31"), weeklyHours: 43)
      + il.norm(from: day("2018-04-01"), through: day("2018-12-31"), weeklyHours: 42)
    #expect(year.total.norms[0].hours == parts)
    // One week for the whole year would be another figure.
    #expect(year.total.norms[0].hours != year.total.hours(weeklyHours: 42))
  }

  @Test func periodsRoundTripThroughTheWriter() throws {
    let text = ProductionFormat.encode(il.definition)
    #expect(text.contains("\"from\": \"2018-04-01\"") || text.contains("\"from\":\"2018-04-01\""))
    let read = try ProductionFormat.parseRegion(text, file: "IL.json")
    #expect(read.weeklyHoursPeriods == il.definition.weeklyHoursPeriods)
    // Russia's Soviet 41-hour week and the 40-hour week from 1992 round-trip too.
    let ru = try ProductionCalendar.shipped("RU").definition
    let ruRead = try ProductionFormat.parseRegion(ProductionFormat.encode(ru), file: "RU.json")
    #expect(ruRead.weeklyHoursPeriods == ru.weeklyHoursPeriods)
    #expect(ruRead.weeklyHoursPeriods.count == 2)
    // One week since always is written as before, a list of numbers.
    let us = ProductionFormat.encode(try ProductionCalendar.shipped("US").definition)
    #expect(try ProductionFormat.parseRegion(us, file: "US.json").weeklyHoursPeriods.count == 1)
  }

  func region(_ weeklyHours: String) -> String {
    """
    {"format": "yotei-production", "region": "X", "name": "X", "source": "s",
     "sources": [{"id": "s", "title": "S"}], "supportedYears": [2000, 2030],
     "weeklyHours": \(weeklyHours), "weekends": [{"days": ["saturday", "sunday"]}]}
    """
  }

  @Test(arguments: [
    (
      #"[{"from": "2010-01-01", "hours": [40]}]"#,
      "x.json:1: $.weeklyHours[0].from: the first period applies since always: give it no 'from'"
    ),
    (
      #"[{"hours": [40]}, {"hours": [38]}]"#,
      "x.json:1: $.weeklyHours[1]: a later period needs the day it starts ('from')"
    ),
    (
      #"[{"hours": [40]}, {"from": "2020-01-01", "hours": [38]}, {"from": "2015-01-01", "hours": [36]}]"#,
      "x.json:1: $.weeklyHours[2].from: periods of weekly hours must be in order of their start"
    ),
    (
      #"[{"hours": [40, 36]}, {"from": "2020-01-01", "hours": [38]}]"#,
      "x.json:1: $.weeklyHours[1].hours: every period lists as many weeks (2, as the first), found 1"
    ),
    (
      #"[{"hours": [40], "source": "t"}]"#,
      "x.json:1: $.weeklyHours[0].source: 't' is not listed in 'sources'"
    ),
  ])
  func badPeriodsAreRefused(weeklyHours: String, message: String) throws {
    #expect {
      try ProductionFormat.parseRegion(
        region(weeklyHours).replacingOccurrences(of: "\n", with: " "), file: "x.json")
    } throws: { error in
      "\(error)" == message
    }
  }
}
