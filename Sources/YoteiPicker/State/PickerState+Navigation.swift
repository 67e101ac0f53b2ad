import Yotei

/// A keyboard-style focus movement.
public enum FocusMovement: Hashable, Sendable {
  /// `n` days later (earlier when negative).
  case day(Int)
  /// `n` weeks later.
  case week(Int)
  /// `n` months later, keeping the day of the month or constraining it (31 -> 30).
  case month(Int)
  /// `n` years later, constraining the day (29 February -> 28 February).
  case year(Int)
  /// The first day of the focused week, by the week rule.
  case startOfWeek
  /// The last day of the focused week.
  case endOfWeek
  /// The first day of the focused month.
  case startOfMonth
  /// The last day of the focused month.
  case endOfMonth
  /// A given day.
  case to(Day)
  /// The arrow key pointing left: the previous day, or the next in right-to-left locales.
  case left
  /// The arrow key pointing right: the next day, or the previous in right-to-left locales.
  case right
  /// The arrow key pointing up: the same weekday a week earlier.
  case up
  /// The arrow key pointing down: the same weekday a week later.
  case down
}

extension FocusMovement {
  /// A movement by `count` units named `day`, `week`, `month` or `year`
  /// (plurals accepted), as a command line says it; `nil` for another unit.
  public init?(unit: String, count: Int) {
    switch unit.lowercased() {
    case "day", "days": self = .day(count)
    case "week", "weeks": self = .week(count)
    case "month", "months": self = .month(count)
    case "year", "years": self = .year(count)
    default: return nil
    }
  }
}

extension PickerState {
  /// The longest run of days the focus searches through for a focusable day
  /// when no bound stops it first (ten years).
  static let focusSearchLimit = 3653

  /// Moves the focus.
  ///
  /// The target is clamped to the minimum and maximum (reported as
  /// `.focusClamped`). A target that cannot take the focus (disabled or
  /// hidden) is passed over in the direction of the move, or towards the
  /// focus for start and end of week or month, and the days passed over are
  /// reported (`.focusSkipped`): nothing is skipped silently. If no day can
  /// take the focus, it stays (`.focusBlocked`). The visible months follow
  /// the focus.
  ///
  /// ```swift
  /// picker.move(.endOfMonth)   // [focus: 2025-03-10 -> 2025-03-31]
  /// ```
  @discardableResult
  public mutating func move(_ movement: FocusMovement) -> [PickerChange] {
    let rtl = isRightToLeft
    var target: Day
    var inward = false
    switch movement {
    case .day(let n): target = focus + n
    case .week(let n): target = focus + saturatingProduct(n, 7)
    case .left: target = focus + (rtl ? 1 : -1)
    case .right: target = focus + (rtl ? -1 : 1)
    case .up: target = focus - 7
    case .down: target = focus + 7
    case .month(let n): target = shifted(focus, months: n)
    case .year(let n): target = shifted(focus, years: n)
    case .startOfWeek:
      target = weekRule.startOfWeek(containing: focus)
      inward = true
    case .endOfWeek:
      target = weekRule.startOfWeek(containing: focus) + 6
      inward = true
    case .startOfMonth:
      target = month(containing: focus).firstDay
      inward = true
    case .endOfMonth:
      target = month(containing: focus).lastDay
      inward = true
    case .to(let day): target = day
    }
    return moveFocus(to: target, inward: inward)
  }

  /// Shows the next `pages` pages (previous when negative), a page being one
  /// month or the visible count (see ``paging``).
  ///
  /// The focus moves by as many months, keeping its day of the month where
  /// it exists and constraining it otherwise (31 -> 30), then stays inside
  /// the bounds and the new page; clamping and days passed over are reported
  /// as for ``move(_:)``. A page wholly outside the bounds is refused and
  /// nothing changes.
  @discardableResult
  public mutating func page(by pages: Int) -> [PickerChange] {
    guard pages != 0, canPage(by: pages) else { return [] }
    let months = saturatingProduct(pages, paging == .singleMonth ? 1 : visibleMonthCount)
    let old = visibleMonths
    visibleMonths = window(startingAt: advanced(old[0], byMonths: months), count: old.count)
    var changes: [PickerChange] = [.visibleMonthsChanged(old: old, new: visibleMonths)]
    let page = visibleMonths.first!.firstDay...visibleMonths.last!.lastDay
    let requested = shifted(focus, months: months)
    let target = min(max(requested, page.lowerBound), page.upperBound)
    let clamped = availability.clamped(target)
    // A move past the supported days is reported as clamped, as `.day(.max)` is.
    if clamped != target || !Day.supportedRange.contains(requested) {
      changes.append(.focusClamped(requested: requested, to: clamped))
    }
    guard let settled = nearestFocusable(to: clamped, within: page) else {
      return changes + [.focusBlocked(requested: clamped)]
    }
    if settled != clamped {
      let passed = settled > clamped ? clamped...(settled - 1) : (settled + 1)...clamped
      changes.append(.focusSkipped(DaySet(passed)))
    }
    if settled != focus { changes += setFocus(settled) }
    return changes
  }

