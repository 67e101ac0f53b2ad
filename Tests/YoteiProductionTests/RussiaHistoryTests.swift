import Testing
import Yotei

@testable import YoteiProduction

/// Russia 1992-2014: the law of each period and each year's transfer decree,
/// against an independent day list (python-holidays' decree overview,
/// corrected by the published calendars) and the published norms.
@Suite struct RussiaHistoryTests {
  let ru = try! ProductionCalendar.shipped("RU")

  /// One year of `ru-days-1992-2014.txt`.
  struct HistoryYear: Sendable, CustomStringConvertible {
    var year: Int
    var weekdaysOff: Set<Day>
    var weekendsWorking: Set<Day>
    var description: String { String(year) }

    static let all: [HistoryYear] = fixtureRows("ru-days-1992-2014.txt").map { row in
      let year = Int(row[0])!
      func days(_ text: String) -> Set<Day> {
        text == "-"
          ? []
          : Set(
            text.split(separator: " ").map {
              let parts = $0.split(separator: "-")
              return Day(iso: year, Int(parts[0])!, Int(parts[1])!)!
            })
      }
      return HistoryYear(year: year, weekdaysOff: days(row[1]), weekendsWorking: days(row[2]))
    }
  }

  @Test func fixturesCoverEveryYear() {
    #expect(HistoryYear.all.map(\.year) == Array(1992...2014))
  }

  @Test(arguments: HistoryYear.all)
  func everyDayMatchesTheLawAndTheDecrees(year: HistoryYear) throws {
    let days = try ru.days(inYear: year.year)
    #expect(days.count == (Gregorian.isLeap(year.year) ? 366 : 365))
    for status in days {
      let d = status.day
      let weekend = d.isoWeekday == .saturday || d.isoWeekday == .sunday
      let expectedWorking = weekend ? year.weekendsWorking.contains(d) : !year.weekdaysOff.contains(d)
      #expect(status.isWorking == expectedWorking, "\(d) \(status.kind)")
      #expect(!status.estimated, "\(d)")
      if status.kind == .holiday { #expect(status.name() != nil, "\(d) has no name") }
      // Every decision cites a listed source.
      if status.origin != .regular {
        let source = try #require(status.source, "\(d)")
        #expect(ru.definition.sources.contains { $0.id == source }, "\(d) \(source)")
      }
    }
    #expect(try ru.conflicts(inYear: year.year).isEmpty)
  }

  @Test func theHolidayListChangesWithTheLaw() throws {
    // 2 January: a holiday from 1993 (Law No. 3543-1 of 1992).
    #expect(try ru.isWorkingDay(day("1992-01-02")))
    #expect(try ru.status(of: day("1993-01-02")).kind == .holiday)
    // 7 November until 2004, 4 November from 2005; 12 December 1994-2004.
    #expect(try ru.status(of: day("2003-11-07")).kind == .holiday)
    #expect(try ru.isWorkingDay(day("2005-11-07")))
    #expect(try ru.status(of: day("2005-11-04")).kind == .holiday)
    #expect(try ru.status(of: day("2001-12-12")).kind == .holiday)
    #expect(try ru.isWorkingDay(day("2006-12-12")))
    // 23 February from 2002 (Labour Code); 2 May until 2004.
    #expect(try ru.isWorkingDay(day("2001-02-23")))
    #expect(try ru.status(of: day("2004-05-02")).kind == .holiday)
    #expect(try ru.isWorkingDay(day("2006-05-02")))
    // 2005-2012: January weekend holidays move automatically (no 1-8 January
    // exception before 2013): 1 and 2 January 2011 -> 6 and 10 January.
    #expect(try ru.status(of: day("2011-01-10")).transferredFrom == day("2011-01-02"))
    // Names follow the law of the year.
    #expect(try ru.status(of: day("1997-11-07")).name(locale: "en") == "Day of Accord and Reconciliation")
    #expect(
      try ru.status(of: day("1995-11-07")).name(locale: "en") == "Anniversary of the October Revolution")
  }

