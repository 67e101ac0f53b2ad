import Testing
import Yotei

@testable import YoteiProduction

@Suite struct ExactHoursTests {
  @Test(arguments: [
    ("1774.4", 1_774_400, "1774.4"), ("40", 40_000, "40"), ("7.25", 7_250, "7.25"), ("0.05", 50, "0.05"),
    ("-1.5", -1_500, "-1.5"),
  ])
  func parsesAndPrints(text: String, thousandths: Int, printed: String) {
    let hours = ExactHours(text)
    #expect(hours?.thousandths == thousandths)
    #expect(hours?.description == printed)
  }

  @Test(arguments: ["", ".", "1.2345", "1,5", "abc", "1.", "--1"])
  func rejectsMalformed(text: String) {
    #expect(ExactHours(text) == nil)
  }

  @Test func arithmeticIsExact() {
    // 247 days of 7.2 hours minus 4 shortened hours: 1774.4, never 1774.3999.
    let norm = ExactHours(tenths: 72) * 247 - ExactHours(hours: 4)
    #expect(norm.description == "1774.4")
    #expect(norm.tenths == 17744)
  }
}

/// Exact rational hours: division by a work week is exact, rounding happens
/// only in the printed text, and no value traps.
@Suite struct RationalHoursTests {
  @Test func aSixDayWeekGivesTwoThirdsOfAnHour() {
    let daily = ExactHours(hours: 40).divided(by: 6)
    #expect(daily.description == "6.667")
    #expect(daily.thousandths == 6_667)
    #expect(!daily.isExactInThousandths)
    // Exact sums: three such days are 20 hours, not 20.001 or 19.998.
    #expect((daily * 3).description == "20")
    #expect(daily + daily + daily == ExactHours(hours: 20))
    #expect(ExactHours(hours: 36).divided(by: 5).description == "7.2")
    #expect(ExactHours(hours: -40).divided(by: 6).description == "-6.667")
    #expect(ExactHours(hours: 40).divided(by: 0) == .zero)
  }

  @Test func halvesRoundAwayFromZeroWhenPrinted() {
    // 1/8000 h is 52.5 units: 0.0005 h rounds to 0.001.
    #expect(ExactHours(thousandths: 1).divided(by: 2).description == "0.001")
    #expect((ExactHours.zero - ExactHours(thousandths: 1).divided(by: 2)).description == "-0.001")
    #expect(ExactHours(thousandths: 1).divided(by: 3).description == "0")
  }

  @Test(arguments: ["12345678901234567", "99999999999999.5", "10000000000000.001", "-12345678901234567"])
  func seventeenDigitNumbersAreRefusedNotTrapped(text: String) {
    #expect(ExactHours(text) == nil)
  }

  @Test func theLimitsSaturate() {
    #expect(ExactHours("10000000000000") == .max)
    #expect(ExactHours(hours: Int.max) == .max)
    #expect(ExactHours(hours: Int.min) == .min)
    #expect(ExactHours(thousandths: Int.min) == .min)
    #expect(ExactHours.max + .max == .max)
    #expect(ExactHours.min - .max == .min)
    #expect(ExactHours.max * Int.min == .min)
    #expect(ExactHours.min.description == "-10000000000000")
    #expect(ExactHours(hours: Int.min).description.hasPrefix("-"))
  }

  @Test func hugeHoursInFilesAreErrorsNamingTheField() throws {
    let json = """
      {"format": "yotei-production", "region": "XX", "name": "X", "sources": [{"id": "s", "title": "t"}],
       "source": "s", "supportedYears": [2020, 2030], "weekends": [{"days": ["saturday", "sunday"]}],
       "shortening": [{"rule": "dayBeforeHoliday", "lostHours": 12345678901234567}]}
      """
    #expect {
      try ProductionFormat.parseRegion(json, file: "x.json")
    } throws: { error in
      "\(error)".contains("lostHours") && "\(error)".contains("12345678901234567")
    }
    let ics = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:1",
      "DTSTAMP:20250101T000000Z",
      "DTSTART;VALUE=DATE:20250307", "SUMMARY:Short", "X-YOTEI-KIND:working",
      "X-YOTEI-SHORTENED-BY:12345678901234567", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    #expect {
      try ICalendarFormat.parse(ics, file: "x.ics")
    } throws: { error in
      "\(error)".contains("X-YOTEI-SHORTENED-BY")
    }
  }
}

