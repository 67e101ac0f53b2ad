import Testing
import Yotei

@testable import YoteiProduction

/// Belarus: the holidays declared non-working, Radunitsa on Orthodox Easter
/// + 9, no weekend shift, the Council of Ministers' yearly transfers to
/// Saturdays, and the one-hour shorter eve.
@Suite struct BelarusTests {
  let by = try! ProductionCalendar.shipped("BY")

  /// Every day of 2014-2026 against python-holidays 0.108: the days off
  /// (holidays, on weekends too, and transferred days off) and the Saturdays
  /// worked for a transfer.
  @Test func everyDayOf2014Through2026AgreesWithPythonHolidays() throws {
    let reference = ReferenceDays(fixture: "by-python-holidays-2014-2026.txt")
    #expect(reference.off.count > 13 * 10 && reference.worked.count > 30)
    #expect(try ReferenceDays(by, years: 2014...2026).differences(from: reference) == [])
  }

  @Test(arguments: [("2024-05-14", 2024), ("2025-04-29", 2025), ("2026-04-21", 2026), ("2019-05-07", 2019)])
  func radunitsaIsTheNinthDayAfterOrthodoxEaster(iso: String, year: Int) throws {
    let status = try by.status(of: day(iso))
    #expect(status.kind == .holiday && status.nameKey == "holiday.by.radunitsa")
    #expect(try status.name(locale: "be") == "Радаўніца")
    #expect(try status.name(locale: "ru") == "Радуница")
    #expect(status.name() == "Radunitsa")
    #expect(day(iso).isoWeekday == .tuesday)
  }

  @Test func aHolidayOnAWeekendGivesNoSubstituteAndTransfersCiteTheirResolution() throws {
    // 8 March 2025 was a Saturday: no day off is added on Monday 10 March.
    #expect(try by.status(of: day("2025-03-08")).kind == .holiday)
    #expect(try by.isWorkingDay(day("2025-03-10")))
    // 2025: 6 January worked on Saturday 11 January (Resolution No. 839 of 14 November 2024).
    let moved = try by.status(of: day("2025-01-06"))
    #expect(moved.kind == .transferredDayOff && moved.transferredFrom == day("2025-01-11"))
    #expect(moved.source == "res-2025")
    #expect(by.definition.sources.first { $0.id == "res-2025" }?.title.contains("No. 839") == true)
    let saturday = try by.status(of: day("2025-01-11"))
    #expect(saturday.kind == .transferredWorking && saturday.swappedWith == day("2025-01-06"))
    // 2 January is a holiday from 2020 (Decree of 17 December 2019), not before.
    #expect(try by.status(of: day("2020-01-02")).kind == .holiday)
    #expect(try by.status(of: day("2019-01-02")).kind == .working)
  }

  /// Each year's transfers are those of the Council of Ministers'
  /// resolution as officially published (`by-resolutions.txt`, 2015-2026):
  /// the weekday is a day off moved to that Saturday, the Saturday is worked,
  /// both cite the resolution by its number and date, and the year has no
  /// other transfer. 2020 differs from its resolution as first published:
  /// once the Decree of 17 December 2019 made 2 January a holiday, 6 January
  /// was worked on Saturday 4 January and Saturday 11 January stayed a day off.
  @Test func eachYearsTransfersAreItsPublishedResolutions() throws {
    let rows = fixtureRows("by-resolutions.txt")
    #expect(rows.count == 12)
    for row in rows {
      let year = Int(row[0])!
      var pairs = row[4].split(separator: " ").map { pair in
        let parts = pair.split(separator: ">").map(String.init)
        return (weekday: day(parts[0]), saturday: day(parts[1]))
      }
      if year == 2020 {
        pairs =
          [(day("2020-01-06"), day("2020-01-04"))] + pairs.filter { $0.weekday.isoString == "2020-04-27" }
        #expect(try by.status(of: day("2020-01-11")).kind == .weekend)
      }
      let title = by.definition.sources.first { $0.id == "res-\(year)" }?.title ?? ""
      #expect(title.contains("of \(row[2]) No. \(row[1])"), "\(year)")
      #expect(
        title.contains(row[3].split(separator: ",").last!.trimmingCharacters(in: .whitespaces)), "\(year)")
      for (weekday, saturday) in pairs {
        let off = try by.status(of: weekday)
        #expect(off.kind == .transferredDayOff && off.transferredFrom == saturday, "\(weekday.isoString)")
        #expect(off.source == "res-\(year)", "\(weekday.isoString)")
        let worked = try by.status(of: saturday)
        #expect(worked.kind == .transferredWorking && worked.swappedWith == weekday, "\(saturday.isoString)")
      }
      let transferred = try by.days(inYear: year).filter { $0.kind == .transferredDayOff }
      #expect(transferred.map(\.day) == pairs.map(\.weekday).sorted(), "\(year)")
    }
  }

  @Test func theEveOfAHolidayIsOneHourShorter() throws {
    for iso in ["2025-12-24", "2025-07-02", "2024-11-06"] {
      let eve = try by.status(of: day(iso))
      #expect(eve.isShortened && eve.hours(weeklyHours: 40) == 7, "\(iso)")
    }
    #expect(by.definition.weeklyHours == [40, 35, 23])
    // A month's norm: 40 h / 5 per working day, minus an hour per eve.
    let july = try by.norms(year: 2025).months[6]
    #expect(july.norms.first?.hours == ExactHours(hours: july.workingDays * 8 - july.shortenedDays))
  }

  /// The Ministry of Labour's calculated norms, every year of 2014-2026
  /// published (and November 2025): they count a Saturday worked for the
  /// weekday before a holiday as that eve (2023: 29 April for 24 April, the
  /// eve of Radunitsa).
  @Test func normsAreTheMinistrysPublishedFigures() throws {
    let rows = fixtureRows("by-figures.txt")
    #expect(rows.count == 15)
    for row in rows {
      let year = Int(row[0].prefix(4))!
      let norms = try by.norms(year: year)
      let period = row[0].count == 4 ? norms.total : norms.months[Int(row[0].suffix(2))! - 1]
      #expect(period.hours40.description == row[1], "\(row[0])")
      if row[2] != "-" { #expect(period.workingDays == Int(row[2])!, "\(row[0])") }
      // The 35-hour week loses the whole eve hour too, as the Ministry's 2019 figure counts it.
      if row[3] != "-" { #expect(period.hours(weeklyHours: 35).description == row[3], "\(row[0])") }
      #expect(!period.isEstimated)
    }
    let saturday = try by.status(of: day("2023-04-29"))
    #expect(saturday.kind == .transferredWorking && saturday.isShortened)
    // The law's shorter weeks: 35 hours (7 h a day) and 23 hours (4.6 h a day).
    let year = try by.norms(year: 2023).total
    #expect(year.norms.map(\.hours.description) == ["2011", "1759", "1154.2"])
  }

  @Test func decreesAreConfirmedThrough2026AndLaterYearsAreEstimated() throws {
    #expect(try !by.norms(year: 2026).isEstimated)
    #expect(try !by.norms(year: 2014).isEstimated)
    let later = try by.norms(year: 2027)
    #expect(later.isEstimated && later.estimatedDays == day("2027-01-01")...day("2027-12-31"))
    #expect(by.definition.confirmed == day("2014-01-01")...day("2026-12-31"))
    #expect(by.definition.regionNotes.first?.text.contains("five-day weeks") == true)
  }
}
