import Yotei
import YoteiProduction

extension DayTable {
  /// The rows of a table, made one at a time: day by day and, within a day,
  /// region by region. Each row holds a value per column of
  /// ``DayTable/columns``.
  ///
  /// Memory is what one Gregorian year of each region's statuses and the
  /// names of one year per calendar take, however long the table.
  public struct Rows {
    private let table: DayTable
    private var day: Day
    private var regionIndex = 0
    private var common: [TableValue] = []
    private let monthNames: [String]
    private let dayNames: [Weekday: String]
    private let weekRule: WeekRule
    private var calendars: [CalendarColumns]
    private var regions: [RegionColumns]

    init(_ table: DayTable) {
      self.table = table
      self.day = table.from
      let symbols = CalendarSymbols(locale: table.locale, calendar: .gregorian)
      monthNames = (try? symbols.monthNames(year: 2001, .wide, context: .standalone)) ?? []
      dayNames = symbols.weekdayNames(.wide, context: .standalone)
      weekRule = table.locale.weekRule
      let eras = Set(table.calendarsWithEras)
      calendars = table.calendars.map {
        CalendarColumns(calendar: $0, locale: table.locale, hasEra: eras.contains($0))
      }
      regions = table.regions.map { RegionColumns(region: $0, from: table.from) }
    }

    /// The next row, or `nil` after the last.
    ///
    /// - Throws: ``TableError`` when a region's data cannot be built for a
    ///   year (a region whose data is invalid).
    public mutating func next() throws(TableError) -> [TableValue]? {
      guard day <= table.through else { return nil }
      if regionIndex == 0 { common = try commonValues(day) }
      guard !regions.isEmpty else {
        day += 1
        return common
      }
      var row = common
      try regions[regionIndex].append(day, to: &row, locale: table.locale, lookup: table.holidayNames)
      regionIndex += 1
      if regionIndex == regions.count {
        regionIndex = 0
        day += 1
      }
      return row
    }

    private mutating func commonValues(_ day: Day) throws(TableError) -> [TableValue] {
      let (y, m, d) = day.isoDate
      let isoWeek: (yearForWeek: Int, week: Int)
      let localWeek: (yearForWeek: Int, week: Int)
      do {
        isoWeek = try WeekRule.isoWeek(of: day)
        localWeek = try weekRule.weekOfYear(day, in: .gregorian)
      } catch {
        throw TableError(
          kind: .invalidArgument, field: "date", value: day.isoString, allowed: "a supported day",
          message: error.message)
      }
      let yearStart = Day(iso: y, 1, 1) ?? day
      var row: [TableValue] = [
        .date(day), .int(y * 10_000 + m * 100 + d), .int64(Int64(day.julianDayNumber)), .int(y),
        .int((m - 1) / 3 + 1), .int(m), .int(d), .int(day - yearStart + 1), .int(isoWeek.yearForWeek),
        .int(isoWeek.week), .int(day.isoWeekday.rawValue),
        .string(m <= monthNames.count ? monthNames[m - 1] : String(m)),
        .string(dayNames[day.isoWeekday] ?? day.isoWeekday.name),
        .date(weekRule.startOfWeek(containing: day)),
        .int(localWeek.week), .boolean((day + 1).isoDate.month != m),
      ]
      row.reserveCapacity(table.columns.count)
      for index in calendars.indices { calendars[index].append(day, to: &row) }
      return row
    }
  }

  /// Writes every row to `writer` and finishes it.
  ///
  /// - Returns: The number of rows written.
  /// - Throws: ``TableError`` from the rows or the writer.
  @discardableResult
  public func write(to writer: any TableWriter) throws(TableError) -> Int {
    var rows = rows()
    while let row = try rows.next() { try writer.append(row) }
    try writer.finish()
    return writer.rowCount
  }

  /// Writes the table to the file at `path`, in `format` or else the format
  /// its extension names (`.csv`, `.parquet`, `.jsonl`).
  ///
  /// The file is replaced only when the whole table has been written; on
  /// an error any earlier file at `path` is left as it was.
  ///
  /// - Parameters:
  ///   - path: The file to write.
  ///   - format: The format; `nil` takes it from the extension.
  ///   - rowGroupRows: For Parquet, the most rows a row group holds.
  /// - Returns: The number of rows written.
  /// - Throws: ``TableError``: of kind ``TableError/Kind/invalidArgument``
  ///   when no format is given and the extension names none, or
  ///   ``TableError/Kind/writeFailed`` naming the path.
  @discardableResult
  public func write(
    to path: String, format: TableFormat? = nil, rowGroupRows: Int = ParquetWriter.defaultRowGroupRows
  ) throws(TableError) -> Int {
    guard let format = format ?? TableFormat(path: path) else {
      throw TableError(
        kind: .invalidArgument, field: "format", value: path,
        allowed: "a file ending in .csv, .parquet or .jsonl, or a format (\(TableFormat.names))",
        message: "the format of \(path) is not known from its name; name one of \(TableFormat.names)")
    }
    let sink = try FileSink(path: path)
    do {
      let writer = try format.writer(columns: columns, sink: sink, rowGroupRows: rowGroupRows)
      let count = try write(to: writer)
      try sink.commit()
      return count
    } catch {
      sink.abandon()
      throw error
    }
  }
}

