import Foundation
import Yotei

/// Scenario 3: start of day for every zone in zone1970.tab x 1,000 days.
enum StartOfDayScenario {
  static let name = "start-of-day"
  static let dayCount = 1_000
  static let seed: UInt64 = 0x5354_4152_5444_4159  // "STARTDAY"
  /// Random days in ISO 1950-2049.
  static let range = Day(iso: 1950, 1, 1)!.julianDayNumber..<Day(iso: 2050, 1, 1)!.julianDayNumber

  /// The zone identifiers of zone1970.tab in the system tz database (TZDIR honoured).
  static func zoneIdentifiers() -> [String] {
    let directory =
      ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/share/zoneinfo"
    guard let data = FileManager.default.contents(atPath: directory + "/zone1970.tab") else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return fields.count >= 3 ? String(fields[2]) : nil
    }
  }
}

/// Yotei: the first instant of each day in each zone (seconds since 1970), or
/// a marker for a day the zone skips.
@inline(never) func yoteiStartsOfDay(_ zones: [Zone], _ days: [Day]) -> Int64 {
  var checksum: Int64 = 0
  for zone in zones {
    for day in days {
      switch try? zone.startOfDay(day) {
      case .exists(let instant, _): checksum &+= instant.secondsSinceUnixEpoch
      case .skipped: checksum &+= 1
      case nil: checksum &+= 2
      }
    }
  }
  return checksum
}

/// Foundation: `Calendar.startOfDay(for:)` with the same zone, given an
/// instant inside the local day (its local noon).
@inline(never) func foundationStartsOfDay(_ calendars: [Calendar], _ instants: [[Date]]) -> Int64 {
  var checksum: Int64 = 0
  for (calendar, dates) in zip(calendars, instants) {
    for date in dates {
      checksum &+= Int64(calendar.startOfDay(for: date).timeIntervalSince1970)
    }
  }
  return checksum
}

func runStartOfDayScenario(settings: Settings) -> [Row] {
  let identifiers = StartOfDayScenario.zoneIdentifiers()
  guard !identifiers.isEmpty else {
    printError(
      "yotei-bench: skipping start-of-day: no zone1970.tab in the tz database (Debian package tzdata)")
    return []
  }
  let database = TimeZoneDatabase.system
  var zones: [Zone] = []
  var calendars: [Calendar] = []
  for id in identifiers {
    guard let zone = try? database.zone(id), let tz = TimeZone(identifier: id) else { continue }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tz
    zones.append(zone)
    calendars.append(calendar)
  }
  var random = SplitMix64(seed: StartOfDayScenario.seed)
  let dayCount = settings.quick ? StartOfDayScenario.dayCount / 10 : StartOfDayScenario.dayCount
  let days = (0..<dayCount).map { _ in Day(julianDayNumber: random.next(in: StartOfDayScenario.range)) }
  // Local noon of each day in each zone, as Foundation sees the zone.
  let instants = calendars.map { calendar in
    days.map { day -> Date in
      let noon = foundationDate(day)
      return noon.addingTimeInterval(-Double(calendar.timeZone.secondsFromGMT(for: noon)))
    }
  }
  // Agreement, zone by zone (untimed).
  var differing: [String: Int] = [:]
  var differingCount = 0
  for i in zones.indices where !settings.profile {
    for (k, day) in days.enumerated() {
      let y = yoteiStartsOfDay([zones[i]], [day])
      let f = foundationStartsOfDay([calendars[i]], [[instants[i][k]]])
      if y != f {
        differing[zones[i].identifier, default: 0] += 1
        differingCount += 1
      }
    }
  }
  let n = zones.count * days.count
  let results = measure(
    [
      Contender(name: "yotei", operations: n) { yoteiStartsOfDay(zones, days) },
      Contender(name: "foundation", operations: n) { foundationStartsOfDay(calendars, instants) },
    ], settings: settings)
  var note = "\(zones.count) zones x \(days.count) days, tz \(database.version ?? "?")"
  if differingCount > 0 {
    let worst = differing.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(
      3)
    note +=
      "; Foundation gives another start on \(differingCount) of \(n) zone-days in \(differing.count) zones"
      + " (most: " + worst.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
  }
  return [
    Row(
      scenario: StartOfDayScenario.name, peer: "foundation", yotei: results[0].summary,
      peerTime: results[1].summary, goal: 30,
      agrees: differingCount == 0 && results[0].checksum == results[1].checksum, note: note)
  ]
}
