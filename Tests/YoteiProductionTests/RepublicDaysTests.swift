import Testing
import Yotei

@testable import YoteiProduction

/// Tatarstan and Bashkortostan against their published days: every day of
/// each year whose two Bayrams a decree, a resolution or the republic's
/// Ministry of Labour dated is Russia's day plus the republic's own list
/// (`ru-republics-days.txt`, each line naming its sources), and the yearly
/// figures the Ministries published (`ru-republics-figures.txt`).
@Suite struct RepublicDaysTests {
  let ru = try! ProductionCalendar.shipped("RU")
  let regions = [
    "RU-TA": try! ProductionCalendar.shipped("RU-TA"), "RU-BA": try! ProductionCalendar.shipped("RU-BA"),
  ]

  /// One line of `ru-republics-days.txt`: the republic's days off of a year.
  struct Line: Sendable, CustomStringConvertible {
    var region: String
    var year: Int
    var days: [Day: [String]]
    var description: String { "\(region) \(year)" }
  }

  static let lines: [Line] = fixtureRows("ru-republics-days.txt").map { row in
    let head = row[0].split(separator: " ")
    var days: [Day: [String]] = [:]
    for item in row[1].split(separator: " ") {
      let parts = item.split(separator: ":")
      days[day(String(parts[0]))] = parts[1].split(separator: "+").map(String.init)
    }
    return Line(region: String(head[0]), year: Int(head[1])!, days: days)
  }

  static let keys = [
    "uraza": "urazaBayram", "kurban": "kurbanBayram", "republic": "republicDay",
    "constitution": "constitutionDay",
  ]

