import Foundation
import Yotei
import YoteiPicker

/// `picker-taps-*`: issue 25's item 12, multiple mode tapped one day at a
/// time. Each row taps the same days in the same order twice: through a
/// `DaySelector` in multiple mode, whose every tap returns a change list
/// holding the old selection and the new (the "kept old value" that made a
/// tap copy every run), or straight into a `DaySet`; and into the peer, a
/// Foundation `Set<Date>` (each day's midnight UTC) toggled as an app writes
/// it, which keeps no old value and no order. The checksum is the number of
/// days selected at the end.
enum PickerTapScenario {
  /// A tap scenario: the days tapped, in order, after an optional selection
  /// made at once.
  struct Taps {
    var name: String
    var note: String
    /// Days selected with one `select` before the taps (not tapped).
    var preselected: [Day]
    var taps: [Day]
    /// Whether Yotei's side taps through a `DaySelector` (change lists kept)
    /// or inserts and removes in a `DaySet`.
    var throughSelector: Bool
  }

  static let start = Day(iso: 2000, 1, 1)!

  /// `count` numbers `0..<count` in an order fixed by `seed` (Fisher-Yates).
  static func shuffled(_ count: Int, seed: UInt64) -> [Int] {
    var order = Array(0..<count)
    var random = SplitMix64(seed: seed)
    for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, random.next(in: 0..<(i + 1))) }
    return order
  }

  static func all(quick: Bool) -> [Taps] {
    let n = quick ? 4_000 : 40_000
    let apart = shuffled(n, seed: 25).map { start + 2 * $0 }
    let gaps = shuffled(n / 2, seed: 12).map { start + 2 * $0 + 1 }
    let everyOther = (0..<n / 2).map { start + 2 * $0 }
    return [
      Taps(
        name: "picker-taps-apart", note: "\(n) taps, every other day in random order: \(n) runs",
        preselected: [], taps: apart, throughSelector: true),
      Taps(
        name: "picker-taps-apart-dayset", note: "the same taps as DaySet.insert, no old value kept",
        preselected: [], taps: apart, throughSelector: false),
      Taps(
        name: "picker-taps-consecutive", note: "\(n) taps on consecutive days ascending: one run",
        preselected: [], taps: (0..<n).map { start + $0 }, throughSelector: true),
      Taps(
        name: "picker-taps-merge",
        note: "\(n / 2) days every other day selected, then \(n / 2) taps on the gaps in random order",
        preselected: everyOther, taps: gaps, throughSelector: true),
      Taps(
        name: "picker-taps-untap",
        note: "\(n) days every other day selected, then each untapped in random order",
        preselected: apart, taps: apart, throughSelector: true),
    ]
  }

  static var names: [String] { all(quick: true).map(\.name) }

  static func yotei(_ s: Taps) -> Int64 {
    if s.throughSelector {
      var selector = DaySelector(mode: .multiple)
      if !s.preselected.isEmpty { selector.select(.multiple(DaySet(s.preselected))) }
      var changes = 0
      for day in s.taps { changes &+= selector.tap(day).count }
      blackHole(Int64(changes))
      return Int64(selector.selection.count)
    }
    var set = DaySet(s.preselected)
    for day in s.taps where !set.insert(day) { set.remove(day) }
    return Int64(set.count)
  }

  static func date(_ day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.julianDayNumber - 2_440_588) * 86_400)
  }

  static func peer(_ s: Taps) -> Int64 {
    var selected = Set(s.preselected.map(date))
    for day in s.taps {
      let d = date(day)
      if selected.remove(d) == nil { selected.insert(d) }
    }
    return Int64(selected.count)
  }

  static func run(_ index: Int, settings: Settings) -> [Row] {
    let s = all(quick: settings.quick)[index]
    let results = measure(
      [
        Contender(name: "yotei", operations: 1) { yotei(s) },
        Contender(name: "Set<Date>", operations: 1) { peer(s) },
      ], settings: settings)
    return [
      Row(
        scenario: s.name, peer: "Foundation Set<Date>", yotei: results[0].summary,
        peerTime: results[1].summary, goal: nil, agrees: results[0].checksum == results[1].checksum,
        note: "one pass of all taps; \(s.note)")
    ]
  }
}
