import Yotei
import YoteiLocalization
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

  /// The month of `session`'s calendar that contains `day`.
  init(containing day: Day, session: Session, layout: GridLayout = .sixWeeks) {
    let rule = session.weekRule
    let grid = MonthGrid(containing: day, calendar: session.calendar, weekRule: rule, layout: layout)
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
    let today = session.today
    let region = session.region
    let localizer = session.localizer
    self.weeks = grid.weeks.map { row in
      row.map { cell in
        let status = region.flatMap { try? $0.status(of: cell.day) }
        var a11y: [String] = []
        if cell.day == today { a11y.append(localizer.string("a11y.today")) }
        a11y.append(symbols.format(cell.day, skeleton: "yMMMMEEEEd"))
        if let status, status.kind != .working && status.kind != .weekend {
          if let name = status.name(locale: session.holidayLanguage, lookup: session.holidayNames) {
            a11y.append(name)
          }
          a11y.append(
            localizer.string(
              "dayKind."
                + (status.kind == .transferredWorking ? "transferredWorkingDay" : status.kind.rawValue)))
        }
        if status?.isShortened == true { a11y.append(localizer.string("dayKind.shortened")) }
        let weekend = status.map { $0.kind == .weekend } ?? rule.isWeekend(cell.day)
        if weekend { a11y.append(localizer.string("a11y.weekend")) }
        return Cell(
          day: cell.day, dayOfMonth: cell.dayOfMonth, label: symbols.digits(cell.dayOfMonth),
          inMonth: cell.isInMonth, isToday: cell.day == today, isWeekend: weekend,
          a11y: localizer.list(a11y), kind: status?.kind, isShortened: status?.isShortened ?? false)
      }
    }
  }

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
      "weekend": .bool(isWeekend),
      "kind": .optional(kind?.rawValue),
      "shortened": .bool(isShortened),
      "a11y": .string(a11y),
    ]
  }
}
