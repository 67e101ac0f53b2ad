import Yotei

/// Everything a view needs to draw and announce one day of a month grid.
///
/// Hashable and identified by its day, so a SwiftUI `ForEach` over a page's
/// rows diffs cells without an `id:` key path (a day is in a page once).
public struct PickerCell: Hashable, Identifiable, Sendable {
  /// The day.
  public var day: Day
  /// The day of the month in the display calendar.
  public var dayOfMonth: Int
  /// The day of the month in the picker's digits ("۱۵", "ט״ו").
  public var label: String
  /// The day of the month in ``PickerState/secondaryCalendar``, in the
  /// picker's digits, or `nil` without one.
  public var secondaryLabel: String?
  /// In the page's own month, or an adjacent month's day filling a row.
  public var isInMonth: Bool
  /// Today.
  public var isToday: Bool
  /// Has the keyboard focus (only the in-month copy of a day is focused).
  public var isFocused: Bool
  /// Selected, or the anchor of a range in progress.
  public var isSelected: Bool
  /// The first day of the committed range.
  public var isRangeStart: Bool
  /// Strictly inside the committed range.
  public var isRangeMiddle: Bool
  /// The last day of the committed range.
  public var isRangeEnd: Bool
  /// In the candidate range between the anchor and the focus.
  public var isHighlighted: Bool
  /// Outside the bounds or disabled by a matcher.
  public var isDisabled: Bool
  /// Booked, for the range in progress if any.
  public var isUnavailable: Bool
  /// Not drawn: hidden by a matcher, or an adjacent day when those are off.
  public var isHidden: Bool
  /// A weekend day, by the week rule and the host's marks.
  public var isWeekend: Bool
  /// Whether a tap would be accepted now.
  public var isSelectable: Bool
  /// The host's marks.
  public var marks: [DayMark]
  /// The number of events covering the day.
  public var eventCount: Int
  /// What a screen reader says: what a sighted user sees.
  public var accessibilityLabel: String

  /// The day, which identifies the cell within its page.
  public var id: Day { day }

  /// In the committed range: its start, middle or end.
  public var isInRange: Bool { isRangeStart || isRangeMiddle || isRangeEnd }

  /// The day's most important kind: the host's first mark, else weekend, else `nil` (a working day).
  public var kind: DayMark.Kind? { marks.first?.kind ?? (isWeekend ? .weekend : nil) }
}

/// One month of the picker, ready to draw, identified by its month.
public struct PickerMonthPage: Hashable, Identifiable, Sendable {
  /// The month.
  public var month: PickerMonth
  /// The localized title, "۱۴۰۳ فروردین" in `fa-IR`.
  public var title: String
  /// The weekday of each column, from the week rule's first weekday.
  public var weekdays: [Weekday]
  /// The localized short weekday names, one per column.
  public var weekdayNames: [String]
  /// The rows, seven cells each.
  public var weeks: [[PickerCell]]

  /// The month, which identifies the page.
  public var id: PickerMonth { month }
}

extension PickerState {
  /// The visible months with every cell's state and label.
  public func months() -> [PickerMonthPage] {
    let symbols = self.symbols
    let names = symbols.weekdayNames(.short, context: .standalone)
    // Algorithmic numerals (Hebrew letters) go through ICU: format each day number once.
    var labels: [Int: String] = [:]
    let dayDigits = dayOfMonthNumberingSystem(symbols)
    let highlight = highlightedRange
    return visibleMonths.map { month in
      let grid = MonthGrid(
        clampingContaining: month.firstDay, calendar: calendar, weekRule: weekRule, layout: layout)
      let weeks = grid.weeks.map { row in
        row.map { gridCell in
          let label = labels[gridCell.dayOfMonth] ?? dayDigits.format(gridCell.dayOfMonth)
          labels[gridCell.dayOfMonth] = label
          return cell(
            gridCell.day, dayOfMonth: gridCell.dayOfMonth, label: label, isInMonth: gridCell.isInMonth,
            symbols: symbols, highlight: highlight)
        }
      }
      return PickerMonthPage(
        month: month,
        title: (try? symbols.monthTitle(year: month.year, month: month.month)) ?? month.description,
        weekdays: weekRule.weekdaysInOrder, weekdayNames: weekRule.weekdaysInOrder.map { names[$0] ?? "" },
        weeks: weeks)
    }
  }

  /// The cell of `day` as its own month shows it. A day outside
  /// `Day.supportedRange` is a disabled cell numbered as the nearest supported day.
  public func cell(for day: Day) -> PickerCell { cell(for: day, accessibilityLabel: true) }

  /// The cell of `day` as its own month shows it; without
  /// `accessibilityLabel`, its ``PickerCell/accessibilityLabel`` stays empty
  /// (a text view that announces nothing skips formatting a full date per cell).
  package func cell(for day: Day, accessibilityLabel: Bool) -> PickerCell {
    cells(for: [day], accessibilityLabel: accessibilityLabel)[0]
  }

  /// The cells of `days`, each as ``cell(for:accessibilityLabel:)`` gives
  /// it, with the symbols, numerals and highlight looked up once for all
  /// (a grid's 42 cells asked for them 42 times).
  package func cells(for days: [Day], accessibilityLabel: Bool) -> [PickerCell] {
    let symbols = self.symbols
    let numerals = dayOfMonthNumberingSystem(symbols)
    let highlight = highlightedRange
    return days.map { day in
      let date = calendar.dateClampingToSupported(day)
      return cell(
        day, dayOfMonth: date.day, label: numerals.format(date.day), isInMonth: true, symbols: symbols,
        highlight: highlight, labelled: accessibilityLabel)
    }
  }

