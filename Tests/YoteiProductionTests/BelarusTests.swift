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
  /// was worked on Saturday 4 January and Saturday 11 January stayed a day off
  /// (the Council of Ministers' amended schedule, belnovosti.by, 30 December 2019).
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
    #expect(rows.count == 16)
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
    // 1 and 2 January are holidays by law: the rest of 2027 awaits its resolution.
    #expect(later.isEstimated && later.estimatedDays == day("2027-01-03")...day("2027-12-31"))
    #expect(try !by.status(of: day("2027-01-07")).estimated)
    #expect(by.definition.confirmed == day("2014-01-01")...day("2026-12-31"))
    #expect(by.definition.regionNotes.first?.text.contains("five-day weeks") == true)
  }

  /// The six-day week (`weekPatterns`' `sixDay`, Sunday off) against the
  /// Ministry's published six-day figures (`by-six-day-figures.txt`, each
  /// row naming where it was read): 7 hours Monday to Friday and 5 on
  /// Saturday, an hour less on the eve of a holiday, none of the five-day
  /// week's transfers.
  @Test func sixDayNormsAreTheMinistrysPublishedFigures() throws {
    let rows = fixtureRows("by-six-day-figures.txt")
    #expect(rows.count == 12)
    for row in rows {
      let year = Int(row[0].prefix(4))!
      let norms = try by.norms(year: year)
      let period = row[0].count == 4 ? norms.total : norms.months[Int(row[0].suffix(2))! - 1]
      let six = try #require(period.weekPatterns.first, "\(row[0])")
      #expect(six.pattern.id == "sixDay" && six.norm.weeklyHours == [40])
      #expect(six.norm.hours40.description == row[1], "\(row[0]) (\(row[3]))")
      if row[2] != "-" { #expect(six.norm.workingDays == Int(row[2])!, "\(row[0])") }
      #expect(!six.norm.isEstimated, "\(row[0])")
    }
    // 2027 waits for its decrees in both weeks.
    #expect(try by.norms(year: 2027).total.weekPatterns.first?.norm.isEstimated == true)
  }

  /// The six-day week's days: every Saturday works (none of the five-day
  /// week's transfers), a Saturday before a holiday is 4 hours, and the
  /// Saturday before either Easter keeps its 5 hours (Easter is not among
  /// the holidays declared non-working, whose eves art. 116 shortens: the
  /// Ministry's figures count it so, and with that hour 2023 would be
  /// 2012 h, not its published 2014).
  @Test func theSixDayWeekHasNoTransfersAndNoEasterEve() throws {
    let six = try by.weekPatternCalendar("sixDay")
    #expect(six.definition.weekends.map(\.days) == [[.sunday]] && six.definition.workWeekDays == 6)
    // 2024: 13 May off in the five-day week, worked on Saturday 18 May; both ordinary days of the six-day week.
    #expect(try by.status(of: day("2024-05-13")).kind == .transferredDayOff)
    #expect(try by.status(of: day("2024-05-18")).kind == .transferredWorking)
    #expect(try six.status(of: day("2024-05-13")).kind == .working)
    #expect(try six.status(of: day("2024-05-18")).kind == .working)
    func hours(_ iso: String) throws -> ExactHours {
      try six.periodNorm(label: "", from: day(iso), through: day(iso)).hours40
    }
    // Saturday 31 December 2022, the eve of New Year's Day: 5 - 1 hours; Friday 6 January 2023: 7 - 1.
    #expect(try hours("2022-12-31") == 4 && hours("2023-01-06") == 6)
    // The Saturdays before Catholic Easter (9 April 2023) and Orthodox Easter (16 April 2023, 5 May 2024).
    for iso in ["2023-04-08", "2023-04-15", "2024-05-04"] {
      #expect(try six.status(of: day(iso)).kind == .working, "\(iso)")
      #expect(try hours(iso) == 5, "\(iso)")
    }
    #expect(try six.status(of: day("2023-04-16")).kind == .holiday)
    // A day's report gives its weekday's hours: Saturday 5, Friday 7, Saturday 31 December 2022 4.
    #expect(try six.report(of: day("2024-05-18")).hours == 5 && six.report(of: day("2024-05-17")).hours == 7)
    #expect(try six.report(of: day("2022-12-31")).hours == 4)
    #expect(try by.report(of: day("2024-05-17")).hours == 8)
  }

  /// The six-day week's data leaves the five-day week as it was: every day
  /// of 2014-2100 has the same status as in the region without its week
  /// pattern, without the `weeks` of its decree blocks and without the
  /// Easter exception of its eve rule.
  @Test func theFiveDayWeekIsUnchangedByTheSixDayData() throws {
    var plain = by.definition
    plain.weekPatterns = []
    for i in plain.overlays.indices {
      for j in plain.overlays[i].entries.indices { plain.overlays[i].entries[j].weeks = nil }
    }
    for i in plain.shortening.indices { plain.shortening[i].exceptBefore = [] }
    #expect(by.definition.shortening.first?.exceptBefore.count == 2)
    let before = try ProductionCalendar(plain)
    let first = day("2014-01-01")
    let last = day("2100-12-31")
    #expect(try by.days(from: first, through: last) == before.days(from: first, through: last))
    #expect(try by.norms(year: 2023).total.norms == before.norms(year: 2023).total.norms)
  }

  /// `exceptBefore` names holidays by key: one the region lacks is refused,
  /// naming the field; written and read back, the rule keeps it.
  @Test func exceptBeforeNamesTheRegionsHolidays() throws {
    let written = ProductionFormat.encode(by.definition)
    let again = try ProductionFormat.parseRegion(written, file: "by.json")
    #expect(again.shortening == by.definition.shortening)
    // The key in the rule only (the holiday itself keeps it).
    let rule = try #require(written.range(of: "\"exceptBefore\""))
    let broken = written.replacingOccurrences(
      of: "\"holiday.by.catholicEaster\"", with: "\"holiday.by.easter\"",
      range: rule.upperBound..<written.endIndex)
    #expect(broken != written && broken.contains("\"holiday.by.catholicEaster\""))
    #expect {
      _ = try ProductionFormat.parseRegion(broken, file: "by.json")
    } throws: { error in
      guard let error = error as? ProductionDataError else { return false }
      return error.field == "$.shortening[0].exceptBefore[0]" && error.value.contains("holiday.by.easter")
        && error.allowed.contains("holiday.by.orthodoxEaster")
    }
  }
}
