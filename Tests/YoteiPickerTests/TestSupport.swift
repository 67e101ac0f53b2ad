import Testing
import Yotei

@testable import YoteiPicker

/// A day from an ISO string; tests read like a calendar.
func d(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) -> Day {
  guard let day = Day(isoString: iso) else {
    Issue.record("bad test date \(iso)", sourceLocation: sourceLocation)
    return Day(julianDayNumber: 0)
  }
  return day
}

/// Days from `first` to `last`, both included.
func days(_ first: String, _ last: String) -> [Day] { Array(d(first)...d(last)) }

extension Selection {
  /// The selected days as ISO strings.
  var isoDays: [String] { days.map(\.isoString) }
}

extension DaySelector {
  /// Taps each day in order and returns the last tap's changes.
  @discardableResult
  mutating func tap(_ isoDays: String...) -> [PickerChange] {
    var last: [PickerChange] = []
    for iso in isoDays { last = tap(d(iso)) }
    return last
  }
}

extension Array where Element == PickerChange {
  /// The rejection reason in these changes, if a tap was refused.
  var rejection: TapRejection? {
    for case .rejected(_, let reason) in self { return reason }
    return nil
  }
  /// The days reported dropped, if any.
  var dropped: [Day] {
    for case .daysDropped(let days) in self { return [Day](days) }
    return []
  }
}
