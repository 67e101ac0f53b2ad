import Foundation
import Yotei
import YoteiProduction

/// `first-use-region-<CODE>`: what the first question to a shipped region
/// costs in a fresh process, for every region: loading it (parsing its baked
/// JSON, resolving its base and month tables) and the first `kind` (building
/// the year the day is in, opening the calendars its holidays use). Each
/// repeat spawns this program again with a hidden flag; the child times
/// `ProductionCalendar.shipped(code)`, then `status(of:)` of one day, then
/// the next day's (the year already built), and prints the three times and
/// the CPU time of the first two. The row's Yotei figure is that CPU time
/// (on a machine shared by many builds the wall clock mostly measures the
/// wait for a core; the note gives it too); its peer is the 1 ms the issue
/// allows, so the goal (ratio >= 1) is "under a millisecond".
enum FirstUseRegionScenario {
  static let flag = "--first-use-region-child"
  /// Runs ``regionFirstUse(_:)`` once and exits (for callgrind).
  static let callgrindFlag = "--first-use-region-callgrind"
  /// The day asked about first (every shipped region supports it).
  static let day = Day(iso: 2026, 12, 1)!

  static func name(_ code: String) -> String { "first-use-region-\(code)" }

  /// The child's side: load, first kind, second kind, and nothing before
  /// them; wall-clock times, then the thread's CPU time of load and first
  /// kind together (what a loaded machine's other work does not inflate).
  static func child(_ code: String) -> Never {
    guard ProductionCalendar.shippedCodes.contains(code) else {
      printError("yotei-bench: \(flag) needs a shipped region, not '\(code)'")
      exit(2)
    }
    let c0 = threadCPUNanoseconds()
    let t0 = monotonicNanoseconds()
    let calendar = try! ProductionCalendar.shipped(code)
    let t1 = monotonicNanoseconds()
    let first = try! calendar.status(of: day)
    let t2 = monotonicNanoseconds()
    let c1 = threadCPUNanoseconds()
    let second = try! calendar.status(of: day + 1)
    let t3 = monotonicNanoseconds()
    print("\(t1 - t0) \(t2 - t1) \(t3 - t2) \(c1 - c0) \(first.kind.rawValue)/\(second.kind.rawValue)")
    exit(0)
  }

  static func run(_ code: String, settings: Settings) -> [Row] {
    let repeats = settings.profile ? 1 : max(settings.repeats, 5)
    var loads: [Double] = []
    var kinds: [Double] = []
    var seconds: [Double] = []
    var totals: [Double] = []
    var walls: [Double] = []
    var printed: Set<String> = []
    for _ in 0..<repeats {
      guard let fields = FirstUseScenario.spawnChild([flag, code], fields: 5),
        let load = Double(fields[0]), let kind = Double(fields[1]), let second = Double(fields[2]),
        let cpu = Double(fields[3])
      else {
        printError("yotei-bench: the first-use child for region \(code) failed")
        return []
      }
      loads.append(load)
      kinds.append(kind)
      seconds.append(second)
      walls.append(load + kind)
      totals.append(cpu)
      printed.insert(fields[4])
    }
    let calendar = try! ProductionCalendar.shipped(code)
    let expected = try!
      "\(calendar.status(of: day).kind.rawValue)/\(calendar.status(of: day + 1).kind.rawValue)"
    var row = Row(
      scenario: name(code), peer: "1 ms budget", yotei: Summary(totals),
      peerTime: Summary([FirstUseScenario.budgetNs]), goal: 1, agrees: printed == [expected],
      note:
        "CPU time of load and first kind; wall clock: load \(formatSummary(Summary(loads))), first kind "
        + "\(formatSummary(Summary(kinds))), both \(formatSummary(Summary(walls))), second kind "
        + "\(formatSummary(Summary(seconds))) (ns unless marked)")
    row.extraNumbers["loadNs"] = Summary(loads).median
    row.extraNumbers["firstKindNs"] = Summary(kinds).median
    return [row]
  }
}

/// `workdays-span-<CODE>`: working days over a region's whole supported span
/// against over one year, once its tables are built, for every region: the
/// count stays O(1) in the span's length when the long ranges cost within 2x
/// of the short ones (the row's ratio, short over long, at least 0.5). Both
/// sides are 100,000 random ranges: one year long, or every supported year
/// but the first's days before the start; a sample is checked against a
/// day-by-day count.
enum WorkdaysSpanScenario {
  static let rangeCount = 100_000

  static func name(_ code: String) -> String { "workdays-span-\(code)" }

  static func run(_ code: String, settings: Settings) -> [Row] {
    let calendar = try! ProductionCalendar.shipped(code)
    let years = calendar.definition.supportedYears
    let first = Day(iso: years.lowerBound, 1, 1)!
    let last = Day(iso: years.upperBound, 12, 31)!
    let n = settings.quick ? rangeCount / 10 : rangeCount
    var random = SplitMix64(seed: 0x5350_414E &+ UInt64(first.julianDayNumber))
    let short = (0..<n).map { _ -> (from: Day, through: Day) in
      let start = first + random.next(in: 0..<(last - first - 364))
      return (start, start + 364)
    }
    let long = (0..<n).map { _ -> (from: Day, through: Day) in
      (first + random.next(in: 0..<365), last)
    }
    let results = measure(
      [
        Contender(name: "span", operations: n) { yoteiWorkdays(calendar, long) },
        Contender(name: "1-year", operations: n) { yoteiWorkdays(calendar, short) },
      ], settings: settings)
    // A day-by-day count over the statuses, for a few of the long ranges.
    let statuses = try! calendar.days(from: first, through: last)
    let sample = long.prefix(20)
    let agrees = sample.allSatisfy { r in
      let count = statuses[(r.from - first)...].prefix(r.through - r.from + 1).filter(\.isWorking).count
      return try! calendar.workingDays(from: r.from, through: r.through) == count
    }
    return [
      Row(
        scenario: name(code), peer: "1-year ranges", yotei: results[0].summary, peerTime: results[1].summary,
        goal: 0.5, agrees: agrees,
        note: "\(years.lowerBound)-\(years.upperBound): ranges of up to \(last - first + 1) days vs 365")
    ]
  }
}

/// Load and first kind alone, for callgrind
/// (`valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect=yotei_bench_region_first_use yotei-bench --first-use-region-callgrind CODE`).
@_cdecl("yotei_bench_region_first_use")
@inline(never)
func regionFirstUse(_ code: UnsafePointer<CChar>) -> Int {
  let calendar = try! ProductionCalendar.shipped(String(cString: code))
  return try! calendar.status(of: FirstUseRegionScenario.day).kind.hashValue
}
