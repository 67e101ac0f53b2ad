import Yotei

/// The state behind a date picker, as a plain value any front end can render:
/// a SwiftUI view, a web page or a terminal.
///
/// It holds the display calendar, locale and week rule, "today", the focused
/// day, the visible months, and a ``DaySelector`` with the selection, rules
/// and availability. Actions mutate the value and return the list of
/// ``PickerChange``s they made, as the seeds' delegate calls do.
///
/// The display calendar is not the value calendar: selection is kept as
/// `Day`s, so a Persian grid selects days the app may store as ISO dates.
///
/// ```swift
/// var picker = PickerState(locale: try CalendarLocale("fa-IR"), today: today, mode: .range)
/// picker.tap(arrival)                 // sets the anchor and moves the focus there
/// picker.move(.left)                  // right-to-left: the next day
/// picker.tap(picker.focus)            // commits the range
/// picker.months()                     // cells to draw, with accessibility labels
/// picker.selection.days.map(\.isoString)
/// ```
public struct PickerState: Sendable {
  /// How the pager moves.
  public enum Paging: String, Hashable, Sendable, CaseIterable {
    /// One month per page.
    case singleMonth
    /// As many months as are visible.
    case visibleCount
  }

  /// The display calendar of the grid.
  public internal(set) var calendar: CalendarSystem
  /// The locale of names, digits, labels and direction.
  public var locale: CalendarLocale {
    didSet { catalogStrings = LazyCatalogStrings(locale: locale, numberingSystem: numberingSystem) }
  }
  /// The first weekday and weekend of the grid.
  public var weekRule: WeekRule
  /// The digits of cell labels, dates and numbers in labels: the ones set,
  /// or else the display calendar's customary digits in the locale
  /// (`CalendarLocale.numberingSystem(for:)`, Hebrew letters for the Hebrew
  /// calendar in Hebrew), whichever way the calendar was chosen.
  public var numberingSystem: NumberingSystem {
    get { chosenNumberingSystem ?? locale.numberingSystem(for: calendar) }
    set { chosenNumberingSystem = newValue }
  }
  /// The digits the host chose, or `nil` to follow the locale and calendar.
  public var chosenNumberingSystem: NumberingSystem? {
    didSet { catalogStrings = LazyCatalogStrings(locale: locale, numberingSystem: numberingSystem) }
  }
  /// A second calendar whose day numbers each cell also shows (Gregorian
  /// under Hijri, or the reverse), or `nil`.
  public var secondaryCalendar: CalendarSystem?
  /// Six rows always (the height does not jump) or only the rows needed.
  public var layout: GridLayout
  /// Whether the neighbouring months' days fill the first and last rows.
  public var showsAdjacentDays: Bool
  /// Today, as the host's time zone says (`Day` values carry no zone).
  public var today: Day
  /// How the pager moves.
  public var paging: Paging
  /// The host's marks for a day: holidays, production-calendar kinds, its own names.
  public var marks: @Sendable (Day) -> [DayMark]
  /// The weekend in force on a day, where the host knows it changed over
  /// time (Saudi Arabia's Thursday-Friday until 28 June 2013, Friday-Saturday
  /// from 29 June, from a production calendar), or `nil` for ``weekRule``'s
  /// weekend on every day. A cell is a weekend day when its weekday is in the
  /// day's weekend (unless a `transferredWorking` mark says it is worked) or
  /// a `weekend` mark says so.
  public var weekendOfDay: (@Sendable (Day) -> Set<Weekday>)?
  /// The number of events covering a day (see ``EventSchedule/count(on:)``).
  public var eventCount: @Sendable (Day) -> Int
  /// The words of accessibility labels: Yotei's catalog in ``locale`` unless
  /// the host sets its own.
  public var strings: any PickerStrings {
    get { customStrings ?? catalogStrings.strings }
    set { customStrings = newValue }
  }
  private var customStrings: (any PickerStrings)?
  private var catalogStrings: LazyCatalogStrings

