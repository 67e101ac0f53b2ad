import Synchronization
import Yotei

/// Counts of kinds of days in a range of days.
public struct DayCounts: Hashable, Sendable {
  /// Days in the range.
  public var calendarDays: Int
  /// Working days (including transferred working days and shortened ones).
  public var workingDays: Int
  /// Days off: calendar days minus working days (weekends, holidays and
  /// transferred days off together, as official tables count them).
  public var daysOff: Int { calendarDays - workingDays }
  /// Days of kind ``DayKind/holiday``.
  public var holidays: Int
  /// Shortened working days.
  public var shortenedDays: Int
}

/// The norm of working time over a period: a month, a quarter or a year.
public struct PeriodNorm: Hashable, Sendable {
  /// `2025` for a year, `2025-Q1` for a quarter, `2025-01` for a month.
  public var label: String
  /// The first day of the period.
  public var firstDay: Day
  /// The last day of the period.
  public var lastDay: Day
  /// Counts of kinds of days in the period.
  public var counts: DayCounts
  /// The norm for a 40-hour week.
  public var hours40: ExactHours
  /// The norm for a 36-hour week.
  public var hours36: ExactHours
  /// The norm for a 24-hour week.
  public var hours24: ExactHours

  /// Days in the period.
  public var calendarDays: Int { counts.calendarDays }
  /// Working days in the period.
  public var workingDays: Int { counts.workingDays }
  /// Calendar days minus working days.
  public var daysOff: Int { counts.daysOff }
  /// Shortened working days in the period.
  public var shortenedDays: Int { counts.shortenedDays }
  /// Days of kind `holiday` in the period.
  public var holidays: Int { counts.holidays }
}

/// The norms of a year: the year, its quarters and its months.
public struct YearNorms: Hashable, Sendable {
  /// The Gregorian year.
  public var year: Int
  /// The whole year.
  public var total: PeriodNorm
  /// Four quarters, in order.
  public var quarters: [PeriodNorm]
  /// Twelve months, in order.
  public var months: [PeriodNorm]
}

/// A region's production calendar: the status of every day, counts of working
/// days and norms of working time, resolved from a ``RegionDefinition``.
///
/// Precedence, from lowest to highest: the weekend rule, holiday rules on
/// their dates with their moves, then the overlays (decrees, then user layers)
/// in order, then derived shortened days on the working days that remain.
/// When a higher layer overrides a lower one unexpectedly, it wins and the
/// conflict is listed by ``conflicts(inYear:)``.
///
/// Statuses are resolved one Gregorian year at a time, on demand, into a
/// cached table of consecutive years with prefix sums, so counting over a
/// century costs the same as over a week, and adding working days is a table
/// lookup. The cache is guarded by a mutex; the type is safe to share.
///
/// ```swift
/// let ru = try ProductionCalendar.shipped("RU")
/// try ru.status(of: Day(iso: 2025, 5, 8)!).kind        // .transferredDayOff
/// try ru.norms(year: 2025).total.hours36.description  // "1774.4"
/// ```
public final class ProductionCalendar: Sendable {
  /// The region's data.
  public let definition: RegionDefinition
  private let builder: YearBuilder
  private let cache = Mutex<Cache>(Cache())
  /// The newest span, published for lock-free reads: the bit pattern of an
  /// unretained reference (0 before the first build). Every span ever
  /// published stays alive in ``Cache/spans`` until the calendar is freed, so
  /// a reader never sees a freed span.
  private let published = Atomic<UInt>(0)

  private struct Cache {
    var span: Span?
    var spans: [Span] = []
    var tables: [Int: YearTable] = [:]
  }

