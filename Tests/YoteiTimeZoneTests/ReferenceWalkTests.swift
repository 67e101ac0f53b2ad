import Testing

@testable import Yotei

/// Walks days and transitions and compares every answer with glibc's reading
/// of the same TZif files (see ``GlibcReference``).
///
/// The check of a start of day `s` for day `D`: glibc says the local date at
/// `s` is `D` with the same offset, and at `s - 1` an earlier date. Where
/// local dates never go backwards that pins `s` as the earliest instant of
/// `D`; ``checkTransitions`` checks the days before each backward jump. A skipped day `D` is checked
/// by glibc showing a date before `D` one second before the next day's start,
/// and a date after `D` at it.
@Suite(.serialized) struct ReferenceWalkTests {
  /// Zones with DST at midnight, odd offsets, gaps of a whole day, negative
  /// DST, 30- and 45-minute changes, Ramadan suspensions and recent rule
  /// changes, plus links and fixed offsets.
  static let broadZones = [
    "America/Sao_Paulo", "America/Asuncion", "Asia/Damascus", "Asia/Gaza", "Asia/Tehran",
    "Pacific/Apia", "Pacific/Kiritimati", "Australia/Lord_Howe", "Africa/Casablanca", "Asia/Dubai",
    "Asia/Almaty", "America/Nuuk", "America/New_York", "America/Los_Angeles", "America/Havana",
    "America/Santiago", "America/Scoresbysund", "America/St_Johns", "America/Caracas", "Europe/London",
    "Europe/Dublin", "Europe/Paris", "Europe/Moscow", "Europe/Lisbon", "Africa/Cairo",
    "Africa/Juba", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Pyongyang", "Asia/Colombo", "Australia/Sydney",
    "Australia/Eucla", "Pacific/Chatham", "Pacific/Tongatapu", "Pacific/Norfolk", "Antarctica/Troll",
    "Asia/Jerusalem", "US/Eastern", "Etc/GMT+3", "UTC",
  ]

  @Test func everyDay1970To2037InBroadZones() throws {
    let first = Day(iso: 1970, 1, 1)!
    let last = Day(iso: 2037, 12, 31)!
    var skippedSeen: [String] = []
    var lengths = Set<Int>()
    for id in Self.broadZones {
      let zone = try TimeZoneDatabase.system.zone(id)
      let report = try GlibcReference.shared.with(zone: id) { glibc in
        try checkDays(zone, Array(first...last), glibc, roundTrips: true)
      }
      #expect(report.problems.isEmpty, "\(id): \(report.problems.prefix(5))")
      #expect(report.checked == last - first + 1)
      skippedSeen += report.skipped.map { "\(id) \($0)" }
      lengths.formUnion(report.lengths)
    }
    // The walk must have met the oddities it is meant to cover.
    #expect(skippedSeen.contains("Pacific/Apia 2011-12-30"))
    #expect(skippedSeen.contains("Pacific/Kiritimati 1994-12-31"))
    #expect(lengths.isSuperset(of: [82_800, 86_400, 90_000, 84_600, 88_200]))
  }

  @Test func transitions1900To2040InBroadZones() throws {
    for id in Self.broadZones {
      let zone = try TimeZoneDatabase.system.zone(id)
      let problems = try GlibcReference.shared.with(zone: id) { glibc in
        try checkTransitions(zone, from: Day(iso: 1900, 1, 1)!, to: Day(iso: 2040, 1, 1)!, glibc)
      }
      #expect(problems.isEmpty, "\(id): \(problems.prefix(5))")
    }
  }

  /// After the last listed transition the footer's rule decides; glibc
  /// applies it too, for any year.
  @Test func footerRulesFar() throws {
    var days: [Day] = []
    for year in [2038, 2061, 2100, 2101, 2437, 2500, 2904, 5000, 9999] {
      let start = Day(iso: year, 1, 1)!
      days += Array(stride(from: start, to: start + (year == 9999 ? 364 : 365), by: 3))
    }
    for id in Self.broadZones {
      let zone = try TimeZoneDatabase.system.zone(id)
      let (report, problems) = try GlibcReference.shared.with(zone: id) { glibc in
        (
          try checkDays(zone, days, glibc, roundTrips: true),
          try checkTransitions(zone, from: Day(iso: 2095, 1, 1)!, to: Day(iso: 2105, 1, 1)!, glibc)
            + checkTransitions(zone, from: Day(iso: 4995, 1, 1)!, to: Day(iso: 5005, 1, 1)!, glibc)
        )
      }
      #expect(report.problems.isEmpty, "\(id): \(report.problems.prefix(5))")
      #expect(problems.isEmpty, "\(id): \(problems.prefix(5))")
    }
  }

