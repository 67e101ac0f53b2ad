import Testing

@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

/// Known cases from the tz database's history (see the tzdb NEWS file and the
/// decrees it cites). Each is a fact about the world, not Yotei's output.
@Suite struct NamedCaseTests {
  let db = TimeZoneDatabase.system

  func zone(_ id: String) throws -> Zone { try db.zone(id) }

  func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(iso: y, m, d)! }

  /// The start of `day` as RFC 3339 in the zone, or "skipped".
  func start(_ zone: Zone, _ day: Day) throws -> String {
    switch try zone.startOfDay(day) {
    case .exists(let instant, let offset): return instant.rfc3339(offset: offset)
    case .skipped: return "skipped"
    }
  }

  func noon(_ zone: Zone, _ day: Day) throws -> Instant {
    try zone.instant(for: WallTime(day: day, hour: 12), disambiguation: .reject)
  }

  @Test func saoPauloDSTAtMidnight() throws {
    let z = try zone("America/Sao_Paulo")
    // Brazil's DST began at 00:00 on 4 November 2018: the day starts at 01:00.
    #expect(try start(z, day(2018, 11, 4)) == "2018-11-04T01:00:00-02:00")
    #expect(try z.length(of: day(2018, 11, 4)) == 23 * 3600)
    #expect(try z.length(of: day(2018, 11, 3)) == 24 * 3600)
    // It ended at 00:00 on 17 February 2019, back to 23:00 on the 16th.
    #expect(try z.length(of: day(2019, 2, 16)) == 25 * 3600)
    #expect(try start(z, day(2019, 2, 17)) == "2019-02-17T00:00:00-03:00")
    // Brazil abolished DST in 2019.
    #expect(try z.length(of: day(2019, 11, 3)) == 24 * 3600)
  }

  @Test func asuncionDSTThenPermanentMinus3() throws {
    let z = try zone("America/Asuncion")
    #expect(try start(z, day(2024, 10, 6)) == "2024-10-06T01:00:00-03:00")
    #expect(try z.length(of: day(2024, 3, 23)) == 25 * 3600)
    // Paraguay kept -03 all year from October 2024 (tzdata 2024b).
    #expect(z.offset(at: try noon(z, day(2025, 7, 1))) == -3 * 3600)
    #expect(try z.length(of: day(2025, 3, 22)) == 24 * 3600)
  }

  @Test func damascusMidnightFridayAndPermanentPlus3() throws {
    let z = try zone("Asia/Damascus")
    #expect(try start(z, day(2022, 3, 25)) == "2022-03-25T01:00:00+03:00")
    // Syria stayed on +03 from October 2022.
    #expect(z.offset(at: try noon(z, day(2023, 1, 15))) == 3 * 3600)
    #expect(z.abbreviation(at: try noon(z, day(2023, 1, 15))) == "+03")
  }

  @Test func gazaSpringForwardAfterRamadan() throws {
    let z = try zone("Asia/Gaza")
    // 2024: DST began on Saturday 20 April, after Ramadan, at 02:00.
    #expect(try z.length(of: day(2024, 4, 20)) == 23 * 3600)
    #expect(z.offset(at: try noon(z, day(2024, 4, 1))) == 2 * 3600)
    #expect(try z.length(of: day(2024, 10, 26)) == 25 * 3600)
    #expect(try start(z, day(2024, 4, 20)) == "2024-04-20T00:00:00+02:00")
  }

  @Test func tehranMidnightDSTAndItsAbolition() throws {
    let z = try zone("Asia/Tehran")
    #expect(try start(z, day(2022, 3, 22)) == "2022-03-22T01:00:00+04:30")
    #expect(try z.length(of: day(2022, 9, 21)) == 25 * 3600)
    // Iran abolished DST from 2023.
    #expect(try z.length(of: day(2023, 3, 22)) == 24 * 3600)
    #expect(z.abbreviation(at: try noon(z, day(2024, 7, 1))) == "+0330")
  }

  @Test func apiaSkipsThirtyDecember2011() throws {
    let z = try zone("Pacific/Apia")
    #expect(try z.startOfDay(day(2011, 12, 30)) == .skipped)
    #expect(try z.length(of: day(2011, 12, 30)) == 0)
    #expect(try z.length(of: day(2011, 12, 29)) == 24 * 3600)
    #expect(try start(z, day(2011, 12, 31)) == "2011-12-31T00:00:00+14:00")
    let lastSecond = try z.instant(for: WallTime(day: day(2011, 12, 29), hour: 23, minute: 59, second: 59))
    #expect(z.day(containing: lastSecond + 1) == day(2011, 12, 31))
    #expect(z.offset(at: lastSecond) == -10 * 3600)
    // Every time of the missing day is skipped.
    #expect(try z.possibleInstants(for: WallTime(day: day(2011, 12, 30), hour: 12)).isEmpty)
    #expect(throws: ZoneError.self) {
      try z.instant(for: WallTime(day: day(2011, 12, 30), hour: 12), disambiguation: .reject)
    }
  }

  @Test func kiritimatiSkipsThirtyOneDecember1994() throws {
    let z = try zone("Pacific/Kiritimati")
    #expect(try z.startOfDay(day(1994, 12, 31)) == .skipped)
    #expect(try start(z, day(1995, 1, 1)) == "1995-01-01T00:00:00+14:00")
    #expect(try z.length(of: day(1994, 12, 30)) == 24 * 3600)
  }

  @Test func lordHoweHalfHourDST() throws {
    let z = try zone("Australia/Lord_Howe")
    #expect(try z.length(of: day(2024, 10, 6)) == 23 * 3600 + 1800)
    #expect(try z.length(of: day(2025, 4, 6)) == 24 * 3600 + 1800)
    #expect(z.abbreviation(at: try noon(z, day(2025, 6, 1))) == "+1030")
    // 01:45 on 6 April 2025 happens twice, half an hour apart.
    let repeated = try z.possibleInstants(for: WallTime(day: day(2025, 4, 6), hour: 1, minute: 45))
    #expect(repeated.count == 2)
    #expect(repeated.count == 2 && repeated[1] - repeated[0] == 1800)
  }

  @Test func casablancaSuspendsDSTDuringRamadan() throws {
    let z = try zone("Africa/Casablanca")
    // Morocco is on +01 except around Ramadan, when it returns to +00
    // (23 February to 6 April 2025).
    #expect(z.offset(at: try noon(z, day(2025, 1, 15))) == 3600)
    #expect(z.offset(at: try noon(z, day(2025, 3, 15))) == 0)
    #expect(z.offset(at: try noon(z, day(2025, 5, 1))) == 3600)
    #expect(try z.length(of: day(2025, 2, 23)) == 25 * 3600)
    #expect(try z.length(of: day(2025, 4, 6)) == 23 * 3600)
  }

  @Test func dubaiLocalMeanTime() throws {
    let z = try zone("Asia/Dubai")
    let instant = try noon(z, day(1900, 6, 1))
    // Local mean time in Dubai was +3:41:12 until 1920.
    #expect(z.offset(at: instant) == 3 * 3600 + 41 * 60 + 12)
    #expect(z.abbreviation(at: instant) == "LMT")
    #expect(z.rfc3339(instant) == "1900-06-01T12:00:00+03:41:12")
    // Moving to +04 skipped the first 18 min 48 s of 1920.
    #expect(try start(z, day(1920, 1, 1)) == "1920-01-01T00:18:48+04:00")
  }

  @Test func almatyMovedToPlus5In2024() throws {
    let z = try zone("Asia/Almaty")
    #expect(z.offset(at: try noon(z, day(2024, 1, 1))) == 6 * 3600)
    // Kazakhstan unified on +05 on 1 March 2024: 00:00 became 23:00 on 29 February.
    #expect(try z.length(of: day(2024, 2, 29)) == 25 * 3600)
    #expect(z.offset(at: try noon(z, day(2025, 1, 1))) == 5 * 3600)
  }

  @Test func nuukMovedToMinus2In2023() throws {
    let z = try zone("America/Nuuk")
    // 25 March 2023, 22:00 -03 became 23:00 -02, and -02 stayed.
    #expect(try z.length(of: day(2023, 3, 25)) == 23 * 3600)
    #expect(z.offset(at: try noon(z, day(2025, 1, 1))) == -2 * 3600)
    #expect(try zone("America/Godthab").offset(at: try noon(z, day(2025, 1, 1))) == -2 * 3600)
  }

  @Test func beforeFirstTransitionIsLocalMeanTime() throws {
    let z = try zone("America/New_York")
    let early = try Instant(day: day(1850, 1, 1))
    // New York's local mean time: -4:56:02, until noon of 18 November 1883.
    #expect(z.offset(at: early) == -(4 * 3600 + 56 * 60 + 2))
    #expect(z.abbreviation(at: early) == "LMT")
    #expect(z.previousTransition(before: early) == nil)
    let first = z.nextTransition(after: early)
    #expect(try first?.instant == Instant(day: day(1883, 11, 18), secondsIntoDay: 17 * 3600))
    #expect(first?.offsetAfter == -5 * 3600)
  }

  @Test func afterLastTransitionFollowsTheFooterRule() throws {
    let z = try zone("America/New_York")
    // The US rule: second Sunday of March to first Sunday of November.
    #expect(z.offset(at: try noon(z, day(2100, 7, 4))) == -4 * 3600)
    #expect(z.abbreviation(at: try noon(z, day(2100, 7, 4))) == "EDT")
    #expect(z.offset(at: try noon(z, day(2100, 12, 25))) == -5 * 3600)
    #expect(try z.length(of: day(2100, 3, 14)) == 23 * 3600)
    #expect(try z.length(of: day(2100, 11, 7)) == 25 * 3600)
    #expect(try z.length(of: day(3001, 3, 8)) == 23 * 3600)
    let next = z.nextTransition(after: try Instant(day: day(2999, 12, 31)))
    #expect(try next?.instant == Instant(day: day(3000, 3, 9), secondsIntoDay: 2 * 3600, offset: -5 * 3600))
    #expect(
      try z.previousTransition(before: next!.instant)?.instant
        == Instant(day: day(2999, 11, 3), secondsIntoDay: 2 * 3600, offset: -4 * 3600))
  }

  @Test func disambiguationInAGapAndAnOverlap() throws {
    let z = try zone("America/New_York")
    let gap = WallTime(day: day(2024, 3, 10), hour: 2, minute: 30)
    #expect(try z.possibleInstants(for: gap).isEmpty)
    #expect(try z.rfc3339(z.instant(for: gap)) == "2024-03-10T03:30:00-04:00")
    #expect(try z.rfc3339(z.instant(for: gap, disambiguation: .later)) == "2024-03-10T03:30:00-04:00")
    #expect(try z.rfc3339(z.instant(for: gap, disambiguation: .earlier)) == "2024-03-10T01:30:00-05:00")
    #expect(throws: ZoneError.skippedWallTime(gap, zone: "America/New_York")) {
      try z.instant(for: gap, disambiguation: .reject)
    }
    let overlap = WallTime(day: day(2024, 11, 3), hour: 1, minute: 30)
    #expect(try z.possibleInstants(for: overlap).count == 2)
    #expect(try z.rfc3339(z.instant(for: overlap)) == "2024-11-03T01:30:00-04:00")
    #expect(try z.rfc3339(z.instant(for: overlap, disambiguation: .earlier)) == "2024-11-03T01:30:00-04:00")
    #expect(try z.rfc3339(z.instant(for: overlap, disambiguation: .later)) == "2024-11-03T01:30:00-05:00")
    #expect(throws: ZoneError.repeatedWallTime(overlap, zone: "America/New_York")) {
      try z.instant(for: overlap, disambiguation: .reject)
    }
    // A gap at midnight: 00:30 on 4 November 2018 in Sao Paulo.
    let sp = try zone("America/Sao_Paulo")
    let midnightGap = WallTime(day: day(2018, 11, 4), hour: 0, minute: 30)
    #expect(try sp.rfc3339(sp.instant(for: midnightGap)) == "2018-11-04T01:30:00-02:00")
    #expect(
      try sp.rfc3339(sp.instant(for: midnightGap, disambiguation: .earlier)) == "2018-11-03T23:30:00-03:00")
  }

  @Test func todayFromAnInjectedClock() throws {
    // 2011-12-30T10:00:00Z: already 31 December in Apia, still the 30th in UTC
    // and in Honolulu the 30th at midnight.
    let clock = FixedClock(try Instant(day: day(2011, 12, 30), secondsIntoDay: 10 * 3600))
    #expect(try zone("Pacific/Apia").today(clock: clock) == day(2011, 12, 31))
    #expect(try zone("UTC").today(clock: clock) == day(2011, 12, 30))
    #expect(try Day.today(in: zone("Pacific/Honolulu"), clock: clock) == day(2011, 12, 30))
    #expect(try Day.today(in: zone("Pacific/Pago_Pago"), clock: clock) == day(2011, 12, 29))
    // The system clock agrees with the C library's time().
    let utc = try zone("UTC")
    let before = Int64(time(nil))
    let now = SystemClock().now().secondsSinceUnixEpoch
    #expect(now >= before && now <= before + 5)
    #expect(
      utc.today() == Day.unixEpoch + Int(now / 86_400) || utc.today() == Day.unixEpoch + Int(now / 86_400) + 1
    )
  }

  @Test func dayHelpersMatchZoneMethods() throws {
    let z = try zone("Australia/Lord_Howe")
    let d = day(2024, 10, 6)
    #expect(try d.startOfDay(in: z) == z.startOfDay(d))
    #expect(try d.length(in: z) == z.length(of: d))
    let instant = Instant(secondsSinceUnixEpoch: 1_728_000_000)
    #expect(Day(containing: instant, in: z) == z.day(containing: instant))
  }
}
