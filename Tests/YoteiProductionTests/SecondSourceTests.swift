import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Russia 1999-2027 day by day against two independent production
/// calendars: the data.gov.ru open data set (1999-2020, with its yearly
/// norms) and xmlcalendar.ru (2013-2027). Every difference is listed, with
/// who is right, in `datagov-ru-differences.txt`; xmlcalendar differs only
/// on the Presidential non-working days that are not part of the
/// production calendar.
@Suite struct SecondSourceTests {
  let ru = try! ProductionCalendar.shipped("RU")

  /// A day as both sources can say it.
  static func verdict(working: Bool, shortened: Bool) -> String {
    working ? (shortened ? "working shortened" : "working") : "off"
  }

  /// One row of `datagov-ru-1999-2025.csv`.
  struct DataGovYear: Sendable, CustomStringConvertible {
    var year: Int
    var daysOff: Set<Day>
    var shortened: Set<Day>
    /// Working days, days off, hours for 40, 36 and 24-hour weeks.
    var totals: [String]
    var description: String { String(year) }

    /// Splits a CSV line at the commas outside double quotes.
    static func fields(_ line: Substring) -> [String] {
      var fields: [String] = []
      var current = ""
      var quoted = false
      for character in line {
        if character == "\"" {
          quoted.toggle()
        } else if character == "," && !quoted {
          fields.append(current)
          current = ""
        } else {
          current.append(character)
        }
      }
      fields.append(current)
      return fields
    }

    static let all: [DataGovYear] = fixture("datagov-ru-1999-2025.csv").split(separator: "\n").dropFirst().map
    {
      line in
      let row = fields(line)
      let year = Int(row[0])!
      var daysOff: Set<Day> = []
      var shortened: Set<Day> = []
      for month in 1...12 {
        for item in row[month].split(separator: ",") {
          let number = Int(item.filter(\.isNumber))!
          let day = Day(iso: year, month, number)!
          if item.hasSuffix("*") { shortened.insert(day) } else { daysOff.insert(day) }
        }
      }
      return DataGovYear(year: year, daysOff: daysOff, shortened: shortened, totals: Array(row[13...17]))
    }
  }

  /// The listed differences: "date or year | what | data.gov.ru | Yotei".
  static let documented: [String] = fixtureRows("datagov-ru-differences.txt").map {
    $0[1...4].joined(separator: " | ")
  }

  @Test func theDataSetIsWholeAndAddsUp() {
    #expect(DataGovYear.all.map(\.year) == Array(1999...2025))
    for year in DataGovYear.all where year.year <= 2020 {
      let days = Gregorian.isLeap(year.year) ? 366 : 365
      #expect(String(days - year.daysOff.count) == year.totals[0], "\(year.year)")
      #expect(String(year.daysOff.count) == year.totals[1], "\(year.year)")
    }
    #expect(fixtureRows("datagov-ru-differences.txt").allSatisfy { $0.count == 6 && !$0[5].isEmpty })
  }

  @Test func dataGovAgreesExceptWhereDocumented() throws {
    var found: [String] = []
    for year in DataGovYear.all where year.year <= 2020 {
      for status in try ru.days(inYear: year.year) {
        let theirs = Self.verdict(
          working: !year.daysOff.contains(status.day), shortened: year.shortened.contains(status.day))
        let ours = Self.verdict(working: status.isWorking, shortened: status.isShortened)
        if theirs != ours { found.append("\(status.day) | day | \(theirs) | \(ours)") }
      }
      let total = try ru.norms(year: year.year).total
      #expect(!total.isEstimated, "\(year.year)")
      let computed = [
        String(total.workingDays), String(total.daysOff), total.hours40.description,
        total.hours36.description, total.hours24.description,
      ]
      for (index, name) in ["workingDays", "daysOff", "hours40", "hours36", "hours24"].enumerated()
      where computed[index] != year.totals[index] {
        found.append("\(year.year) | \(name) | \(year.totals[index]) | \(computed[index])")
      }
    }
    #expect(found.filter { !Self.documented.contains($0) } == [], "undocumented differences")
    #expect(
      Self.documented.filter { !found.contains($0) } == [], "documented differences that no longer occur")
  }

  /// One row of `xmlcalendar-ru-2013-2027.txt`.
  struct XMLCalendarYear: Sendable, CustomStringConvertible {
    var year: Int
    /// xmlcalendar's type of each listed day, and whether it is a
    /// Presidential non-working day.
    var listed: [Day: (type: Character, presidential: Bool)]
    var description: String { String(year) }

    static let all: [XMLCalendarYear] = fixtureRows("xmlcalendar-ru-2013-2027.txt").map { row in
      let year = Int(row[0])!
      var listed: [Day: (type: Character, presidential: Bool)] = [:]
      for token in row[2].split(separator: " ") {
        let parts = token.split(separator: "=")
        let date = parts[0].split(separator: "-")
        let day = Day(iso: year, Int(date[0])!, Int(date[1])!)!
        listed[day] = (parts[1].first!, parts[1].hasSuffix("p"))
      }
      return XMLCalendarYear(year: year, listed: listed)
    }
  }

  @Test func xmlCalendarCoversTheDecreeYears() {
    #expect(XMLCalendarYear.all.map(\.year) == Array(2013...2027))
  }

  @Test(arguments: XMLCalendarYear.all)
  func xmlCalendarAgreesOutsidePresidentialDays(year: XMLCalendarYear) throws {
    for status in try ru.days(inYear: year.year) {
      let weekend = status.day.isoWeekday == .saturday || status.day.isoWeekday == .sunday
      let entry = year.listed[status.day]
      if let entry, entry.presidential {
        // Not part of the production calendar: Yotei keeps the day as the
        // law and the decrees make it (a working weekday, a weekend day off).
        #expect(status.isWorking == !weekend, "\(status.day)")
        continue
      }
      let working = entry.map { $0.type != "1" } ?? !weekend
      let shortened = entry?.type == "2"
      #expect(
        Self.verdict(working: working, shortened: shortened)
          == Self.verdict(working: status.isWorking, shortened: status.isShortened), "\(status.day)")
    }
  }
}
