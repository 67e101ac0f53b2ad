import Foundation
import Yotei

/// `first-use-<calendar>`: what the first conversion in a fresh process costs
/// beyond the second, for every calendar. Each repeat spawns this program
/// again with a hidden flag; the child converts one day (the first use of the
/// calendar: engine, tables, everything lazy), then the next day, and prints
/// both times. The row's Yotei figure is first minus second; its peer is the
/// 1 ms the issue allows, so the goal (ratio >= 1) is "under a millisecond".
enum FirstUseScenario {
  static let flag = "--first-use-child"
  static let budgetNs = 1_000_000.0
  /// The day converted first, and the day after it second.
  static let day = Day(iso: 2026, 12, 1)!

  static func name(_ calendar: CalendarSystem) -> String { "first-use-\(calendar.identifier)" }

  /// The child's side: two timed conversions and nothing before them.
  static func child(_ identifier: String) -> Never {
    guard let calendar = try? CalendarSystem(identifier: identifier) else {
      printError("yotei-bench: \(flag) needs a calendar, not '\(identifier)'")
      exit(2)
    }
    let t0 = monotonicNanoseconds()
    let first = try! calendar.date(of: day)
    let t1 = monotonicNanoseconds()
    let second = try! calendar.date(of: day + 1)
    let t2 = monotonicNanoseconds()
    // Then the first question that needs the supported year range
    // (`months(inYear:)`, `date(year:month:day:)`), reported in the note.
    let months = (try? calendar.months(inYear: first.year))?.count ?? 0
    let t3 = monotonicNanoseconds()
    blackHole(Int64(first.day + second.day + months))
    print("\(t1 - t0) \(t2 - t1) \(t3 - t2) \(first.ordinalString)")
    exit(0)
  }

  /// Runs the child once: (first ns, second ns, months-in-year ns, the date it printed).
  static func spawn(_ calendar: CalendarSystem) -> (Double, Double, Double, String)? {
    guard let fields = spawnChild([flag, calendar.identifier], fields: 4),
      let a = Double(fields[0]), let b = Double(fields[1]), let c = Double(fields[2])
    else {
      printError("yotei-bench: the first-use child for \(calendar) failed")
      return nil
    }
    return (a, b, c, fields[3])
  }

  /// Runs this program again with `arguments` (a hidden child flag first)
  /// and returns the `fields` words it printed, or `nil` when it failed.
  static func spawnChild(_ arguments: [String], fields count: Int) -> [String]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
      printError("yotei-bench: could not run the first-use child: \(error)")
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    guard process.terminationStatus == 0, fields.count == count else { return nil }
    return fields
  }

  static func run(_ calendar: CalendarSystem, settings: Settings) -> [Row] {
    let repeats = settings.profile ? 1 : max(settings.repeats, 5)
    var extra: [Double] = []
    var firsts: [Double] = []
    var seconds: [Double] = []
    var monthLists: [Double] = []
    var printed: Set<String> = []
    for _ in 0..<repeats {
      guard let (first, second, months, text) = spawn(calendar) else { return [] }
      monthLists.append(months)
      firsts.append(first)
      seconds.append(second)
      extra.append(max(first - second, 1))
      printed.insert(text)
    }
    let expected = try! calendar.date(of: day).ordinalString
    let budget = Summary([budgetNs])
    let cost = Summary(extra)
    var row = Row(
      scenario: name(calendar), peer: "1 ms budget", yotei: cost, peerTime: budget, goal: 1,
      agrees: printed == [expected],
      note:
        "first conversion \(formatSummary(Summary(firsts))), second \(formatSummary(Summary(seconds))), then the first months(inYear:) \(formatSummary(Summary(monthLists))) (ns unless marked)"
    )
    row.extraNumbers["firstNs"] = Summary(firsts).median
    row.extraNumbers["secondNs"] = Summary(seconds).median
    row.extraNumbers["firstMonthsNs"] = Summary(monthLists).median
    return [row]
  }
}
