import Testing
import Yotei

@testable import YoteiPicker

/// An instant at a local wall time in a zone `offset` seconds ahead of UTC.
func at(_ iso: String, _ hour: Int, _ minute: Int = 0, offset: Int = 0) -> Instant {
  try! Instant(day: d(iso), secondsIntoDay: hour * 3600 + minute * 60, offset: offset)
}

/// A zone from the system's tz database.
func zone(_ identifier: String) throws -> Zone { try TimeZoneDatabase.system.zone(identifier) }

func timed(_ id: String, _ start: Instant, _ end: Instant) -> PickerEvent<String> {
  PickerEvent(id: id, timing: .timed(start: start, end: end), payload: id.uppercased())
}

func allDay(_ id: String, _ first: String, _ last: String) -> PickerEvent<String> {
  PickerEvent(id: id, timing: .allDay(d(first)...d(last)), payload: id.uppercased())
}

@Suite("Event dots")
struct EventDotTests {
  static let tehran = 12_600  // UTC+03:30

  @Test func timedEventsFallOnTheDayOfTheGivenZone() {
    // 21:00 UTC on 20 March is 00:30 on 21 March in Tehran.
    let event = timed("late", at("2025-03-20", 21), at("2025-03-20", 22))
    let utc = EventSchedule(events: [event], resolver: .utcOffset(seconds: 0))
    let tehran = EventSchedule(events: [event], resolver: .utcOffset(seconds: Self.tehran))
    #expect(utc.spans == [d("2025-03-20")...d("2025-03-20")])
    #expect(tehran.spans == [d("2025-03-21")...d("2025-03-21")])
    // The host's own zone logic plugs in as a closure.
    let custom = EventSchedule(events: [event], resolver: EventDayResolver { _ in d("2000-01-01") })
    #expect(custom.count(on: d("2000-01-01")) == 1)
  }

  @Test func aTimeZoneResolvesEventsWithItsDaylightSavingChanges() throws {
    // New York: 23:30 EST on 8 March is 04:30Z on the 9th; 23:30 EDT on 9 March is 03:30Z on the 10th.
    let schedule = EventSchedule(
      events: [
        timed("before", at("2025-03-09", 4, 30), at("2025-03-09", 4, 45)),
        timed("after", at("2025-03-10", 3, 30), at("2025-03-10", 3, 45)),
      ], resolver: .zone(try zone("America/New_York")))
    #expect(schedule.spans == [d("2025-03-08")...d("2025-03-08"), d("2025-03-09")...d("2025-03-09")])
  }

  @Test func anEventEndingAtMidnightDoesNotCoverTheNextDay() {
    let schedule = EventSchedule(
      events: [
        timed("evening", at("2025-03-10", 22), at("2025-03-11", 0)),
        timed("overnight", at("2025-03-10", 23), at("2025-03-11", 1)),
        timed("instant", at("2025-03-12", 9), at("2025-03-12", 9)),
      ], resolver: .utcOffset(seconds: 0))
    #expect(
      schedule.dots(in: d("2025-03-10")...d("2025-03-12")) == [
        d("2025-03-10"): ["overnight", "evening"], d("2025-03-11"): ["overnight"],
        d("2025-03-12"): ["instant"],
      ])
  }

  @Test func dotsListEveryEventCoveringADayWithTheHostsPayload() {
    let schedule = EventSchedule(
      events: [
        allDay("conference", "2025-03-10", "2025-03-12"),
        timed("dentist", at("2025-03-11", 9), at("2025-03-11", 10)),
      ],
      resolver: .utcOffset(seconds: 0))
    #expect(schedule.events(on: d("2025-03-11")).map(\.payload) == ["CONFERENCE", "DENTIST"])
    #expect(schedule.count(on: d("2025-03-13")) == 0)
  }
}

@Suite("Month view lanes")
struct MonthLaneTests {
  /// The week of Monday 10 March 2025, Monday first.
  static let week = d("2025-03-10")...d("2025-03-16")

  @Test func multiDayEventsTakeTheLowestFreeLaneAcrossTheRow() {
    let schedule = EventSchedule(
      events: [
        allDay("short", "2025-03-12", "2025-03-12"),
        allDay("long", "2025-03-11", "2025-03-14"),
        allDay("earlier", "2025-03-03", "2025-03-10"),
        allDay("later", "2025-03-15", "2025-03-20"),
      ], resolver: .utcOffset(seconds: 0))
    let lanes = schedule.lanes(forWeek: Self.week, maximumLanes: 3)
    let byID = Dictionary(uniqueKeysWithValues: lanes.segments.map { ($0.eventID, $0) })
    #expect(byID["earlier"]?.lane == 0)
    #expect(byID["earlier"]?.columns == 0...0)
    #expect(byID["earlier"]?.continuesBefore == true)
    #expect(byID["long"]?.lane == 0)
    #expect(byID["long"]?.columns == 1...4)
    #expect(byID["short"]?.lane == 1)
    #expect(byID["later"]?.lane == 0)
    #expect(byID["later"]?.columns == 5...6)
    #expect(byID["later"]?.continuesAfter == true)
    #expect(lanes.laneCount == 2)
    #expect(lanes.hiddenCounts == [0, 0, 0, 0, 0, 0, 0])
  }