  @Test func everyTransferCitesItsDecree() throws {
    let decrees = try #require(ru.definition.overlays.first)
    for entry in decrees.entries where entry.day.isoDate.year <= 2014 {
      let source = try #require(entry.source)
      let title = try #require(ru.definition.sources.first { $0.id == source }?.title)
      // Each year's decree, or an act of its own year (12 June 1991's resolution).
      let ownAct = source == "decree-\(entry.day.isoDate.year)" || source == "vs-rsfsr-1991-june12"
      #expect(ownAct || source == "calendar-2014", "\(entry.day)")
      #expect(title.contains(String(entry.day.isoDate.year)), "\(source)")
    }
    // The decrees found with their numbers and dates, 2005-2014.
    for (year, number) in [
      (2005, "No. 845"), (2006, "No. 813"), (2007, "No. 661"), (2008, "No. 512"), (2009, "No. 877"),
      (2010, "No. 869"), (2011, "No. 600"), (2012, "No. 581"), (2013, "No. 1048"), (2014, "No. 444"),
    ] {
      let title = ru.definition.sources.first { $0.id == "decree-\(year)" }?.title ?? ""
      #expect(title.contains(number), "\(year)")
    }
  }

  /// A row of `ru-figures-1992-2014.txt` ("-" where the source gives no figure).
  struct Figure: Sendable, CustomStringConvertible {
    var period: String
    var fields: [String]
    var description: String { period }
    static let all: [Figure] = fixtureRows("ru-figures-1992-2014.txt").map {
      Figure(period: $0[0], fields: Array($0[1...]))
    }
  }

  @Test(arguments: Figure.all)
  func publishedNormsComeOutExactly(figure: Figure) throws {
    // "YYYY", "YYYY-MM" or "YYYY-Qn".
    let parts = figure.period.split(separator: "-")
    let norms = try ru.norms(year: Int(parts[0])!)
    let norm =
      parts.count == 1
      ? norms.total
      : parts[1].hasPrefix("Q")
        ? norms.quarters[Int(parts[1].dropFirst())! - 1] : norms.months[Int(parts[1])! - 1]
    #expect(!norm.isEstimated)
    let computed = [
      String(norm.workingDays), String(norm.daysOff), norm.hours40.description, norm.hours36.description,
      norm.hours24.description,
    ]
    for (index, expected) in figure.fields.enumerated() where expected != "-" {
      #expect(computed[index] == expected, "\(figure.period) column \(index + 1)")
    }
  }

  @Test func underTheKZoTShortWeeksKeptTheirPreHolidayHour() throws {
    // 6 January 1994, before Christmas: one hour shorter for a 40-hour week
    // only (KZoT art. 47); from 2002 for every week (Labour Code art. 95).
    let kzot = try ru.status(of: day("1994-01-06"))
    #expect(kzot.isShortened)
    #expect(kzot.hours(weeklyHours: 40) == ExactHours(hours: 7))
    #expect(kzot.hours(weeklyHours: 36) == ExactHours(tenths: 72))
    let code = try ru.status(of: day("2002-02-22"))
    #expect(code.hours(weeklyHours: 36) == ExactHours(tenths: 62))
  }

  @Test func yearsBefore1991AreEstimated() throws {
    // No list of 1990's transfers was found; 1991's are known.
    #expect(try ru.status(of: day("1990-12-31")).estimated)
    #expect(try !ru.status(of: day("1991-01-01")).estimated)
    #expect(try ru.norms(year: 1990).isEstimated)
    #expect(try !ru.norms(year: 1991).isEstimated)
    #expect(try !ru.norms(year: 2000).isEstimated)
  }

