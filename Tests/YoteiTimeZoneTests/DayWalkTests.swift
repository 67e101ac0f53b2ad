import Testing

@testable import Yotei

/// Why grids walk day numbers and never instants.
@Suite struct DayWalkTests {
  /// The naive loop "local midnight, then add 86 400 s" repeats a day when a
  /// day is 25 hours long (Sao Paulo, 17 February 2018) and drifts off
  /// midnight after a 23-hour day. Walking day numbers and asking for each
  /// start gives every day exactly once.
  @Test func naiveSecondsLoopFailsButDayWalkDoesNot() throws {
    let zone = try TimeZoneDatabase.system.zone("America/Sao_Paulo")
    let first = Day(iso: 2018, 1, 1)!
    let last = Day(iso: 2018, 12, 31)!
    var naive: [Day] = []
    var t = try #require(zone.startOfDay(first).instant)
    while zone.day(containing: t) <= last {
      naive.append(zone.day(containing: t))
      t = t + 86_400
    }
    #expect(Set(naive).count < naive.count, "the naive loop should repeat a day")
    let repeated = Dictionary(grouping: naive, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.contains(Day(iso: 2018, 2, 17)!))

    var walked: [Day] = []
    var previousStart: Instant?
    for day in first...last {
      let start = try #require(zone.startOfDay(day).instant)
      #expect(zone.day(containing: start) == day)
      if let previousStart { #expect(start > previousStart) }
      previousStart = start
      walked.append(zone.day(containing: start))
    }
    #expect(walked == Array(first...last))
    // And the day lengths add up to the year.
    let total = try (first...last).map { try zone.length(of: $0) }.reduce(0, +)
    let yearEnd = try #require(zone.startOfDay(last + 1).instant)
    #expect(try Int64(total) == yearEnd - zone.startOfDay(first).instant!)
  }

  /// Month grids over every zone of the broad set: each month's days, walked
  /// by number, start at strictly increasing instants and no day that exists
  /// is dropped.
  @Test func monthsInEveryBroadZoneHaveEachDayOnce() throws {
    for id in ReferenceWalkTests.broadZones {
      let zone = try TimeZoneDatabase.system.zone(id)
      var previous: Instant?
      for day in Day(iso: 2010, 1, 1)!...Day(iso: 2025, 12, 31)! {
        guard let start = try zone.startOfDay(day).instant else {
          #expect(try zone.length(of: day) == 0)
          continue
        }
        #expect(zone.day(containing: start) == day, "\(id) \(day)")
        if let previous { #expect(start > previous, "\(id) \(day)") }
        previous = start
      }
    }
  }
}

@Suite struct InstantTests {
  @Test func rfc3339() {
    let instant = Instant(secondsSinceUnixEpoch: 1_541_300_400)
    #expect(instant.rfc3339(offset: -7200) == "2018-11-04T01:00:00-02:00")
    #expect(instant.rfc3339(offset: 19_800) == "2018-11-04T08:30:00+05:30")
    #expect(instant.description == "2018-11-04T03:00:00Z")
    #expect(Instant(secondsSinceUnixEpoch: -1).description == "1969-12-31T23:59:59Z")
    #expect(Instant(secondsSinceUnixEpoch: 0).rfc3339(offset: 0) == "1970-01-01T00:00:00+00:00")
  }

  @Test func wallTimeCarries() throws {
    let day = Day(iso: 2024, 2, 28)!
    #expect(WallTime(day: day, secondsIntoDay: 86_400 * 2 + 5) == WallTime(day: day + 2, secondsIntoDay: 5))
    #expect(
      WallTime(day: day, secondsIntoDay: -1) == WallTime(day: day - 1, hour: 23, minute: 59, second: 59))
    let wall = WallTime(day: day, hour: 13, minute: 4, second: 9)
    #expect((wall.hour, wall.minute, wall.second) == (13, 4, 9))
    #expect(wall.description == "2024-02-28T13:04:09")
    #expect(
      try Instant(day: day, secondsIntoDay: wall.secondsIntoDay, offset: 3600).wallTime(offset: 3600) == wall)
  }

  @Test func arithmeticAndOrder() {
    let a = Instant(secondsSinceUnixEpoch: 100)
    #expect(a + 50 == Instant(secondsSinceUnixEpoch: 150))
    #expect((a + 50) - a == 50)
    #expect(a.seconds(to: a - 20) == -20)
    #expect(a < a + 1)
    #expect(Instant.unixEpoch.secondsSinceUnixEpoch == 0)
  }

  @Test func startOfDayAccessors() {
    let start = StartOfDay.exists(Instant(secondsSinceUnixEpoch: 7), offset: 0)
    #expect(start.instant == Instant(secondsSinceUnixEpoch: 7))
    #expect(StartOfDay.skipped.instant == nil)
  }
}
