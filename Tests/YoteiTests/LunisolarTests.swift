import CYoteiICU
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
  static func read(_ calendar: CalendarSystem, file: String? = nil) -> [PublishedYear] {
    let name = file ?? "lunisolar-\(calendar.rawValue).txt"
    let text = try! String(contentsOfFile: fixturePath(name), encoding: .utf8)
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
        let first = try calendar.date(of: Day(julianDayNumber: p.firstDay))
        #expect(first.year == year.year && first.monthCode == p.code && first.day == 1)
        let last = try calendar.date(of: Day(julianDayNumber: p.firstDay + p.length - 1))
        #expect(last.monthCode == p.code && last.day == p.length && last.daysInMonth == p.length)
      }
      #expect(try calendar.isLeapYear(year.year) == (year.months.count == 13))
    }
  }

  @Test func chineseNewYear2027IsTheSixthOfFebruary() throws {
    // Hong Kong Observatory and Purple Mountain Observatory; ICU 72 says 7 February.
    #expect(try CalendarSystem.chinese.date(year: 2027, month: 1, day: 1).dayNumber == Day(iso: 2027, 2, 6))
    let eve = try CalendarSystem.chinese.date(of: Day(iso: 2027, 2, 5)!)
    #expect(eve.year == 2026 && eve.monthCode == MonthCode(number: 12)! && eve.day == 29)
    // Seollal 2027 is a day later: the new moon is at 00:56 in Seoul (KASI).
    #expect(try CalendarSystem.dangi.date(year: 2027, month: 1, day: 1).dayNumber == Day(iso: 2027, 2, 7))
  }

  @Test func eraIsTheSexagenaryCycle() {
    // 2024 (甲辰) is year 41 of cycle 78 counted from 2637 BCE, as ICU numbers it.
    let d = try! CalendarSystem.chinese.date(of: Day(iso: 2024, 6, 1)!)
    #expect(d.era == 78 && d.yearOfEra == 41)
    let k = try! CalendarSystem.dangi.date(of: Day(iso: 1984, 3, 1)!)  // 甲子, year 1 of cycle 78
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

/// The months of a range of years as Yotei gives them: `year code first-day length`.
private func monthLines(_ calendar: CalendarSystem, _ years: some Sequence<Int>) -> [String] {
  years.flatMap { y in
    (try! calendar.months(inYear: y)).map { "\(y) \($0.monthCode) \($0.firstDay) \($0.length)" }
  }
}

private func monthLines(_ published: [PublishedYear]) -> [String] {
  published.flatMap { y in
    y.months.map { "\(y.year) \($0.code) \(Day(julianDayNumber: $0.firstDay)) \($0.length)" }
  }
}

@Suite struct LunisolarAstronomyTests {
  /// Outside the tables Yotei computes the months itself; PyEphem (a serious
  /// ephemeris: VSOP87, ELP) gives the same months in every year of the fixture.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func outsideTheTablesEveryMonthMatchesPyEphem(_ calendar: CalendarSystem) {
    let reference = PublishedTables.read(calendar, file: "lunisolar-\(calendar.rawValue)-ephem.txt")
    #expect(reference.count == 200)
    let ours = monthLines(calendar, reference.map(\.year))
    let theirs = monthLines(reference)
    let expected: [String] = []
    #expect(ours.count == theirs.count)
    #expect(Set(ours).subtracting(theirs).sorted() == expected)
  }

  /// Inside the tables the astronomy is not used, but it is the same
  /// computation as outside them: it agrees with the published months except
  /// where a new moon or a principal term is within minutes of midnight.
  @Test(arguments: [CalendarSystem.chinese, .dangi])
  func insideTheTablesTheAstronomyAgreesExceptNearMidnight(_ calendar: CalendarSystem) {
    // 1906: the table keeps the almanac of the time; the new moon of 23 April
    // was at 23:52 Beijing mean time by modern ephemerides (PyEphem and Yotei),
    // after midnight in the table.
    let expected: [String] =
      calendar == .chinese ? ["1906 M03 1906-03-25 29", "1906 M04 1906-04-23 30"] : []
    var differing: [String] = []
    for year in PublishedTables.read(calendar) {
      let months = LunisolarAstronomy.months(ofRelatedYear: year.year, zone: .of(calendar))
      let ours = months.map {
        "\(year.year) \($0.code) \(Day(julianDayNumber: $0.firstDay)) \($0.endDay - $0.firstDay)"
      }
      differing += Set(ours).subtracting(monthLines([year])).sorted()
    }
    #expect(differing == expected)
  }

  @Test func deltaTFollowsEspenakMeeus() {
    // Published values (NASA, Espenak and Meeus 2006): 1900 -2.8 s, 1950 29.1 s,
    // 2000 63.9 s, 1700 8.8 s, 1000 1574 s.
    for (year, seconds, tolerance) in [
      (1900.0, -2.79, 0.01), (1950.0, 29.07, 0.01), (2000.0, 63.86, 0.01), (1700.0, 8.83, 0.01),
      (1000.0, 1574.2, 0.1),
    ] {
      #expect(abs(LunisolarAstronomy.deltaT(year: year) - seconds) < tolerance, "\(year)")
    }
  }
}