  @Test func daysWithMoreEventsThanLanesSayHowManyMore() {
    let schedule = EventSchedule(
      events: [
        allDay("a", "2025-03-11", "2025-03-13"), allDay("b", "2025-03-12", "2025-03-12"),
        allDay("c", "2025-03-12", "2025-03-14"), allDay("d", "2025-03-12", "2025-03-12"),
      ], resolver: .utcOffset(seconds: 0))
    let lanes = schedule.lanes(forWeek: Self.week, maximumLanes: 2)
    #expect(lanes.segments.map(\.eventID) == ["a", "c"])
    #expect(lanes.hiddenCounts == [0, 0, 2, 0, 0, 0, 0])
    #expect(lanes.laneCount == 4)
  }
}

@Suite("Day timeline")
struct TimelineTests {
  func layout(_ items: [(String, Int, Int)], minimum: Int = 0) -> [String: (Int, Int, Int)] {
    let placements = TimelineLayout.placements(
      for: items.map { TimelineInterval(id: $0.0, start: $0.1 * 60, end: $0.2 * 60) },
      minimumDuration: minimum * 60)
    return Dictionary(
      uniqueKeysWithValues: placements.map { ($0.id, ($0.column, $0.columnCount, $0.columnSpan)) })
  }

  @Test func overlappingEventsSitSideBySide() {
    // Minutes from midnight: 9:00-11:00, 10:00-12:00, 11:00-12:00.
    let result = layout([("a", 540, 660), ("b", 600, 720), ("c", 660, 720)])
    #expect(result["a"]! == (0, 2, 1))
    #expect(result["b"]! == (1, 2, 1))
    #expect(result["c"]! == (0, 2, 1))  // a has ended, c reuses its column
  }

  @Test func eventsThatOnlyTouchDoNotShareTheWidth() {
    let result = layout([("a", 540, 600), ("b", 600, 660)])
    #expect(result["a"]! == (0, 1, 1))
    #expect(result["b"]! == (0, 1, 1))
  }

  @Test func anEventStretchesOverColumnsThatStayFree() {
    // b (9-12) is longest so it comes first; a (9-10) and c (9:30-10:30) need two more columns;
    // e (10:30-11) reuses a's column and stretches over c's, which is free by then.
    let result = layout([("a", 540, 600), ("b", 540, 720), ("c", 570, 630), ("e", 630, 660)])
    #expect(result["b"]! == (0, 3, 1))
    #expect(result["a"]! == (1, 3, 1))
    #expect(result["c"]! == (2, 3, 1))
    #expect(result["e"]! == (1, 3, 2))
  }

  /// Two five-minute events ten minutes apart do not overlap in time, but
  /// each is drawn as tall as its title (say 30 minutes): laid out one above
  /// the other, the titles would overlap.
  @Test func shortEventsAreLaidOutAsTallAsTheirTitles() {
    let bare = layout([("a", 540, 545), ("b", 550, 555)])
    #expect(bare["a"]!.1 == 1)
    let titled = layout([("a", 540, 545), ("b", 550, 555)], minimum: 30)
    #expect(titled["a"]! == (0, 2, 1))
    #expect(titled["b"]! == (1, 2, 1))
  }

  /// In São Paulo, 4 November 2018 started at 01:00 (clocks jumped from
  /// midnight) and lasted 23 hours: the timeline's top is 01:00, not a
  /// midnight that never happened.
  @Test func aDayThatStartsAtOneInTheMorningHasItsTimelineFromThere() throws {
    let saoPaulo = try zone("America/Sao_Paulo")
    let offset = -7200  // -02:00 after the change
    let schedule = EventSchedule(
      events: [
        timed("early", at("2018-11-04", 1, 30, offset: offset), at("2018-11-04", 2, 30, offset: offset))
      ],
      resolver: .zone(saoPaulo))
    let placements = TimelineLayout.placements(for: schedule, on: d("2018-11-04"), in: saoPaulo)
    #expect(placements.map(\.start) == [1800])
    #expect(placements.map(\.end) == [5400])
    #expect(try d("2018-11-04").length(in: saoPaulo) == 23 * 3600)
  }

  @Test func aDaysTimedEventsAreClippedToTheDay() {
    let schedule = EventSchedule(
      events: [
        timed("overnight", at("2025-03-10", 22), at("2025-03-11", 2)),
        timed("breakfast", at("2025-03-11", 1), at("2025-03-11", 3)),
        allDay("holiday", "2025-03-11", "2025-03-11"),
        timed("tomorrow", at("2025-03-12", 1), at("2025-03-12", 2)),
      ], resolver: .utcOffset(seconds: 0))
    let placements = TimelineLayout.placements(
      for: schedule, from: at("2025-03-11", 0), to: at("2025-03-12", 0))
    #expect(placements.map(\.id) == ["overnight", "breakfast"])
    #expect(placements.map(\.column) == [0, 1])
  }
}

