import Yotei
import YoteiPicker

/// `picker-*`: issue 25's item 12, the picker's work on many days, each
/// against a time budget (the row's peer), so the goal (ratio >= 1) is
/// "within the budget". Before the runs of `DaySet` and the month offset
/// without year walks, the issue measured 0.49 s for the 40,000 days, 3.8 s
/// for the change list of every supported day and 2.9 s for the Chinese jump.
enum PickerScenario {
  static let names = ["picker-select-40000", "picker-every-day-range", "picker-chinese-jump"]

  /// Selects 40,000 days, every other one from 2000-01-01 (40,000 runs, the
  /// worst case for runs), in multiple mode, given in descending order.
  static func selectMany() -> Int64 {
    let start = Day(iso: 2000, 1, 1)!
    var selector = DaySelector(mode: .multiple)
    selector.select(.multiple(DaySet((0..<40_000).reversed().map { start + 2 * $0 })))
    return Int64(selector.selection.count)
  }

  /// A range of every supported day, made a multiple selection, then cut by
  /// a minimum, the dropped days reported.
  static func everyDay() -> Int64 {
    var picker = PickerState(today: Day(iso: 2025, 3, 1)!, mode: .range)
    picker.select(.range(Day.supportedRange))
    picker.setMode(.multiple)
    let changes = picker.setMinimum(Day(iso: 2000, 1, 1)!)
    var dropped = 0
    for case .daysDropped(let days) in changes { dropped += days.count }
    return Int64(dropped + picker.selection.count)
  }

  /// A Chinese picker of three months, paging by pages, whose focus jumps
  /// from the first supported day to the last and back.
  static func chineseJump() -> Int64 {
    var picker = PickerState(
      calendar: .chinese, today: Day.minimum, visibleMonthCount: 3, paging: .visibleCount)
    picker.move(.to(Day.maximum))
    let last = picker.visibleMonths.last!.year
    picker.move(.to(Day.minimum))
    return Int64(last - picker.visibleMonths[0].year)
  }

  static func run(_ index: Int, settings: Settings) -> [Row] {
    let work: [() -> Int64] = [selectMany, everyDay, chineseJump]
    let budgets = [10_000_000.0, 1_000_000.0, 1_000_000.0]
    let befores = ["0.49 s", "3.8 s", "2.9 s"]
    let results = measure(
      [Contender(name: "yotei", operations: 1, run: work[index])], settings: settings)
    return [
      Row(
        scenario: names[index], peer: "\(Int(budgets[index] / 1_000_000)) ms budget",
        yotei: results[0].summary,
        peerTime: Summary([budgets[index]]), goal: 1, agrees: nil,
        note: "one operation; before runs and month offsets: \(befores[index]) (issue 25)")
    ]
  }
}