/// Iran: 30 Esfand, one-off closures and norms of a six-day week in Persian months.
@Suite struct IranHoursTests {
  let ir = try! ProductionCalendar.shipped("IR")

  @Test(arguments: [("2021-03-20", "1399"), ("2025-03-20", "1403")])
  func thirtyEsfandOfALeapYearIsAHoliday(iso: String, year: String) throws {
    let status = try ir.status(of: day(iso))
    #expect(status.kind == .holiday)
    #expect(status.nameKey == "holiday.ir.esfand30", "\(year)")
    let persian = try CalendarSystem.persian.date(of: day(iso))
    #expect(persian.month == 12 && persian.day == 30)
  }

  @Test func aCommonYearHasNoThirtiethOfEsfand() throws {
    // 1402 is a common year: 29 Esfand 1402 (2024-03-19) is followed by Nowruz.
    let days = try ir.days(from: day("2024-03-18"), through: day("2024-03-21"))
    #expect(days.allSatisfy { $0.nameKey != "holiday.ir.esfand30" })
    #expect(days[1].nameKey == "holiday.ir.oilNationalization")
    #expect(days[2].nameKey == "holiday.ir.nowruz")
  }

  @Test func oneOffClosuresCiteTheirSource() throws {
    for (iso, source) in [("2024-05-22", "ir-closure-1403-03-02"), ("2024-07-28", "ir-closure-1403-05-07")] {
      let status = try ir.status(of: day(iso))
      #expect(status.kind == .holiday && status.origin == .closure, "\(iso)")
      #expect(status.source == source)
    }
  }

  @Test func aWorkingDayOfAFortyHourWeekIsSixPointSixSixSeven() throws {
    let status = try ir.status(of: day("2025-04-26"))  // a Saturday, a working day in Iran
    #expect(status.kind == .working)
    #expect(status.hours(weeklyHours: 40, workWeekDays: 6).description == "6.667")
    #expect(try ir.report(of: day("2025-04-26"), weeklyHours: 40).hours.description == "6.667")
    // By default a report is in Iran's own 44-hour week: 44/6 hours.
    #expect(try ir.report(of: day("2025-04-26")).hours.description == "7.333")
    #expect(try ir.report(of: day("2025-04-26")).weeklyHours == ExactHours(hours: 44))
    // A month's norm is its working days times 40/6, exact, printed to the thousandth.
    let norm = try ir.periodNorm(label: "x", from: day("2025-04-26"), through: day("2025-04-28"))
    #expect(norm.workingDays == 3)
    #expect(norm.hours40 == ExactHours(hours: 20))
    #expect(norm.hours40.description == "20")
  }
}

/// Iran 1403-1405 against the official calendar (where a listing was found).
@Suite struct IranOfficialCalendarTests {
  let ir = try! ProductionCalendar.shipped("IR")

  struct Row: Sendable, CustomStringConvertible {
    var year: Int
    var month: Int
    var complete: Bool
    var days: Set<Int>
    var description: String { "\(year)-\(month)" }
    static let all: [Row] = fixtureRows("ir-official-1403-1405.txt").map { row in
      let ym = row[0].split(separator: "-").map { Int($0)! }
      return Row(
        year: ym[0], month: ym[1], complete: row[1] == "complete",
        days: row[2] == "-" ? [] : Set(row[2].split(separator: " ").map { Int($0)! }))
    }
  }

  @Test func theFixtureCoversTheThreeYears() {
    #expect(Set(Row.all.map(\.year)) == [1403, 1404, 1405])
  }

  @Test(arguments: Row.all)
  func holidaysMatchTheOfficialCalendar(row: Row) throws {
    let info = try #require(
      try CalendarSystem.persian.months(inYear: row.year).first { $0.ordinal == row.month })
    let statuses = try ir.days(from: info.firstDay, through: info.lastDay)
    // Official holidays by law; one-off closures (heat, mourning) are not in the printed calendar.
    let ours = Set(
      statuses.filter { $0.kind == .holiday && $0.origin != .closure }.map { $0.day - info.firstDay + 1 })
    if row.complete {
      #expect(ours == row.days, "\(row): ours \(ours.sorted()), official \(row.days.sorted())")
    } else {
      #expect(row.days.isSubset(of: ours), "\(row): ours \(ours.sorted()), official \(row.days.sorted())")
    }
    // The listed days rest on the official calendar, not on an estimate.
    let listed = statuses.filter { row.days.contains($0.day - info.firstDay + 1) }
    #expect(listed.allSatisfy { !$0.estimated }, "\(row)")
  }
}