@Suite("Moving an event on the timeline")
struct SnapTests {
  @Test(arguments: [(10, 7, 10, 0), (10, 8, 10, 15), (10, 52, 10, 45), (10, 53, 11, 0), (23, 53, 0, 0)])
  func aDraggedEventSnapsToTheNearestQuarterHourAndKeepsItsDuration(
    hour: Int, minute: Int, snappedHour: Int, snappedMinute: Int
  ) {
    let meeting = timed("m", at("2025-03-10", 9), at("2025-03-10", 10, 30))
    let moved = meeting.moved(to: at("2025-03-10", hour, minute), origin: at("2025-03-10", 0))
    let day = snappedHour == 0 ? "2025-03-11" : "2025-03-10"
    #expect(
      moved.timing
        == .timed(start: at(day, snappedHour, snappedMinute), end: at(day, snappedHour, snappedMinute) + 5400)
    )
    #expect(moved.id == "m" && moved.payload == "M")
  }

  @Test func theGridIsConfigurable() {
    let meeting = timed("m", at("2025-03-10", 9), at("2025-03-10", 10))
    let moved = meeting.moved(to: at("2025-03-10", 10, 22), gridMinutes: 30, origin: at("2025-03-10", 0))
    #expect(moved.timing == .timed(start: at("2025-03-10", 10, 30), end: at("2025-03-10", 11, 30)))
  }

  /// Kathmandu is UTC+05:45: counting the grid from the Unix epoch would snap to :45 local.
  @Test func theGridCountsFromLocalMidnight() {
    let kathmandu = 20_700
    let meeting = timed("m", at("2025-03-10", 9, offset: kathmandu), at("2025-03-10", 10, offset: kathmandu))
    let moved = meeting.moved(
      to: at("2025-03-10", 14, 2, offset: kathmandu), origin: at("2025-03-10", 0, offset: kathmandu))
    #expect(
      moved.timing
        == .timed(
          start: at("2025-03-10", 14, offset: kathmandu), end: at("2025-03-10", 15, offset: kathmandu)))
  }

  @Test func theZoneGivesTheLocalMidnightToCountFrom() throws {
    let kathmandu = try zone("Asia/Kathmandu")  // +05:45
    let meeting = timed("m", at("2025-03-10", 9, offset: 20_700), at("2025-03-10", 9, 45, offset: 20_700))
    let moved = meeting.moved(to: at("2025-03-10", 16, 37, offset: 20_700), in: kathmandu)
    #expect(
      moved.timing
        == .timed(
          start: at("2025-03-10", 16, 30, offset: 20_700), end: at("2025-03-10", 17, 15, offset: 20_700)))
  }

  @Test func anAllDayEventMovesByWholeDays() {
    let trip = allDay("trip", "2025-03-10", "2025-03-12")
    let moved = trip.moved(to: at("2025-03-20", 15), origin: at("2025-03-20", 0))
    #expect(moved.timing == .allDay(d("2025-03-20")...d("2025-03-22")))
  }
}

@Suite("Snapping at the limits of Int64")
struct ExtremeSnapTests {
  @Test(arguments: [Int64.min, Int64.min + 1, -1, 0, 1, Int64.max - 1, Int64.max])
  func snappingNeverTraps(seconds: Int64) {
    let instant = Instant(secondsSinceUnixEpoch: seconds)
    for origin in [Instant(secondsSinceUnixEpoch: .min), .unixEpoch, Instant(secondsSinceUnixEpoch: .max)] {
      for minutes in [Int.min, -1, 1, 15, Int.max] {
        let snapped = TimelineLayout.snap(instant, gridMinutes: minutes, origin: origin)
        // Within Int64 the snapped start is at most half a grid away.
        let grid = Int64(min(max(1, minutes), 1 << 40)) * 60
        let distance = instant - snapped
        if distance != .max && distance != .min { #expect(distance.magnitude <= UInt64(grid)) }
      }
    }
    let event = PickerEvent(id: "e", timing: .timed(start: instant, end: instant + 3600), payload: 0)
    _ = event.moved(to: instant, origin: .unixEpoch)
  }

  @Test func snappingIsExactInsideTheRange() {
    let origin = at("2025-03-10", 0)
    #expect(TimelineLayout.snap(at("2025-03-10", 9, 7), origin: origin) == at("2025-03-10", 9))
    #expect(TimelineLayout.snap(at("2025-03-10", 9, 8), origin: origin) == at("2025-03-10", 9, 15))
    #expect(TimelineLayout.snap(at("2025-03-09", 23, 53), origin: origin) == at("2025-03-10", 0))
    #expect(TimelineLayout.snap(at("2025-03-09", 23, 52), origin: origin) == at("2025-03-09", 23, 45))
  }
}