  @inline(__always)
  private func withPublishedSpan<R>(_ body: (Span) -> R?) -> R? {
    let bits = published.load(ordering: .acquiring)
    guard bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<Span>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  /// A calendar for `definition`.
  ///
  /// - Throws: ``ProductionError/invalidData(_:)`` when a holiday names a
  ///   calendar that neither the core nor the region's month tables define.
  public init(_ definition: RegionDefinition) throws(ProductionError) {
    self.definition = definition
    self.builder = try YearBuilder(definition: definition)
  }

  /// The region code.
  public var code: String { definition.code }

  /// The codes of the regions Yotei ships: `RU`, `IL`, `IR`, `US`.
  public static let shippedCodes = ["RU", "IL", "IR", "US"]

  private static let shippedCache = Mutex<[String: ProductionCalendar]>([:])

  /// A shipped region's calendar (`RU`, `IL`, `IR`, `US`), shared and cached.
  public static func shipped(_ code: String) throws(ProductionError) -> ProductionCalendar {
    let key = code.uppercased()
    if let cached = shippedCache.withLock({ $0[key] }) { return cached }
    guard shippedCodes.contains(key) else { throw .unknownRegion(code) }
    let definition: RegionDefinition
    do {
      definition = try ShippedData.region(key)
    } catch {
      throw .invalidData("shipped data for \(key) failed to load: \(error)")
    }
    let calendar = try ProductionCalendar(definition)
    return shippedCache.withLock { cache in
      if let existing = cache[key] { return existing }
      cache[key] = calendar
      return calendar
    }
  }

  /// The hours of a full working day for a week of `weeklyHours`.
  public func dailyHours(weeklyHours: ExactHours) -> ExactHours {
    ExactHours(thousandths: weeklyHours.thousandths / definition.workWeekDays)
  }

  // MARK: - Tables

  private func year(of day: Day) -> Int { day.isoDate.year }

  private func checkSupported(_ year: Int) throws(ProductionError) {
    guard definition.supportedYears.contains(year) else {
      throw .unsupportedYear(region: code, year: year, supported: definition.supportedYears)
    }
  }

  /// The cached span covering `from...through`, built or extended as needed.
  @inline(__always)
  private func span(from: Day, through: Day) throws(ProductionError) -> Span {
    if let span = withPublishedSpan({ $0.contains(from) && $0.contains(through) ? $0 : nil }) { return span }
    return try span(years: year(of: from)...year(of: through))
  }

  private func span(years: ClosedRange<Int>) throws(ProductionError) -> Span {
    try checkSupported(years.lowerBound)
    try checkSupported(years.upperBound)
    let builder = self.builder
    return try cache.withLock { (cache: inout Cache) throws(ProductionError) -> Span in
      if let span = cache.span, span.firstYear <= years.lowerBound, span.lastYear >= years.upperBound {
        return span
      }
      var low = years.lowerBound
      var high = years.upperBound
      if let current = cache.span {
        // Grow geometrically, so asking year after year costs amortized O(1)
        // rebuilds instead of one per year.
        let growth = max(8, current.lastYear - current.firstYear + 1)
        let supported = self.definition.supportedYears
        low = min(
          current.firstYear,
          low < current.firstYear ? max(supported.lowerBound, min(low, current.firstYear - growth)) : low)
        high = max(
          current.lastYear,
          high > current.lastYear ? min(supported.upperBound, max(high, current.lastYear + growth)) : high)
      }
      var tables: [YearTable] = []
      for year in low...high {
        if let table = cache.tables[year] {
          tables.append(table)
        } else {
          let table = try builder.build(year: year)
          cache.tables[year] = table
          tables.append(table)
        }
      }
      let span = Span(tables: tables)
      cache.span = span
      cache.spans.append(span)
      published.store(UInt(bitPattern: Unmanaged.passUnretained(span).toOpaque()), ordering: .releasing)
      return span
    }
  }

  // MARK: - Days

  /// The status of `day`.
  public func status(of day: Day) throws(ProductionError) -> DayStatus {
    let span = try span(from: day, through: day)
    return span.statuses[span.index(day)]
  }

  /// Whether `day` is a working day.
  public func isWorkingDay(_ day: Day) throws(ProductionError) -> Bool {
    try status(of: day).kind.isWorking
  }

  /// The statuses of every day in `from...through`.
  public func days(from: Day, through: Day) throws(ProductionError) -> [DayStatus] {
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    return Array(span.statuses[span.index(from)...span.index(through)])
  }

  /// The statuses of every day of a Gregorian year.
  public func days(inYear year: Int) throws(ProductionError) -> [DayStatus] {
    try checkSupported(year)
    return try days(from: Day(iso: year, 1, 1)!, through: Day(iso: year, 12, 31)!)
  }

  /// The days of a year that are not plain working days or plain weekends:
  /// holidays, transferred days off and transferred working days, in order.
  public func holidays(inYear year: Int) throws(ProductionError) -> [DayStatus] {
    try days(inYear: year).filter { $0.kind != .working && $0.kind != .weekend }
  }

  /// The days of a year that differ from the bare weekend rule: holidays,
  /// transfers, working weekends and shortened days, in order.
  public func specialDays(inYear year: Int) throws(ProductionError) -> [DayStatus] {
    try days(inYear: year).filter { ($0.kind != .working && $0.kind != .weekend) || $0.isShortened }
  }

  /// The conflicts found while resolving a year's data (empty when the data
  /// agrees with itself).
  public func conflicts(inYear year: Int) throws(ProductionError) -> [ProductionConflict] {
    try checkSupported(year)
    let span = try span(years: year...year)
    return span.conflicts.filter { $0.day.isoDate.year == year }
  }

  // MARK: - Working-day arithmetic

  /// The day `n` working days after `day` (before it when `n` is negative):
  /// the working day such that `|n|` working days lie between `day`
  /// (excluded) and it (included). `n == 0` returns `day`.
  public func addingWorkingDays(_ n: Int, to day: Day) throws(ProductionError) -> Day {
    if n == 0 { return day }
    if let jdn = withPublishedSpan({ $0.addingWorkingDays(n, to: day.julianDayNumber) }) {
      return Day(julianDayNumber: jdn)
    }
    let supported = definition.supportedYears
    // Any `Int` may arrive: no `abs` (Int.min), no unchecked sums.
    var margin = Int(min(n.magnitude / 200 + 1, 100_000))
    while true {
      let y = year(of: day)
      try checkSupported(y)
      let low = n < 0 ? max(supported.lowerBound, y - margin) : y
      let high = n > 0 ? min(supported.upperBound, y + margin) : y
      let span: Span
      if let cached = withPublishedSpan({ $0.firstYear <= low && $0.lastYear >= high ? $0 : nil }) {
        span = cached
      } else {
        span = try self.span(years: low...high)
      }
      let i = span.index(day)
      if n > 0 {
        let (m, overflow) = Int(span.working[i + 1]).addingReportingOverflow(n)
        if !overflow && m <= span.workingIndices.count {
          return span.firstDay + Int(span.workingIndices[m - 1])
        }
        if span.lastYear >= supported.upperBound {
          throw .unsupportedYear(region: code, year: supported.upperBound + 1, supported: supported)
        }
      } else {
        let (m, overflow) = (Int(span.working[i]) + 1).addingReportingOverflow(n)
        if !overflow && m >= 1 { return span.firstDay + Int(span.workingIndices[m - 1]) }
        if span.firstYear <= supported.lowerBound {
          throw .unsupportedYear(region: code, year: supported.lowerBound - 1, supported: supported)
        }
      }
      margin = min(margin * 2, 100_000)
    }
  }

  /// The first working day after `day`.
  public func nextWorkingDay(after day: Day) throws(ProductionError) -> Day {
    try addingWorkingDays(1, to: day)
  }

  /// The last working day before `day`.
  public func previousWorkingDay(before day: Day) throws(ProductionError) -> Day {
    try addingWorkingDays(-1, to: day)
  }

  // MARK: - Counts and norms

  /// The number of working days in `from...through` (both included), in
  /// constant time once the years' tables are built.
  @inline(__always)
  public func workingDays(from: Day, through: Day) throws(ProductionError) -> Int {
    if let count = withPublishedSpan({ $0.workingDays(from.julianDayNumber, through.julianDayNumber) }) {
      return count
    }
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    let lo = span.index(from)
    return Int(span.working[lo + (through.julianDayNumber - from.julianDayNumber) + 1] - span.working[lo])
  }

  /// Counts of kinds of days in `from...through` (both included).
  public func counts(from: Day, through: Day) throws(ProductionError) -> DayCounts {
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    let lo = span.index(from)
    let hi = span.index(through)
    return DayCounts(
      calendarDays: hi - lo + 1,
      workingDays: Int(span.working[hi + 1] - span.working[lo]),
      holidays: Int(span.holidays[hi + 1] - span.holidays[lo]),
      shortenedDays: Int(span.shortened[hi + 1] - span.shortened[lo]))
  }

  /// The norm of working hours in `from...through` for a week of
  /// `weeklyHours`: (weekly hours / work-week days) per working day, minus the
  /// hours lost on shortened days. Exact for five-day weeks; otherwise
  /// rounded down to a thousandth of an hour.
  public func norm(from: Day, through: Day, weeklyHours: ExactHours) throws(ProductionError) -> ExactHours {
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    let lo = span.index(from)
    let hi = span.index(through)
    let working = Int(span.working[hi + 1] - span.working[lo])
    let daily = dailyHours(weeklyHours: weeklyHours)
    var total = ExactHours(thousandths: weeklyHours.thousandths * working / definition.workWeekDays)
    for k in span.shortenedRange(lo, hi) {
      total = total - span.shortenings[k].hoursLost(dailyHours: daily)
    }
    return total
  }

  /// The norm for a period, with counts and the 40, 36 and 24 hour norms.
  public func periodNorm(label: String, from: Day, through: Day) throws(ProductionError) -> PeriodNorm {
    PeriodNorm(
      label: label, firstDay: from, lastDay: through, counts: try counts(from: from, through: through),
      hours40: try norm(from: from, through: through, weeklyHours: 40),
      hours36: try norm(from: from, through: through, weeklyHours: 36),
      hours24: try norm(from: from, through: through, weeklyHours: 24))
  }

  /// The norms of a Gregorian year: the year, its quarters and its months.
  public func norms(year: Int) throws(ProductionError) -> YearNorms {
    try checkSupported(year)
    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var months: [PeriodNorm] = []
    for month in 1...12 {
      let first = Day(iso: year, month, 1)!
      let last = Day(iso: year, month, Gregorian.daysInMonth(year: year, month: month))!
      months.append(try periodNorm(label: "\(year)-\(pad(month))", from: first, through: last))
    }
    var quarters: [PeriodNorm] = []
    for q in 0..<4 {
      quarters.append(
        try periodNorm(
          label: "\(year)-Q\(q + 1)", from: months[q * 3].firstDay, through: months[q * 3 + 2].lastDay))
    }
    let total = try periodNorm(label: String(year), from: months[0].firstDay, through: months[11].lastDay)
    return YearNorms(year: year, total: total, quarters: quarters, months: months)
  }
}
