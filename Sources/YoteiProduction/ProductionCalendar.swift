import Synchronization
import Yotei

/// Counts of kinds of days in a range of days.
public struct DayCounts: Hashable, Sendable, Codable {
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
  /// The first and last day of the range whose status is an estimate (past
  /// the region's confirmed data, or on an estimated lunar month), or `nil`
  /// when every day counted rests on confirmed data.
  public var estimatedDays: ClosedRange<Day>? = nil
  /// Whether any day counted is an estimate, so the counts are estimates too.
  public var isEstimated: Bool { estimatedDays != nil }
}

/// A result computed from a production calendar, with the days it used that
/// are estimates.
///
/// ```swift
/// let count = try ru.workingDayCount(from: Day(iso: 2100, 1, 1)!, through: Day(iso: 2100, 1, 31)!)
/// count.value        // the number of working days
/// count.isEstimated  // true: 2100 is past the decrees
/// ```
public struct Estimated<Value: Sendable>: Sendable {
  /// The result.
  public var value: Value
  /// The first and last estimated day the result depends on, or `nil` when
  /// it rests on confirmed data only.
  public var estimatedDays: ClosedRange<Day>?
  /// Whether the result depends on any estimated day.
  public var isEstimated: Bool { estimatedDays != nil }

  /// A result and the range of estimated days it used.
  public init(value: Value, estimatedDays: ClosedRange<Day>?) {
    self.value = value
    self.estimatedDays = estimatedDays
  }
}

extension Estimated: Equatable where Value: Equatable {}
extension Estimated: Hashable where Value: Hashable {}

/// The norm of working time for one length of the working week.
public struct WeeklyNorm: Hashable, Sendable {
  /// The hours of the working week (Russia: 40, 36 or 24; Israel: 42).
  public var weeklyHours: ExactHours
  /// The norm of the period for that week.
  public var hours: ExactHours
}

/// The shortened days of a period that are shortened alike, for norms of
/// any week.
struct ShorteningTally: Hashable, Sendable {
  var shortening: Shortening
  var minimumWeeklyHours: ExactHours?
  var count: Int
}

/// The norm of working time over a period: a month, a quarter or a year.
///
/// ``norms`` gives it for each week the region's law sets
/// (``RegionDefinition/weeklyHours``: Russia 40, 36 and 24 hours, Israel 42,
/// Iran 44); ``hours(weeklyHours:)`` for any other week.
public struct PeriodNorm: Hashable, Sendable {
  /// `2025` for a year, `2025-Q1` for a quarter, `2025-01` for a month.
  public var label: String
  /// The first day of the period.
  public var firstDay: Day
  /// The last day of the period.
  public var lastDay: Day
  /// Counts of kinds of days in the period.
  public var counts: DayCounts
  /// The working days of a full week, over which the weekly hours spread.
  public var workWeekDays: Int
  /// The weeks the region's law sets on the period's last day, first the
  /// standard one.
  public var weeklyHours: [ExactHours]
  /// The shortened days, grouped by how they are shortened.
  var shortenings: [ShorteningTally]
  /// For a period across a change of the region's weeks: its parts, each in
  /// its own weeks (empty otherwise).
  var parts: [PeriodNorm] = []
  /// For a week whose days differ in length (a week pattern's,
  /// ``WeekSchedule``): the period's norm in each of its weeks, counted day
  /// by day (empty for a week of equal days).
  var scheduled: [WeeklyNorm] = []
  /// The period in each of the region's other working weeks
  /// (``RegionDefinition/weekPatterns``: Uzbekistan's six-day week), with
  /// their own days off, counts and norms; empty for a region with none.
  public var weekPatterns: [WeekPatternNorm] = []

  /// The norm for a week of `weeklyHours`: (weekly hours / work-week days)
  /// per working day, minus the hours lost on shortened days (a day whose
  /// rule exempts shorter weeks keeps its full length in them).
  public func hours(weeklyHours: ExactHours) -> ExactHours {
    if let norm = scheduled.first(where: { $0.weeklyHours == weeklyHours }) { return norm.hours }
    let daily = weeklyHours.divided(by: workWeekDays)
    var total = (weeklyHours * counts.workingDays).divided(by: workWeekDays)
    for tally in shortenings {
      if let minimum = tally.minimumWeeklyHours, weeklyHours < minimum { continue }
      total = total - tally.shortening.hoursLost(dailyHours: daily) * tally.count
    }
    return total
  }

