import Yotei
import YoteiLocalization
import YoteiProduction

/// Draws a ``MonthView`` for a terminal.
///
/// Columns are as wide as the widest day label or weekday header, measured in
/// terminal columns by ``TextWidth``, so CJK names (two columns each) and
/// labels with combining marks line up.
///
/// Right-to-left locales: the grid is written in visual order, with the
/// locale's first weekday in the rightmost column, as a printed Persian,
/// Hebrew or Arabic calendar reads. Every cell and the title start with a
/// LEFT-TO-RIGHT MARK (U+200E, zero columns): a terminal that runs the
/// Unicode bidi algorithm then keeps the columns where they were written
/// instead of reversing the line a second time, and one that does not draws
/// the mark as nothing. Each name stays in logical order inside its cell.
///
/// Without colour, states are shown by a one-character marker after the day
/// (`#` selected or a range's end, `=` inside the selected range, `*` today,
/// `x` unavailable, `-` disabled, `?` a special day whose date is estimated, `!` holiday, `^` transferred day off, `+`
/// working weekend day, `~` shortened, `°` a solar term begins); weekends are only coloured, since
/// their columns say it.
struct MonthRenderer {
  /// Whether to use ANSI colours.
  var color: Bool
  /// Where the legend's words come from.
  var localizer: Localizer
  /// The terminal's width in columns: a longer legend goes on to more lines.
  var width = 80

  /// ANSI styles for the title and header.
  enum Style: String {
    case title = "1"
    case header = "2"

    func apply(_ text: String, color: Bool) -> String {
      color ? "\u{1B}[\(rawValue)m" + text + "\u{1B}[0m" : text
    }
  }

  /// What a cell can show, most important first: the first one with a
  /// marker gives the plain-text marker; every one adds its colour.
  enum Mark: CaseIterable {
    case selected, inRange, candidate, today, unavailable, disabled, outOfBounds, estimated, holiday
    case transferredDayOff, transferredWorking, shortened, solarTerm, weekend

    /// The character after the day in plain text, if any.
    var marker: Character? {
      switch self {
      case .selected: "#"
      case .inRange: "="
      case .candidate: ":"
      case .today: "*"
      case .unavailable: "x"
      case .disabled: "-"
      case .outOfBounds: "."
      case .estimated: "?"
      case .holiday: "!"
      case .transferredDayOff: "^"
      case .transferredWorking: "+"
      case .shortened: "~"
      case .solarTerm: "°"
      case .weekend: nil
      }
    }

    /// The ANSI SGR parameters.
    var sgr: String {
      switch self {
      case .selected: "7"
      case .inRange: "44"
      case .candidate: "46"
      case .today: "1;4"
      case .unavailable: "9"
      case .disabled: "2"
      case .outOfBounds: "2"
      case .estimated: "3"
      case .holiday: "1;35"
      case .transferredDayOff: "35"
      case .transferredWorking: "36"
      case .shortened: "33"
      case .solarTerm: "32"
      case .weekend: "31"
      }
    }

    /// The catalog key of its legend entry.
    var legendKey: String {
      switch self {
      case .selected: "legend.selected"
      case .inRange: "legend.selectedRange"
      case .candidate: "legend.candidateRange"
      case .today: "legend.today"
      case .unavailable: "legend.unavailable"
      case .disabled: "legend.disabledDay"
      case .outOfBounds: "legend.disabled"
      case .estimated: "legend.estimated"
      case .holiday: "legend.holiday"
      case .transferredDayOff: "legend.transferredDayOff"
      case .transferredWorking: "legend.transferredWorkingDay"
      case .shortened: "legend.shortened"
      case .solarTerm: "legend.solarTerm"
      case .weekend: "legend.weekend"
      }
    }

    /// Whether `cell` has this mark.
    func applies(to cell: MonthView.Cell) -> Bool {
      switch self {
      case .selected: (cell.isSelected && !cell.isInRange) || cell.isRangeStart || cell.isRangeEnd
      case .inRange: cell.isInRange && !cell.isRangeStart && !cell.isRangeEnd
      case .candidate: cell.isHighlighted && !cell.isSelected && !cell.isInRange
      case .today: cell.isToday
      case .unavailable: cell.isUnavailable
      case .disabled: cell.isDisabled && !cell.isOutOfBounds
      case .outOfBounds: cell.isOutOfBounds
      // A special day whose date is an estimate (a year past the decrees, a
      // moon sighting): the day the estimate is about, not every plain day.
      case .estimated:
        cell.isEstimated && (cell.kind.map { $0 != .working && $0 != .weekend } ?? false || cell.isShortened)
      case .holiday: cell.kind == .holiday
      case .transferredDayOff: cell.kind == .transferredDayOff
      case .transferredWorking: cell.kind == .transferredWorking
      case .shortened: cell.isShortened
      case .solarTerm: cell.solarTerm != nil
      case .weekend: cell.isWeekend
      }
    }
  }