  /// The numerals of the cells' day numbers: the digits, or, where CLDR's
  /// dates write the day in numerals of its own and the host chose no
  /// digits, those (初一 ... 三十 for Chinese dates in Chinese), so a cell
  /// reads as its accessibility label says.
  func dayOfMonthNumberingSystem(_ symbols: CalendarSymbols) -> NumberingSystem {
    guard chosenNumberingSystem == nil else { return numberingSystem }
    return symbols.dayOfMonthNumberingSystem ?? numberingSystem
  }

  /// The accessibility label of `day`, as its own month shows it.
  public func accessibilityLabel(for day: Day) -> String { cell(for: day).accessibilityLabel }

  /// The days of the visible months' grids, from the first cell to the last.
  public var visibleDays: ClosedRange<Day> {
    let first = MonthGrid(
      clampingContaining: visibleMonths.first!.firstDay, calendar: calendar, weekRule: weekRule,
      layout: layout)
    let last = MonthGrid(
      clampingContaining: visibleMonths.last!.firstDay, calendar: calendar, weekRule: weekRule, layout: layout
    )
    return first.cells.first!.day...last.cells.last!.day
  }

  var symbols: CalendarSymbols {
    CalendarSymbols(locale: locale, calendar: calendar, numberingSystem: numberingSystem)
  }

  func cell(
    _ day: Day, dayOfMonth: Int, label: String, isInMonth: Bool, symbols: CalendarSymbols,
    highlight: ClosedRange<Day>?, labelled: Bool = true
  ) -> PickerCell {
    var committed: ClosedRange<Day>?
    if case .range(let range?) = selection, range.count > 1 { committed = range }
    // A committed range's later days were judged with its first day as the
    // anchor (a check-out may fall on a booked night): announce them so.
    let status =
      if let committed, committed.contains(day), day != committed.lowerBound {
        availability.status(of: day, anchor: committed.lowerBound)
      } else {
        selector.status(of: day)
      }
    let marks = self.marks(day)
    let kinds = Set(marks.map(\.kind))
    let isRangeStart = committed?.lowerBound == day
    let isRangeEnd = committed?.upperBound == day
    var cell = PickerCell(
      day: day, dayOfMonth: dayOfMonth, label: label,
      secondaryLabel: secondaryCalendar.map { numberingSystem.format($0.dateClampingToSupported(day).day) },
      isInMonth: isInMonth,
      isToday: day == today, isFocused: isInMonth && day == focus,
      isSelected: selection.contains(day) || day == anchor,
      isRangeStart: isRangeStart,
      isRangeMiddle: (committed?.contains(day) ?? false) && !isRangeStart && !isRangeEnd,
      isRangeEnd: isRangeEnd, isHighlighted: highlight?.contains(day) ?? false,
      isDisabled: { if case .disabled = status { return true } else { return false } }(),
      isUnavailable: status == .unavailable,
      isHidden: status == .hidden || (!isInMonth && !showsAdjacentDays),
      isWeekend: kinds.contains(.weekend)
        || (isWeekendDay(day) && !kinds.contains(.transferredWorking)),
      isSelectable: false, marks: marks, eventCount: eventCount(day), accessibilityLabel: "")
    cell.isSelectable = !cell.isHidden && selector.rejection(forTap: day) == nil
    if labelled && !cell.isHidden {
      // A skeleton writes every number in the set's digits; CLDR's full
      // style writes the day as the cell shows it where that differs (正月初一).
      let date =
        symbols.dayOfMonthNumberingSystem != nil && chosenNumberingSystem == nil
        ? try? symbols.format(day, style: .full) : try? symbols.format(day, skeleton: "yMMMMEEEEd")
      cell.accessibilityLabel = accessibilityLabel(of: cell, date: date ?? day.isoString)
    }
    return cell
  }

  /// Whether `day`'s weekday is in the weekend in force that day
  /// (``weekendOfDay``, else ``weekRule``'s).
  func isWeekendDay(_ day: Day) -> Bool {
    guard let weekendOfDay else { return weekRule.isWeekend(day) }
    return weekendOfDay(day).contains(day.isoWeekday)
  }

  /// Puts the label together: today, the date, marks, weekend, selection,
  /// availability, events, in that order. The candidate range is not
  /// announced day by day: it is not selected yet.
  func accessibilityLabel(of cell: PickerCell, date: String) -> String {
    var parts: [String] = []
    func add(_ key: String) { if let text = strings.text(key) { parts.append(text) } }
    if cell.isToday { add("a11y.today") }
    parts.append(date)
    for mark in cell.marks where mark.kind != .weekend {
      if let name = mark.name { parts.append(name) }
      // The catalog has short state words for some kinds, kind names for the rest.
      let catalogKind = mark.kind == .transferredWorking ? "transferredWorkingDay" : mark.kind.rawValue
      if let word = strings.text("a11y." + mark.kind.rawValue) ?? strings.text("dayKind." + catalogKind) {
        parts.append(word)
      }
    }
    if cell.isWeekend { add("a11y.weekend") }
    if cell.isRangeStart {
      add("a11y.rangeStart")
    } else if cell.isRangeEnd {
      add("a11y.rangeEnd")
    } else if cell.isRangeMiddle {
      add("a11y.inSelectedRange")
    } else if cell.isSelected {
      add("a11y.selected")
    }
    if cell.isUnavailable { add("a11y.unavailable") }
    if cell.isDisabled { add("a11y.disabled") }
    if cell.eventCount > 0 { parts.append(strings.eventCount(cell.eventCount)) }
    return strings.joined(parts)
  }
}