/// One calendar's columns, with its names cached for the year in hand.
private struct CalendarColumns {
  let calendar: CalendarSystem
  let symbols: CalendarSymbols
  let hasEra: Bool
  var year = Int.min
  var monthNames: [String] = []
  var eraNames: [Int: String] = [:]

  init(calendar: CalendarSystem, locale: CalendarLocale, hasEra: Bool) {
    self.calendar = calendar
    self.symbols = CalendarSymbols(locale: locale, calendar: calendar)
    self.hasEra = hasEra
  }

  mutating func append(_ day: Day, to row: inout [TableValue]) {
    let date = calendar.dateClampingToSupported(day)
    if date.year != year {
      year = date.year
      monthNames = (try? symbols.monthNames(year: date.year, .wide, context: .standalone)) ?? []
    }
    row.append(.int(date.year))
    row.append(.int(date.month))
    row.append(.string(date.monthCode.description))
    row.append(.int(date.day))
    row.append(
      .string(date.month <= monthNames.count ? monthNames[date.month - 1] : date.monthCode.description))
    if hasEra {
      let name: String
      if let cached = eraNames[date.era] {
        name = cached
      } else {
        name = symbols.eraName(of: date, .abbreviated)
        eraNames[date.era] = name
      }
      row.append(name.isEmpty ? .null : .string(name))
    }
  }
}

/// One region's columns: its statuses a Gregorian year at a time and the
/// running working-day counts.
private struct RegionColumns {
  let region: ProductionCalendar
  let from: Day
  var statuses: [DayStatus] = []
  var first = Day(julianDayNumber: 0)
  var ofMonth = 0
  var ofYear = 0
  var index = 0
  var started = false

  init(region: ProductionCalendar, from: Day) {
    self.region = region
    self.from = from
  }

  mutating func append(
    _ day: Day, to row: inout [TableValue], locale: CalendarLocale, lookup: HolidayNameLookup?
  )
    throws(TableError)
  {
    let (y, m, d) = day.isoDate
    do throws(ProductionError) {
      if !started {
        started = true
        // The counts of the month and the year run from their first days,
        // even when the table starts later.
        let monthStart = Day(iso: y, m, 1)!
        let yearStart = Day(iso: y, 1, 1)!
        ofMonth = day > monthStart ? try region.workingDays(from: monthStart, through: day - 1) : 0
        ofYear = day > yearStart ? try region.workingDays(from: yearStart, through: day - 1) : 0
      }
      if statuses.isEmpty || day - first >= statuses.count || day < first {
        first = day
        statuses = try region.days(from: day, through: Day(iso: y, 12, 31)!)
      }
    } catch {
      throw TableError(
        kind: .invalidArgument, field: "region", value: region.code, allowed: "a region with data for \(y)",
        message: error.description)
    }
    let status = statuses[day - first]
    if d == 1 { ofMonth = 0 }
    if d == 1 && m == 1 { ofYear = 0 }
    let working = status.kind.isWorking
    if working {
      ofMonth += 1
      ofYear += 1
      index += 1
    }
    row.append(.string(region.code))
    row.append(.string(status.kind.rawValue))
    row.append(.boolean(working))
    row.append(.boolean(status.isShortened))
    row.append(
      .double(
        status.hours(
          weeklyHours: region.standardWeeklyHours(on: status.day),
          workWeekDays: region.definition.workWeekDays
        ).doubleValue))
    row.append(status.name(locale: locale, lookup: lookup).map(TableValue.string) ?? .null)
    row.append(status.transferredFrom.map(TableValue.date) ?? .null)
    row.append(.boolean(status.estimated))
    row.append(.int(ofMonth))
    row.append(.int(ofYear))
    row.append(.int(index))
    row.append((try? region.nextWorkingDay(after: day)).map(TableValue.date) ?? .null)
    row.append((try? region.previousWorkingDay(before: day)).map(TableValue.date) ?? .null)
    row.append(status.source.map(TableValue.string) ?? .null)
  }
}
