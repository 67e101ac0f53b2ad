import Testing
import Yotei
import YoteiLocalization

@testable import YoteiProduction

/// Taiwan's office calendar before 2017: the alternate Saturdays of
/// 1998-2000, the rules of each period and the DGPA's adjusted days (the
/// day-by-day comparison with python-holidays is
/// `scripts/production-crosscheck.py`).
@Suite struct TaiwanHistoryTests {
  let tw = try! ProductionCalendar.shipped("TW")

  @Test func theSecondAndFourthSaturdaysAreOffIn1998To2000() throws {
    // May 1999 has no holiday on a Saturday: 1, 15 and 29 May are working Saturdays, 8 and 22 May off.
    for (iso, working) in [
      ("1999-05-01", true), ("1999-05-08", false), ("1999-05-15", true), ("1999-05-22", false),
      ("1999-05-29", true), ("1999-05-02", false), ("1999-05-03", true),
    ] {
      #expect(try tw.isWorkingDay(day(iso)) == working, "\(iso)")
    }
    #expect(try tw.status(of: day("1999-05-08")).kind == .weekend)
    #expect(try tw.status(of: day("1999-05-15")).kind == .working)
    // The last Saturday of 2000 is its fifth, a working day; from 2001 every Saturday is off.
    #expect(try tw.isWorkingDay(day("2000-12-30")))
    #expect(try tw.status(of: day("2000-12-23")).kind == .weekend)
    #expect(try tw.status(of: day("2001-01-06")).kind == .weekend)
    // The weekend in force is the one of the day's week: Sunday 9 May 1999 follows a Saturday off,
    // Sunday 16 May a working one.
    #expect(tw.definition.weekend(on: day("1999-05-09")) == [.saturday, .sunday])
    #expect(tw.definition.weekend(on: day("1999-05-16")) == [.sunday])
    #expect(tw.definition.weekend(on: day("2001-01-10")) == [.saturday, .sunday])
  }

