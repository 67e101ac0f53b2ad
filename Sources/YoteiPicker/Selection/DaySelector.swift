import Yotei

/// The selection state machine, independent of any calendar: modes, taps,
/// ranges with an anchor, rules and availability.
///
/// ``PickerState`` embeds one and adds a calendar, focus and visible months;
/// a host with its own grid can use a `DaySelector` alone.
///
/// It is not `Equatable`, nor is ``PickerState``: their availability may hold
/// the host's closures, which Swift cannot compare. What a SwiftUI view
/// observes (``selection``, ``anchor``, ``mode``, ``rules``, and the
/// picker's cells, pages and changes) is `Hashable`.
///
/// ```swift
/// var selector = DaySelector(mode: .range)
/// selector.tap(Day(iso: 2025, 3, 10)!)   // anchor
/// selector.tap(Day(iso: 2025, 3, 7)!)    // commits 7...10, ends swapped
/// selector.selection                     // .range(7 March...10 March)
/// ```
public struct DaySelector: Sendable {
  /// The selection mode.
  public private(set) var mode: SelectionMode
  /// The selected days.
  public private(set) var selection: Selection
  /// The first end of a range in progress, set by a first tap in range mode.
  public private(set) var anchor: Day?
  /// The rules taps obey.
  public private(set) var rules: SelectionRules
  /// Bounds and availability.
  public private(set) var availability: Availability

  /// A selector with nothing selected.
  public init(
    mode: SelectionMode = .single, rules: SelectionRules = SelectionRules(),
    availability: Availability = Availability()
  ) {
    self.mode = mode
    self.selection = .empty(mode)
    self.rules = rules
    self.availability = availability
  }

  // MARK: - Queries

  /// The status of `day` for the range in progress, if any.
  public func status(of day: Day) -> DayAvailability {
    availability.status(of: day, anchor: mode == .range ? anchor : nil)
  }

  /// Why a tap on `day` would be refused, or `nil` if it would be accepted.
  public func rejection(forTap day: Day) -> TapRejection? {
    var copy = self
    let changes = copy.tap(day)
    for case .rejected(_, let reason) in changes { return reason }
    return nil
  }

  /// The candidate range while an anchor is set and the focus is on `focus`:
  /// the range a tap on the focused day would commit, cut at the nearest
  /// blocking day (block policy) and at the maximum length.
  public func highlightedRange(focus: Day) -> ClosedRange<Day>? {
    guard mode == .range, let anchor else { return nil }
    var end = focus
    if let span = rules.maximumSpan {
      end = min(max(end, anchor - span), anchor + span)
    }
    if rules.unavailablePolicy == .block, end != anchor {
      let step = end > anchor ? 1 : -1
      if let blocker = firstBlocker(from: anchor, through: end - step) {
        end = blocker - step
      }
    }
    return min(anchor, end)...max(anchor, end)
  }

  /// Whether the selection satisfies the rules: not empty when required, at
  /// least the minimum count in multiple mode, no anchor pending in range mode.
  public var isComplete: Bool {
    if anchor != nil { return false }
    if rules.isRequired && selection.isEmpty { return false }
    if mode == .multiple, let minimum = rules.minimumCount, selection.count < minimum { return false }
    return true
  }

  // MARK: - Actions

  /// A tap on `day`, with the rules of the current mode.
  ///
  /// - Returns: What changed, or a single `.rejected` change.
  @discardableResult
  public mutating func tap(_ day: Day) -> [PickerChange] {
    switch mode {
    case .single: return tapSingle(day)
    case .multiple: return tapMultiple(day)
    case .range: return tapRange(day)
    }
  }

  /// Switches the mode. The selection is kept when the new mode can hold it
  /// exactly (one day in single mode, a contiguous run in range mode, at most
  /// the maximum count in multiple mode), and cleared otherwise.
  @discardableResult
  public mutating func setMode(_ newMode: SelectionMode) -> [PickerChange] {
    guard newMode != mode else { return [] }
    var changes = clearAnchor()
    let old = selection
    let days = old.days
    var converted = Selection.empty(newMode)
    switch newMode {
    case .single:
      if days.count == 1 { converted = .single(days.first) }
    case .multiple:
      if days.count <= (rules.maximumCount ?? .max) { converted = .multiple(days) }
    case .range:
      if days.runCount == 1, let first = days.first, let last = days.last { converted = .range(first...last) }
    }
    mode = newMode
    let (valid, dropped) = validated(converted)
    selection = valid
    if !dropped.isEmpty { changes.append(.daysDropped(dropped)) }
    changes.append(.selectionChanged(old: old, new: selection))
    return changes
  }

  /// Clears the selection and any anchor, unless the selection is required.
  @discardableResult
  public mutating func clear() -> [PickerChange] {
    var changes = clearAnchor()
    if selection.isEmpty { return changes }
    if rules.isRequired {
      return changes + [.rejected(selection.days.first!, .required)]
    }
    let old = selection
    selection = .empty(mode)
    changes.append(.selectionChanged(old: old, new: selection))
    return changes
  }