  @Test func everyZone1970OnSampledDays() throws {
    let ids = zone1970Identifiers()
    #expect(ids.count > 250)
    let days = Array(stride(from: Day(iso: 1850, 1, 1)!, through: Day(iso: 2100, 12, 31)!, by: 31))
    for id in ids {
      let zone = try TimeZoneDatabase.system.zone(id)
      let (report, problems) = try GlibcReference.shared.with(zone: id) { glibc in
        (
          try checkDays(zone, days, glibc, roundTrips: false),
          try checkTransitions(zone, from: Day(iso: 1960, 1, 1)!, to: Day(iso: 2040, 1, 1)!, glibc)
        )
      }
      #expect(report.problems.isEmpty, "\(id): \(report.problems.prefix(5))")
      #expect(problems.isEmpty, "\(id): \(problems.prefix(5))")
    }
  }
}

struct WalkReport {
  var problems: [String] = []
  var skipped: [Day] = []
  var lengths = Set<Int>()
  var checked = 0
}

/// Checks start of day, offset, abbreviation, DST flag, day of an instant,
/// day length and (optionally) wall-time round trips on `days` against glibc.
func checkDays(_ zone: Zone, _ days: [Day], _ glibc: GlibcReference.Session, roundTrips: Bool) throws
  -> WalkReport
{
  var report = WalkReport()
  // The end of one day is the start of the next: reuse glibc's answers.
  var memo: (t: Int64, at: GlibcReference.Local, before: GlibcReference.Local)?
  func localPair(_ t: Int64) -> (GlibcReference.Local, GlibcReference.Local) {
    if let memo, memo.t == t { return (memo.at, memo.before) }
    return (glibc.local(t), glibc.local(t - 1))
  }
  func fail(_ day: Day, _ what: String) { report.problems.append("\(day): \(what)") }
  for day in days {
    report.checked += 1
    switch try zone.startOfDay(day) {
    case .exists(let instant, let offset):
      let t = instant.secondsSinceUnixEpoch
      let (at, before) = localPair(t)
      if at.day != day { fail(day, "glibc puts start \(instant) on \(at.day)") }
      if at.offset != offset { fail(day, "offset \(offset), glibc \(at.offset)") }
      if before.day >= day { fail(day, "glibc puts \(instant) - 1 s on \(before.day): not the earliest") }
      if zone.offset(at: instant) != at.offset { fail(day, "offset(at:) \(zone.offset(at: instant))") }
      if zone.abbreviation(at: instant) != at.abbreviation {
        fail(day, "abbreviation \(zone.abbreviation(at: instant)), glibc \(at.abbreviation)")
      }
      if zone.isDaylightSavingTime(at: instant) != at.isDaylight { fail(day, "DST flag differs") }
      if zone.day(containing: instant) != day || zone.day(containing: instant - 1) != before.day {
        fail(day, "day(containing:) disagrees")
      }
      if zone.wallTime(at: instant) != WallTime(day: at.day, secondsIntoDay: at.secondsIntoDay) {
        fail(day, "wallTime(at:) \(zone.wallTime(at: instant))")
      }
      // The length reaches the next day's start, which glibc must confirm.
      let length = try zone.length(of: day)
      report.lengths.insert(length)
      let end = t + Int64(length)
      let (atEnd, beforeEnd) = localPair(end)
      memo = (end, atEnd, beforeEnd)
      if !(atEnd.day > day && beforeEnd.day <= day) {
        fail(day, "length \(length) ends at \(atEnd.day), glibc")
      }
      if roundTrips {
        // A wall time glibc shows maps back to that instant, and every
        // instant offered for it shows that wall time in glibc.
        let noon = t + Int64(length / 2)
        let wall = glibc.local(noon)
        let wallTime = WallTime(day: wall.day, secondsIntoDay: wall.secondsIntoDay)
        let candidates = try zone.possibleInstants(for: wallTime)
        if !candidates.contains(Instant(secondsSinceUnixEpoch: noon)) {
          fail(day, "\(wallTime) does not map back to \(noon): \(candidates)")
        }
        // Probe 00:30 and 02:30 on days with a transition (where they may be
        // skipped or repeated).
        for probe in [WallTime(day: day, hour: 0, minute: 30), WallTime(day: day, hour: 2, minute: 30)]
        where length != 86_400 {
          let candidates = try zone.possibleInstants(for: probe)
          for candidate in candidates {
            let local = glibc.local(candidate.secondsSinceUnixEpoch)
            if WallTime(day: local.day, secondsIntoDay: local.secondsIntoDay) != probe {
              fail(
                day,
                "\(probe) offered \(candidate), which glibc shows as \(local.day) \(local.secondsIntoDay)")
            }
          }
          // Each candidate's neighbours must not show the probe too (no
          // candidate was missed next to one), and a probe with none is in
          // a gap: glibc jumps over it.
          if candidates.isEmpty {
            guard
              let gap = zone.nextTransition(
                after: try Instant(day: day, secondsIntoDay: probe.secondsIntoDay, offset: 18 * 3600)),
              gap.offsetAfter > gap.offsetBefore
            else {
              fail(day, "\(probe) has no instant but no gap follows")
              continue
            }
            let t = gap.instant.secondsSinceUnixEpoch
            let a = glibc.local(t - 1)
            let b = glibc.local(t)
            let wallA = WallTime(day: a.day, secondsIntoDay: a.secondsIntoDay)
            let wallB = WallTime(day: b.day, secondsIntoDay: b.secondsIntoDay)
            if !(wallA < probe && probe < wallB) {
              fail(day, "\(probe) is not skipped: glibc \(wallA) -> \(wallB)")
            }
          }
        }
      }
    case .skipped:
      report.skipped.append(day)
      if try zone.length(of: day) != 0 { fail(day, "skipped day with a length") }
      var next = day + 1
      while try zone.startOfDay(next) == .skipped { next += 1 }
      guard let t = try zone.startOfDay(next).instant?.secondsSinceUnixEpoch else { continue }
      let before = glibc.local(t - 1).day
      let at = glibc.local(t).day
      if !(before < day && at > day) { fail(day, "reported skipped, but glibc goes from \(before) to \(at)") }
    }
  }
  return report
}