  @Test func theDaysOffOf1998To2000WereWorkingDaysFrom2001() throws {
    // 公務人員週休二日實施辦法 art. 3 (3 October 2000): commemorated without a day off from 2001.
    let days: [(String, String, String)] = [
      ("1998-01-02", "2001-01-02", "holiday.tw.foundingDayNext"),
      ("2000-03-29", "2001-03-29", "holiday.tw.revolutionaryMartyrsDay"),
      ("2000-09-28", "2001-09-28", "holiday.tw.confuciusBirthday"),
      ("2000-10-25", "2001-10-25", "holiday.tw.taiwanRetrocessionDay"),
      ("2000-10-31", "2001-10-31", "holiday.tw.chiangKaiShekBirthday"),
      ("1999-11-12", "2001-11-12", "holiday.tw.sunYatSenBirthday"),
      ("2000-12-25", "2001-12-25", "holiday.tw.constitutionDay"),
    ]
    for (before, after, key) in days {
      let old = try tw.status(of: day(before))
      #expect(old.kind == .holiday && old.holidays.map(\.nameKey) == [key], "\(before)")
      #expect(try tw.isWorkingDay(day(after)), "\(after)")
    }
    // The combined Women's and Children's Day is the day before 清明: Saturday 4 April 1998, a working
    // Saturday made a day off; Tomb Sweeping Day on Sunday 5 April was given on Monday 6 April.
    #expect(
      try tw.status(of: day("1998-04-04")).holidays.map(\.nameKey) == ["holiday.tw.womensAndChildrensDay"])
    #expect(try tw.status(of: day("1998-04-06")).transferredFrom == day("1998-04-05"))
    // Saturday 8 April 2000, a second Saturday, was worked for the Monday 3 April given off.
    #expect(try tw.status(of: day("2000-04-08")).kind == .transferredWorking)
    #expect(try !tw.isWorkingDay(day("2000-04-03")))
  }

  @Test func noDayOffForAHolidayOnAWeekendFrom2001To2014() throws {
    // National Day on Sunday 10 October 2010 and on Saturday 10 October 2009: no day in its place.
    #expect(try tw.isWorkingDay(day("2010-10-11")))
    #expect(try tw.isWorkingDay(day("2009-10-09")))
    // Peace Memorial Day on Saturday 28 February 2015: Friday 27 February off under the 2015 text.
    #expect(try tw.status(of: day("2015-02-27")).transferredFrom == day("2015-02-28"))
    // The third day of the Spring Festival on Saturday 24 January 2004 is made up on Monday 26 January.
    #expect(try tw.status(of: day("2004-01-26")).transferredFrom == day("2004-01-24"))
  }

  @Test func childrensDayFrom2011AndWhenItFellOnQingming() throws {
    // 4 April 2007 (a Wednesday) was a working day; 4 April 2011 (a Monday) a day off.
    #expect(try tw.isWorkingDay(day("2007-04-04")))
    #expect(try tw.status(of: day("2011-04-04")).holidays.map(\.nameKey) == ["holiday.tw.childrensDay"])
    // Both on Thursday 4 April 2013: Friday 5 April off (the 2012 amendment).
    #expect(try tw.status(of: day("2013-04-05")).kind == .transferredDayOff)
  }

  @Test func theRevisionOfOctober2014() throws {
    // 院授人培字第10300503332號函 (21 October 2014): Friday 2 January 2015 off, made up on Saturday
    // 27 December 2014. 2014 had 114 days off as first approved (30 May 2013), so 113 after it.
    #expect(try tw.status(of: day("2014-12-27")).kind == .transferredWorking)
    #expect(try tw.status(of: day("2015-01-02")).kind == .transferredDayOff)
    let counts = try tw.counts(from: day("2014-01-01"), through: day("2014-12-31"))
    #expect(counts.calendarDays - counts.workingDays == 113)
  }

  @Test func yearlyDaysOffAsTheyWereAnnounced() throws {
    // 2011: 115 and 2012: 112 (the 2012 calendar as reported on 6 September 2011); 2015: 115 as first
    // approved (June 2014), and Friday 2 January added by the revision of October 2014.
    for (year, off) in [(2011, 115), (2012, 112), (2015, 116)] {
      let counts = try tw.counts(from: Day(iso: year, 1, 1)!, through: Day(iso: year, 12, 31)!)
      #expect(counts.calendarDays - counts.workingDays == off, "\(year)")
    }
    // The 2012 report: the eve on Sunday 22 January made up on Thursday 26 January, Friday 27 January
    // adjusted; Children's Day and 清明 on Wednesday 4 April with no other day.
    #expect(try tw.status(of: day("2012-01-26")).transferredFrom == day("2012-01-22"))
    #expect(try tw.isWorkingDay(day("2012-04-05")) && tw.isWorkingDay(day("2012-04-03")))
  }

  @Test func makeUpSaturdaysOfTheAdjustmentPrinciples() throws {
    // The DGPA calendars' adjusted days off and the Saturdays worked for them.
    for (off, worked) in [
      ("2001-01-22", "2001-01-20"), ("2007-02-23", "2007-03-03"), ("2009-01-02", "2009-01-10"),
      ("2012-12-31", "2012-12-22"), ("2016-06-10", "2016-06-04"),
    ] {
      #expect(try tw.status(of: day(off)).transferredFrom == day(worked), "\(off)")
      #expect(try tw.status(of: day(worked)).kind == .transferredWorking, "\(worked)")
    }
  }

  @Test func onlyTheAdjustedDaysOf2001To2011AreEstimated() throws {
    // The statutory days off of 2001-2012 are law (measures-1998 as amended, weekend-2001,
    // no-substitute-2001): not estimated. The Spring Festival eve on Saturday 13 February 2010,
    // National Day 2010, the Dragon Boat Festival on Thursday 28 May 2009, an ordinary day of 2001.
    for iso in [
      "2010-02-13", "2010-02-14", "2010-02-17", "2010-10-10", "2009-05-28", "2001-06-01", "2008-06-02",
    ] {
      #expect(try !tw.status(of: day(iso)).estimated, "\(iso)")
    }
    #expect(try tw.status(of: day("2010-02-13")).holidays.map(\.nameKey) == ["holiday.tw.springFestivalEve"])
    // The DGPA's adjusted days off and their make-up Saturdays (python-holidays' reading of pages not
    // read here) are estimated, both days of each pair.
    for (off, worked) in [
      ("2001-01-22", "2001-01-20"), ("2005-02-07", "2005-02-05"), ("2006-10-09", "2006-10-14"),
      ("2007-02-23", "2007-03-03"), ("2009-05-29", "2009-06-06"), ("2010-02-19", "2010-02-06"),
    ] {
      #expect(try tw.status(of: day(off)).estimated, "\(off)")
      #expect(try tw.status(of: day(worked)).estimated, "\(worked)")
    }
    // 2012's are confirmed by the Central Personnel Administration's page as quoted (dgpa-2012).
    #expect(try !tw.status(of: day("2012-01-27")).estimated)
    #expect(try !tw.status(of: day("2012-12-22")).estimated)
    // 1998-2000 stay estimated throughout (no copy read; the working Saturdays' hours not modelled).
    #expect(try tw.status(of: day("2000-06-01")).estimated)
    #expect(try tw.status(of: day("1998-10-12")).estimated)
    // National Day is a holiday whatever the unread pages say.
    #expect(try !tw.status(of: day("1998-10-10")).estimated)
    // Aggregates name only the adjusted days: February 2010's counts rest on 6 and 19 February.
    let february = try tw.counts(from: day("2010-02-01"), through: day("2010-02-28"))
    #expect(february.estimatedDays == day("2010-02-06")...day("2010-02-19"))
    #expect(try tw.counts(from: day("2010-03-01"), through: day("2010-12-31")).estimatedDays == nil)
    #expect(try !tw.norms(year: 2008).isEstimated)
    #expect(try tw.norms(year: 2009).estimatedDays == day("2009-01-02")...day("2009-06-06"))
    // The region's confirmed data: the longest run of years with nothing estimated.
    #expect(tw.definition.confirmed == day("2011-01-01")...day("2027-12-31"))
  }

  @Test func aDGPAFileForAnAdjustedYearConfirmsItsAdjustedDays() throws {
    // Loading the DGPA's calendar of 2010 (here as Yotei has it) makes 6 and 19 February confirmed.
    let names = ["日", "一", "二", "三", "四", "五", "六"]
    var lines = ["西元日期,星期,是否放假,備註"]
    for status in try tw.days(inYear: 2010) {
      let (y, m, d) = status.day.isoDate
      let compact = String(y * 10000 + m * 100 + d)
      lines.append(
        "\(compact),\(names[status.day.isoWeekday.rawValue % 7]),\(status.kind.isWorking ? 0 : 2),"
          + (status.holidays.first?.names["zh-Hant"] ?? ""))
    }
    let registry = ProductionRegistry()
    let loaded = try registry.load(text: lines.joined(separator: "\n") + "\n", file: "99年.csv")
    #expect(loaded.changedYears == [])
    let calendar = try registry.calendar("TW")
    #expect(try !calendar.status(of: day("2010-02-19")).estimated)
    #expect(try !calendar.status(of: day("2010-02-06")).estimated)
    #expect(try calendar.counts(from: day("2010-01-01"), through: day("2010-12-31")).estimatedDays == nil)
    #expect(try calendar.status(of: day("2009-05-29")).estimated)
    #expect(try ProductionCalendar.shipped("TW").status(of: day("2010-02-19")).estimated)
  }

  @Test func everyNameOf1998To2026IsInTheCatalogAndInTraditionalChinese() throws {
    var keys = Set<String>()
    for year in 1998...2026 {
      for status in try tw.holidays(inYear: year) {
        for name in status.holidays {
          keys.insert(name.nameKey)
          #expect(name.names["zh-Hant"] != nil, "\(status.day.isoString) \(name.nameKey)")
        }
      }
    }
    #expect(keys.count == 21)
    for key in keys { #expect(StringCatalog.yotei.keys.contains(key), "\(key)") }
  }

  @Test(arguments: 1998...2016)
  func taiwanHasNoConflictsBefore2017(year: Int) throws {
    #expect(try tw.conflicts(inYear: year).isEmpty)
  }
}

