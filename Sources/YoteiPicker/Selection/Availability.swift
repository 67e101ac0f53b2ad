import Yotei

/// Which days a user can focus and select: bounds, disabled, hidden and
/// unavailable days.
///
/// The three kinds of "cannot pick" are different things, as in the seeds:
///
/// - **Disabled** days lie outside ``minimum`` and ``maximum`` or match
///   ``disabled``. They are drawn greyed out, cannot be selected and cannot
///   take the focus.
/// - **Unavailable** days (booked) match ``unavailable`` or ``isUnavailable``.
///   They can take the focus and are announced, but cannot be selected.
/// - **Hidden** days match ``hidden``. They are not drawn, cannot be selected
///   and cannot take the focus.
///
/// ``isUnavailable`` receives the anchor of a range in progress, so a day can
/// be a valid check-out while it is not a valid check-in. With a set of booked
/// nights, a hotel would write:
///
/// ```swift
/// availability.isUnavailable = { day, anchor in
///   guard let anchor else { return bookedNights.contains(day) }  // check-in
///   // Inside or at the end of a stay from `anchor`: the night before a
///   // later day, or the night of an earlier day, must be free.
///   return day > anchor ? bookedNights.contains(day - 1) : bookedNights.contains(day)
/// }
/// ```
///
/// Days that can lie inside a stay but cannot begin or end one (no arrivals
/// on Sundays, no departures on a holiday) go in ``cannotStartRange`` and
/// ``cannotEndRange``: they do not block a range across them.
public struct Availability: Sendable {
  /// The first day that can be focused or selected, if any. A minimum after
  /// the maximum disables every day.
  public var minimum: Day?
  /// The last day that can be focused or selected, if any.
  public var maximum: Day?
  /// Days that are disabled even inside the bounds.
  public var disabled: [DayMatcher]
  /// Days that are not drawn at all.
  public var hidden: [DayMatcher]
  /// Days that are booked whatever the anchor.
  public var unavailable: [DayMatcher]
  /// The host's availability check. The second argument is `nil` when the day
  /// would start a selection, and the range anchor when the day would lie
  /// inside or at the far end of a range from that anchor.
  public var isUnavailable: (@Sendable (_ day: Day, _ anchor: Day?) -> Bool)?
  /// Range mode: days that cannot be the first day of a range (no check-in),
  /// though a range may cross them or end on them.
  public var cannotStartRange: [DayMatcher]
  /// Range mode: days that cannot be the last day of a range (no check-out),
  /// though a range may cross them or start on them.
  public var cannotEndRange: [DayMatcher]

  /// Availability with the given bounds and rules; everything is available by default.
  public init(
    minimum: Day? = nil, maximum: Day? = nil, disabled: [DayMatcher] = [], hidden: [DayMatcher] = [],
    unavailable: [DayMatcher] = [], isUnavailable: (@Sendable (Day, Day?) -> Bool)? = nil,
    cannotStartRange: [DayMatcher] = [], cannotEndRange: [DayMatcher] = []
  ) {
    self.cannotStartRange = cannotStartRange
    self.cannotEndRange = cannotEndRange
    self.minimum = minimum
    self.maximum = maximum
    self.disabled = disabled
    self.hidden = hidden
    self.unavailable = unavailable
    self.isUnavailable = isUnavailable
  }

  /// Whether `day` lies inside ``minimum`` and ``maximum`` (and inside
  /// `Day.supportedRange`, which bounds every picker).
  public func isInBounds(_ day: Day) -> Bool {
    if let minimum, day < minimum { return false }
    if let maximum, day > maximum { return false }
    return Day.supportedRange.contains(day)
  }

  /// The status of `day` when the range in progress, if any, starts at `anchor`.
  ///
  /// Bounds come first, then hidden, then disabled, then unavailable. A day
  /// outside `Day.supportedRange` is always disabled (before the minimum or
  /// after the maximum), so it can never be focused or selected.
  public func status(of day: Day, anchor: Day? = nil) -> DayAvailability {
    if let minimum, day < minimum { return .disabled(.beforeMinimum) }
    if let maximum, day > maximum { return .disabled(.afterMaximum) }
    if day < Day.minimum { return .disabled(.beforeMinimum) }
    if day > Day.maximum { return .disabled(.afterMaximum) }
    if hidden.matches(day) { return .hidden }
    if disabled.matches(day) { return .disabled(.matched) }
    if unavailable.matches(day) || (isUnavailable?(day, anchor) ?? false) { return .unavailable }
    return .available
  }

