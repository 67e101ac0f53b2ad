import Yotei
import YoteiLocalization
import YoteiPicker
import YoteiProduction

/// One month as `show` presents it: the grid, localized names and each
/// cell's states. Text rendering and JSON both read this one value.
struct MonthView {
  /// One cell and what is true of it.
  struct Cell {
    var day: Day
    var dayOfMonth: Int
    var label: String
    var inMonth: Bool
    var isToday: Bool
    var isWeekend: Bool
    var a11y: String
    /// The production-calendar kind, when a region is set.
    var kind: DayKind?
    /// Whether the region shortens this working day.
    var isShortened = false
    /// Whether the region's status of this day is an estimate.
    var isEstimated = false
    /// Picker states.
    var isSelected = false
    var isRangeStart = false
    var isRangeEnd = false
    var isInRange = false
    var isDisabled = false
    var isUnavailable = false
    var isFocused = false
    var isHighlighted = false
    /// Disabled by the minimum or maximum (rather than by `disable`).
    var isOutOfBounds = false
    /// The solar term (节气) that begins on the day, in a Chinese or Dangi
    /// session (China or Korea time).
    var solarTerm: SolarTerm? = nil
  }

  /// A column header.
  struct Column {
    var weekday: Weekday
    var name: String
    var short: String
    var narrow: String
  }

  let grid: MonthGrid
  let calendar: CalendarSystem
  let locale: CalendarLocale
  let title: String
  let columns: [Column]
  let weeks: [[Cell]]
  /// The week of the year of each row, by the session's week rule (for `--week-numbers`).
  let weekNumbers: [Int]
  /// A run of the month's days that share one weekend.
  struct WeekendSpan {
    /// The weekdays that are the weekend on these days.
    var weekend: Set<Weekday>
    /// The first day of the run.
    var first: Day
    /// `first` as the session writes a date, for a legend that says from
    /// when a weekend applies (empty when the region's weekend never changes).
    var firstText: String
  }

  /// The weekends of the month's days, in order: the region's production
  /// weekend of each day when a region is set, else the locale's. One span,
  /// unless the region's weekend changes within the month (Saudi Arabia's,
  /// Thursday-Friday until 28 June 2013 and Friday-Saturday from 29 June).
  let weekendSpans: [WeekendSpan]

  /// The month of `session`'s calendar that contains `day`. Cells get their
  /// accessibility labels (`a11y`, a fully formatted date each) only when
  /// `accessibilityLabels` is set: the JSON has them, the text grid does not.
  /// With `dayOfYear`, each cell's label is its day of the year (`ncal -j`)
  /// in the locale's digits.
  init(
    containing day: Day, session: Session, layout: GridLayout = .sixWeeks, accessibilityLabels: Bool = true,
    dayOfYear: Bool = false
  ) {
    let rule = session.weekRule
    let grid = MonthGrid(clampingContaining: day, calendar: session.calendar, weekRule: rule, layout: layout)
    let symbols = session.symbols
    self.grid = grid
    self.calendar = session.calendar
    self.locale = session.locale
    self.title = (try? symbols.monthTitle(year: grid.year, month: grid.month)) ?? "\(grid.year)-\(grid.month)"
    let wide = symbols.weekdayNames(.wide, context: .standalone)
    let short = symbols.weekdayNames(.short, context: .standalone)
    let narrow = symbols.weekdayNames(.narrow, context: .standalone)
    self.columns = rule.weekdaysInOrder.map {
      Column(weekday: $0, name: wide[$0] ?? $0.name, short: short[$0] ?? "", narrow: narrow[$0] ?? "")
    }
    let picker = session.picker
    let region = session.region
    let availability = picker.availability
    self.weekNumbers = grid.weeks.map { row in
      (try? rule.weekOfYear(row.first!.day, in: session.calendar))?.week ?? 0
    }
    self.weekendSpans = Self.weekendSpans(of: grid, session: session, weekend: rule.weekend)
    let firstOfYear = dayOfYear ? (try? session.calendar.months(inYear: grid.year))?.first?.firstDay : nil
    let locale = session.locale
    let terms = Self.solarTerms(of: grid, session: session)
    let pickerCells = picker.cells(for: grid.cells.map(\.day), accessibilityLabel: accessibilityLabels)
    var next = 0
    self.weeks = grid.weeks.map { row in
      row.map { gridCell in
        let cell = pickerCells[next]
        next += 1
        // The region's own status: a year it has no data for gives no kind
        // (and the locale's weekend), never a made-up working day.
        let status = region.flatMap { try? $0.status(of: gridCell.day) }
        return Cell(
          day: gridCell.day, dayOfMonth: gridCell.dayOfMonth,
          label: firstOfYear.map { locale.numberingSystem.format(gridCell.day - $0 + 1) }
            ?? cell.label,
          inMonth: gridCell.isInMonth,
          isToday: cell.isToday, isWeekend: status.map { $0.kind == .weekend } ?? cell.isWeekend,
          a11y: cell.accessibilityLabel, kind: status?.kind, isShortened: status?.isShortened ?? false,
          isEstimated: status?.estimated ?? false,
          isSelected: cell.isSelected, isRangeStart: cell.isRangeStart, isRangeEnd: cell.isRangeEnd,
          isInRange: cell.isInRange, isDisabled: cell.isDisabled, isUnavailable: cell.isUnavailable,
          isFocused: cell.isFocused, isHighlighted: cell.isHighlighted,
          isOutOfBounds: cell.isDisabled && !availability.isInBounds(gridCell.day),
          solarTerm: gridCell.isInMonth ? terms[gridCell.day] : nil)
      }
    }
  }