/// The work a child process does in the order tests: the months of years
/// outside the tables (the ones ICU 72 would compute) and inside them.
private func answers(_ calendar: CalendarSystem) -> [String] {
  monthLines(calendar, Array(1850...1860) + Array(2010...2040) + Array(2140...2150))
}

private func expectedAnswers(_ calendar: CalendarSystem) -> [String] {
  let table =
    PublishedTables.read(calendar)
    + PublishedTables.read(calendar, file: "lunisolar-\(calendar.rawValue)-ephem.txt")
  let years = Set(Array(1850...1860) + Array(2010...2040) + Array(2140...2150))
  return monthLines(table.filter { years.contains($0.year) }.sorted { $0.year < $1.year })
}

@Suite struct LunisolarIndependenceTests {
  /// ICU-9972: in ICU 72 whichever of Chinese and Dangi computes a year
  /// from its fields first fills a shared cache the other then reads. Each
  /// child process makes ICU's other calendar compute every year first (as
  /// Yotei's engine did before it had tables), then asks Yotei; the first
  /// child proves the cache was really poisoned: ICU's own year starts change.
  @Test func chineseAnswersDoNotDependOnDangiFirst() async throws {
    let fresh = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      Self.report(.chinese, poisonFirst: false)
    }
    let poisoned = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      Self.report(.chinese, poisonFirst: true)
    }
    try Self.compare(fresh, poisoned, icuChanges: true)
  }

  /// ICU's Dangi year starts 1890-2110 happen to survive Chinese first; Yotei's
  /// answers are compared all the same.
  @Test func dangiAnswersDoNotDependOnChineseFirst() async throws {
    let fresh = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      Self.report(.dangi, poisonFirst: false)
    }
    let poisoned = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      Self.report(.dangi, poisonFirst: true)
    }
    try Self.compare(fresh, poisoned, icuChanges: false)
  }

  static func compare(_ fresh: ExitTest.Result?, _ poisoned: ExitTest.Result?, icuChanges: Bool) throws {
    let a = String(decoding: try #require(fresh).standardOutputContent, as: UTF8.self).split(separator: "\n")
    let b = String(decoding: try #require(poisoned).standardOutputContent, as: UTF8.self).split(
      separator: "\n")
    let yoteiA = a.filter { !$0.hasPrefix("icu ") }
    let yoteiB = b.filter { !$0.hasPrefix("icu ") }
    #expect(yoteiA.count > 500)
    #expect(yoteiA == yoteiB)
    if icuChanges {
      #expect(a.filter { $0.hasPrefix("icu ") } != b.filter { $0.hasPrefix("icu ") }, "ICU-9972 did not show")
    }
  }

  /// ICU's own first day of each year 1890-2110, computed from its fields.
  static func icuYearStarts(_ calendar: CalendarSystem) -> [Int32] {
    var status: Int32 = 0
    let handle = yotei_cal_open("en@calendar=\(calendar.icuType)", &status)!
    defer { yotei_cal_close(handle) }
    return (1890...2110).map { y in
      var jdn: Int32 = 0
      _ = yotei_cal_year_start(handle, Int32(y - calendar.yearOffset), &jdn)
      return jdn
    }
  }

  /// What a child prints: Yotei's months and formatted text, then ICU's year starts.
  static func report(_ calendar: CalendarSystem, poisonFirst: Bool) {
    if poisonFirst { _ = icuYearStarts(calendar == .chinese ? .dangi : .chinese) }
    let other: CalendarSystem = calendar == .chinese ? .dangi : .chinese
    check([calendar, other])
    for line in answers(calendar) { print(line) }
    let symbols = CalendarSymbols(locale: try! CalendarLocale("en-US"), calendar: calendar)
    for year in PublishedTables.read(calendar) {
      print(
        try! symbols.format(year.newYear, pattern: "U MMMM d"),
        try! symbols.format(year.newYear - 1, pattern: "U MMMM d"))
    }
    print("icu", icuYearStarts(calendar).map(String.init).joined(separator: " "))
  }

  static func check(_ order: [CalendarSystem]) {
    for calendar in order where answers(calendar) != expectedAnswers(calendar) {
      print("\(calendar) differs after \(order)")
      exit(1)
    }
    // The example from issue #11: after Dangi, 2030-02-10 is day 8 of the first Chinese month.
    let d = try! CalendarSystem.chinese.date(of: Day(iso: 2030, 2, 10)!)
    if d.monthCode != MonthCode(number: 1)! || d.day != 8 { exit(1) }
  }

  @Test func sixteenConcurrentTasksMixingBothAgree() async {
    let expected = [CalendarSystem.chinese: expectedAnswers(.chinese), .dangi: expectedAnswers(.dangi)]
    let results = await withTaskGroup(of: (CalendarSystem, [String]).self) { group in
      for task in 0..<16 {
        group.addTask {
          let calendar: CalendarSystem = task % 2 == 0 ? .chinese : .dangi
          // Days far outside the precomputed window first, so tables are built concurrently.
          for y in stride(from: 1000 + task, through: 1400, by: 16) {
            _ = try! calendar.date(of: Day(iso: y, 7, 1)!)
            _ = try! (calendar == .chinese ? CalendarSystem.dangi : .chinese).date(of: Day(iso: y, 3, 1)!)
          }
          return (calendar, answers(calendar))
        }
      }
      var all: [(CalendarSystem, [String])] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 16)
    for (calendar, lines) in results { #expect(lines == expected[calendar], "\(calendar)") }
  }
}

/// Formatted text follows the tables too, whichever calendar ICU computed first.
@Suite struct LunisolarFormattingTests {
  private static func text(_ calendar: CalendarSystem, _ day: Day, _ pattern: String) -> String {
    try! CalendarSymbols(locale: try! CalendarLocale("en-US"), calendar: calendar).format(
      day, pattern: pattern)
  }

  @Test func chineseNewYear2027IsFormattedAsTheFirstDayOfTheFirstMonth() {
    // ICU 72 reads 2027-02-06 as the 30th of the 12th month; Yotei formats the
    // day ICU reads as 2027-M01-01 and keeps the real weekday (a Saturday).
    let newYear = Self.text(.chinese, Day(iso: 2027, 2, 6)!, "MMMM d")
    // 26 January 2028 is the first day of the first month in the table and in ICU.
    #expect(newYear == Self.text(.chinese, Day(iso: 2028, 1, 26)!, "MMMM d"))
    #expect(Self.text(.chinese, Day(iso: 2027, 2, 6)!, "EEEE") == "Saturday")
    #expect(Self.text(.chinese, Day(iso: 2027, 2, 6)!, "EEEE, MMMM d").hasPrefix("Saturday, "))
  }

}