  /// Whether ``page(by:)`` would show at least one day inside the bounds:
  /// the state of a "next" or "previous" button.
  public func canPage(by pages: Int) -> Bool {
    if let minimum = availability.minimum, let maximum = availability.maximum, minimum > maximum {
      return false
    }
    let months = saturatingProduct(pages, paging == .singleMonth ? 1 : visibleMonthCount)
    let first = advanced(visibleMonths[0], byMonths: months)
    guard first != visibleMonths[0] else { return false }
    // Past the supported days a page saturates and its window reaches back:
    // one that would show the months already shown is no page.
    let shown = window(startingAt: first, count: visibleMonths.count)
    guard shown != visibleMonths else { return false }
    if let minimum = availability.minimum, shown.last!.lastDay < minimum { return false }
    if let maximum = availability.maximum, shown.first!.firstDay > maximum { return false }
    return true
  }

  /// The month of the display calendar containing `day`; for a day outside
  /// `Day.supportedRange`, the first or last supported month.
  public func month(containing day: Day) -> PickerMonth {
    let day = min(max(day, Day.minimum), Day.maximum)
    let date = calendar.dateClampingToSupported(day)
    return PickerMonth(
      year: date.year, month: date.month, firstDay: day - (date.day - 1),
      lastDay: day + (date.daysInMonth - date.day))
  }

  // MARK: - Internals

  /// Moves the focus to `target` with clamping and skipping, reporting both.
  mutating func moveFocus(to requested: Day, inward: Bool) -> [PickerChange] {
    var changes: [PickerChange] = []
    var target = requested
    let clamped = availability.clamped(target)
    var step = requested > focus ? 1 : (requested < focus ? -1 : 0)
    if inward { step = -step }
    if clamped != target {
      changes.append(.focusClamped(requested: target, to: clamped))
      target = clamped
      // Nothing beyond a bound can take the focus: search back towards it.
      step = requested > clamped ? -1 : 1
    }
    if step == 0 { step = 1 }
    var skipped = 0
    var candidate = target
    while !availability.isFocusable(candidate) {
      skipped += 1
      candidate += step
      if !availability.isInBounds(candidate) || skipped > Self.focusSearchLimit {
        return changes + [.focusBlocked(requested: requested)]
      }
    }
    if skipped > 0 {
      let passed = step > 0 ? target...(candidate - 1) : (candidate + 1)...target
      changes.append(.focusSkipped(DaySet(passed)))
    }
    if candidate != focus { changes += setFocus(candidate) }
    return changes
  }

  /// Sets the focus and pages to show it.
  mutating func setFocus(_ day: Day) -> [PickerChange] {
    let old = focus
    focus = day
    return [.focusMoved(from: old, to: day)] + ensureFocusVisible()
  }

  /// Shifts the visible months, the least a page allows, until the focus is on one.
  mutating func ensureFocusVisible() -> [PickerChange] {
    let first = visibleMonths[0]
    let count = visibleMonths.count
    let target = month(containing: focus)
    let offset = monthOffset(from: first, to: target)
    guard offset < 0 || offset >= count else { return [] }
    let shift: Int
    if paging == .visibleCount {
      shift = (offset >= 0 ? offset / count : -((-offset + count - 1) / count)) * count
    } else {
      shift = offset < 0 ? offset : offset - (count - 1)
    }
    let old = visibleMonths
    visibleMonths = window(startingAt: advanced(first, byMonths: shift), count: count)
    // A page boundary past the supported days (a page of three before
    // -4713-11): the window starts at the focused month instead.
    if !visibleMonths.contains(where: { $0.contains(focus) }) {
      visibleMonths = window(startingAt: target, count: count)
    }
    return [.visibleMonthsChanged(old: old, new: visibleMonths)]
  }

