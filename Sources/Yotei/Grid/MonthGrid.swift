/// The weeks of one month, as a calendar view shows them: rows of seven cells
/// in display order, padded with days of the adjacent months.
///
/// A grid is computed from day numbers and the calendar's cached year tables,
/// with no ICU call per cell and no time zone: it can never duplicate or drop
/// a day, whatever DST does.
///
/// ```swift
/// let grid = try MonthGrid(calendar: .persian, year: 1403, month: 1,
///                          weekRule: try CalendarLocale("fa-IR").weekRule)
/// grid.weeks[0].map(\.dayOfMonth)   // Saturday-first row
/// ```
public struct MonthGrid: Hashable, Sendable {
  /// The calendar the month belongs to.
  public let calendar: CalendarSystem
  /// The calendar's arithmetic year.
  public let year: Int
  /// The ordinal month in the year.
  public let month: Int
  /// The month code.
  public let monthCode: MonthCode
  /// The week rule that orders the columns.
  public let weekRule: WeekRule
  /// Six weeks always, or only the weeks the month needs.
  public let layout: GridLayout
  /// The first day of the month.
  public let firstDay: Day
  /// The last day of the month.
  public let lastDay: Day
  /// Every cell, row by row (a multiple of seven), computed on access from
  /// the month's first day, length and the previous month's length.
  public let cells: GridCells

  /// The grid of a month.
  ///
  /// - Throws: ``CalendarError`` if the year or month does not exist.
  public init(
    calendar: CalendarSystem, year: Int, month: Int, weekRule: WeekRule, layout: GridLayout = .sixWeeks
  ) throws(CalendarError) {
    let table = try calendar.table(forYear: year)
    guard (1...table.months.count).contains(month) else {
      _ = try calendar.date(year: year, month: month, day: 1)  // throws the precise error
      fatalError("unreachable")
    }
    // The partial first and last years: a month with no supported day has no grid.
    let entry = table.months[month - 1]
    guard
      entry.firstDay <= Day.maximum.julianDayNumber
        && entry.firstDay + entry.length > Day.minimum.julianDayNumber
    else {
      throw calendar.rangeError(field: "month", value: "\(year)-\(month)")
    }
    let previousLength =
      month > 1
      ? table.months[month - 2].length : calendar.engine.year(table.extendedYear - 1).months.last!.length
    self.init(
      calendar: calendar, year: year, month: month, entry: table.months[month - 1],
      previousLength: previousLength,
      weekRule: weekRule, layout: layout)
  }

  /// The grid of the month containing `day`.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when `day` is outside ``Day/supportedRange``.
  public init(
    containing day: Day, calendar: CalendarSystem, weekRule: WeekRule, layout: GridLayout = .sixWeeks
  ) throws(CalendarError) {
    self.init(
      clampingContaining: try day.checkedSupported(), calendar: calendar, weekRule: weekRule, layout: layout)
  }

  /// The grid of the month containing the supported day nearest to `day`, for
  /// modules that refused unsupported days at their own entry points.
  package init(
    clampingContaining day: Day, calendar: CalendarSystem, weekRule: WeekRule, layout: GridLayout = .sixWeeks
  ) {
    let day = min(max(day, Day.minimum), Day.maximum)
    let table = calendar.engine.year(containing: day.julianDayNumber)
    let index = table.monthIndex(containing: day.julianDayNumber)
    let previousLength =
      index > 0
      ? table.months[index - 1].length : calendar.engine.year(table.extendedYear - 1).months.last!.length
    self.init(
      calendar: calendar, year: table.extendedYear + calendar.yearOffset, month: index + 1,
      entry: table.months[index], previousLength: previousLength, weekRule: weekRule, layout: layout)
  }

  private init(
    calendar: CalendarSystem, year: Int, month: Int, entry: MonthEntry, previousLength: Int,
    weekRule: WeekRule,
    layout: GridLayout
  ) {
    self.calendar = calendar
    self.year = year
    self.month = month
    self.monthCode = entry.code
    self.weekRule = weekRule
    self.layout = layout
    let first = Day(julianDayNumber: entry.firstDay)
    firstDay = first
    lastDay = first + (entry.length - 1)
    let lead = weekRule.firstWeekday.days(to: first.isoWeekday)
    let rows = layout == .sixWeeks ? 6 : (lead + entry.length + 6) / 7
    cells = GridCells(
      start: entry.firstDay - lead, lead: lead, length: entry.length, previousLength: previousLength,
      firstWeekday: weekRule.firstWeekday.rawValue, count: rows * 7)
  }

