public import Yotei
public import YoteiProduction

/// A date dimension: one row per day from ``from`` through ``through`` (and
/// per region, when regions are given), with Gregorian and ISO fields, the
/// date in each of ``calendars``, and each region's production-calendar
/// status, for warehouses and data engines (DuckDB, Spark, BigQuery,
/// Snowflake).
///
/// Rows are made lazily by ``rows()``, a day at a time, and the writers
/// stream them, so a table of any length takes the same memory. The columns
/// (``columns``) are a contract: their names and types are documented in
/// `docs/DATA-ENGINES.md`.
///
/// ```swift
/// let table = try DayTable(
///   from: Day(iso: 2024, 1, 1)!, through: Day(iso: 2026, 12, 31)!,
///   calendars: [.persian, .hebrew], regions: [try ProductionCalendar.shipped("RU")])
/// try table.write(to: "days.parquet")  // 1096
/// ```
public struct DayTable: Sendable {
  /// The first day.
  public let from: Day
  /// The last day (included).
  public let through: Day
  /// The calendars with columns of their own, in column order.
  public let calendars: [CalendarSystem]
  /// The regions; with several, each day has a row per region, in this order.
  public let regions: [ProductionCalendar]
  /// The language of month, day and holiday names.
  public let locale: CalendarLocale
  /// Where holiday names come from (Yotei's string catalog by default).
  public let holidayNames: HolidayNameLookup?
  /// The columns, in order.
  public let columns: [TableColumn]
  /// The calendars among ``calendars`` that have an `_era` column.
  public let calendarsWithEras: [CalendarSystem]

  /// The most days a table may span: a thousand years.
  public static let maximumDays = 366_000

  /// A table of `from...through`.
  ///
  /// - Parameters:
  ///   - from: The first day.
  ///   - through: The last day (included).
  ///   - calendars: Calendars to add columns for (`persian_year`, ...), each once.
  ///   - regions: Production calendars to add status columns for, each once.
  ///     A region has rows for the days in its supported years only
  ///     (``regionDays(_:)``); some day of the span must be among them.
  ///   - locale: The language of names; English (United States) by default.
  ///     Its week rule gives `week_start` and `locale_week`.
  ///   - holidayNames: Where holiday names are looked up.
  /// - Throws: ``TableError`` of kind ``TableError/Kind/invalidArgument``
  ///   naming the field: `through` before `from`, a day outside
  ///   `Day.supportedRange`, a span above ``maximumDays``, a calendar or
  ///   region given twice, or a region none of whose supported years the
  ///   span reaches.
  public init(
    from: Day, through: Day, calendars: [CalendarSystem] = [], regions: [ProductionCalendar] = [],
    locale: CalendarLocale = .english, holidayNames: HolidayNameLookup? = HolidayName.catalogLookup
  ) throws(TableError) {
    for (field, day) in [("from", from), ("to", through)] where !Day.supportedRange.contains(day) {
      throw TableError(
        kind: .invalidArgument, field: field, value: day.isoString,
        allowed: "\(Day.minimum.isoString) through \(Day.maximum.isoString)",
        message: "\(field) \(day.isoString) is outside the days Yotei supports "
          + "(\(Day.minimum.isoString) through \(Day.maximum.isoString))", problem: .outsideSupportedDays)
    }
    guard from <= through else {
      throw TableError(
        kind: .invalidArgument, field: "to", value: through.isoString, allowed: "\(from.isoString) or later",
        message: "to \(through.isoString) is before from \(from.isoString)",
        problem: .throughBeforeFrom(from: from))
    }
    guard through - from < Self.maximumDays else {
      throw TableError(
        kind: .invalidArgument, field: "to", value: through.isoString,
        allowed: "at most \(Self.maximumDays) days from \(from.isoString)",
        message: "the span has \(through - from + 1) days; a table has at most \(Self.maximumDays)",
        problem: .spanTooLong(latest: from + (Self.maximumDays - 1)))
    }
    if let twice = Self.firstRepeated(calendars.map(\.identifier)) {
      throw TableError(
        kind: .invalidArgument, field: "calendars", value: twice, allowed: "each calendar once",
        message: "the calendar \(twice) is listed twice", problem: .listedTwice)
    }
    if let twice = Self.firstRepeated(regions.map(\.code)) {
      throw TableError(
        kind: .invalidArgument, field: "region", value: twice, allowed: "each region once",
        message: "the region \(twice) is listed twice", problem: .listedTwice)
    }
    for region in regions where Self.coverage(of: region, from: from, through: through) == nil {
      let years = region.definition.supportedYears
      let field = through.isoDate.year < years.lowerBound ? "to" : "from"
      let day = field == "to" ? through : from
      throw TableError(
        kind: .invalidArgument, field: field, value: day.isoString,
        allowed: "days of \(years.lowerBound) through \(years.upperBound)",
        message: "no day of \(from.isoString) through \(through.isoString) is in the years region "
          + "\(region.code) has data for (\(years.lowerBound) through \(years.upperBound))",
        problem: .outsideRegionYears(region: region.code, years: years))
    }
    self.from = from
    self.through = through
    self.calendars = calendars
    self.regions = regions
    self.locale = locale
    self.holidayNames = holidayNames
    let withEras = calendars.filter(Self.hasEras)
    self.calendarsWithEras = withEras
    self.columns = Self.columns(calendars: calendars, withEras: Set(withEras), regions: !regions.isEmpty)
  }