  @Test func theFixtureCoversTheConfirmedYears() {
    #expect(
      Self.lines.filter { $0.region == "RU-TA" }.map(\.year) == [
        2011, 2014, 2016, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
      ])
    #expect(
      Self.lines.filter { $0.region == "RU-BA" }.map(\.year) == [
        2013, 2014, 2015, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
      ])
  }

  /// Every day of the year: a listed day is the republic's holiday (with the
  /// listed holidays' keys) or a day off for one, confirmed; every other day
  /// has Russia's kind, and its hours but on the eve of a republic holiday,
  /// an hour shorter.
  @Test(arguments: lines) func everyDayIsRussiasPlusTheRepublicsList(_ line: Line) throws {
    let republic = regions[line.region]!
    let prefix = "holiday." + line.region.lowercased() + "."
    var day = Day(iso: line.year, 1, 1)!
    while day.isoDate.year == line.year {
      let own = try republic.status(of: day)
      let russia = try ru.status(of: day)
      #expect(!own.estimated, "\(day)")
      if let listed = line.days[day] {
        #expect(!own.isWorking, "\(day)")
        if listed == ["off"] {
          #expect(own.kind == .transferredDayOff && own.transferredFrom != nil, "\(day)")
          #expect(russia.isWorking, "\(day): a day off only in \(line.region)")
        } else {
          let keys = Set(own.holidays.map(\.nameKey).filter { $0.hasPrefix(prefix) })
          #expect(keys == Set(listed.map { prefix + Self.keys[$0]! }), "\(day)")
        }
      } else {
        #expect(own.kind == russia.kind, "\(day)")
        #expect(own.holidays.allSatisfy { !$0.nameKey.hasPrefix(prefix) }, "\(day)")
        let next = try republic.status(of: day + 1)
        let russiasNext = try ru.status(of: day + 1)
        let eve =
          own.isWorking && next.kind == .holiday && next.holidays.contains { $0.nameKey.hasPrefix(prefix) }
          && russiasNext.kind != .holiday
        let lost = eve && !russia.isShortened ? ExactHours(hours: 1) : ExactHours(hours: 0)
        #expect(own.hours(weeklyHours: 40) == russia.hours(weeklyHours: 40) - lost, "\(day)")
      }
      day += 1
    }
  }

  /// Each Bayram's decreed date against Yotei's own Umm al-Qura calendar: 1
  /// Shawwal and 10 Dhu al-Hijja, but for the three decrees that set the day
  /// after (Tatarstan 2016's Kurban Bayram, Bashkortostan 2015's) or before
  /// (Tatarstan 2016's Uraza Bayram) the calendar's; the decree decides.
  @Test func eachBayramIsTheIslamicDateTheDecreeNames() throws {
    let offsets: [String: Int] = ["RU-TA 2016-07-05": -1, "RU-TA 2016-09-12": 1, "RU-BA 2015-09-24": 1]
    var checked = 0
    for line in Self.lines {
      for (day, what) in line.days {
        for (name, month, dayOfMonth) in [("uraza", 10, 1), ("kurban", 12, 10)] where what.contains(name) {
          let offset = offsets["\(line.region) \(day)"] ?? 0
          let date = try CalendarSystem.islamicUmalqura.date(of: day - offset)
          #expect(date.month == month && date.day == dayOfMonth, "\(line.region) \(day)")
          #expect(
            try regions[line.region]!.status(of: day).source?.hasPrefix(
              String(line.region.suffix(2)).lowercased()) == true)
          checked += 1
        }
      }
    }
    #expect(checked == 48)
  }

  /// The Ministries' yearly figures: working days, and the norms of the 40-,
  /// 36- and 24-hour weeks where published.
  @Test func theMinistriesPublishedFiguresAgree() throws {
    let rows = fixtureRows("ru-republics-figures.txt")
    #expect(rows.count == 7)
    for row in rows {
      let year = try regions[row[0]]!.norms(year: Int(row[1])!).total
      let label = "\(row[0]) \(row[1])"
      if row[2] != "-" { #expect(year.workingDays == Int(row[2])!, "\(label)") }
      for (column, hours) in [(3, year.hours40), (4, year.hours36), (5, year.hours24)]
      where row[column] != "-" {
        #expect(hours.description == row[column], "\(label)")
      }
    }
    // Bashkortostan's seven shortened days of 2024 (the Ministry's list):
    // Russia's five and the eves of Uraza Bayram and Republic Day (Kurban
    // Bayram was a Sunday).
    let shortened2024 = try regions["RU-BA"]!.days(inYear: 2024).filter(\.isShortened).map(\.day)
    #expect(
      shortened2024
        == ["2024-02-22", "2024-03-07", "2024-04-09", "2024-05-08", "2024-06-11", "2024-10-10", "2024-11-02"]
        .map(day))
    // Tatarstan's seven shortened days of 2026 (the Ministry's list): Russia's
    // five and the eves of the Bayrams.
    let shortened2026 = try regions["RU-TA"]!.days(inYear: 2026).filter(\.isShortened).map(\.day)
    #expect(
      shortened2026
        == ["2026-03-19", "2026-04-30", "2026-05-08", "2026-05-26", "2026-06-11", "2026-11-03", "2026-11-05"]
        .map(day))
    // Bashkortostan's eight shortened days of 2018 (the Ministry's list): Russia's six and the eves of the Bayrams.
    let shortened = try regions["RU-BA"]!.days(inYear: 2018).filter(\.isShortened).map(\.day)
    #expect(
      shortened
        == [
          "2018-02-22", "2018-03-07", "2018-04-28", "2018-05-08", "2018-06-09", "2018-06-14", "2018-08-20",
          "2018-10-10", "2018-12-29",
        ]
        .map(day))
  }

  /// Russia's substitute day off stays where Russia has it, and a republic
  /// holiday on it shares the day: Tatarstan's Constitution Day on Monday
  /// 6 November 2023 with Russia's day off for Saturday 4 November, and
  /// Uraza Bayram on Monday 2 May 2022 with the day off for Sunday 1 May
  /// (the Ministry of Labour's 244 and 246 working days, above). In
  /// Bashkortostan, whose law moves a republic holiday on a day off, Uraza
  /// Bayram on Russia's day off of 2 May 2022 gives Wednesday 4 May.
  @Test func russiasSubstituteDayOffStaysAndIsShared() throws {
    let tatarstan = regions["RU-TA"]!
    for (shared, from, key, next) in [
      ("2023-11-06", "2023-11-04", "holiday.ru-ta.constitutionDay", "2023-11-07"),
      ("2022-05-02", "2022-05-01", "holiday.ru-ta.urazaBayram", "2022-05-04"),
    ] {
      let status = try tatarstan.status(of: day(shared))
      #expect(try ru.status(of: day(shared)).kind == .transferredDayOff)
      #expect(status.kind == .holiday && status.transferredFrom == day(from), "\(shared)")
      #expect(status.holidays.map(\.nameKey).contains(key), "\(shared)")
      #expect(try tatarstan.status(of: day(next)).kind == .working, "\(next)")
    }
    let bashkortostan = try regions["RU-BA"]!.status(of: day("2022-05-04"))
    #expect(bashkortostan.kind == .transferredDayOff && bashkortostan.transferredFrom == day("2022-05-02"))
    #expect(bashkortostan.holidays.map(\.nameKey) == ["holiday.ru-ba.urazaBayram"])
    // Which holidays are Russia's: its rules lead the republics' definitions.
    for region in regions.values {
      #expect(region.definition.baseHolidayCount == ru.definition.holidays.count)
      #expect(
        Array(region.definition.holidays.prefix(region.definition.baseHolidayCount)) == ru.definition.holidays
      )
    }
    #expect(ru.definition.baseHolidayCount == 0)
  }
}