  /// The rows of seven cells, each indexed from 0 (`weeks[1][0]` is the
  /// first cell of the second row).
  public var weeks: [[GridCell]] {
    stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// The number of rows.
  public var weekCount: Int { cells.count / 7 }

  /// The grid of the next month (`offset` months later when given).
  ///
  /// It counts forwards from the month's first supported day and backwards
  /// from its last, so the partial first month of the supported days
  /// (November 4714 BCE in the Gregorian calendar, whose first day is
  /// before ``Day/minimum``) advances, and is reached, too.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   when the month lies outside the supported days.
  public func advanced(byMonths offset: Int) throws(CalendarError) -> MonthGrid {
    let anchor = offset >= 0 ? max(firstDay, Day.minimum) : min(lastDay, Day.maximum)
    let moved = try calendar.uncheckedDate(of: anchor).adding(months: offset, overflow: .constrain)
    return MonthGrid(
      clampingContaining: moved.dayNumber, calendar: calendar, weekRule: weekRule, layout: layout)
  }
}

/// The cells of a ``MonthGrid``, row by row.
///
/// A grid does not store its cells: each is computed from five numbers when
/// read, so building a grid allocates nothing and costs the same in every
/// calendar.
public struct GridCells: RandomAccessCollection, Hashable, Sendable {
  @usableFromInline let start: Int
  @usableFromInline let lead: Int
  @usableFromInline let length: Int
  @usableFromInline let previousLength: Int
  @usableFromInline let firstWeekday: Int
  /// The number of cells (a multiple of seven).
  public let count: Int

  init(start: Int, lead: Int, length: Int, previousLength: Int, firstWeekday: Int, count: Int) {
    self.start = start
    self.lead = lead
    self.length = length
    self.previousLength = previousLength
    self.firstWeekday = firstWeekday
    self.count = count
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// The cell at `index` (0 is the top-left cell in display order).
  @inlinable public subscript(index: Int) -> GridCell {
    precondition(index >= 0 && index < count, "grid cell index out of range")
    let offset = index - lead
    let dayOfMonth: Int
    let position: GridCell.Position
    if offset < 0 {
      dayOfMonth = previousLength + offset + 1
      position = .previousMonth
    } else if offset < length {
      dayOfMonth = offset + 1
      position = .inMonth
    } else {
      dayOfMonth = offset - length + 1
      position = .nextMonth
    }
    return GridCell(
      day: Day(julianDayNumber: start + index), dayOfMonth: dayOfMonth, position: position,
      weekday: Weekday(rawValue: (firstWeekday - 1 + index) % 7 + 1)!)
  }
}

/// One cell of a ``MonthGrid``.
public struct GridCell: Hashable, Sendable {
  /// Where a cell's day lies relative to the grid's month.
  public enum Position: String, Hashable, Sendable, Codable {
    case previousMonth, inMonth, nextMonth
  }
  /// The day.
  public let day: Day
  /// Its day of the month, in its own month.
  public let dayOfMonth: Int
  /// Whether the day is in the grid's month or an adjacent one.
  public let position: Position
  /// The weekday (the column).
  public let weekday: Weekday
  /// Whether the day belongs to the grid's month.
  public var isInMonth: Bool { position == .inMonth }

  @usableFromInline init(day: Day, dayOfMonth: Int, position: Position, weekday: Weekday) {
    self.day = day
    self.dayOfMonth = dayOfMonth
    self.position = position
    self.weekday = weekday
  }
}

/// How many rows a ``MonthGrid`` has.
public enum GridLayout: String, Hashable, Sendable, Codable, CaseIterable {
  /// Always six weeks, so a view's height never jumps between months.
  case sixWeeks
  /// Only the weeks the month touches (four to six).
  case fitted
}

/// All months of one year.
public struct YearGrid: Hashable, Sendable {
  /// One grid per month, 12 or 13.
  public let months: [MonthGrid]

  /// The grids of every month of `year`.
  public init(calendar: CalendarSystem, year: Int, weekRule: WeekRule, layout: GridLayout = .sixWeeks)
    throws(CalendarError)
  {
    // The partial first and last years list only their months with a
    // supported day (November and December of 4714 BCE in the Gregorian
    // calendar), by their ordinals in the year.
    var grids: [MonthGrid] = []
    for info in try calendar.months(inYear: year) {
      grids.append(
        try MonthGrid(calendar: calendar, year: year, month: info.ordinal, weekRule: weekRule, layout: layout)
      )
    }
    months = grids
  }
}

extension WeekRule {
  /// The seven days of the week containing `day`, in display order.
  public func weekStrip(around day: Day) -> [Day] {
    let start = startOfWeek(containing: day)
    return (0..<7).map { start + $0 }
  }
}
