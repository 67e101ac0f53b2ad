import Testing
import Yotei

@testable import YoteiProduction

/// Subdivisions inherit their country and add their own holidays: RU-TA
/// (Tatarstan) and RU-BA (Bashkortostan), with Uraza and Kurban Bayram on
/// the dates each year's decree announced.
@Suite struct SubdivisionTests {
  let ru = try! ProductionCalendar.shipped("RU")
  let ta = try! ProductionCalendar.shipped("RU-TA")
  let ba = try! ProductionCalendar.shipped("RU-BA")

  @Test func tatarstanAddsItsDaysToRussiasOnTheDecreedDates() throws {
    // 2024: Uraza Bayram Wednesday 10 April (its eve an hour shorter), Kurban
    // Bayram Sunday 16 June (no extra day: the republic's law), Republic Day
    // Friday 30 August, Constitution Day Wednesday 6 November.
    let uraza = try ta.status(of: day("2024-04-10"))
    #expect(uraza.kind == .holiday && uraza.nameKey == "holiday.ru-ta.urazaBayram" && !uraza.estimated)
    #expect(uraza.source == "ta-2024")
    #expect(try uraza.name(locale: "tt") == "Ураза бәйрәме")
    #expect(try uraza.name(locale: "ru") == "Ураза-байрам")
    #expect(try ta.status(of: day("2024-04-09")).hours(weeklyHours: 40) == 7)
    #expect(try ta.isWorkingDay(day("2024-06-17")))
    let year = try ta.norms(year: 2024).total
    let russia = try ru.norms(year: 2024).total
    #expect(year.workingDays == russia.workingDays - 3)
    #expect(!year.isEstimated)
    // Russia's own days and decrees are inherited: 2024-11-02 a working Saturday, 12 June a holiday.
    #expect(try ta.status(of: day("2024-11-02")).kind == .transferredWorking)
    #expect(try ta.status(of: day("2024-06-12")).nameKey == "holiday.ru.russiaDay")
    // 2025: Uraza Bayram on Sunday 30 March gives no Monday off in Tatarstan.
    #expect(try ta.isWorkingDay(day("2025-03-31")))
    // Until the law's amendment of 30 September 2016 a republic holiday on a
    // weekend gave the next working day off: Kurban Bayram on Saturday
    // 4 October 2014 gave Monday 6 October, Constitution Day on Sunday
    // 6 November 2005 Monday 7 November, Republic Day on Sunday 30 August
    // 2015 Monday 31 August; Constitution Day on Sunday 6 November 2016 none.
    for (iso, from) in [
      ("2014-10-06", "2014-10-04"), ("2005-11-07", "2005-11-06"), ("2015-08-31", "2015-08-30"),
    ] {
      let status = try ta.status(of: day(iso))
      #expect(status.kind == .transferredDayOff && status.transferredFrom == day(from), "\(iso)")
      #expect(status.source == "ta-weekend-rule", "\(iso)")
      #expect(try ru.isWorkingDay(day(iso)), "\(iso)")
    }
    #expect(try ta.isWorkingDay(day("2016-11-07")))
  }