/// Follows `nextTransition` from `from` to `to` and checks each transition
/// against glibc: the offset, abbreviation and DST flag on both sides, the
/// state at the midpoint to the next one, `previousTransition` agreeing, and
/// local dates never going backwards.
func checkTransitions(
  _ zone: Zone, from: Day, to: Day, _ glibc: GlibcReference.Session
) throws -> [String] {
  var problems: [String] = []
  var backwards: [(day: Day, instant: Instant)] = []
  var cursor = try Instant(day: from)
  let end = try Instant(day: to)
  var previous: ZoneTransition?
  while let transition = zone.nextTransition(after: cursor), transition.instant < end {
    let t = transition.instant.secondsSinceUnixEpoch
    let before = glibc.local(t - 1)
    let after = glibc.local(t)
    if before.offset != transition.offsetBefore || after.offset != transition.offsetAfter
      || before.abbreviation != transition.abbreviationBefore
      || after.abbreviation != transition.abbreviationAfter
      || after.isDaylight != transition.isDaylightSavingTimeAfter
    {
      problems.append(
        "\(transition) but glibc \(before.offset) \(before.abbreviation) -> \(after.offset) \(after.abbreviation)"
      )
    }
    if after.day < before.day { backwards.append((before.day, transition.instant)) }
    if zone.previousTransition(before: transition.instant + 1) != transition {
      problems.append("previousTransition disagrees at \(transition)")
    }
    if let previous {
      let mid = (previous.instant.secondsSinceUnixEpoch + t) / 2
      if glibc.local(mid).offset != previous.offsetAfter
        || zone.offset(at: Instant(secondsSinceUnixEpoch: mid)) != previous.offsetAfter
      {
        problems.append("between \(previous.instant) and \(transition.instant) glibc has another offset")
      }
    }
    if previous == nil, let earlier = zone.previousTransition(before: transition.instant),
      earlier.instant >= cursor
    {
      problems.append("previousTransition found \(earlier) after the walk's start")
    }
    previous = transition
    cursor = transition.instant
  }
  // Where the local date goes back (America/St_Johns fell back from 00:01 to
  // 23:01 until 2011), the day shown just before the jump starts before it:
  // its start must be the first stretch of that date, not the second.
  for (day, instant) in backwards {
    guard let start = try zone.startOfDay(day).instant, start < instant,
      glibc.day(start.secondsSinceUnixEpoch) == day,
      glibc.day(start.secondsSinceUnixEpoch - 1) < day
    else {
      problems.append("start of \(day) is not before the backward jump at \(instant)")
      continue
    }
  }
  return problems
}
