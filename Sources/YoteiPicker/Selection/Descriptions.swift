import Yotei

extension DayAvailability: CustomStringConvertible {
  /// `available`, `unavailable`, `disabled (before minimum)`, `hidden`.
  public var description: String {
    switch self {
    case .available: "available"
    case .unavailable: "unavailable"
    case .disabled(let reason): "disabled (\(reason))"
    case .hidden: "hidden"
    }
  }
}

extension DayAvailability.DisabledReason: CustomStringConvertible {
  /// `before minimum`, `after maximum`, `matched`.
  public var description: String {
    switch self {
    case .beforeMinimum: "before minimum"
    case .afterMaximum: "after maximum"
    case .matched: "matched"
    }
  }
}

extension TapRejection: CustomStringConvertible {
  /// A short reason, such as `too short (minimum 2 nights)` or `blocked by 2025-03-15`.
  public var description: String {
    switch self {
    case .disabled(let reason): "disabled (\(reason))"
    case .hidden: "hidden"
    case .unavailable: "unavailable"
    case .required: "a selection is required"
    case .minimumCount(let n): "fewer than the minimum of \(n) days"
    case .maximumCount(let n): "more than the maximum of \(n) days"
    case .tooShort(let minimum, let unit): "too short (minimum \(minimum) \(unit.rawValue))"
    case .tooLong(let maximum, let unit): "too long (maximum \(maximum) \(unit.rawValue))"
    case .blocked(let day): "blocked by \(day)"
    case .cannotStartRange(let day): "a range cannot start on \(day)"
    case .cannotEndRange(let day): "a range cannot end on \(day)"
    }
  }
}

extension PickerChange: CustomStringConvertible {
  /// One line per change, such as `selection: none -> 2025-03-12` or
  /// `rejected 2025-03-15: unavailable`.
  public var description: String {
    func day(_ d: Day?) -> String { d.map(\.isoString) ?? "none" }
    switch self {
    case .selectionChanged(let old, let new): return "selection: \(old) -> \(new)"
    case .anchorChanged(let old, let new): return "anchor: \(day(old)) -> \(day(new))"
    case .rejected(let d, let reason): return "rejected \(d): \(reason)"
    case .rangeReset(let blockedBy): return "range reset (blocked by \(blockedBy))"
    case .daysDropped(let days): return "dropped \(days)"
    case .focusMoved(let from, let to): return "focus: \(from) -> \(to)"
    case .focusClamped(let requested, let to): return "focus clamped: \(requested) -> \(to)"
    case .focusSkipped(let days): return "focus skipped \(days.map(\.isoString).joined(separator: ", "))"
    case .focusBlocked(let requested): return "focus blocked at \(requested)"
    case .visibleMonthsChanged(let old, let new):
      return "visible months: \(old.map(\.description).joined(separator: " ")) -> "
        + new.map(\.description).joined(separator: " ")
    }
  }
}
