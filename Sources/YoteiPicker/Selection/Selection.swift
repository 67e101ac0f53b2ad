import Yotei

/// How taps select days.
public enum SelectionMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// One day; a tap on another day replaces it.
  case single
  /// Any number of days, not necessarily contiguous.
  case multiple
  /// A contiguous range: the first tap sets the anchor, the second commits.
  case range
}

/// The days a picker has selected, in the shape of its mode.
///
/// Selection is always kept as days, never as instants, so it survives a
/// change of calendar, locale, visible month or time zone unchanged.
public enum Selection: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The selected day in single mode, if any.
  case single(Day?)
  /// The selected days in multiple mode, kept as runs of consecutive days
  /// (see ``DaySet``), so the size of a selection is its number of runs.
  case multiple(DaySet)
  /// The committed range in range mode, if any.
  case range(ClosedRange<Day>?)

  /// The empty selection of a mode.
  public static func empty(_ mode: SelectionMode) -> Selection {
    switch mode {
    case .single: return .single(nil)
    case .multiple: return .multiple([])
    case .range: return .range(nil)
    }
  }

  /// The mode this selection belongs to.
  public var mode: SelectionMode {
    switch self {
    case .single: return .single
    case .multiple: return .multiple
    case .range: return .range
    }
  }

  /// Every selected day, ascending, as runs: a range is one run of its days
  /// inside `Day.supportedRange` (a range reaching past it, which no picker
  /// selects, is listed only that far), so even a range of every supported
  /// day costs one run, not 5.4 million days.
  public var days: DaySet {
    switch self {
    case .single(let day): return day.map { DaySet($0...$0) } ?? DaySet()
    case .multiple(let days): return days
    case .range(let range):
      guard let range else { return DaySet() }
      let lower = max(range.lowerBound, Day.minimum)
      let upper = min(range.upperBound, Day.maximum)
      return lower <= upper ? DaySet(lower...upper) : DaySet()
    }
  }

  /// The number of selected days (`Int.max` for a range of more days than
  /// `Int` counts).
  public var count: Int {
    switch self {
    case .single(let day): return day == nil ? 0 : 1
    case .multiple(let days): return days.count
    case .range(let range):
      guard let range else { return 0 }
      let (count, overflow) = range.lowerBound.distance(to: range.upperBound).addingReportingOverflow(1)
      return overflow ? .max : count
    }
  }

  /// Whether nothing is selected.
  public var isEmpty: Bool { count == 0 }

  /// The range of a range selection, or `nil` (no range chosen yet, or
  /// another mode).
  public var range: ClosedRange<Day>? {
    if case .range(let range) = self { return range }
    return nil
  }

  /// The nights a range selection spans (its last day minus its first: a
  /// stay from the 1st to the 3rd is 2 nights; saturating at `Int.max`), or
  /// `nil` without a range.
  public var nights: Int? { range.map { $0.lowerBound.distance(to: $0.upperBound) } }

  /// Whether `day` is selected.
  ///
  /// - Complexity: O(log *r*) in the runs of a multiple selection, O(1) otherwise.
  public func contains(_ day: Day) -> Bool {
    switch self {
    case .single(let d): return d == day
    case .multiple(let days): return days.contains(day)
    case .range(let range): return range?.contains(day) ?? false
    }
  }

  /// The selection as text: `range 2025-03-01...2025-03-04`,
  /// `multiple 2025-03-01 2025-03-09`, a run of a multiple selection as
  /// `multiple 2025-03-01...2025-03-03` (see ``DaySet/description``).
  public var description: String {
    switch self {
    case .single(let day): return "single " + (day?.isoString ?? "none")
    case .multiple(let days):
      return days.isEmpty ? "multiple none" : "multiple \(days)"
    case .range(let range):
      return "range " + (range.map { "\($0.lowerBound.isoString)...\($0.upperBound.isoString)" } ?? "none")
    }
  }
}

/// What a range's length counts.
public enum RangeLengthUnit: String, Hashable, Sendable, Codable, CaseIterable {
  /// Nights, as a hotel counts: 1 to 3 March is 2 nights; a one-day range is 0 nights.
  case nights
  /// Days, both ends included: 1 to 3 March is 3 days.
  case days
}

/// What happens to a range that would contain a day the user cannot select
/// (unavailable, disabled by a matcher, or hidden).
public enum UnavailablePolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// The range cannot reach past the nearest such day from the anchor. The
  /// search runs to the picker's minimum and maximum, not to the visible months.
  case block
  /// A tap beyond such a day starts a new range there instead.
  case reset
  /// The range may contain such days.
  case allow
}