  /// The number of days.
  public var dayCount: Int { through - from + 1 }

  /// The number of rows: a row per day, or per day and region for the days
  /// in that region's supported years (``regionDays(_:)``).
  public var rowCount: Int {
    guard !regions.isEmpty else { return dayCount }
    return regions.reduce(0) { count, region in
      count
        + (Self.coverage(of: region, from: from, through: through).map { $0.upperBound - $0.lowerBound + 1 }
          ?? 0)
    }
  }

  /// The days of the table that `region` has rows for: those in its
  /// supported years (every day, when the table lies within them).
  ///
  /// A region's data (holidays, transfers, the working-day counts) exists
  /// only for its supported years; on other days the table has no row for
  /// the region rather than a guess or a null where the contract takes
  /// none.
  public func regionDays(_ region: ProductionCalendar) -> ClosedRange<Day>? {
    Self.coverage(of: region, from: from, through: through)
  }

  /// The days of `from...through` in `region`'s supported years, or `nil`.
  static func coverage(of region: ProductionCalendar, from: Day, through: Day) -> ClosedRange<Day>? {
    let years = region.definition.supportedYears
    guard let first = Day(iso: years.lowerBound, 1, 1), let last = Day(iso: years.upperBound, 12, 31) else {
      return nil
    }
    let low = max(first, from)
    let high = min(last, through)
    return low <= high ? low...high : nil
  }

  /// The column-name prefix of a calendar: its identifier with `-` written `_`
  /// (`islamic_umalqura`).
  public static func prefix(of calendar: CalendarSystem) -> String {
    calendar.identifier.replacingDashes
  }

  /// Whether a calendar has an `_era` column: it has more than one era (the
  /// Gregorian and ISO calendars' BC and AD, Japanese eras, ROC, Coptic and
  /// Ethiopic eras), or Yotei counts it from an era of its own before its
  /// first (Buddhist days before 1 BE).
  public static func hasEras(_ calendar: CalendarSystem) -> Bool {
    if calendar == .buddhist { return true }
    guard calendar != .chinese, calendar != .dangi else { return false }
    return CalendarSymbols(locale: .english, calendar: calendar).eraNames(.abbreviated).count > 1
  }

  private static func firstRepeated(_ names: [String]) -> String? {
    var seen = Set<String>()
    return names.first { !seen.insert($0).inserted }
  }

  /// The columns for these options (see ``columns``).
  static func columns(calendars: [CalendarSystem], withEras: Set<CalendarSystem>, regions: Bool)
    -> [TableColumn]
  {
    var columns: [TableColumn] = [
      TableColumn("date", .date), TableColumn("date_key", .int32), TableColumn("jdn", .int64),
      TableColumn("year", .int32), TableColumn("quarter", .int32), TableColumn("month", .int32),
      TableColumn("day_of_month", .int32), TableColumn("day_of_year", .int32),
      TableColumn("iso_year", .int32),
      TableColumn("iso_week", .int32), TableColumn("iso_day_of_week", .int32),
      TableColumn("month_name", .string), TableColumn("day_name", .string), TableColumn("week_start", .date),
      TableColumn("locale_week", .int32), TableColumn("is_month_end", .boolean),
    ]
    for calendar in calendars {
      let p = prefix(of: calendar)
      columns += [
        TableColumn(p + "_year", .int32), TableColumn(p + "_month", .int32),
        TableColumn(p + "_month_code", .string), TableColumn(p + "_day", .int32),
        TableColumn(p + "_month_name", .string),
      ]
      if withEras.contains(calendar) { columns.append(TableColumn(p + "_era", .string, nullable: true)) }
    }
    if regions {
      columns += [
        TableColumn("region", .string), TableColumn("day_kind", .string),
        TableColumn("is_working_day", .boolean),
        TableColumn("is_shortened", .boolean), TableColumn("working_hours", .double),
        TableColumn("holiday_name", .string, nullable: true),
        TableColumn("transferred_from", .date, nullable: true), TableColumn("is_estimated", .boolean),
        TableColumn("working_day_of_month", .int32), TableColumn("working_day_of_year", .int32),
        TableColumn("working_day_index", .int32), TableColumn("next_working_day", .date, nullable: true),
        TableColumn("previous_working_day", .date, nullable: true),
        TableColumn("source", .string, nullable: true),
      ]
    }
    return columns
  }

  /// The rows, made as they are read.
  public func rows() -> Rows { Rows(self) }
}

extension String {
  fileprivate var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}

extension ExactHours {
  /// The hours as a `Double` (exact for every value a day has: tenths and
  /// fifths of hours).
  var doubleValue: Double { Double(units) / Double(ExactHours.unitsPerHour) }
}