  /// Abandons a range in progress (Escape), keeping the committed selection.
  @discardableResult
  public mutating func cancelRange() -> [PickerChange] { clearAnchor() }

  /// Replaces the selection programmatically (a binding assigned by the app).
  ///
  /// The value takes the current mode's shape; days that do not qualify are
  /// dropped and reported.
  ///
  /// - Complexity: O(*r*) in the runs of the selection when ``availability``
  ///   has only bounds; with day rules (matchers, a closure), one check per
  ///   selected day inside the bounds.
  @discardableResult
  public mutating func select(_ newSelection: Selection) -> [PickerChange] {
    var changes = clearAnchor()
    var value = newSelection
    if value.mode != mode {
      let days = value.days
      switch mode {
      case .single: value = .single(days.last)
      case .multiple: value = .multiple(days)
      case .range: value = .range(days.first.map { $0...days.last! })
      }
    }
    let old = selection
    let (valid, dropped) = validated(value)
    selection = valid
    if !dropped.isEmpty { changes.append(.daysDropped(dropped)) }
    if old != selection { changes.append(.selectionChanged(old: old, new: selection)) }
    return changes
  }

  /// Changes bounds or availability, then drops and reports selected days
  /// that no longer qualify. A committed range is kept whole or dropped
  /// whole: when any of its days can no longer be selected (a new bound, a
  /// disabled or booked day inside it), all its days are dropped.
  ///
  /// ```swift
  /// selector.updateAvailability { $0.maximum = Day(iso: 2025, 3, 20) }
  /// // [.daysDropped([...]), .selectionChanged(old: ..., new: ...)]
  /// ```
  @discardableResult
  public mutating func updateAvailability(_ update: (inout Availability) -> Void) -> [PickerChange] {
    update(&availability)
    return revalidate()
  }

  /// Changes the rules, then drops and reports selected days that no longer qualify.
  @discardableResult
  public mutating func updateRules(_ update: (inout SelectionRules) -> Void) -> [PickerChange] {
    update(&rules)
    return revalidate()
  }

  // MARK: - Taps

  private mutating func tapSingle(_ day: Day) -> [PickerChange] {
    if selection.contains(day) {
      if rules.isRequired { return [.rejected(day, .required)] }
      return replace(with: .single(nil))
    }
    if let reason = refusal(status(of: day)) { return [.rejected(day, reason)] }
    return replace(with: .single(day))
  }

  private mutating func tapMultiple(_ day: Day) -> [PickerChange] {
    var days = selection.days
    if days.contains(day) {
      if rules.isRequired && days.count == 1 { return [.rejected(day, .required)] }
      if let minimum = rules.minimumCount, days.count >= minimum, days.count - 1 < minimum {
        return [.rejected(day, .minimumCount(minimum))]
      }
      days.remove(day)
      return replace(with: .multiple(days))
    }
    if let reason = refusal(status(of: day)) { return [.rejected(day, reason)] }
    if let maximum = rules.maximumCount, days.count >= maximum {
      return [.rejected(day, .maximumCount(maximum))]
    }
    days.insert(day)
    return replace(with: .multiple(days))
  }

  private mutating func tapRange(_ day: Day) -> [PickerChange] {
    guard let anchor else { return tapRangeStart(day) }
    if day == anchor {
      let single = day...day
      if rejectionForLength(single) == nil && rejectionForEnds(single) == nil { return commit(single) }
      return clearAnchor()
    }
    if let reason = refusal(status(of: day)) { return [.rejected(day, reason)] }
    let step = day > anchor ? 1 : -1
    if rules.unavailablePolicy != .allow, let blocker = firstBlocker(from: anchor, through: day - step) {
      if rules.unavailablePolicy == .block { return [.rejected(day, .blocked(by: blocker))] }
      // Reset: the tapped day starts a new range, if it can start one.
      var changes: [PickerChange] = [.rangeReset(blockedBy: blocker)]
      changes += clearAnchor()
      changes += tapRangeStart(day)
      return changes
    }
    let range = min(anchor, day)...max(anchor, day)
    if let reason = rejectionForLength(range) ?? rejectionForEnds(range) { return [.rejected(day, reason)] }
    return commit(range)
  }

  private mutating func tapRangeStart(_ day: Day) -> [PickerChange] {
    if case .range(let committed?) = selection,
      day == committed.lowerBound || day == committed.upperBound
    {
      if rules.isRequired { return [.rejected(day, .required)] }
      return replace(with: .range(nil))
    }
    if let reason = refusal(availability.status(of: day, anchor: nil)) { return [.rejected(day, reason)] }
    // The first tap may become either end: refuse it only if it can be neither.
    if availability.cannotStartRange.matches(day) && availability.cannotEndRange.matches(day) {
      return [.rejected(day, .cannotStartRange(day))]
    }
    var changes: [PickerChange] = []
    if !selection.isEmpty && !rules.isRequired { changes += replace(with: .range(nil)) }
    changes.append(.anchorChanged(old: nil, new: day))
    anchor = day
    return changes
  }

