import Foundation
import Testing

@testable import Yotei

/// One lunar year of a published table (Tests/YoteiTests/Fixtures/lunisolar-*.txt).
struct PublishedYear {
  var year: Int
  var newYear: Day
  /// (code, first day, length) of each month in order.
  var months: [(code: MonthCode, firstDay: Int, length: Int)]
}

enum PublishedTables {
  static func read(_ calendar: CalendarSystem) -> [PublishedYear] {
    let text = try! String(contentsOfFile: fixturePath("lunisolar-\(calendar.rawValue).txt"), encoding: .utf8)
    var years: [PublishedYear] = []
    for raw in text.split(separator: "\n") {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let f = line.split(separator: " ")
      guard f.count >= 15 else { continue }
      let iso = f[1].split(separator: "-").map { Int($0)! }
      let start = Day(iso: iso[0], iso[1], iso[2])!
      let leap = f[2] == "-" ? 0 : Int(f[2].dropFirst().prefix(2))!
      var day = start.julianDayNumber
      var months: [(MonthCode, Int, Int)] = []
      for (i, n) in f[3...].map({ Int($0)! }).enumerated() {
        let code =
          leap == 0 || i < leap
          ? MonthCode(number: i + 1)! : MonthCode(number: i == leap ? leap : i, isLeap: i == leap)!
        months.append((code, day, n))
        day += n
      }
      years.append(PublishedYear(year: Int(f[0])!, newYear: start, months: months))
    }
    return years
  }

  /// The months where ICU 72 differs, keyed by calendar, year and month code:
  /// ICU's reading of the month's first and last day (`2026-M12-30`).
  static func icuDifferences() -> [String: (first: String, last: String)] {
    let text = try! String(
      contentsOfFile: fixturePath("lunisolar-icu72-differences.txt"), encoding: .utf8)
    var result: [String: (String, String)] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let f = line.split(separator: " ")
      // chinese 2027-M01 2027-02-06 30 | icu 2026-M12-30 2027-M01-29 | reason
      result["\(f[0]) \(f[1])"] = (String(f[6]), String(f[7]))
    }
    return result
  }
}

/// `<related year>-<month code>-<day>` of ICU's reading.
private func icuText(_ calendar: CalendarSystem, _ jdn: Int) -> String {
  let r = calendar.engine.icuDate(of: jdn)
  let day = r.day < 10 ? "0\(r.day)" : "\(r.day)"
  return "\(r.extendedYear + calendar.yearOffset)-\(r.monthCode)-\(day)"
}

@Suite struct LunisolarTableTests {
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func everyMonthMatchesThePublishedTable(_ calendar: CalendarSystem) throws {
    let published = PublishedTables.read(calendar)
    #expect(published.count == (calendar == .chinese ? 201 : 151))
    for year in published {
      let months = try calendar.months(inYear: year.year)
      #expect(months.count == year.months.count, "\(calendar) \(year.year) month count")
      for (m, p) in zip(months, year.months) {
        #expect(
          m.monthCode == p.code && m.firstDay.julianDayNumber == p.firstDay && m.length == p.length,
          "\(calendar) \(year.year) \(p.code): \(m.monthCode) \(m.firstDay) \(m.length)")
        let first = calendar.date(of: Day(julianDayNumber: p.firstDay))
        #expect(first.year == year.year && first.monthCode == p.code && first.day == 1)
        let last = calendar.date(of: Day(julianDayNumber: p.firstDay + p.length - 1))
        #expect(last.monthCode == p.code && last.day == p.length && last.daysInMonth == p.length)
      }
      #expect(try calendar.isLeapYear(year.year) == (year.months.count == 13))
    }
  }

  @Test func chineseNewYear2027IsTheSixthOfFebruary() throws {
    // Hong Kong Observatory and Purple Mountain Observatory; ICU 72 says 7 February.
    #expect(try CalendarSystem.chinese.date(year: 2027, month: 1, day: 1).dayNumber == Day(iso: 2027, 2, 6))
    let eve = CalendarSystem.chinese.date(of: Day(iso: 2027, 2, 5)!)
    #expect(eve.year == 2026 && eve.monthCode == MonthCode(number: 12)! && eve.day == 29)
    // Seollal 2027 is a day later: the new moon is at 00:56 in Seoul (KASI).
    #expect(try CalendarSystem.dangi.date(year: 2027, month: 1, day: 1).dayNumber == Day(iso: 2027, 2, 7))
  }

  @Test func eraIsTheSexagenaryCycle() {
    // 2024 (甲辰) is year 41 of cycle 78 counted from 2637 BCE, as ICU numbers it.
    let d = CalendarSystem.chinese.date(of: Day(iso: 2024, 6, 1)!)
    #expect(d.era == 78 && d.yearOfEra == 41)
    let k = CalendarSystem.dangi.date(of: Day(iso: 1984, 3, 1)!)  // 甲子, year 1 of cycle 78
    #expect(k.era == 78 && k.yearOfEra == 1)
  }

  /// ICU 72 in a child process of its own (its Chinese and Dangi share a
  /// cache): every month equals the table except the ones the fixture lists,
  /// and those read as the fixture says.
  @Test func icuDiffersExactlyWhereTheFixtureSays() async {
    await #expect(processExitsWith: .success) {
      Self.checkICU(.chinese)
    }
    await #expect(processExitsWith: .success) {
      Self.checkICU(.dangi)
    }
  }

  static func checkICU(_ calendar: CalendarSystem) {
    let differences = PublishedTables.icuDifferences()
    var failures: [String] = []
    var listed = 0
    for year in PublishedTables.read(calendar) {
      for p in year.months {
        let key = "\(calendar.rawValue) \(year.year)-\(p.code)"
        let first = icuText(calendar, p.firstDay)
        let last = icuText(calendar, p.firstDay + p.length - 1)
        let day = p.length < 10 ? "0\(p.length)" : "\(p.length)"
        let expected =
          differences[key] ?? ("\(year.year)-\(p.code)-01", "\(year.year)-\(p.code)-\(day)")
        if differences[key] != nil { listed += 1 }
        if (first, last) != expected { failures.append("\(key): ICU \(first) \(last), expected \(expected)") }
      }
    }
    let expectedListed = differences.keys.filter { $0.hasPrefix(calendar.rawValue + " ") }.count
    if listed != expectedListed { failures.append("\(listed) listed months found of \(expectedListed)") }
    if !failures.isEmpty {
      print(failures.joined(separator: "\n"))
      exit(1)
    }
  }
}