  /// The norm for each of the region's weeks, in the order of ``weeklyHours``;
  /// across a change of weeks, the sum of each part's norm in the week it
  /// had in that place (Israel 2018: January-March in 43 hours, the rest in 42).
  public var norms: [WeeklyNorm] {
    weeklyHours.indices.map { i in
      let hours =
        parts.isEmpty
        ? hours(weeklyHours: weeklyHours[i])
        : parts.reduce(ExactHours.zero) { $0 + $1.hours(weeklyHours: $1.weeklyHours[i]) }
      return WeeklyNorm(weeklyHours: weeklyHours[i], hours: hours)
    }
  }

  /// The norm in the region's standard week, the first of its
  /// ``weeklyHours`` (Russia 40, Israel 42, Iran 44, Saudi Arabia 48;
  /// ``norms``' first): what a payroll for the region's full-time staff
  /// uses, where ``hours40`` is a 40-hour week's in any region.
  public var standardHours: ExactHours { norms.first?.hours ?? hours40 }

  /// The norm for a 40-hour week (any region; see ``norms`` for the region's own weeks,
  /// ``standardHours`` for its standard one).
  public var hours40: ExactHours { hours(weeklyHours: 40) }
  /// The norm for a 36-hour week (any region; see ``norms`` for the region's own weeks).
  public var hours36: ExactHours { hours(weeklyHours: 36) }
  /// The norm for a 24-hour week (any region; see ``norms`` for the region's own weeks).
  public var hours24: ExactHours { hours(weeklyHours: 24) }

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
  /// The first and last estimated day of the period (see
  /// ``DayCounts/estimatedDays``), or `nil` when the norm is exact.
  public var estimatedDays: ClosedRange<Day>? { counts.estimatedDays }
  /// Whether the norm depends on any estimated day.
  public var isEstimated: Bool { counts.isEstimated }
}

/// A period's norm in one of a region's other working weeks (a
/// ``WeekPattern``): its own working days and hours.
public struct WeekPatternNorm: Hashable, Sendable {
  /// The week.
  public var pattern: WeekPattern
  /// The period as that week counts it: its working days, days off and
  /// shortened days, and a norm for each of its weeks (``PeriodNorm/norms``).
  public var norm: PeriodNorm
}

/// The norms of a year: the year, its quarters and its months, in the
/// calendar the year was asked in.
public struct YearNorms: Hashable, Sendable {
  /// The year, in ``calendar``.
  public var year: Int
  /// The calendar whose year and months these are (Gregorian by default).
  public var calendar: CalendarSystem = .gregorian
  /// The whole year.
  public var total: PeriodNorm
  /// Four quarters, in order, for a year of twelve months; empty for a
  /// year of thirteen (a Hebrew leap year).
  public var quarters: [PeriodNorm]
  /// The months of the year, in order (twelve, or thirteen in a Hebrew leap
  /// year).
  public var months: [PeriodNorm]
  /// The first and last estimated day of the year, or `nil` when every
  /// norm of the year is exact.
  public var estimatedDays: ClosedRange<Day>? { total.estimatedDays }
  /// Whether any norm of the year depends on an estimated day.
  public var isEstimated: Bool { total.isEstimated }
}

