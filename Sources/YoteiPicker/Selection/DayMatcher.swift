import Yotei

/// A rule that says whether a day belongs to a set: the way a host names the
/// days it wants disabled, hidden or unavailable.
///
/// Matchers are values, so a host can build them from its own data and hand
/// them to ``Availability``. A closure matcher covers anything the others
/// cannot say.
///
/// ```swift
/// let closed: [DayMatcher] = [
///   .weekdays([.saturday, .sunday]),
///   .range(Day(iso: 2025, 12, 24)!...Day(iso: 2025, 12, 26)!),
///   .predicate { $0.isoDate.day == 13 },
/// ]
/// ```
public enum DayMatcher: Sendable {
  /// Exactly this day.
  case day(Day)
  /// Any of these days.
  case days(Set<Day>)
  /// Any day in this closed range.
  case range(ClosedRange<Day>)
  /// Any day strictly before this one.
  case before(Day)
  /// Any day strictly after this one.
  case after(Day)
  /// Any day falling on one of these weekdays.
  case weekdays(Set<Weekday>)
  /// Any day for which the closure returns `true`.
  case predicate(@Sendable (Day) -> Bool)

  /// Whether `day` matches this rule.
  public func matches(_ day: Day) -> Bool {
    switch self {
    case .day(let d): return d == day
    case .days(let set): return set.contains(day)
    case .range(let r): return r.contains(day)
    case .before(let d): return day < d
    case .after(let d): return day > d
    case .weekdays(let set): return set.contains(day.isoWeekday)
    case .predicate(let test): return test(day)
    }
  }
}

extension Sequence where Element == DayMatcher {
  /// Whether any matcher in the sequence matches `day`.
  public func matches(_ day: Day) -> Bool { contains { $0.matches(day) } }
}