/// `nthDays`: a weekday that is a weekend day only in some weeks of the month.
@Suite struct NthWeekendTests {
  func region(_ weekend: String) -> String {
    """
    {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "t"}],
     "source": "s", "supportedYears": [2025, 2025],
     "weekends": [\(weekend)]}
    """
  }

  @Test func theNthWeekdaysOfEachMonthAreOff() throws {
    let text = region(#"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": [1, 3, 5]}]}"#)
    let calendar = try ProductionCalendar(try ProductionFormat.parseRegion(text, file: "x.json"))
    // March 2025: Saturdays 1, 8, 15, 22, 29.
    for (iso, working) in [
      ("2025-03-01", false), ("2025-03-08", true), ("2025-03-15", false), ("2025-03-22", true),
      ("2025-03-29", false), ("2025-03-30", false), ("2025-03-28", true),
    ] {
      #expect(try calendar.isWorkingDay(day(iso)) == working, "\(iso)")
    }
    // Written and read back, the same days.
    let again = try ProductionCalendar(
      try ProductionFormat.parseRegion(ProductionFormat.encode(calendar.definition), file: "y.json"))
    #expect(again.definition.weekends == calendar.definition.weekends)
    #expect(calendar.definition.weekends[0].nthDays == [.saturday: [1, 3, 5]])
  }

  @Test(arguments: [
    (#"{"days": ["sunday"], "nthDays": [{"day": "sunday", "nth": [2]}]}"#, "$.weekends[0].nthDays[0].day"),
    (
      #"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": [6]}]}"#,
      "$.weekends[0].nthDays[0].nth[0]"
    ),
    (
      #"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": [2, 2]}]}"#,
      "$.weekends[0].nthDays[0].nth[1]"
    ),
    (#"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": []}]}"#, "$.weekends[0].nthDays[0].nth"),
    (#"{"days": ["sunday"], "nthDays": [{"day": "saturday"}]}"#, "$.weekends[0].nthDays[0].nth"),
    (
      #"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": [2], "n": 1}]}"#,
      "$.weekends[0].nthDays[0].n"
    ),
    (#"{"days": ["sunday"], "nthDays": {"day": "saturday"}}"#, "$.weekends[0].nthDays"),
    (
      #"{"days": ["sunday"], "nthDays": [{"day": "saturday", "nth": [2]}, {"day": "saturday", "nth": [4]}]}"#,
      "$.weekends[0].nthDays[1].day"
    ),
  ])
  func badNthDaysAreRefusedNamingTheField(weekend: String, field: String) throws {
    let error = try #require(throws: ProductionDataError.self) {
      try ProductionFormat.parseRegion(region(weekend), file: "x.json")
    }
    #expect(error.field == field, "\(error)")
  }
}
