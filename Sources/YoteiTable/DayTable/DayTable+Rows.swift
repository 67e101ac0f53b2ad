import Yotei
import YoteiProduction

extension DayTable {
  /// The rows of a table, made one at a time: day by day and, within a day,
  /// region by region (only the regions with data for the day). Each row
  /// holds a value per column of ``DayTable/columns``.
  ///
  /// Memory is what a block of a thousand rows, one Gregorian year of each
  /// region's statuses and the names of each calendar take, however long
  /// the table.
  public struct Rows {
    private var maker: BlockMaker
    private var block: ColumnBlock
    private var index = 0

    init(_ table: DayTable) {
      maker = BlockMaker(table)
      block = maker.makeBlock()
    }

    /// The next row, or `nil` after the last.
    ///
    /// - Throws: ``TableError`` when a region's data cannot be built for a
    ///   year (a region whose data is invalid).
    public mutating func next() throws(TableError) -> [TableValue]? {
      while index == block.count {
        block.removeRows()
        index = 0
        // Days outside every region's years make no row: fill again.
        guard try maker.fill(&block, days: 1024) else { return nil }
      }
      index += 1
      return block.row(index - 1)
    }
  }

  /// Writes every row to `writer` and finishes it.
  ///
  /// - Returns: The number of rows written.
  /// - Throws: ``TableError`` from the rows or the writer.
  @discardableResult
  public func write(to writer: any TableWriter) throws(TableError) -> Int {
    if let writer = writer as? any BlockWriter {
      var maker = BlockMaker(self)
      var block = maker.makeBlock()
      // Blocks of about a thousand rows stay in the processor's cache.
      let days = max(1, 1024 / max(1, regions.count))
      while try maker.fill(&block, days: days) {
        if block.count > 0 { try writer.write(block, rows: 0..<block.count) }
        block.removeRows()
      }
    } else {
      var rows = rows()
      while let row = try rows.next() { try writer.append(row) }
    }
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

/// Makes a table's rows into blocks, a day at a time, carrying every
/// field from one day to the next instead of computing it afresh: the
/// Gregorian date and weeks by arithmetic, each calendar's date by runs of
/// days within one of its months (two conversions a month, the rest
/// counted), names by number from tables made once.
struct BlockMaker {
  private let table: DayTable
  private var day: Day
  // The Gregorian date of `day`, carried along.
  private var year: Int
  private var month: Int
  private var dayOfMonth: Int
  private var dayOfYear: Int
  private var monthLength: Int
  private var isoWeek = WeekCounter(rule: .iso8601)
  private var localWeek: WeekCounter
  private var monthNames: [Int64] = []
  private var dayNames: [Int64] = []
  private var calendars: [CalendarRun]
  private var regions: [RegionRun]
  /// The values of the columns before the regions' for the day in hand
  /// (0 for a null), and whether each has one.
  private var common: [Int64]
  private var commonDefined: [Bool]

  init(_ table: DayTable) {
    self.table = table
    day = table.from
    (year, month, dayOfMonth) = table.from.isoDate
    dayOfYear = table.from - Day(iso: year, 1, 1)! + 1
    monthLength = Self.daysInMonth(year, month)
    localWeek = WeekCounter(rule: table.locale.weekRule)
    // Every block this maker fills shares these tables, so each name is
    // numbered once.
    let strings = table.columns.map { $0.type == .string ? StringTable() : nil }
    self.strings = strings
    let names = table.columns.map(\.name)
    let eras = Set(table.calendarsWithEras)
    calendars = table.calendars.map { calendar in
      CalendarRun(
        calendar: calendar, locale: table.locale, hasEra: eras.contains(calendar),
        firstColumn: names.firstIndex(of: DayTable.prefix(of: calendar) + "_year")!, strings: strings)
    }
    let regionColumn = names.firstIndex(of: "region") ?? names.count
    regions = table.regions.map {
      RegionRun(region: $0, table: table, firstColumn: regionColumn, strings: strings)
    }
    common = Array(repeating: 0, count: regionColumn)
    commonDefined = Array(repeating: true, count: regionColumn)
    let symbols = CalendarSymbols(locale: table.locale, calendar: .gregorian)
    let months = (try? symbols.monthNames(year: 2001, .wide, context: .standalone)) ?? []
    let weekdays = symbols.weekdayNames(.wide, context: .standalone)
    monthNames = (1...12).map { m in
      Int64(strings[11]!.number(m <= months.count ? months[m - 1] : String(m)))
    }
    dayNames = Weekday.allCases.map { weekday in
      Int64(strings[12]!.number(weekdays[weekday] ?? weekday.name))
    }
  }

  /// The string tables of the blocks this maker fills.
  private let strings: [StringTable?]

  /// An empty block for ``fill(_:days:)``, with this maker's string tables.
  func makeBlock() -> ColumnBlock { ColumnBlock(columns: table.columns, strings: strings) }

  static func daysInMonth(_ year: Int, _ month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Appends the rows of up to `days` more days to `block` (made by
  /// ``makeBlock()``).
  ///
  /// - Returns: `false` when no day was left.
  /// - Throws: ``TableError`` when a region's data cannot be built.
  mutating func fill(_ block: inout ColumnBlock, days: Int) throws(TableError) -> Bool {
    guard day <= table.through else { return false }
    var made = 0
    while made < days && day <= table.through {
      if regions.isEmpty {
        try makeCommon()
        appendCommon(to: &block)
        block.endRow()
      } else if regions.contains(where: { $0.covers(day) }) {
        // A day outside every region's years makes no row, so its columns
        // are not worked out (the carried fields start again after a gap).
        try makeCommon()
        for index in regions.indices where regions[index].covers(day) {
          appendCommon(to: &block)
          try regions[index].append(day, year: year, month: month, dayOfMonth: dayOfMonth, to: &block)
          block.endRow()
        }
      }
      advance()
      made += 1
    }
    return true
  }

  @inline(__always)
  private func appendCommon(to block: inout ColumnBlock) {
    block.append(contentsOf: common, defined: commonDefined)
  }

  private mutating func makeCommon() throws(TableError) {
    let weekday = day.isoWeekday
    let iso = try isoWeek.week(of: day, year: year, month: month, dayOfMonth: dayOfMonth)
    let local = try localWeek.week(of: day, year: year, month: month, dayOfMonth: dayOfMonth)
    common[0] = Int64(day.daysSinceUnixEpoch)
    common[1] = Int64(year * 10_000 + month * 100 + dayOfMonth)
    common[2] = Int64(day.julianDayNumber)
    common[3] = Int64(year)
    common[4] = Int64((month - 1) / 3 + 1)
    common[5] = Int64(month)
    common[6] = Int64(dayOfMonth)
    common[7] = Int64(dayOfYear)
    common[8] = Int64(iso.yearForWeek)
    common[9] = Int64(iso.week)
    common[10] = Int64(weekday.rawValue)
    common[11] = monthNames[month - 1]
    common[12] = dayNames[weekday.rawValue - 1]
    common[13] = Int64(localWeek.start.daysSinceUnixEpoch)
    common[14] = Int64(local.week)
    common[15] = dayOfMonth == monthLength ? 1 : 0
    // The runs are reached and write into the row through pointers (an
    // array's subscript would check uniqueness and bounds for every cell).
    calendars.withUnsafeMutableBufferPointer { runs in
      common.withUnsafeMutableBufferPointer { row in
        commonDefined.withUnsafeMutableBufferPointer { defined in
          for index in runs.indices { runs[index].values(day, into: row, defined: defined) }
        }
      }
    }
  }

  private mutating func advance() {
    day += 1
    dayOfMonth += 1
    dayOfYear += 1
    if dayOfMonth > monthLength {
      dayOfMonth = 1
      month += 1
      if month > 12 {
        month = 1
        year += 1
        dayOfYear = 1
      }
      monthLength = Self.daysInMonth(year, month)
    }
  }
}

/// The week of the year of each day under one week rule (Gregorian years),
/// asked of the rule once a year: between 8 January and 25 December a week
/// is the one before it plus one, in the same year (every year's week 1
/// begins between 26 December and 7 January).
struct WeekCounter {
  let rule: WeekRule
  /// The first day of the week in hand.
  private(set) var start = Day(julianDayNumber: Int.min)
  private var week = (yearForWeek: 0, week: 0)

  init(rule: WeekRule) { self.rule = rule }

  /// The week of `day`, whose Gregorian date is `year`, `month`, `dayOfMonth`.
  ///
  /// - Throws: ``TableError`` for a day outside ``Day/supportedRange``.
  mutating func week(of day: Day, year: Int, month: Int, dayOfMonth: Int) throws(TableError) -> (
    yearForWeek: Int, week: Int
  ) {
    if day >= start && day - start < 7 { return week }
    let first = rule.startOfWeek(containing: day)
    let inside = (month > 1 || dayOfMonth >= 8) && (month < 12 || dayOfMonth <= 25)
    if first - start == 7 && week.yearForWeek == year && inside {
      week.week += 1
    } else {
      do {
        week = try rule.weekOfYear(day, in: .gregorian)
      } catch {
        throw TableError(
          kind: .invalidArgument, field: "date", value: "", allowed: "a supported day", message: error.message
        )
      }
    }
    start = first
    return week
  }
}

/// One calendar's columns, by runs of days within one month of the
/// calendar: a run's first and last days are converted, and the days
/// between are counted, once the last day is found to be in the same
/// month, year and era as the first.
private struct CalendarRun {
  let calendar: CalendarSystem
  /// The calendar's years one at a time, none kept: memory stays flat
  /// however long the table.
  var cursor: CalendarCursor
  let symbols: CalendarSymbols
  let hasEra: Bool
  /// The index of its `_year` column.
  let firstColumn: Int
  let strings: [StringTable?]
  var runStart = Day(julianDayNumber: Int.max)
  var runEnd = Day(julianDayNumber: Int.min)
  var startDay = 0
  var year: Int64 = 0
  var month: Int64 = 0
  var code: Int64 = 0
  var name: Int64 = 0
  var era: Int64 = -1
  /// Month-code string numbers by ``codeSlot(_:)``, -1 where not numbered
  /// yet (arrays, not dictionaries: a hash of a key per month of the walk
  /// cost more than the rest of a run's start).
  var codes = [Int64](repeating: -1, count: 28)
  /// Month-name string numbers by ``nameSlot(monthsInYear:code:)``, -1
  /// where not numbered yet: by months in the year and month code, as a
  /// name may depend on the year only through whether it is a leap year
  /// (Hebrew Adar and Adar II).
  var names: [Int64] = []
  var eras: [Int: Int64] = [:]
  /// The era of the last run and its string number.
  var lastEra = Int.min

  init(
    calendar: CalendarSystem, locale: CalendarLocale, hasEra: Bool, firstColumn: Int, strings: [StringTable?]
  ) {
    self.strings = strings
    self.calendar = calendar
    self.cursor = CalendarCursor(calendar)
    self.symbols = CalendarSymbols(locale: locale, calendar: calendar)
    self.hasEra = hasEra
    self.firstColumn = firstColumn
  }

  mutating func values(
    _ day: Day, into row: UnsafeMutableBufferPointer<Int64>, defined: UnsafeMutableBufferPointer<Bool>
  ) {
    if day > runEnd || day < runStart { start(day) }
    let c = firstColumn
    row[c] = year
    row[c + 1] = month
    row[c + 2] = code
    row[c + 3] = Int64(startDay + (day - runStart))
    row[c + 4] = name
    if hasEra {
      row[c + 5] = max(0, era)
      defined[c + 5] = era >= 0
    }
  }

  /// The date of the supported day nearest to `day` (the table's days are
  /// supported ones).
  private mutating func date(of day: Day) -> CalendarDate {
    let day = min(max(day, Day.minimum), Day.maximum)
    do { return try cursor.date(of: day) } catch { return calendar.dateClampingToSupported(day) }
  }

  private mutating func start(_ day: Day) {
    let date = self.date(of: day)
    runStart = day
    runEnd = day
    let last = min(day + (date.daysInMonth - date.day), Day.maximum)
    if last > day {
      let end = self.date(of: last)
      if end.era == date.era && end.yearOfEra == date.yearOfEra && end.year == date.year
        && end.month == date.month && end.monthCode == date.monthCode && end.day == date.day + (last - day)
      {
        runEnd = last
      }
    }
    startDay = date.day
    year = Int64(date.year)
    month = Int64(date.month)
    let codeSlot = Self.codeSlot(date.monthCode)
    if codes[codeSlot] >= 0 {
      code = codes[codeSlot]
    } else {
      code = Int64(strings[firstColumn + 2]!.number(date.monthCode.description))
      codes[codeSlot] = code
    }
    let slot = Self.nameSlot(monthsInYear: date.monthsInYear, code: date.monthCode)
    if slot < names.count, names[slot] >= 0 {
      name = names[slot]
    } else {
      // The year's names come at once: number this month's and those of
      // the year's other months, whose keys the walk meets in this year and
      // the next.
      let all = (try? symbols.monthNames(year: date.year, .wide, context: .standalone)) ?? []
      let months = (try? calendar.months(inYear: date.year)) ?? []
      for month in months where month.ordinal != date.month {
        let other = Self.nameSlot(monthsInYear: date.monthsInYear, code: month.monthCode)
        guard other >= names.count || names[other] < 0 else { continue }
        let text = month.ordinal <= all.count ? all[month.ordinal - 1] : month.monthCode.description
        setName(Int64(strings[firstColumn + 4]!.number(text)), at: other)
      }
      let text = date.month <= all.count ? all[date.month - 1] : date.monthCode.description
      name = Int64(strings[firstColumn + 4]!.number(text))
      setName(name, at: slot)
    }
    if hasEra {
      if date.era == lastEra {
        // The era of the last run (a hash per run otherwise).
      } else if let known = eras[date.era] {
        era = known
        lastEra = date.era
      } else {
        let text = symbols.eraName(of: date, .abbreviated)
        era = text.isEmpty ? -1 : Int64(strings[firstColumn + 5]!.number(text))
        eras[date.era] = era
        lastEra = date.era
      }
    }
  }

  /// The slot of a month code in ``codes``: 2...27.
  static func codeSlot(_ code: MonthCode) -> Int { code.number * 2 + (code.isLeap ? 1 : 0) }

  /// The slot of a month's name in ``names``.
  static func nameSlot(monthsInYear: Int, code: MonthCode) -> Int { monthsInYear * 28 + codeSlot(code) }

  private mutating func setName(_ number: Int64, at slot: Int) {
    if slot >= names.count { names += repeatElement(-1, count: slot + 1 - names.count) }
    names[slot] = number
  }
}

/// What a day's holiday name depends on.
private struct NamedDay: Equatable {
  var holidays: [HolidayName]
  var observed: Bool
}

/// A day's holiday name keys, which find its ``NamedDay`` among the few
/// that share them (hashing a ``HolidayName`` hashes its names in every
/// language).
private struct NamedDayKey: Hashable {
  var keys: [String]
  var observed: Bool
}

/// One region's columns: its statuses a Gregorian year at a time and the
/// running working-day counts, on the days of the table within the
/// region's supported years.
private struct RegionRun {
  let region: ProductionCalendar
  let locale: CalendarLocale
  let lookup: HolidayNameLookup?
  /// The table's days the region has data for.
  let days: ClosedRange<Day>
  /// The index of the `region` column.
  let firstColumn: Int
  let strings: [StringTable?]
  /// The region's statuses from `first` on, in the region's own storage
  /// (a slice of the span the region built: not copied as a whole).
  var statuses: ArraySlice<DayStatus> = []
  var first = Day(julianDayNumber: 0)
  var ofMonth = 0
  var ofYear = 0
  var index = 0
  var started = false
  var next: Day? = nil
  var nextKnown = Day(julianDayNumber: Int.min)
  var previous: Day? = nil
  let codeNumber: Int64
  let kinds: [DayKind: Int64]
  /// The most Gregorian years whose statuses are read at once.
  static let yearsAtOnce = 200
  /// The day kind of the last row and its string number.
  var lastKind: DayKind?
  var lastKindNumber: Int64 = 0
  /// The source of the last row and its string number.
  var lastSource: String?
  var lastSourceNumber: Int64 = 0
  /// The `holiday_name` string numbers of the sets of holidays seen.
  var holidayNames: [NamedDayKey: [(day: NamedDay, number: Int64?)]] = [:]
  var sources: [String: Int64] = [:]
  var rules = Rules()
  /// The statuses of the Gregorian year after the one in hand, read ahead
  /// for the last days' next working day, with its first day.
  var upcoming: (Day, ArraySlice<DayStatus>)?

  init(region: ProductionCalendar, table: DayTable, firstColumn: Int, strings: [StringTable?]) {
    self.strings = strings
    codeNumber = Int64(strings[firstColumn]!.number(region.code))
    kinds = Dictionary(
      uniqueKeysWithValues: DayKind.allCases.map {
        ($0, Int64(strings[firstColumn + 1]!.number($0.rawValue)))
      })
    self.region = region
    self.locale = table.locale
    self.lookup = table.holidayNames
    self.days =
      DayTable.coverage(of: region, from: table.from, through: table.through) ?? table.from...table.from
    self.firstColumn = firstColumn
  }

  @inline(__always)
  func covers(_ day: Day) -> Bool { days.contains(day) }

  /// Appends the region's cells of `day`, whose Gregorian date is `y`,
  /// `m`, `d`.
  mutating func append(_ day: Day, year y: Int, month m: Int, dayOfMonth d: Int, to block: inout ColumnBlock)
    throws(TableError)
  {
    do throws(ProductionError) {
      if !started {
        started = true
        // The counts of the month and the year run from their first days,
        // even when the table starts later.
        let monthStart = Day(iso: y, m, 1)!
        let yearStart = Day(iso: y, 1, 1)!
        ofMonth = day > monthStart ? try region.workingDays(from: monthStart, through: day - 1) : 0
        ofYear = day > yearStart ? try region.workingDays(from: yearStart, through: day - 1) : 0
        previous = try? region.previousWorkingDay(before: day)
      }
      if statuses.isEmpty || day - first >= statuses.count || day < first {
        if let (start, year) = upcoming, start == day {
          statuses = year
        } else {
          // The rest of the region's days in the table, up to a bound: the
          // region builds them in one span instead of growing it year by
          // year.
          let bound = Day(iso: min(y + Self.yearsAtOnce - 1, 9999), 12, 31) ?? days.upperBound
          statuses = try region.statuses(from: day, through: min(days.upperBound, bound))
        }
        first = day
        upcoming = nil
      }
    } catch {
      throw TableError(
        kind: .invalidArgument, field: "region", value: region.code, allowed: "a region with data for \(y)",
        message: error.description)
    }
    if day >= rules.until || day < rules.from { rules = Rules(region, on: day) }
    // One copy of the day's status (a field read through the slice's
    // subscript, or a method called through a pointer, copies it each time).
    let status = statuses[statuses.startIndex + (day - first)]
    let kind = status.kind
    if d == 1 { ofMonth = 0 }
    if d == 1 && m == 1 { ofYear = 0 }
    let working = kind.isWorking
    if working {
      ofMonth += 1
      ofYear += 1
      index += 1
    }
    if day >= nextKnown { findNext(after: day) }
    let c = firstColumn
    block.append(codeNumber)
    if kind != lastKind {
      lastKind = kind
      lastKindNumber = kinds[kind]!
    }
    block.append(lastKindNumber)
    block.append(working ? 1 : 0)
    block.append(status.isShortened ? 1 : 0)
    // In the week in force that day (Israel: 43 hours until 31 March 2018).
    let hours = status.hours(weeklyHours: rules.weeklyHours, workWeekDays: rules.workWeekDays).doubleValue
    block.append(Int64(bitPattern: hours.bitPattern))
    if status.holidays.isEmpty {
      block.append(0, defined: false)
    } else {
      // A name is looked up (a localizer made) once per set of holidays.
      let named = NamedDay(holidays: status.holidays, observed: status.isObserved)
      let key = NamedDayKey(keys: named.holidays.map(\.nameKey), observed: named.observed)
      if let entry = holidayNames[key]?.first(where: { $0.day == named }) {
        block.append(entry.number ?? 0, defined: entry.number != nil)
      } else {
        let number = status.name(locale: locale, lookup: lookup).map {
          Int64(strings[c + 5]!.number($0))
        }
        holidayNames[key, default: []].append((named, number))
        block.append(number ?? 0, defined: number != nil)
      }
    }
    if let from = status.transferredFrom {
      block.append(Int64(from.daysSinceUnixEpoch), defined: true)
    } else {
      block.append(0, defined: false)
    }
    block.append(status.estimated ? 1 : 0)
    block.append(Int64(ofMonth))
    block.append(Int64(ofYear))
    block.append(Int64(index))
    if let next {
      block.append(Int64(next.daysSinceUnixEpoch), defined: true)
    } else {
      block.append(0, defined: false)
    }
    if let previous {
      block.append(Int64(previous.daysSinceUnixEpoch), defined: true)
    } else {
      block.append(0, defined: false)
    }
    // A day no entry speaks of (an ordinary working day) was decided by
    // the weekend rule in force.
    if let source = status.source ?? rules.weekendSource {
      let number: Int64
      if source == lastSource {
        number = lastSourceNumber
      } else if let known = sources[source] {
        number = known
      } else {
        number = Int64(strings[c + 13]!.number(source))
        sources[source] = number
      }
      lastSource = source
      lastSourceNumber = number
      block.append(number, defined: true)
    } else {
      block.append(0, defined: false)
    }
    if working { previous = day }
  }

  /// The region's week rules in force on a run of days: looked up again
  /// only when a day falls outside `from..<until`, where no rule begins.
  struct Rules {
    var from = Day(julianDayNumber: Int.max)
    var until = Day(julianDayNumber: Int.min)
    var weeklyHours: ExactHours = 40
    var workWeekDays = 5
    /// The source of the weekend rule in force.
    var weekendSource: String?

    init() {}

    init(_ region: ProductionCalendar, on day: Day) {
      let definition = region.definition
      weeklyHours = region.standardWeeklyHours(on: day)
      workWeekDays = definition.workWeekDays
      for period in definition.weekends where period.from.map({ $0 <= day }) ?? true {
        weekendSource = period.source
      }
      let starts = definition.weekends.compactMap(\.from) + definition.weeklyHoursPeriods.compactMap(\.from)
      from = starts.filter { $0 <= day }.max() ?? Day.minimum
      until = starts.filter { $0 > day }.min() ?? Day(julianDayNumber: Int.max)
    }
  }

  /// The first working day after `day`: from the year's statuses, then
  /// from the next year's (which the walk reads next), or asked of the
  /// region past them.
  private mutating func findNext(after day: Day) {
    if let found = firstWorking(in: statuses, from: day - first + 1) {
      next = first + found
      nextKnown = first + found
      return
    }
    let start = first + statuses.count
    if upcoming == nil, start.isoDate.month == 1, start.isoDate.day == 1,
      let year = try? region.statuses(from: start, through: Day(iso: start.isoDate.year, 12, 31)!)
    {
      upcoming = (start, year)
    }
    if let (start, year) = upcoming, let found = firstWorking(in: year, from: 0) {
      next = start + found
      nextKnown = start + found
      return
    }
    next = try? region.nextWorkingDay(after: day)
    nextKnown = next ?? Day(julianDayNumber: Int.max)
  }

  /// The offset from `statuses`' first day of its first working day at
  /// `offset` or later.
  private func firstWorking(in statuses: ArraySlice<DayStatus>, from offset: Int) -> Int? {
    // Through a pointer: the slice's subscript copies each status.
    statuses.withUnsafeBufferPointer { statuses in
      var i = offset
      while i < statuses.count {
        if (statuses.baseAddress! + i).pointee.kind.isWorking { return i }
        i += 1
      }
      return nil
    }
  }
}
