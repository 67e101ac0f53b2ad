import Yotei
import YoteiProduction

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scenario 4: working days in random ranges, Russia.
struct WorkdaysScenario {
  var name: String
  /// The length of every range, in days.
  var length: Int
  /// The first day a range may start on, and the last.
  var starts: ClosedRange<Int>
  /// How many ranges the day-by-day loop walks (it is slow for long ranges;
  /// figures are per range either way).
  var loopCount: Int

  static let rangeCount = 1_000_000
  static let seed: UInt64 = 0x574F_524B_4441_5953  // "WORKDAYS"
  static let region = "RU"
  /// The statuses the day loop and numpy are given: every day of these years.
  static let statusYears = 1990...2100

  static let all = [
    // One-year ranges starting anywhere in 1990-2029 (ending by 2030).
    WorkdaysScenario(
      name: "workdays-1y", length: 365,
      starts: Day(iso: 1990, 1, 1)!.julianDayNumber...Day(iso: 2029, 12, 31)!.julianDayNumber - 364,
      loopCount: 20_000),
    // Hundred-year ranges: 1990-2000 starts, ending by 2100.
    WorkdaysScenario(
      name: "workdays-100y", length: 36_524,
      starts: Day(iso: 1990, 1, 1)!.julianDayNumber...Day(iso: 2000, 12, 31)!.julianDayNumber,
      loopCount: 200),
  ]

  func ranges(_ count: Int) -> [(from: Day, through: Day)] {
    var random = SplitMix64(seed: WorkdaysScenario.seed &+ UInt64(length))
    return (0..<count).map { _ in
      let start = random.next(in: starts.lowerBound..<starts.upperBound + 1)
      return (Day(julianDayNumber: start), Day(julianDayNumber: start + length - 1))
    }
  }
}

@inline(never) func yoteiWorkdays(_ calendar: ProductionCalendar, _ ranges: [(from: Day, through: Day)])
  -> Int64
{
  var sum: Int64 = 0
  for r in ranges { sum &+= Int64(try! calendar.workingDays(from: r.from, through: r.through)) }
  return sum
}

/// The day-by-day loop over the same statuses (1 = working), indexed from `first`.
@inline(never) func dayLoopWorkdays(_ working: [UInt8], first: Int, _ ranges: [(from: Day, through: Day)])
  -> Int64
{
  var sum: Int64 = 0
  for r in ranges {
    var count = 0
    var i = r.from.julianDayNumber - first
    let end = r.through.julianDayNumber - first
    while i <= end {
      count &+= Int(working[i])
      i += 1
    }
    sum &+= Int64(count)
  }
  return sum
}

/// Writes little-endian Int32 values to a file.
func writeInt32s(_ values: [Int32], to path: String) {
  guard let file = fopen(path, "wb") else {
    printError("yotei-bench: cannot write \(path)")
    exit(1)
  }
  values.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 4, $0.count, file) }
  fclose(file)
}

func runWorkdaysScenario(_ s: WorkdaysScenario, settings: Settings) -> [Row] {
  let calendar = try! ProductionCalendar.shipped(WorkdaysScenario.region)
  let first = Day(iso: WorkdaysScenario.statusYears.lowerBound, 1, 1)!
  let last = Day(iso: WorkdaysScenario.statusYears.upperBound, 12, 31)!
  let working = try! calendar.days(from: first, through: last).map { UInt8($0.isWorking ? 1 : 0) }
  let n = settings.quick ? WorkdaysScenario.rangeCount / 10 : WorkdaysScenario.rangeCount
  let ranges = s.ranges(n)
  let loopRanges = Array(ranges.prefix(settings.quick ? s.loopCount / 10 : s.loopCount))
  let results = measure(
    [
      Contender(name: "yotei", operations: n) { yoteiWorkdays(calendar, ranges) },
      Contender(name: "day-loop", operations: loopRanges.count) {
        dayLoopWorkdays(working, first: first.julianDayNumber, loopRanges)
      },
    ], settings: settings)
  let agrees =
    settings.profile
    || yoteiWorkdays(calendar, loopRanges)
      == dayLoopWorkdays(working, first: first.julianDayNumber, loopRanges)
  if let directory = settings.exportDirectory {
    // For scripts/bench_numpy.py: the ranges (inclusive, days since 1970-01-01),
    // the non-working days, and Yotei's figures to compare with.
    let epoch = Day.unixEpoch.julianDayNumber
    writeInt32s(ranges.map { Int32($0.from.julianDayNumber - epoch) }, to: "\(directory)/\(s.name).from.i32")
    writeInt32s(
      ranges.map { Int32($0.through.julianDayNumber - epoch) }, to: "\(directory)/\(s.name).through.i32")
    if s.name == WorkdaysScenario.all[0].name {
      let off = working.indices.filter { working[$0] == 0 }.map { Int32(first.julianDayNumber + $0 - epoch) }
      writeInt32s(off, to: "\(directory)/nonworking.i32")
    }
    let expected = yoteiWorkdays(calendar, ranges)
    let summary = results[0].summary
    let line =
      "{\"scenario\": \"\(s.name)\", \"count\": \(n), \"checksum\": \(expected), \"yoteiNs\": \(summary.median), "
      + "\"yoteiMinNs\": \(summary.min), \"yoteiMaxNs\": \(summary.max)}\n"
    if let file = fopen("\(directory)/\(s.name).yotei.json", "w") {
      fputs(line, file)
      fclose(file)
    }
  }
  return [
    Row(
      scenario: s.name, peer: "day-loop", yotei: results[0].summary, peerTime: results[1].summary,
      goal: nil, agrees: agrees && results[0].checksum != 0)
  ]
}

/// The goal "a 100-year range costs within 2x of a 1-year range": noted on
/// the 100-year row and at the foot of the table.
func finishWorkdays(_ rows: inout [Row]) -> [String] {
  guard let one = rows.first(where: { $0.scenario == "workdays-1y" }),
    let hundred = rows.first(where: { $0.scenario == "workdays-100y" })
  else { return [] }
  let factor = hundred.yotei.median / one.yotei.median
  let verdict = factor <= 2 ? "met" : "MISSED"
  let text = "100-year range costs \(formatRatio(factor)) a 1-year range (goal <= 2.00x: \(verdict))"
  for i in rows.indices where rows[i].scenario == "workdays-100y" {
    rows[i].note = rows[i].note.isEmpty ? text : rows[i].note + "; " + text
  }
  return ["workdays: " + text]
}