  @Test func theSovietHolidaysOf1990And1991() throws {
    // KZoT of the RSFSR art. 65 as in force to 1992 (with 7 October from
    // 1977), and 7 January from 1991 (Supreme Soviet of the RSFSR,
    // 27 December 1990).
    let holidays = [
      ("1990-01-01", "holiday.ru.newYear"), ("1990-03-08", "holiday.ru.womensDay"),
      ("1990-05-01", "holiday.ru.workersSolidarityDay"), ("1990-05-02", "holiday.ru.workersSolidarityDay"),
      ("1990-05-09", "holiday.ru.victoryDay"), ("1990-11-07", "holiday.ru.octoberRevolution"),
      ("1990-11-08", "holiday.ru.octoberRevolution"), ("1991-01-01", "holiday.ru.newYear"),
      ("1991-01-07", "holiday.ru.christmas"), ("1991-10-07", "holiday.ru.ussrConstitutionDay"),
      ("1991-11-07", "holiday.ru.octoberRevolution"), ("1991-11-08", "holiday.ru.octoberRevolution"),
    ]
    for (iso, key) in holidays {
      let status = try ru.status(of: day(iso))
      #expect(status.kind == .holiday, "\(iso)")
      #expect(status.nameKey == key, "\(iso)")
    }
    // Not yet holidays: 7 January 1990, 2 January (from 1993), 12 June (from 1992).
    for iso in ["1990-01-02", "1990-06-12", "1991-01-02"] {
      #expect(try ru.status(of: day(iso)).kind == .working, "\(iso)")
    }
    // 7 January 1990 and 7 October 1990 were Sundays; a holiday on a day
    // off gave no other day before the 1992 amendment.
    #expect(try ru.status(of: day("1990-10-08")).kind == .working)
    // 7 October 1992 was a working Wednesday: the 1992 text dropped it.
    #expect(try ru.status(of: day("1992-10-07")).kind == .working)
    // The May 1991 transfers: Friday 3 and 10 May off, Sundays 5 and 12 May worked.
    #expect(try ru.status(of: day("1991-05-03")).kind == .transferredDayOff)
    #expect(try ru.status(of: day("1991-05-10")).kind == .transferredDayOff)
    #expect(try ru.status(of: day("1991-05-05")).kind == .transferredWorking)
    // The eve of a holiday is one hour shorter (KZoT art. 47): 30 April 1991.
    #expect(try ru.status(of: day("1991-04-30")).isShortened)
  }

  @Test func twelveJune1991WasANonWorkingDayByResolution() throws {
    // The Supreme Soviet of the RSFSR declared Wednesday 12 June 1991 (the
    // presidential election) a non-working day; it was not a holiday of
    // KZoT art. 65, so its eve keeps its full length.
    let june12 = try ru.status(of: day("1991-06-12"))
    #expect(june12.kind == .holiday)
    #expect(june12.origin == .decreeDayOff)
    #expect(june12.nameKey == "holiday.ru.russiaDay")
    #expect(!june12.estimated)
    #expect(try !ru.status(of: day("1991-06-11")).isShortened)
    #expect(try ru.status(of: day("1991-06-13")).kind == .working)
  }

  @Test func theSovietWeekWas41Hours() throws {
    // KZoT art. 42 in its Soviet text: 41 hours a week, 8.2 hours a day
    // in a five-day week, one hour less on a holiday's eve; 40 from 1992.
    #expect(ru.definition.weeklyHours(on: day("1991-12-31")) == [41, 36, 24])
    #expect(ru.definition.weeklyHours(on: day("1992-01-01")) == [40, 36, 24])
    #expect(try ru.report(of: day("1991-06-13")).hours == ExactHours(tenths: 82))
    #expect(try ru.report(of: day("1991-04-30")).hours == ExactHours(tenths: 72))
    #expect(try ru.report(of: day("1992-06-15")).hours == ExactHours(hours: 8))
    // June 1991: 30 days, 10 weekend days and 12 June off, so 19 working
    // days and no shortened day: 19 x 8.2 = 155.8 hours.
    let june = try ru.periodNorm(label: "1991-06", from: day("1991-06-01"), through: day("1991-06-30"))
    #expect(june.counts.workingDays == 19)
    #expect(june.norms.map(\.weeklyHours) == [41, 36, 24])
    #expect(june.norms[0].hours == ExactHours(tenths: 1558))
    #expect(june.hours(weeklyHours: 40) == ExactHours(hours: 152))
  }
}
