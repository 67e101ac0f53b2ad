import Testing
import Yotei

@testable import YoteiProduction

/// One year of Taiwan's government office calendar as the official open data give it
/// (`Fixtures/tw-dgpa-2013-2027.txt`, with its sources and licence).
struct OfficialTaiwanYear: Sendable, CustomStringConvertible {
  var year: Int
  /// The Mondays to Fridays off.
  var weekdaysOff: Set<Day>
  /// The Saturdays and Sundays worked (補行上班).
  var weekendDaysWorked: Set<Day>
  /// The copies of the open data the row agrees with.
  var copies: [String]
  /// The year's days off, weekends included, as the row counts them.
  var daysOff: Int
  var description: String { String(year) }

  /// Whether `day` is off in the official calendar.
  func isOff(_ day: Day) -> Bool {
    let weekend = day.isoWeekday == .saturday || day.isoWeekday == .sunday
    return weekdaysOff.contains(day) || (weekend && !weekendDaysWorked.contains(day))
  }

  static let all: [OfficialTaiwanYear] = fixtureRows("tw-dgpa-2013-2027.txt").map { row in
    let year = Int(row[0])!
    func days(_ text: String) -> Set<Day> {
      text == "-" ? [] : Set(text.split(separator: " ").map { day("\(year)-\($0)") })
    }
    return OfficialTaiwanYear(
      year: year, weekdaysOff: days(row[1]), weekendDaysWorked: days(row[2]),
      copies: row[3].split(separator: " ").map(String.init), daysOff: Int(row[4])!)
  }
}

/// Taiwan 2013-2027 day by day against the official open data: the Taipei and New Taipei City
/// Governments' copies of the DGPA office calendar and the DGPA's own data.gov.tw files.
@Suite struct TaiwanOfficialCalendarTests {
  let tw = try! ProductionCalendar.shipped("TW")

  @Test func theFixtureHasEveryYearFrom2013To2027ReadFromTwoCopiesWherePublished() {
    let years = OfficialTaiwanYear.all
    #expect(years.map(\.year) == Array(2013...2027))
    // Two copies for every year but 2025 and 2026, whose only copy is Taipei's: the data.gov.tw 2025
    // file is the first edition, the New Taipei copy ends in 2021 and ruyut's stored copy has no 2026.
    for year in years where year.year != 2025 && year.year != 2026 {
      #expect(year.copies.count >= 2, "\(year)")
    }
  }

  @Test(arguments: OfficialTaiwanYear.all)
  func everyDayIsAsTheOfficialCalendarGivesIt(_ official: OfficialTaiwanYear) throws {
    let first = Day(iso: official.year, 1, 1)!
    let last = Day(iso: official.year, 12, 31)!
    // The row is consistent: its weekdays off are weekdays, its days worked weekend days.
    for day in official.weekdaysOff { #expect(day.isoWeekday.rawValue <= 5, "\(day)") }
    for day in official.weekendDaysWorked { #expect(day.isoWeekday.rawValue >= 6, "\(day)") }
    var off = 0
    for day in first...last {
      let status = try tw.status(of: day)
      #expect(try tw.isWorkingDay(day) == !official.isOff(day), "\(day) \(status.kind)")
      #expect(!status.estimated, "\(day)")
      if official.isOff(day) { off += 1 }
    }
    #expect(off == official.daysOff)
    let counts = try tw.counts(from: first, through: last)
    #expect(counts.daysOff == official.daysOff)
    #expect(counts.estimatedDays == nil)
  }

  @Test func theWeekendDaysWorkedAreMakeUpDays() throws {
    for official in OfficialTaiwanYear.all {
      for day in official.weekendDaysWorked {
        #expect(try tw.status(of: day).kind == .transferredWorking, "\(day)")
      }
    }
  }
}
