import Testing

@testable import Yotei

/// Zones on extreme but type-correct values: an answer or a typed error, never a trap.
@Suite struct ExtremeZoneTests {
  static let days: [Int] = [
    .min, .min + 1, Int(Int32.min), -1, Day.minimum.julianDayNumber - 1, Day.minimum.julianDayNumber,
    Day.maximum.julianDayNumber, Day.maximum.julianDayNumber + 1, Int(Int32.max), .max / 2, .max,
  ]
  static let seconds: [Int64] = [.min, .min + 1, -(1 << 59) - 1, -(1 << 59), -1, 0, 1 << 59, .max - 1, .max]

  @Test(arguments: [
    "UTC", "Europe/Paris", "America/Sao_Paulo", "Pacific/Apia", "Australia/Lord_Howe", "+05:30",
  ])
  func everyDayAndInstant(zoneID: String) throws {
    let zone = try TimeZoneDatabase.system.zone(zoneID)
    for jdn in Self.days {
      let day = Day(julianDayNumber: jdn)
      let supported = Day.supportedRange.contains(day)
      // Int.max / 2 once answered a day in 4713 BCE: now it is refused.
      do {
        let start = try zone.startOfDay(day)
        #expect(supported)
        if let instant = start.instant { #expect(zone.day(containing: instant) == day) }
        #expect(try zone.length(of: day) >= 0)
        #expect(try day.startOfDay(in: zone) == start)
      } catch {
        #expect(!supported, "\(zoneID) \(jdn): \(error)")
        #expect(error == .dayOutOfRange(day))
      }
      let wall = WallTime(day: day, secondsIntoDay: 3600)
      #expect(((try? zone.instant(for: wall)) != nil) == supported)
      #expect(((try? zone.possibleInstants(for: wall)) != nil) == supported)
    }
    for t in Self.seconds {
      let instant = Instant(secondsSinceUnixEpoch: t)
      _ = zone.offset(at: instant)
      _ = zone.abbreviation(at: instant)
      _ = zone.wallTime(at: instant)
      _ = zone.rfc3339(instant)
      _ = zone.nextTransition(after: instant)
      _ = zone.previousTransition(before: instant)
      #expect(Day(containing: instant, in: zone) == zone.wallTime(at: instant).day)
    }
  }

  @Test(arguments: ["EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "NZST-12NZDT,M9.5.0,M4.1.0/3"])
  func posixRulesAtTheLimitsOfInt64(tz: String) throws {
    // Found by the posix-tz fuzz seed: reducing Int64.max by whole 400-year
    // cycles overflowed when the cycle starts before 1970.
    let zone = Zone(identifier: tz, rules: ZoneRules(posix: try PosixTZ(parsing: tz)))
    let july = try zone.offset(at: Instant(day: Day(iso: 2024, 7, 1)!))
    for t in Self.seconds {
      let instant = Instant(secondsSinceUnixEpoch: t)
      let offset = zone.offset(at: instant)
      #expect(abs(offset) <= 14 * 3600)
      _ = zone.nextTransition(after: instant)
      _ = zone.previousTransition(before: instant)
    }
    // The rules repeat every 400 years: a far July has this July's offset.
    #expect(try zone.offset(at: Instant(day: Day(iso: 9624, 7, 1)!)) == july)
  }

  @Test func outOfRangeDayErrorsNameTheDayAndTheRange() {
    let error = ZoneError.dayOutOfRange(Day(julianDayNumber: .max / 2))
    #expect(error.description.contains("\(Int.max / 2)"))
    #expect(error.description.contains("5373484"))
  }

  @Test func aFirstTransitionAtInt64MinIsTheBigBang() throws {
    // Older zic wrote its "big bang" transition as -2^63; abs() trapped on it.
    var builder = TZifBuilder(types: [
      .init(offset: 3600, isDaylight: false, abbreviation: "AAA"),
      .init(offset: 7200, isDaylight: false, abbreviation: "BBB"),
    ])
    builder.transitions = [(.min, 0), (1_000_000_000, 1)]
    let file = try TZifFile(bytes: builder.build())
    let zone = Zone(identifier: "bang", rules: ZoneRules(tzif: file))
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 0)) == 3600)
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 1_000_000_000)) == 7200)
    // A later transition at Int64.min is damage, reported by name.
    builder.transitions = [(0, 0), (.min, 1)]
    #expect(throws: TZifError.self) { try TZifFile(bytes: builder.build()) }
  }

  @Test func theBuiltInUTCNeedsNoFile() throws {
    let empty = TemporaryDirectory()
    defer { empty.cleanup() }
    let database = try TimeZoneDatabase(directory: empty.path)
    #expect(throws: ZoneError.self) { try database.zone("UTC") }
    #expect(Zone.utc.offset(at: Instant(secondsSinceUnixEpoch: 0)) == 0)
    #expect(Zone.utc.abbreviation(at: Instant(secondsSinceUnixEpoch: .max)) == "UTC")
  }
}

/// Transitions at the ends of `Instant`: the previous transition is always
/// earlier and the next always later (before Int64.min there is none; a
/// repeating rule's transition past Int64.max is none, not a wrapped one).
@Suite struct ExtremeTransitionTests {
  @Test func everyZoneAnswersInOrderAtTheExtremes() throws {
    let database = TimeZoneDatabase.system
    let identifiers = database.identifiers()
    #expect(identifiers.count > 400)
    var wrong: [String] = []
    var answered = 0
    for id in identifiers {
      guard let zone = try? database.zone(id) else { continue }
      for t: Int64 in [.min, .min + 1, -(1 << 59), 0, 1 << 59, .max - 86_400 * 366, .max - 1, .max] {
        let instant = Instant(secondsSinceUnixEpoch: t)
        if let previous = zone.previousTransition(before: instant) {
          answered += 1
          if !(previous.instant < instant) { wrong.append("\(id) before \(t): \(previous.instant)") }
        }
        if let next = zone.nextTransition(after: instant) {
          answered += 1
          if !(next.instant > instant) { wrong.append("\(id) after \(t): \(next.instant)") }
        }
      }
      if zone.previousTransition(before: Instant(secondsSinceUnixEpoch: .min)) != nil {
        wrong.append("\(id): a transition before Int64.min")
      }
      if zone.nextTransition(after: Instant(secondsSinceUnixEpoch: .max)) != nil {
        wrong.append("\(id): a transition after Int64.max")
      }
    }
    #expect(answered > identifiers.count)
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
  }
}