  /// The day that has the keyboard focus.
  public internal(set) var focus: Day
  /// The months on screen, in order.
  public internal(set) var visibleMonths: [PickerMonth]
  /// Selection, rules and availability.
  public internal(set) var selector: DaySelector

  /// A picker showing the month of `focus` (or `today`).
  ///
  /// - Parameters:
  ///   - calendar: The display calendar; the locale's default when `nil`
  ///     (`fa-IR` shows the Persian calendar).
  ///   - locale: The locale of names, digits and direction.
  ///   - weekRule: The week rule; the locale's when `nil`.
  ///   - numberingSystem: Digits; when `nil`, the calendar's customary
  ///     digits in the locale (Hebrew letter numerals for the Hebrew calendar
  ///     in Hebrew), also after ``setCalendar(_:)``.
  ///   - today: Today in the host's time zone.
  ///   - focus: The initially focused day; `today` when `nil`.
  ///   - mode: Single, multiple or range selection.
  ///   - rules: What taps may select (counts, lengths, the unavailable-day policy).
  ///   - availability: Bounds and disabled, hidden and unavailable days.
  ///   - visibleMonthCount: How many months are on screen (1 to ``maximumVisibleMonthCount``).
  ///   - paging: Whether the pager moves one month or a whole page.
  ///   - layout: Six rows always, or only the rows needed.
  ///   - showsAdjacentDays: Whether neighbouring months' days fill the first and last rows.
  public init(
    calendar: CalendarSystem? = nil, locale: CalendarLocale = .english, weekRule: WeekRule? = nil,
    numberingSystem: NumberingSystem? = nil, today: Day, focus: Day? = nil,
    mode: SelectionMode = .single, rules: SelectionRules = SelectionRules(),
    availability: Availability = Availability(), visibleMonthCount: Int = 1,
    paging: Paging = .singleMonth, layout: GridLayout = .sixWeeks, showsAdjacentDays: Bool = true
  ) {
    let calendar = calendar ?? locale.defaultCalendar
    self.calendar = calendar
    self.locale = locale
    self.weekRule = weekRule ?? locale.weekRule
    self.chosenNumberingSystem = numberingSystem
    self.layout = layout
    self.secondaryCalendar = nil
    self.showsAdjacentDays = showsAdjacentDays
    self.today = today
    self.paging = paging
    self.marks = { _ in [] }
    self.eventCount = { _ in 0 }
    self.customStrings = nil
    self.catalogStrings = LazyCatalogStrings(
      locale: locale, numberingSystem: numberingSystem ?? locale.numberingSystem(for: calendar))
    self.selector = DaySelector(mode: mode, rules: rules, availability: availability)
    let start = availability.clamped(focus ?? today)
    self.focus = start
    self.visibleMonths = []
    self.visibleMonths = window(startingAt: month(containing: start), count: max(1, visibleMonthCount))
    if let settled = nearestFocusable(to: start) { self.focus = settled }
    _ = ensureFocusVisible()
  }

  // MARK: - Forwarded selection state

  /// The selection mode.
  public var mode: SelectionMode { selector.mode }
  /// The selected days.
  public var selection: Selection { selector.selection }
  /// The anchor of a range in progress.
  public var anchor: Day? { selector.anchor }
  /// The rules taps obey.
  public var rules: SelectionRules { selector.rules }
  /// Bounds and availability.
  public var availability: Availability { selector.availability }
  /// The candidate range between the anchor and the focused day.
  public var highlightedRange: ClosedRange<Day>? { selector.highlightedRange(focus: focus) }
  /// Whether the reading direction is right to left.
  public var isRightToLeft: Bool { locale.isRightToLeft }
  /// How many months are on screen.
  public var visibleMonthCount: Int { visibleMonths.count }

  // MARK: - Selection actions

  /// A tap (or Enter) on `day`: selects by the mode's rules, and moves the
  /// focus there when the day can take it, paging to show it (a tap on an
  /// adjacent month's day).
  @discardableResult
  public mutating func tap(_ day: Day) -> [PickerChange] {
    var changes = selector.tap(day)
    if availability.isFocusable(day) && day != focus {
      changes += setFocus(day)
    }
    return changes
  }