  /// `text` in the colours of `marks`.
  func styled(_ text: String, _ marks: [Mark]) -> String {
    guard color, !marks.isEmpty else { return text }
    // Foreground colours: the most important mark's wins; bold and underline add up.
    let colours = marks.map(\.sgr)
    return "\u{1B}[" + colours.reversed().joined(separator: ";") + "m" + text + "\u{1B}[0m"
  }

  /// The lines of the month, title first, then the header, weeks and legend.
  ///
  /// The focused day is drawn between brackets (`[20*]`), in colour as
  /// without; the columns between cells hold the brackets, so the grid keeps
  /// its width. With `weekNumbers`, a column of week numbers comes first in
  /// reading order (on the left, or on the right in right-to-left locales).
  func lines(_ view: MonthView, legend: Bool = true, weekNumbers: Bool = false) -> [String] {
    let rtl = view.locale.isRightToLeft
    let mark = rtl ? "\u{200E}" : ""
    let headers = Self.headers(view.columns, rightToLeft: rtl)
    let labelWidth = view.weeks.joined().filter(\.inMonth).map { TextWidth.columns($0.label) }.max() ?? 2
    let cellWidth = max(labelWidth, headers.map { TextWidth.columns($0) }.max() ?? 2, 2)
    // Each cell: label right-aligned in cellWidth, then (without colour) one
    // marker column; colour says the same without it.
    let markerColumn = color ? 0 : 1
    let slot = cellWidth + markerColumn
    let numberLabels = view.weekNumbers.map { view.digits($0) }
    let numberWidth = weekNumbers ? max(2, numberLabels.map { TextWidth.columns($0) }.max() ?? 2) : 0
    let numberSlot = weekNumbers ? numberWidth + 1 : 0
    let lineWidth = 1 + slot * 7 + 7 + numberSlot

    /// Cells in visual order with the separators between them: a space, or
    /// the bracket of the focused cell next to it.
    func row(_ items: [String], focused: Int?, number: String?) -> String {
      var ordered = items
      var focus = focused
      if rtl {
        ordered.reverse()
        focus = focused.map { items.count - 1 - $0 }
      }
      var line = ""
      for (index, item) in ordered.enumerated() {
        let separator = focus == index ? "[" : (focus.map { $0 + 1 } == index ? "]" : " ")
        line += mark + separator + mark + item
      }
      line += mark + (focus == ordered.count - 1 ? "]" : " ")
      guard let number else { return line }
      let padded = TextWidth.pad(number, to: numberWidth, alignment: .right)
      let styledNumber = Style.header.apply(padded, color: color)
      return rtl ? line + mark + " " + styledNumber : styledNumber + " " + line
    }

    var out: [String] = []
    let title = TextWidth.pad(view.title, to: lineWidth, alignment: .center)
    out.append(mark + Style.title.apply(trimTrailing(title), color: color))
    out.append(
      trimTrailing(
        row(
          headers.map {
            Style.header.apply(TextWidth.pad($0, to: cellWidth, alignment: .right), color: color)
              + String(repeating: " ", count: markerColumn)
          }, focused: nil, number: weekNumbers ? "" : nil)
      ))
    for (index, week) in view.weeks.enumerated() {
      guard week.contains(where: \.inMonth) else { continue }
      let cells = week.map { cell -> String in
        guard cell.inMonth else { return String(repeating: " ", count: slot) }
        let label = TextWidth.pad(cell.label, to: cellWidth, alignment: .right)
        let marks = Mark.allCases.filter { $0.applies(to: cell) }
        return styled(label, marks) + marker(marks)
      }
      let focused = week.firstIndex { $0.inMonth && $0.isFocused }
      out.append(trimTrailing(row(cells, focused: focused, number: weekNumbers ? numberLabels[index] : nil)))
    }
    if legend { out += legendLines(view) }
    return out
  }