  /// The runs of `grid`'s days in the month that share a weekend: with a
  /// region whose weekend changes over time or from week to week (Taiwan's
  /// alternate Saturdays of 1998-2000), each day's own; else one run of
  /// `weekend` (the week rule's), without a date to write.
  static func weekendSpans(of grid: MonthGrid, session: Session, weekend: Set<Weekday>) -> [WeekendSpan] {
    let days = grid.weeks.joined().filter(\.isInMonth).map(\.day)
    guard let first = days.first else { return [] }
    let weekends = session.region?.definition.weekends ?? []
    guard weekends.count > 1 || weekends.contains(where: { !$0.nthDays.isEmpty }) else {
      return [WeekendSpan(weekend: weekend, first: first, firstText: "")]
    }
    var spans: [WeekendSpan] = []
    for day in days {
      let weekend = session.weekend(on: day)
      if spans.last?.weekend != weekend {
        spans.append(WeekendSpan(weekend: weekend, first: day, firstText: session.dateText(day)))
      }
    }
    return spans
  }

  /// The solar terms that begin on the days of `grid`, by day, in the
  /// session's term zone (none outside Chinese and Dangi sessions): only
  /// the two or three terms that can fall in the grid are computed.
  static func solarTerms(of grid: MonthGrid, session: Session) -> [Day: SolarTerm] {
    guard let zone = session.solarTermZone, let first = grid.weeks.first?.first?.day,
      let last = grid.weeks.last?.last?.day
    else { return [:] }
    let occurrences = SolarTerm.occurrences(in: first...last, zone: zone)
    // HashedStorage's, with room for every term: no conformance lookup.
    var terms: [Day: SolarTerm] = HashedStorage.dictionary(capacity: occurrences.count)
    for occurrence in occurrences {
      terms[occurrence.day] = occurrence.term
    }
    return terms
  }

  /// `n` in the locale's digits (week numbers).
  func digits(_ n: Int) -> String { locale.numberingSystem.format(n) }

  /// The `show` JSON object.
  var json: JSONValue {
    [
      "calendar": .string(calendar.identifier),
      "locale": .string(locale.languageTag),
      "year": .int(grid.year),
      "month": .int(grid.month),
      "monthCode": .string(grid.monthCode.description),
      "title": .string(title),
      "direction": locale.isRightToLeft ? "rtl" : "ltr",
      "weekdays": .array(
        columns.map {
          ["weekday": .int($0.weekday.rawValue), "name": .string($0.name), "short": .string($0.short)]
        }),
      "weeks": .array(weeks.map { .array($0.map(\.json)) }),
    ]
  }
}

extension MonthView.Cell {
  var json: JSONValue {
    [
      "iso": .string(day.isoString),
      "day": .int(dayOfMonth),
      "label": .string(label),
      "inMonth": .bool(inMonth),
      "today": .bool(isToday),
      "selected": .bool(isSelected),
      "rangeStart": .bool(isRangeStart),
      "rangeEnd": .bool(isRangeEnd),
      "inRange": .bool(isInRange),
      "disabled": .bool(isDisabled),
      "unavailable": .bool(isUnavailable),
      "weekend": .bool(isWeekend),
      "kind": .optional(kind?.rawValue),
      "shortened": .bool(isShortened),
      "estimated": .bool(isEstimated),
      "focused": .bool(isFocused),
      "highlighted": .bool(isHighlighted),
      "solarTerm": .optional(solarTerm?.identifier),
      "a11y": .string(a11y),
    ]
  }
}