  /// A tap on the focused day (Enter or Space).
  @discardableResult
  public mutating func selectFocused() -> [PickerChange] { tap(focus) }

  /// Switches the selection mode; see ``DaySelector/setMode(_:)``.
  @discardableResult
  public mutating func setMode(_ mode: SelectionMode) -> [PickerChange] { selector.setMode(mode) }

  /// Clears the selection unless it is required.
  @discardableResult
  public mutating func clear() -> [PickerChange] { selector.clear() }

  /// Abandons a range in progress (Escape).
  @discardableResult
  public mutating func cancelRange() -> [PickerChange] { selector.cancelRange() }

  /// Sets the selection programmatically; see ``DaySelector/select(_:)``.
  @discardableResult
  public mutating func select(_ selection: Selection) -> [PickerChange] { selector.select(selection) }

  /// Changes the rules and drops selected days that no longer qualify.
  @discardableResult
  public mutating func updateRules(_ update: (inout SelectionRules) -> Void) -> [PickerChange] {
    selector.updateRules(update)
  }

  /// Changes bounds or availability, drops selected days that no longer
  /// qualify, and moves the focus off a day that can no longer take it.
  @discardableResult
  public mutating func updateAvailability(_ update: (inout Availability) -> Void) -> [PickerChange] {
    var changes = selector.updateAvailability(update)
    if !availability.isFocusable(focus) {
      let clamped = availability.clamped(focus)
      if let settled = nearestFocusable(to: clamped), settled != focus { changes += setFocus(settled) }
    }
    return changes
  }

  /// Sets the minimum day (`nil` for none); see ``updateAvailability(_:)``.
  @discardableResult
  public mutating func setMinimum(_ day: Day?) -> [PickerChange] { updateAvailability { $0.minimum = day } }

  /// Sets the maximum day (`nil` for none); see ``updateAvailability(_:)``.
  @discardableResult
  public mutating func setMaximum(_ day: Day?) -> [PickerChange] { updateAvailability { $0.maximum = day } }

  /// Changes the display calendar. Selection and focus are days, so they stay;
  /// the visible months become the new calendar's months around the focus.
  @discardableResult
  public mutating func setCalendar(_ newCalendar: CalendarSystem) -> [PickerChange] {
    guard newCalendar != calendar else { return [] }
    let old = visibleMonths
    calendar = newCalendar
    if chosenNumberingSystem == nil {
      catalogStrings = LazyCatalogStrings(locale: locale, numberingSystem: numberingSystem)
    }
    visibleMonths = window(startingAt: month(containing: focus), count: old.count)
    return [.visibleMonthsChanged(old: old, new: visibleMonths)]
  }

  /// The most months a picker shows at once (ten years of twelve months);
  /// a larger count is shown as this many.
  public static let maximumVisibleMonthCount = 120

  /// Shows `count` months (from 1 to ``maximumVisibleMonthCount``, and no
  /// further than the last supported month), starting with the first visible
  /// one.
  @discardableResult
  public mutating func setVisibleMonthCount(_ count: Int) -> [PickerChange] {
    let old = visibleMonths
    visibleMonths = window(startingAt: old[0], count: max(1, count))
    var changes: [PickerChange] =
      old == visibleMonths ? [] : [.visibleMonthsChanged(old: old, new: visibleMonths)]
    changes += ensureFocusVisible()
    return changes
  }

  /// Gives every day the marks in `marksByDay`, replacing the marks closure.
  public mutating func setMarks(_ marksByDay: [Day: [DayMark]]) {
    marks = { marksByDay[$0] ?? [] }
  }

  /// Counts events from `schedule`, replacing the event-count closure.
  public mutating func setEvents<Payload>(_ schedule: EventSchedule<Payload>) {
    eventCount = { schedule.count(on: $0) }
  }
}