  @Test func anUnannouncedYearEstimatesOnlyItsBayramDays() throws {
    // 2013 has no decree in the data: Umm al-Qura's 1 Shawwal 1434 (8 August)
    // and 10 Dhu al-Hijja (15 October) are estimates, nothing else is.
    let estimated = try ta.days(inYear: 2013).filter(\.estimated)
    #expect(
      estimated.allSatisfy { status in
        status.holidays.contains { $0.nameKey.hasPrefix("holiday.ru-ta.") } || status.isShortened
      })
    #expect(estimated.contains { $0.day == day("2013-08-08") })
    #expect(estimated.contains { $0.day == day("2013-10-15") })
    #expect(try !ta.status(of: day("2013-08-30")).estimated)
    #expect(try !ta.status(of: day("2013-01-01")).estimated)
    // 2019's decree (realnoevremya.ru, April 2019) dates both: none of its days is estimated.
    #expect(try ta.days(inYear: 2019).allSatisfy { !$0.estimated })
    #expect(try ta.status(of: day("2019-06-04")).source == "ta-2019")
    #expect(ta.definition.regionNotes.count == ru.definition.regionNotes.count + 1)
  }

  @Test func bashkortostanMovesAWeekendHolidayToTheNextWorkingDay() throws {
    // Uraza Bayram on Sunday 30 March 2025: Monday 31 March off (the republic's law).
    let monday = try ba.status(of: day("2025-03-31"))
    #expect(monday.kind == .transferredDayOff && monday.transferredFrom == day("2025-03-30"))
    #expect(try ba.status(of: day("2025-10-11")).nameKey == "holiday.ru-ba.republicDay")  // a Saturday
    #expect(try ba.status(of: day("2025-10-13")).kind == .transferredDayOff)
    #expect(try ba.status(of: day("2025-06-06")).source == "ba-2025")
    // Constitution Day, 24 December, is a memorable day, not a day off (the
    // Ministry of Labour's lists of the non-working days of 2015 and 2025).
    #expect(try ba.isWorkingDay(day("2025-12-24")))
    #expect(try ba.status(of: day("2025-10-11")).holidays.first?.names["ba"] == "Республика көнө")
    #expect(ba.definition.weeklyHours == [40, 36, 24])
  }

  /// The republics' announced dates of 2016-2021 (press reports of
  /// each decree or resolution): confirmed, with their source.
  @Test func theAnnouncedBayramsOf2016Through2021AreConfirmed() throws {
    let announced = [
      (ta, "2016-07-05", "ta-2016"), (ta, "2016-09-12", "ta-2016"), (ta, "2020-05-24", "ta-2020"),
      (ta, "2021-05-13", "ta-2021"), (ba, "2019-06-04", "ba-2019"), (ba, "2019-08-11", "ba-2019"),
      (ba, "2020-05-24", "ba-2020"), (ba, "2020-07-31", "ba-2020"), (ba, "2021-05-13", "ba-2021"),
      (ba, "2021-07-20", "ba-2021"), (ta, "2017-06-25", "ta-2017"), (ba, "2017-06-25", "ba-2017"),
    ]
    for (calendar, iso, source) in announced {
      let status = try calendar.status(of: day(iso))
      #expect(status.holidays.contains { $0.nameKey.hasSuffix("Bayram") }, "\(iso)")
      #expect(status.source == source && !status.estimated, "\(iso)")
    }
    // The decree's Monday 12 September 2016 is the day off, not a day of Umm al-Qura's.
    #expect(try !ta.status(of: day("2016-09-12")).isWorking)
    #expect(try ta.days(inYear: 2016).filter { $0.nameKey == "holiday.ru-ta.kurbanBayram" }.count == 1)
    // Bashkortostan moves a Sunday Bayram to Monday; Tatarstan does not.
    #expect(try ba.status(of: day("2019-08-12")).kind == .transferredDayOff)
    #expect(try ba.status(of: day("2020-05-25")).kind == .transferredDayOff)
    #expect(try ta.status(of: day("2020-05-25")).isWorking)
    // Uraza Bayram 2017 on Sunday 25 June (the Ministry's notice): Monday
    // 26 June off in Bashkortostan by the law's rule, and Friday 23 June of
    // full length.
    let monday = try ba.status(of: day("2017-06-26"))
    #expect(monday.kind == .transferredDayOff && !monday.estimated)
    #expect(try !ba.status(of: day("2017-06-23")).isShortened)
  }

  @Test func aUserFileMayAddHolidaysToABaseButNotChangeItsRules() throws {
    let text = """
      {"format": "yotei-production", "region": "RU-XX", "base": "RU", "sources": [{"id": "s", "title": "S"}],
       "source": "s", "holidays": [{"key": "x.day", "names": {"en": "X Day"}, "moves": [],
         "date": {"calendar": "gregorian", "month": 7, "day": 15}}]}
      """
    let xx = try ProductionCalendar(ProductionFormat.parseRegion(text, file: "xx.json"))
    #expect(try xx.status(of: day("2025-07-15")).kind == .holiday)
    #expect(try ru.isWorkingDay(day("2025-07-15")))
    let refused = text.replacingOccurrences(
      of: "\"source\": \"s\",", with: "\"source\": \"s\", \"weeklyHours\": [40],")
    #expect {
      try ProductionFormat.parseRegion(refused, file: "xx.json")
    } throws: { error in
      (error as? ProductionDataError)?.field == "$.weeklyHours"
    }
  }
}