  /// The nearest focusable day to `day`, searching later days first, inside `limits`.
  func nearestFocusable(to day: Day, within limits: ClosedRange<Day>? = nil) -> Day? {
    if availability.isFocusable(day) { return day }
    var lower = Day.minimum
    var upper = Day.maximum
    if let minimum = availability.minimum { lower = max(lower, minimum) }
    if let maximum = availability.maximum { upper = min(upper, maximum) }
    if let limits {
      lower = max(lower, limits.lowerBound)
      upper = min(upper, limits.upperBound)
    }
    for distance in 1...Self.focusSearchLimit {
      let later = day + distance
      let earlier = day - distance
      if later > upper && earlier < lower { return nil }
      if later <= upper && availability.isFocusable(later) { return later }
      if earlier >= lower && availability.isFocusable(earlier) { return earlier }
    }
    return nil
  }

  /// `count` consecutive months from `first`.
  /// `count` months from `first` (1 to ``PickerState/maximumVisibleMonthCount``);
  /// where the supported days end first, the window reaches back instead, so
  /// it keeps its count and never repeats a month.
  func window(startingAt first: PickerMonth, count: Int) -> [PickerMonth] {
    let count = min(max(1, count), Self.maximumVisibleMonthCount)
    var months = [first]
    while months.count < count, months.last!.lastDay < Day.maximum {
      months.append(month(containing: months.last!.lastDay + 1))
    }
    while months.count < count, months[0].firstDay > Day.minimum {
      months.insert(month(containing: months[0].firstDay - 1), at: 0)
    }
    return months
  }

  /// The month `n` months after `start`; past the supported days, the
  /// first or last supported month (a move saturates at the ends).
  func advanced(_ start: PickerMonth, byMonths n: Int) -> PickerMonth {
    guard n != 0 else { return start }
    let date = calendar.dateClampingToSupported(start.firstDay)
    guard let moved = try? date.adding(months: n, overflow: .constrain) else {
      return month(containing: n > 0 ? Day.maximum : Day.minimum)
    }
    return month(containing: moved.dayNumber)
  }

  /// `day` moved by `n` months in the display calendar, constraining the day
  /// of the month; past the supported range, the most distant `Day` in the
  /// direction of the move, which the focus then clamps and reports as
  /// `.day(.max)` does.
  func shifted(_ day: Day, months n: Int) -> Day {
    (try? calendar.date(of: day).adding(months: n, overflow: .constrain).dayNumber) ?? Self.beyond(n)
  }

  /// `day` moved by `n` years in the display calendar, constraining the day
  /// (and a Hebrew leap month); past the supported range as for months.
  func shifted(_ day: Day, years n: Int) -> Day {
    (try? calendar.date(of: day).adding(years: n, overflow: .constrain).dayNumber) ?? Self.beyond(n)
  }

  /// The `Day` a move of `n` months or years past the supported days asks for.
  static func beyond(_ n: Int) -> Day { Day(julianDayNumber: n > 0 ? .max : .min) }

  /// The number of months from `a` to `b` (negative when `b` is earlier),
  /// without building the years between (a Chinese picker's focus jumping
  /// from the first supported day to the last builds the tables of the
  /// months it shows, not of 14,700 years).
  func monthOffset(from a: PickerMonth, to b: PickerMonth) -> Int {
    calendar.monthOffset(from: a.firstDay, to: b.firstDay)
  }
}

/// A button that turns the pages, as a view draws it on one side of the title.
public struct PagerButton: Hashable, Sendable {
  /// What a press does: the argument for ``PickerState/page(by:)`` (-1 or 1).
  public var pages: Int
  /// Whether a press would show any day inside the bounds.
  public var isEnabled: Bool
  /// What a screen reader says: it follows the action, not the side.
  public var accessibilityLabel: String
}

extension PickerState {
  /// The buttons on the left and right of the month title.
  ///
  /// In a right-to-left locale time runs leftwards, so the left button shows
  /// the next month and is labelled "Next month": the arrows swap sides, their
  /// labels stay with their actions.
  public var pagerButtons: (left: PagerButton, right: PagerButton) {
    func button(_ pages: Int) -> PagerButton {
      PagerButton(
        pages: pages, isEnabled: canPage(by: pages),
        accessibilityLabel: strings.text(pages < 0 ? "a11y.previousMonth" : "a11y.nextMonth") ?? "")
    }
    return isRightToLeft ? (button(1), button(-1)) : (button(-1), button(1))
  }
}

/// `a * b`, or the `Int` limit of its sign where the product overflows (a
/// week or page count of `Int.max` moves as far as the supported days go).
func saturatingProduct(_ a: Int, _ b: Int) -> Int {
  let (product, overflow) = a.multipliedReportingOverflow(by: b)
  guard overflow else { return product }
  return (a < 0) != (b < 0) ? .min : .max
}