/// A region's production calendar: the status of every day, counts of working
/// days and norms of working time, resolved from a ``RegionDefinition``.
///
/// Precedence, from lowest to highest: the weekend rule, holiday rules on
/// their dates with their moves, then the overlays (decrees, then user layers)
/// in order, then derived shortened days on the working days that remain.
/// When a higher layer overrides a lower one unexpectedly, it wins and the
/// conflict is listed by `conflicts(inYear:)`.
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
  private let cache = Lock<Cache>(Cache())
  /// The newest span, published for lock-free reads: the bit pattern of an
  /// unretained reference (0 before the first build). Every span ever
  /// published stays alive in ``Cache/spans`` until the calendar is freed, so
  /// a reader never sees a freed span.
  private let published = Atomic<UInt>(0)

  private struct Cache {
    var span: Span?
    var spans: [Span] = []
    /// The years of ``span``, built: they are always one run of years, and
    /// each new span's contains the last one's (an array, not a hashed
    /// collection: see the note in YearBuilder).
    var tables: [YearTable] = []
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
    self.builder = try YearBuilder(definition: definition.standardWeek)
    self.patternCalendars = Lock(Array(repeating: nil, count: definition.weekPatterns.count))
  }

  /// The calendars of the region's week patterns, made on first use.
  private let patternCalendars: Lock<[ProductionCalendar?]>

  /// The calendar of the region's week pattern `id`
  /// (``RegionDefinition/weekPatterns``): its weekend, the overlay entries
  /// meant for it or for every week, and its hours by weekday
  /// (Uzbekistan's `sixDay`: Sunday off, the six-day week's extra days off,
  /// none of the five-day week's transfers).
  ///
  /// - Throws: ``ProductionError/invalidData(_:)`` naming the region's
  ///   patterns when it has none of that id.
  public func weekPatternCalendar(_ id: String) throws(ProductionError) -> ProductionCalendar {
    guard let i = definition.weekPatterns.firstIndex(where: { $0.id == id }) else {
      let known = definition.weekPatterns.map(\.id)
      throw .invalidData(
        "region \(code) has no week pattern '\(id)'"
          + (known.isEmpty ? " (it has none)" : " (it has: \(known.joined(separator: ", ")))"))
    }
    return try patternCalendar(i)
  }

  private func patternCalendar(_ i: Int) throws(ProductionError) -> ProductionCalendar {
    if let cached = patternCalendars.withLock({ $0[i] }) { return cached }
    let calendar = try ProductionCalendar(definition.week(definition.weekPatterns[i]))
    return patternCalendars.withLock { cache in
      if let existing = cache[i] { return existing }
      cache[i] = calendar
      return calendar
    }
  }

  /// The region code.
  public var code: String { definition.code }

  /// The hours of the region's standard week now: the first of the weeks
  /// its law sets (``RegionDefinition/weeklyHours``; Russia 40, Israel 42,
  /// Iran 44).
  public var standardWeeklyHours: ExactHours { definition.weeklyHours.first ?? 40 }

  /// The hours of the region's standard week on `day`
  /// (``RegionDefinition/weeklyHours(on:)``: Israel 43 until 31 March 2018, 42 from 1 April).
  public func standardWeeklyHours(on day: Day) -> ExactHours { definition.weeklyHours(on: day).first ?? 40 }

  /// The codes of the regions Yotei ships: `RU`, `IL`, `IR`, `US`, `BY`, `JP`, `KR`, `CN`, `TW`, `SA`, `KZ`, `UZ`,
  /// and the subdivisions `RU-TA` (Tatarstan) and `RU-BA` (Bashkortostan), which add their own holidays to `RU`.
  public static let shippedCodes = [
    "RU", "IL", "IR", "US", "BY", "JP", "KR", "CN", "TW", "SA", "KZ", "UZ", "RU-TA", "RU-BA",
  ]

  /// The shipped calendars loaded so far, in the order of ``shippedCodes``
  /// (a `Mutex`, a struct: the first instance of the generic `Lock` class for
  /// a new type costs the runtime about 40 K instructions of metadata).
  private static let shippedCache = Mutex<[ProductionCalendar?]>(
    Array(repeating: nil, count: shippedCodes.count))

  /// A shipped region's calendar (one of ``shippedCodes``), shared and cached.
  public static func shipped(_ code: String) throws(ProductionError) -> ProductionCalendar {
    let key = code.uppercased()
    guard let slot = shippedCodes.firstIndex(of: key) else { throw .unknownRegion(code) }
    if let cached = shippedCache.withLock({ cache in cache[slot] }) { return cached }
    let definition: RegionDefinition
    do {
      definition = try ShippedData.region(key)
    } catch {
      throw .invalidData("shipped data for \(key) failed to load: \(error)")
    }
    let calendar = try ProductionCalendar(definition)
    return shippedCache.withLock { cache in
      if let existing = cache[slot] { return existing }
      cache[slot] = calendar
      return calendar
    }
  }

  /// The hours of a full working day for a week of `weeklyHours`.
  public func dailyHours(weeklyHours: ExactHours) -> ExactHours {
    weeklyHours.divided(by: definition.workWeekDays)
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
      let built = cache.tables
      let firstBuilt = built.first?.year ?? 0
      var tables: [YearTable] = []
      tables.reserveCapacity(high - low + 1)
      for year in low...high {
        if year - firstBuilt >= 0, year - firstBuilt < built.count {
          tables.append(built[year - firstBuilt])
        } else {
          tables.append(try builder.build(year: year))
        }
      }
      cache.tables = tables
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
    Array(try statuses(from: from, through: through))
  }

  /// The statuses of every day in `from...through`, in the cached span's own
  /// storage (no status copied): for walks over many years, such as the day
  /// table's, which read each status once.
  package func statuses(from: Day, through: Day) throws(ProductionError) -> ArraySlice<DayStatus> {
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    return span.statuses[span.index(from)...span.index(through)]
  }

  /// A year of `calendar` as the region sees it: its months and its first
  /// and last day.
  ///
  /// - Throws: ``ProductionError/unsupportedYear(region:year:supported:)``
  ///   for a Gregorian (or ISO) year outside the region's supported years,
  ///   the refusal every other query gives for it;
  ///   ``ProductionError/unsupportedCalendarYear(region:calendar:year:supported:gregorian:)``
  ///   naming the year and the calendar when a year of another calendar has
  ///   days outside them, or the calendar cannot convert it.
  public func calendarYear(_ year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError)
    -> CalendarYear
  {
    let supported = definition.supportedYears
    func refuse() -> ProductionError {
      .unsupportedCalendarYear(
        region: code, calendar: calendar.identifier, year: year,
        supported: Self.wholeYears(of: calendar, in: supported), gregorian: supported)
    }
    if calendar == .gregorian || calendar == .iso8601 {
      try checkSupported(year)
    }
    let months: [MonthInfo]
    do {
      months = try calendar.months(inYear: year)
    } catch {
      throw refuse()
    }
    guard let first = months.first, let last = months.last,
      supported.contains(first.firstDay.isoDate.year), supported.contains(last.lastDay.isoDate.year)
    else { throw refuse() }
    return CalendarYear(calendar: calendar, year: year, months: months)
  }

  /// The years of `calendar` whose every day lies in the Gregorian years
  /// `range`, or `nil`.
  static func wholeYears(of calendar: CalendarSystem, in range: ClosedRange<Int>) -> ClosedRange<Int>? {
    guard let start = Day(iso: range.lowerBound, 1, 1), let end = Day(iso: range.upperBound, 12, 31) else {
      return nil
    }
    // Days outside Day.supportedRange have no calendar date: no whole years then.
    guard let a = try? calendar.date(of: start), let b = try? calendar.date(of: end),
      let before = try? calendar.date(of: start - 1), let after = try? calendar.date(of: end + 1)
    else { return nil }
    let low = before.year == a.year ? a.year + 1 : a.year
    let high = after.year == b.year ? b.year - 1 : b.year
    return low <= high ? low...high : nil
  }

  /// The statuses of every day of a year (Gregorian unless `calendar` says
  /// otherwise: `days(inYear: 1404, calendar: .persian)`).
  public func days(inYear year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError)
    -> [DayStatus]
  {
    let span = try calendarYear(year, calendar: calendar)
    return try days(from: span.firstDay, through: span.lastDay)
  }

  /// The days off of a year other than plain weekends: public holidays and
  /// transferred days off, in order. Transferred working days are not days
  /// off; ``transferredWorkingDays(inYear:calendar:)`` lists them.
  public func holidays(inYear year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError)
    -> [DayStatus]
  {
    try days(inYear: year, calendar: calendar).filter { $0.kind == .holiday || $0.kind == .transferredDayOff }
  }

  /// The weekend days of a year that are working days (by a transfer or a
  /// decree), in order.
  public func transferredWorkingDays(inYear year: Int, calendar: CalendarSystem = .gregorian)
    throws(ProductionError) -> [DayStatus]
  {
    try days(inYear: year, calendar: calendar).filter { $0.kind == .transferredWorking }
  }

  /// The days of a year that differ from the bare weekend rule: holidays,
  /// transfers, working weekends and shortened days, in order.
  public func specialDays(inYear year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError)
    -> [DayStatus]
  {
    try days(inYear: year, calendar: calendar).filter {
      ($0.kind != .working && $0.kind != .weekend) || $0.isShortened
    }
  }

  /// The conflicts found while resolving a year's data (empty when the data
  /// agrees with itself).
  public func conflicts(inYear year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError)
    -> [ProductionConflict]
  {
    let calendarYear = try calendarYear(year, calendar: calendar)
    let span = try span(years: calendarYear.firstDay.isoDate.year...calendarYear.lastDay.isoDate.year)
    return span.conflicts.filter { calendarYear.days.contains($0.day) }
  }

  // MARK: - Working-day arithmetic

  /// The day `n` working days after `day` (before it when `n` is negative):
  /// the working day such that `|n|` working days lie between `day`
  /// (excluded) and it (included).
  ///
  /// `n == 0` is the working day on or after `day`: `day` itself when it is
  /// a working day, else the first working day after it, as a term that
  /// ends on a day off ends on the next working day (Civil Code of the
  /// Russian Federation, art. 193) and as `numpy.busday_offset` with
  /// `roll='forward'` gives it. So the answer is always a working day, and
  /// `addingWorkingDays(0, to:)` is ``workingDay(onOrAfter:)``.
  public func addingWorkingDays(_ n: Int, to day: Day) throws(ProductionError) -> Day {
    if n == 0 { return try workingDay(onOrAfter: day) }
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

  /// `day` when it is a working day, else the first working day after it:
  /// the day a deadline counted from a day off starts on (an order received
  /// on a Saturday), or a delivery date moved off a holiday.
  public func workingDay(onOrAfter day: Day) throws(ProductionError) -> Day {
    try isWorkingDay(day) ? day : nextWorkingDay(after: day)
  }

  /// `day` when it is a working day, else the last working day before it
  /// (a payment due on a holiday paid the working day before).
  public func workingDay(onOrBefore day: Day) throws(ProductionError) -> Day {
    try isWorkingDay(day) ? day : previousWorkingDay(before: day)
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
      shortenedDays: Int(span.shortened[hi + 1] - span.shortened[lo]),
      estimatedDays: span.estimatedDays(lo, hi))
  }

  /// The first and last estimated day in `from...through`, or `nil` when
  /// every day there rests on confirmed data.
  public func estimatedDays(from: Day, through: Day) throws(ProductionError) -> ClosedRange<Day>? {
    guard from <= through else { throw .invalidRange(from: from, through: through) }
    let span = try span(from: from, through: through)
    return span.estimatedDays(span.index(from), span.index(through))
  }

  /// The number of working days in `from...through` (both included), and
  /// the estimated days among them (see ``workingDays(from:through:)``).
  public func workingDayCount(from: Day, through: Day) throws(ProductionError) -> Estimated<Int> {
    let count = try workingDays(from: from, through: through)
    return Estimated(value: count, estimatedDays: try estimatedDays(from: from, through: through))
  }

  /// The day `n` working days after `day` (see ``addingWorkingDays(_:to:)``),
  /// and the estimated days between `day` and it (both included).
  public func addingWorkingDaysEstimated(_ n: Int, to day: Day) throws(ProductionError) -> Estimated<Day> {
    let result = try addingWorkingDays(n, to: day)
    let range = try estimatedDays(from: min(day, result), through: max(day, result))
    return Estimated(value: result, estimatedDays: range)
  }

  /// The norm of working hours in `from...through` for a week of
  /// `weeklyHours`: (weekly hours / work-week days) per working day, minus the
  /// hours lost on shortened days, exact for any work week (see
  /// ``ExactHours``: only the printed text is rounded, to a thousandth).
  public func norm(from: Day, through: Day, weeklyHours: ExactHours) throws(ProductionError) -> ExactHours {
    try periodNorm(label: "", from: from, through: through).hours(weeklyHours: weeklyHours)
  }

  /// The norm for a period: its counts, and its hours for each of the
  /// region's weeks (``PeriodNorm/norms``) or any other
  /// (``PeriodNorm/hours(weeklyHours:)``).
  ///
  /// A period across a change of the region's weeks (Israel's 2018) is
  /// normed part by part, each in the weeks in force in it; its
  /// ``PeriodNorm/weeklyHours`` are those of its last day.
  ///
  /// A region with other working weeks (``RegionDefinition/weekPatterns``)
  /// gives the period in each of them too (``PeriodNorm/weekPatterns``).
  public func periodNorm(label: String, from: Day, through: Day) throws(ProductionError) -> PeriodNorm {
    var whole = try singleWeekNorm(label: label, from: from, through: through)
    let changes = definition.weeklyHoursPeriods.compactMap(\.from).filter { $0 > from && $0 <= through }
    if !changes.isEmpty {
      var start = from
      for change in changes + [through + 1] {
        whole.parts.append(try singleWeekNorm(label: label, from: start, through: change - 1))
        start = change
      }
    }
    for i in definition.weekPatterns.indices {
      whole.weekPatterns.append(
        WeekPatternNorm(
          pattern: definition.weekPatterns[i],
          norm: try patternCalendar(i).periodNorm(label: label, from: from, through: through)))
    }
    return whole
  }

  /// The norm of a period in the weeks in force on its last day.
  private func singleWeekNorm(label: String, from: Day, through: Day) throws(ProductionError) -> PeriodNorm {
    let counts = try counts(from: from, through: through)
    let span = try span(from: from, through: through)
    var tallies: [ShorteningTally] = []
    for k in span.shortenedRange(span.index(from), span.index(through)) {
      let shortening = span.shortenings[k]
      let minimum = span.shorteningMinimums[k]
      if let i = tallies.firstIndex(where: { $0.shortening == shortening && $0.minimumWeeklyHours == minimum }
      ) {
        tallies[i].count += 1
      } else {
        tallies.append(ShorteningTally(shortening: shortening, minimumWeeklyHours: minimum, count: 1))
      }
    }
    var norm = PeriodNorm(
      label: label, firstDay: from, lastDay: through, counts: counts, workWeekDays: definition.workWeekDays,
      weeklyHours: definition.weeklyHours(on: through), shortenings: tallies)
    // Days of unequal length (a week pattern's): each working day at its
    // weekday's hours, less what its shortening takes from them.
    for schedule in definition.schedules {
      var total = ExactHours.zero
      for i in span.index(from)...span.index(through) {
        total = total + schedule.hours(of: span.statuses[i])
      }
      norm.scheduled.append(WeeklyNorm(weeklyHours: schedule.weeklyHours, hours: total))
    }
    return norm
  }

  /// The norms of a year: the year, its quarters and its months, in
  /// `calendar` (Gregorian by default): `norms(year: 1404, calendar: .persian)`
  /// gives Farvardin to Esfand 1404 and its four quarters. A year of thirteen
  /// months (a Hebrew leap year) has no quarters. Labels are `1404`,
  /// `1404-Q1` and `1404-01` (the month's ordinal).
  public func norms(year: Int, calendar: CalendarSystem = .gregorian) throws(ProductionError) -> YearNorms {
    let calendarYear = try calendarYear(year, calendar: calendar)
    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var months: [PeriodNorm] = []
    for info in calendarYear.months {
      months.append(
        try periodNorm(label: "\(year)-\(pad(info.ordinal))", from: info.firstDay, through: info.lastDay))
    }
    var quarters: [PeriodNorm] = []
    if months.count == 12 {
      for q in 0..<4 {
        quarters.append(
          try periodNorm(
            label: "\(year)-Q\(q + 1)", from: months[q * 3].firstDay, through: months[q * 3 + 2].lastDay))
      }
    }
    let total = try periodNorm(
      label: String(year), from: calendarYear.firstDay, through: calendarYear.lastDay)
    return YearNorms(year: year, calendar: calendar, total: total, quarters: quarters, months: months)
  }
}

/// A year of a calendar, as a production calendar sees it.
public struct CalendarYear: Hashable, Sendable {
  /// The calendar.
  public var calendar: CalendarSystem
  /// The year, in ``calendar``.
  public var year: Int
  /// The months of the year, in order.
  public var months: [MonthInfo]
  /// The first day of the year.
  public var firstDay: Day { months[0].firstDay }
  /// The last day of the year.
  public var lastDay: Day { months[months.count - 1].lastDay }
  /// Every day of the year.
  public var days: ClosedRange<Day> { firstDay...lastDay }
}