  private mutating func commit(_ range: ClosedRange<Day>) -> [PickerChange] {
    var changes = clearAnchor()
    changes += replace(with: .range(range))
    return changes
  }

  // MARK: - Helpers

  private mutating func replace(with value: Selection) -> [PickerChange] {
    let old = selection
    selection = value
    return old == value ? [] : [.selectionChanged(old: old, new: value)]
  }

  private mutating func clearAnchor() -> [PickerChange] {
    guard let old = anchor else { return [] }
    anchor = nil
    return [.anchorChanged(old: old, new: nil)]
  }

  private func refusal(_ status: DayAvailability) -> TapRejection? {
    switch status {
    case .available: return nil
    case .unavailable: return .unavailable
    case .hidden: return .hidden
    case .disabled(let reason): return .disabled(reason)
    }
  }

  private func rejectionForLength(_ range: ClosedRange<Day>) -> TapRejection? {
    let length = rules.length(of: range)
    if let minimum = rules.minimumLength, length < minimum {
      return .tooShort(minimum: minimum, unit: rules.lengthUnit)
    }
    if let maximum = rules.maximumLength, length > maximum {
      return .tooLong(maximum: maximum, unit: rules.lengthUnit)
    }
    return nil
  }

  private func rejectionForEnds(_ range: ClosedRange<Day>) -> TapRejection? {
    if availability.cannotStartRange.matches(range.lowerBound) { return .cannotStartRange(range.lowerBound) }
    if availability.cannotEndRange.matches(range.upperBound) { return .cannotEndRange(range.upperBound) }
    return nil
  }

  /// The nearest day after `anchor`, going towards `limit` and including it,
  /// that a range from `anchor` cannot contain. Never looks past `limit`, so
  /// the search is bounded by the tapped or focused day, which the bounds
  /// already constrain, and never by the visible months.
  ///
  /// Without day rules (only bounds decide), the answer comes from the
  /// bounds at once; with them, each day on the way is checked.
  func firstBlocker(from anchor: Day, through limit: Day) -> Day? {
    guard limit != anchor else { return nil }
    let step = limit > anchor ? 1 : -1
    if !availability.hasDayRules {
      let next = anchor + step
      guard let bounds = availability.bounds, bounds.contains(next) else { return next }
      if step > 0 { return limit > bounds.upperBound ? bounds.upperBound + 1 : nil }
      return limit < bounds.lowerBound ? bounds.lowerBound - 1 : nil
    }
    var day = anchor + step
    while true {
      if !availability.status(of: day, anchor: anchor).isSelectable { return day }
      if day == limit { return nil }
      day += step
    }
  }

  /// The selection `value` with the days that no longer qualify removed.
  private func validated(_ value: Selection) -> (Selection, dropped: DaySet) {
    let selectable = { (day: Day) in self.availability.status(of: day, anchor: nil).isSelectable }
    switch value {
    case .single(let day):
      guard let day, !selectable(day) else { return (value, DaySet()) }
      return (.single(nil), [day])
    case .multiple(let days):
      var kept = availability.selectableDays(in: days)
      if let maximum = rules.maximumCount, kept.count > maximum { kept = kept.prefix(days: max(0, maximum)) }
      return (.multiple(kept), kept.count == days.count ? DaySet() : days.subtracting(kept))
    case .range(let range):
      guard let range else { return (value, DaySet()) }
      // A committed range is kept whole or dropped whole, whatever cut it
      // (a bound, a disabled day, a booked day): a stay cut short is not the
      // stay that was chosen.
      let lower = range.lowerBound
      let upper = range.upperBound
      guard availability.isInBounds(lower), availability.isInBounds(upper), selectable(lower),
        availability.status(of: upper, anchor: lower).isSelectable || upper == lower,
        rejectionForLength(lower...upper) == nil, rejectionForEnds(lower...upper) == nil,
        rules.unavailablePolicy == .allow || upper == lower
          || firstBlocker(from: lower, through: upper) == nil
      else { return (.range(nil), value.days) }
      return (.range(range), DaySet())
    }
  }

  private mutating func revalidate() -> [PickerChange] {
    var changes: [PickerChange] = []
    if let anchor, !availability.status(of: anchor, anchor: nil).isSelectable {
      changes += clearAnchor()
    }
    let old = selection
    let (valid, dropped) = validated(selection)
    selection = valid
    if !dropped.isEmpty { changes.append(.daysDropped(dropped)) }
    if old != valid { changes.append(.selectionChanged(old: old, new: valid)) }
    return changes
  }
}
