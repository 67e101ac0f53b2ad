import Foundation
import Yotei
import YoteiProduction

/// Reads a fixture file next to this source file.
func fixture(_ name: String) -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    .appendingPathComponent(name)
  return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}

/// The rows of a `|`-separated fixture, without comments.
func fixtureRows(_ name: String) -> [[String]] {
  fixture(name).split(separator: "\n").compactMap { line in
    let text = line.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    return text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

func day(_ iso: String) -> Day { Day(isoString: iso)! }

/// `DD.MM` in `year`.
func day(_ year: Int, _ ddmm: Substring) -> Day {
  let parts = ddmm.split(separator: ".")
  return Day(iso: year, Int(parts[1])!, Int(parts[0])!)!
}

/// One year of the Russian reference table.
struct RussianYear: Sendable, CustomStringConvertible {
  var year: Int
  var transfers: [(from: Day, to: Day)]
  var automatic: [Day]
  var workingSaturdays: [Day]
  var shortened: [Day]
  var description: String { String(year) }

  static let all: [RussianYear] = fixtureRows("ru-reference.txt").map { row in
    let year = Int(row[0])!
    func days(_ text: String) -> [Day] {
      text == "-" ? [] : text.split(separator: " ").map { day(year, $0) }
    }
    let transfers = row[1].split(separator: " ").map { pair in
      let parts = pair.split(separator: "-").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: ">"))
      }
      return (day(year, Substring(parts[0])), day(year, Substring(parts[1])))
    }
    return RussianYear(
      year: year, transfers: transfers, automatic: days(row[2]), workingSaturdays: days(row[3]),
      shortened: days(row[4]))
  }
}

/// Published norms for a year or a month.
struct PublishedNorm: Sendable, CustomStringConvertible {
  var period: String
  var workingDays: Int
  var daysOff: Int
  var hours40: String
  var hours36: String
  var hours24: String
  var description: String { period }

  static let all: [PublishedNorm] = fixtureRows("ru-figures.txt").map { row in
    PublishedNorm(
      period: row[0], workingDays: Int(row[1])!, daysOff: Int(row[2])!, hours40: row[3], hours36: row[4],
      hours24: row[5])
  }
}

/// The days off and the weekend days worked of a day list: a
/// `*-python-holidays-*.txt` fixture (`YYYY-MM-DD | off` or `| work`), or
/// a region's own days for the same years.
struct ReferenceDays: Equatable, Sendable {
  var off: Set<Day> = []
  var worked: Set<Day> = []

  init(fixture name: String) {
    for row in fixtureRows(name) {
      if row[1] == "off" { off.insert(day(row[0])) } else { worked.insert(day(row[0])) }
    }
  }

  /// The holidays (on weekends too), transferred days off and transferred
  /// working days of `calendar` in `years`; every year must be free of conflicts.
  init(_ calendar: ProductionCalendar, years: ClosedRange<Int>) throws {
    for year in years {
      off.formUnion(try calendar.holidays(inYear: year).map(\.day))
      worked.formUnion(try calendar.transferredWorkingDays(inYear: year).map(\.day))
      let conflicts = try calendar.conflicts(inYear: year)
      guard conflicts.isEmpty else {
        throw ProductionError.invalidData("\(calendar.code) \(year) has conflicts: \(conflicts)")
      }
    }
  }

  /// The days in one list and not the other, as ISO strings, for a readable failure.
  func differences(from other: ReferenceDays) -> [String] {
    (off.symmetricDifference(other.off).map { "off " + $0.isoString }
      + worked.symmetricDifference(other.worked).map { "work " + $0.isoString }).sorted()
  }
}

extension ProductionCalendar {
  /// The year's holidays and transferred days off as `MM-DD`, in order: the
  /// shape of a published list of days off.
  func daysOff(inYear year: Int) throws -> [String] {
    try days(inYear: year).filter { $0.kind == .holiday || $0.kind == .transferredDayOff }.map {
      String($0.day.isoString.dropFirst(5))
    }
  }
}