  /// Column headers: the short weekday names when they fit in four columns,
  /// else the narrow ones when no two are alike (Arabic ح ن ث ر خ ج س),
  /// else the short ones in wider columns.
  ///
  /// Right-to-left locales take the narrow names first when no two are
  /// alike: a single letter (Persian ش ی د س چ پ ج, Hebrew א ב ג ד ה ו ש)
  /// reads the same in a terminal that runs the bidi algorithm and in one
  /// that does not, where a short name mixing a digit and a letter (۵ش)
  /// comes out reversed in one of them.
  static func headers(_ columns: [MonthView.Column], rightToLeft: Bool = false) -> [String] {
    let short = columns.map(\.short)
    let narrow = columns.map(\.narrow)
    let narrowWorks = Set(narrow).count == 7 && narrow.allSatisfy({ !$0.isEmpty })
    if rightToLeft && narrowWorks { return narrow }
    if short.allSatisfy({ !$0.isEmpty && TextWidth.columns($0) <= 4 }) { return short }
    if narrowWorks { return narrow }
    return short.map { $0.isEmpty ? "?" : $0 }
  }

  /// The marker after a day in plain text (nothing with colour).
  func marker(_ marks: [Mark]) -> String {
    guard !color else { return "" }
    guard let marker = marks.lazy.compactMap(\.marker).first else { return " " }
    return String(marker)
  }

  /// What the colours and markers mean, in the session language (from
  /// Yotei's string catalog): the marker or a coloured sample, then the name.
  /// The weekend named is the one the grid colours: the region's production
  /// weekend when a region is set, and each weekend in force on the days
  /// shown when it changes among them (`Weekend: Th Fr; Fr Sa from 29 Jun
  /// 2013`). Several months (`show -3`, `year`) share one legend naming what
  /// any of them shows.
  func legendLines(_ view: MonthView, with others: [MonthView] = []) -> [String] {
    let views = [view] + others
    let headers = Self.headers(view.columns, rightToLeft: view.locale.isRightToLeft)
    func names(_ weekend: Set<Weekday>) -> String {
      view.columns.indices.filter { weekend.contains(view.columns[$0].weekday) }.map { headers[$0] }
        .joinedByAppending(separator: " ")
    }
    var spans: [MonthView.WeekendSpan] = []
    for span in views.flatMap(\.weekendSpans) where spans.last?.weekend != span.weekend {
      spans.append(span)
    }
    let weekend = spans.enumerated().compactMap { index, span -> String? in
      let days = names(span.weekend)
      guard index > 0 else { return days.isEmpty ? nil : days }
      return localizer.string("repl.fromDate", .text(days.isEmpty ? "-" : days), .text(span.firstText))
    }
    let cells = views.flatMap { $0.weeks.joined().filter(\.inMonth) }
    // Without colour a cell shows one marker, so only that one is on screen.
    let present = Set(
      cells.flatMap { cell in
        let marks = Mark.allCases.filter { $0.applies(to: cell) }
        return color
          ? marks : marks.filter { $0.marker == nil } + marks.lazy.filter { $0.marker != nil }.prefix(1)
      })
    var entries: [String] = []
    if cells.contains(where: \.isFocused) {
      entries.append("[ ] " + localizer.string("legend.focus"))
    }
    // An entry names only what is on screen: "Today" when today is among the
    // days shown, "Estimated date" beside a day carrying its marker.
    for mark in Mark.allCases where mark == .weekend || present.contains(mark) {
      var name = localizer.string(mark.legendKey)
      // Weekends in force one after another are clauses: the language's own
      // semicolon joins them ("; ", Arabic "؛ ", Chinese "；").
      if mark == .weekend && !weekend.isEmpty {
        name += ": " + weekend.joinedByAppending(separator: localizer.string("repl.clauseSeparator"))
      }
      if color {
        entries.append(styled(name, [mark]))
      } else {
        entries.append(mark.marker.map { "\($0) " + name } ?? name)
      }
    }
    // Entries are never split: a line holds as many as fit in `width`.
    var lines: [String] = []
    for entry in entries {
      if let last = lines.last,
        TextWidth.columns(YearCommand.stripANSI(last + "  " + entry)) <= width
      {
        lines[lines.count - 1] = last + "  " + entry
      } else {
        lines.append(entry)
      }
    }
    return lines
  }

  private func trimTrailing(_ text: String) -> String {
    var s = Substring(text)
    while s.last == " " || s.last == "\u{200E}" { s.removeLast() }
    return String(s)
  }
}