  /// Whether `day` can take the focus: inside the bounds, neither disabled nor hidden.
  public func isFocusable(_ day: Day) -> Bool {
    switch status(of: day) {
    case .available, .unavailable: return true
    case .disabled, .hidden: return false
    }
  }

  /// Whether a day rule (a hidden, disabled or unavailable matcher, or
  /// ``isUnavailable``) may refuse a day inside the bounds. Without one,
  /// the bounds alone decide, and a run of days is checked at its ends.
  var hasDayRules: Bool {
    !hidden.isEmpty || !disabled.isEmpty || !unavailable.isEmpty || isUnavailable != nil
  }

  /// The supported days inside ``minimum`` and ``maximum``, or `nil` when a
  /// minimum after the maximum leaves none.
  var bounds: ClosedRange<Day>? {
    let lower = max(minimum ?? Day.minimum, Day.minimum)
    let upper = min(maximum ?? Day.maximum, Day.maximum)
    return lower <= upper ? lower...upper : nil
  }

  /// The days of `days` that can be selected with no range in progress.
  ///
  /// - Complexity: O(*r*) in the runs of `days` when only the bounds decide;
  ///   with day rules, one ``status(of:anchor:)`` per day inside the bounds.
  func selectableDays(in days: DaySet) -> DaySet {
    guard let bounds else { return DaySet() }
    let inBounds = days.intersection(bounds)
    return hasDayRules ? inBounds.filter { status(of: $0).isSelectable } : inBounds
  }

  /// `day` moved inside the bounds and inside `Day.supportedRange`.
  public func clamped(_ day: Day) -> Day {
    var result = day
    if let maximum, result > maximum { result = maximum }
    if let minimum, result < minimum { result = minimum }
    return min(max(result, Day.minimum), Day.maximum)
  }
}

/// What a user can do with a day, as ``Availability/status(of:anchor:)`` reports it.
///
/// (Not to be confused with `YoteiProduction`'s `DayStatus`, what a
/// production calendar says about a day; the two names differ so that a
/// file can import both modules.)
public enum DayAvailability: Hashable, Sendable {
  /// Focusable and selectable.
  case available
  /// Booked: focusable and announced, not selectable.
  case unavailable
  /// Greyed out: neither focusable nor selectable.
  case disabled(DisabledReason)
  /// Not drawn: neither focusable nor selectable.
  case hidden

  /// Why a day is disabled.
  public enum DisabledReason: String, Hashable, Sendable {
    /// Before the picker's minimum day.
    case beforeMinimum
    /// After the picker's maximum day.
    case afterMaximum
    /// Matched by one of the host's disabled matchers.
    case matched
  }

  /// Whether the day can be selected.
  public var isSelectable: Bool { self == .available }
}

/// A mark the host puts on a day: a production-calendar kind or its own name.
///
/// The picker never reads a production calendar; the host turns its data into
/// marks (`.holiday` named "Nowruz", `.transferredWorking`, or a custom kind)
/// and hands them over through ``PickerState/marks``. `YoteiProduction`
/// does it in one call: `picker.marks = region.pickerMarks(locale: picker.locale)`.
public struct DayMark: Hashable, Sendable {
  /// The kind of mark: a production-calendar kind or a custom one.
  public var kind: Kind
  /// A name to show and announce, such as a holiday's name.
  public var name: String?

  /// A mark of the given kind, with an optional name.
  public init(_ kind: Kind, name: String? = nil) {
    self.kind = kind
    self.name = name
  }

  /// The kind of a ``DayMark``. Production-calendar kinds are predefined,
  /// with the raw values of `YoteiProduction`'s `DayKind` (so a host converts
  /// with `DayMark.Kind(rawValue: kind.rawValue)`); any other string names a
  /// custom kind.
  public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The kind's identifier, such as `"holiday"`.
    public var rawValue: String
    /// A kind with the given identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind with the given identifier.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A weekend day (overrides the week rule).
    public static let weekend: Kind = "weekend"
    /// A public holiday.
    public static let holiday: Kind = "holiday"
    /// A working day moved to a day off by decree.
    public static let transferredDayOff: Kind = "transferredDayOff"
    /// A weekend day that is worked by decree (no longer a weekend).
    public static let transferredWorking: Kind = "transferredWorking"
    /// A working day shortened before a holiday.
    public static let shortened: Kind = "shortened"
  }
}