/// The rules taps must obey: required, counts for multiple mode, length and
/// policy for range mode.
public struct SelectionRules: Hashable, Sendable, Codable {
  /// The selection cannot become empty once it holds a day.
  public var isRequired: Bool
  /// Multiple mode: once this many days are selected, deselecting below it is refused.
  public var minimumCount: Int?
  /// Multiple mode: a tap that would select more days than this is refused.
  public var maximumCount: Int?
  /// Range mode: the unit of ``minimumLength`` and ``maximumLength``.
  public var lengthUnit: RangeLengthUnit
  /// Range mode: the shortest range, in ``lengthUnit``.
  public var minimumLength: Int?
  /// Range mode: the longest range, in ``lengthUnit``.
  public var maximumLength: Int?
  /// Range mode: what a day that cannot be selected does to a range across it.
  public var unavailablePolicy: UnavailablePolicy

  /// Rules with everything optional off, counting days, and the block policy.
  public init(
    isRequired: Bool = false, minimumCount: Int? = nil, maximumCount: Int? = nil,
    lengthUnit: RangeLengthUnit = .days, minimumLength: Int? = nil, maximumLength: Int? = nil,
    unavailablePolicy: UnavailablePolicy = .block
  ) {
    self.isRequired = isRequired
    self.minimumCount = minimumCount
    self.maximumCount = maximumCount
    self.lengthUnit = lengthUnit
    self.minimumLength = minimumLength
    self.maximumLength = maximumLength
    self.unavailablePolicy = unavailablePolicy
  }

  /// The length of `range` in ``lengthUnit``.
  public func length(of range: ClosedRange<Day>) -> Int {
    let nights = range.upperBound - range.lowerBound  // saturates at Int.max
    return lengthUnit == .nights || nights == .max ? nights : nights + 1
  }

  /// The largest distance in days between the ends of an allowed range.
  /// A maximum below one day (or zero nights) spans nothing beyond the anchor.
  var maximumSpan: Int? { maximumLength.map { lengthUnit == .nights ? max(0, $0) : max(1, $0) - 1 } }
}

/// Why a tap did not change the selection.
public enum TapRejection: Hashable, Sendable {
  /// The day is disabled (outside the bounds or matched).
  case disabled(DayAvailability.DisabledReason)
  /// The day is hidden.
  case hidden
  /// The day is unavailable (for the anchor in progress, if any).
  case unavailable
  /// The selection is required and the tap would empty it.
  case required
  /// Deselecting would leave fewer days than the minimum count.
  case minimumCount(Int)
  /// Selecting would exceed the maximum count.
  case maximumCount(Int)
  /// The range would be shorter than the minimum length.
  case tooShort(minimum: Int, unit: RangeLengthUnit)
  /// The range would be longer than the maximum length.
  case tooLong(maximum: Int, unit: RangeLengthUnit)
  /// Block policy: the range would cross a day that cannot be selected.
  case blocked(by: Day)
  /// The range would begin on a day that cannot begin one (no check-in).
  case cannotStartRange(Day)
  /// The range would end on a day that cannot end one (no check-out).
  case cannotEndRange(Day)
}

/// A change an action made, reported back so a UI can react, like the seeds'
/// delegate calls.
public enum PickerChange: Hashable, Sendable {
  /// The selection changed from `old` to `new`.
  case selectionChanged(old: Selection, new: Selection)
  /// The range anchor changed (set by a first tap, cleared by a commit or reset).
  case anchorChanged(old: Day?, new: Day?)
  /// A tap on `day` was refused, and why.
  case rejected(Day, TapRejection)
  /// Reset policy: a second tap crossed `blockedBy`, so the tapped day became the new anchor.
  case rangeReset(blockedBy: Day)
  /// Days that no longer qualify after a change of bounds, availability or
  /// rules, and were dropped from the selection, as runs (a dropped range of
  /// every supported day is one run).
  case daysDropped(DaySet)
  /// The focus moved.
  case focusMoved(from: Day, to: Day)
  /// The requested focus lay outside the bounds and was clamped.
  case focusClamped(requested: Day, to: Day)
  /// The focus passed over days that cannot take it (disabled or hidden):
  /// one run of days, whichever way the focus moved.
  case focusSkipped(DaySet)
  /// No focusable day lay in that direction; the focus stayed.
  case focusBlocked(requested: Day)
  /// The visible months changed.
  case visibleMonthsChanged(old: [PickerMonth], new: [PickerMonth])
}

/// A month of the display calendar, named by its year and ordinal month.
public struct PickerMonth: Hashable, Sendable, CustomStringConvertible {
  /// The year in the display calendar (Persian 1403, Hebrew 5784).
  public var year: Int
  /// The ordinal month in that year (Hebrew: Tishrei is 1).
  public var month: Int
  /// The first day of the month.
  public var firstDay: Day
  /// The last day of the month.
  public var lastDay: Day

  /// A month from its year, ordinal month and first and last days.
  public init(year: Int, month: Int, firstDay: Day, lastDay: Day) {
    self.year = year
    self.month = month
    self.firstDay = firstDay
    self.lastDay = lastDay
  }

  /// Whether `day` falls in this month.
  public func contains(_ day: Day) -> Bool { (firstDay...lastDay).contains(day) }

  /// `year-MM`, in the display calendar.
  public var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }
}
