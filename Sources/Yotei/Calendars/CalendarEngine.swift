import CYoteiICU
import Synchronization

/// One month of one year, as the engine's tables keep it.
struct MonthEntry: Sendable, Hashable {
  var code: MonthCode
  var firstDay: Int
  var length: Int
  var era: Int
  var yearOfEra: Int
  /// The first day of a new era inside this month (Japanese: Heisei began on
  /// 8 January 1989), with the era and year of era from that day on.
  var eraChange: (day: Int, era: Int, yearOfEra: Int)?

  static func == (a: MonthEntry, b: MonthEntry) -> Bool {
    a.code == b.code && a.firstDay == b.firstDay && a.length == b.length && a.era == b.era
      && a.yearOfEra == b.yearOfEra && a.eraChange?.day == b.eraChange?.day
  }
  func hash(into h: inout Hasher) { h.combine(firstDay) }

  func era(of jdn: Int) -> (era: Int, yearOfEra: Int) {
    if let change = eraChange, jdn >= change.day { return (change.era, change.yearOfEra) }
    return (era, yearOfEra)
  }
}

/// All months of one year, in order.
struct YearTable: Sendable {
  /// ICU's extended year.
  var extendedYear: Int
  var months: [MonthEntry]
  var firstDay: Int { months[0].firstDay }
  var endDay: Int { months[months.count - 1].firstDay + months[months.count - 1].length }

  func monthIndex(containing jdn: Int) -> Int {
    var i = months.count - 1
    while i > 0 && months[i].firstDay > jdn { i -= 1 }
    return i
  }
}

/// The ICU-backed engine behind a ``CalendarSystem``.
///
/// ICU is asked once per month to build per-year tables; after that every
/// conversion is arithmetic on the tables. Years around the present (ISO
/// 1700-2300) are built when the engine is first used and never change, so
/// reading them takes no lock. Other years are built on demand into a bounded,
/// locked cache. The ICU calendar handle is used only under the lock.
final class CalendarEngine: Sendable {
  let system: CalendarSystem
  private let window: [YearTable]
  private let windowFirstYear: Int
  private let windowFirstDay: Int
  private let windowEndDay: Int
  private let averageYearLength: Double
  /// Every month of the window in one flat, immortal buffer: `date(of:)` finds
  /// a day's month in O(1) and copies no table (no retain, no release).
  nonisolated(unsafe) let flatMonths: UnsafeBufferPointer<FlatMonth>
  /// Months per day over the window, for the first estimate of a month index.
  private let monthsPerDay: Double
  /// The range of extended years with at least one day inside ``Day/supportedRange``.
  let extendedYearRange: ClosedRange<Int>

  private struct State: ~Copyable {
    var icu: OpaquePointer
    var cache: [Int: Result<YearTable, CalendarError>] = [:]
  }
  private let state: Mutex<State>
  private static let cacheLimit = 4096

  init(_ system: CalendarSystem) {
    self.system = system
    var status: Int32 = 0
    let handle = yotei_cal_open("en@calendar=\(system.icuType)", &status)
    guard let handle else {
      fatalError("ICU could not open the \(system.icuType) calendar: \(ICU.errorName(status))")
    }
    let icu = handle
    // ICU computes Chinese months astronomically (milliseconds a year), so
    // those calendars keep a narrower window; other years go to the cache.
    let (lowISO, highISO) =
      switch system {
      case .chinese, .islamicUmalqura: (1900, 2100)
      // Dangi: the years of its baked table (KASI), so that building the window asks nothing else.
      case .dangi: (1900, 2050)
      default: (1700, 2300)
      }
    let lowYear = Self.extendedYear(icu, system: system, of: Day(iso: lowISO, 1, 1)!.julianDayNumber)
    let highYear = Self.extendedYear(icu, system: system, of: Day(iso: highISO, 1, 1)!.julianDayNumber)
    var tables: [YearTable] = []
    tables.reserveCapacity(highYear - lowYear + 1)
    for year in lowYear...highYear { tables.append(Self.validYear(icu, system: system, extendedYear: year)) }
    window = tables
    windowFirstYear = lowYear
    windowFirstDay = tables[0].firstDay
    windowEndDay = tables[tables.count - 1].endDay
    averageYearLength = Double(windowEndDay - windowFirstDay) / Double(tables.count)
    var flat: [FlatMonth] = []
    for t in tables {
      for (i, m) in t.months.enumerated() {
        flat.append(
          FlatMonth(
            entry: m, ordinal: i + 1, extendedYear: t.extendedYear, monthsInYear: t.months.count,
            daysInYear: t.endDay - t.firstDay))
      }
    }
    let storage = UnsafeMutableBufferPointer<FlatMonth>.allocate(capacity: flat.count)
    _ = storage.initialize(from: flat)
    flatMonths = UnsafeBufferPointer(storage)
    monthsPerDay = Double(flat.count) / Double(windowEndDay - windowFirstDay)
    // The first and last years with a supported day: the partial years at both
    // ends are in, so that every date `date(of:)` gives can be built again.
    let minYear = Self.extendedYear(icu, system: system, of: Day.minimum.julianDayNumber)
    let maxYear = Self.extendedYear(icu, system: system, of: Day.maximum.julianDayNumber)
    extendedYearRange = minYear...maxYear
    state = Mutex(State(icu: icu))
  }

  deinit {
    flatMonths.deallocate()
    state.withLock { yotei_cal_close($0.icu) }
  }

  // MARK: ICU calls (callers hold the lock or own the handle)

  private static func fields(_ icu: OpaquePointer, _ jdn: Int) -> YoteiDayFields {
    var f = YoteiDayFields()
    _ = yotei_cal_fields(icu, Int32(jdn), &f)
    return f
  }

  private static func extendedYear(_ icu: OpaquePointer, of jdn: Int) -> Int {
    Int(fields(icu, jdn).extendedYear)
  }

  private static func extendedYear(_ icu: OpaquePointer, system: CalendarSystem, of jdn: Int) -> Int {
    switch system {
    case .hebrew: HebrewArithmetic.year(containing: jdn)
    case .gregorian, .iso8601: ISOArithmetic.date(julianDayNumber: jdn).year
    case .chinese, .dangi:
      LunisolarTables.relatedYear(system, containing: jdn) + LunisolarTables.epochOffset(system)
    default: extendedYear(icu, of: jdn)
    }
  }

  /// The proleptic Gregorian year from Yotei's own arithmetic: asking ICU for
  /// 7,200 months at start-up cost a short-lived process most of its time.
  /// Eras as ICU numbers them: 1 (AD) from year 1, 0 (BC) before, counting back.
  private static func gregorianTable(_ year: Int) -> YearTable {
    var months: [MonthEntry] = []
    months.reserveCapacity(12)
    let era = year >= 1 ? 1 : 0
    let yearOfEra = year >= 1 ? year : 1 - year
    for month in 1...12 {
      months.append(
        MonthEntry(
          code: MonthCode(number: month)!,
          firstDay: ISOArithmetic.julianDayNumber(year: year, month: month, day: 1),
          length: ISOArithmetic.daysInMonth(year: year, month: month), era: era, yearOfEra: yearOfEra,
          eraChange: nil))
    }
    return YearTable(extendedYear: year, months: months)
  }

  static func monthCode(_ system: CalendarSystem, slot: Int32, isLeap: Bool) -> MonthCode {
    switch system {
    case .hebrew:
      // ICU's Hebrew slots run 0...12 with slot 5 = Adar I, skipped in common years.
      if slot == 5 { return MonthCode(number: 5, isLeap: true)! }
      return MonthCode(number: Int(slot) < 5 ? Int(slot) + 1 : Int(slot))!
    default:
      return MonthCode(number: Int(slot) + 1, isLeap: isLeap)!
    }
  }

  private static func buildYear(_ icu: OpaquePointer, system: CalendarSystem, extendedYear: Int)
    -> YearTable
  {
    switch system {
    case .hebrew: return HebrewArithmetic.table(extendedYear)
    case .gregorian, .iso8601: return gregorianTable(extendedYear)
    case .chinese, .dangi:
      return LunisolarTables.table(system, relatedYear: extendedYear - LunisolarTables.epochOffset(system))
    default: break
    }
    var start: Int32 = 0
    _ = yotei_cal_year_start(icu, Int32(extendedYear), &start)
    var day = Int(start)
    var f = fields(icu, day)
    // If ICU's year start lands in the previous year, walk to the first month of this one.
    var steps = 0
    while Int(f.extendedYear) < extendedYear && steps < 14 {
      day += Int(f.monthLength) - Int(f.dayOfMonth) + 1
      f = fields(icu, day)
      steps += 1
    }
    // A lenient ICU may land a day off the month start; walk back to day 1.
    if f.dayOfMonth != 1 {
      day -= Int(f.dayOfMonth) - 1
      f = fields(icu, day)
    }
    var months: [MonthEntry] = []
    while Int(f.extendedYear) == extendedYear && months.count < 14 {
      let length = Int(f.monthLength)
      let next = fields(icu, day + length)
      var entry = MonthEntry(
        code: monthCode(system, slot: f.month, isLeap: f.isLeapMonth != 0), firstDay: day,
        length: length, era: Int(f.era), yearOfEra: Int(f.year), eraChange: nil)
      if next.era != f.era {
        // Find the first day of the new era inside this month, if it is here.
        var lo = day + 1
        var hi = day + length  // the first day known to be in the new era
        while lo < hi {
          let mid = (lo + hi) / 2
          if fields(icu, mid).era == next.era { hi = mid } else { lo = mid + 1 }
        }
        if hi < day + length {
          let g = fields(icu, hi)
          entry.eraChange = (hi, Int(g.era), Int(g.year))
        }
      }
      months.append(entry)
      day += length
      f = next
    }
    return YearTable(extendedYear: extendedYear, months: months)
  }

  // MARK: Tables

  /// The table of an extended year, or the error that refused it.
  func checkedYear(_ extendedYear: Int) throws(CalendarError) -> YearTable {
    let index = extendedYear - windowFirstYear
    if index >= 0 && index < window.count { return window[index] }
    return try state.withLock { s in
      if let t = s.cache[extendedYear] { return t }
      let t = Result { () throws(CalendarError) in
        try Self.buildYear(s.icu, system: system, extendedYear: extendedYear).validated(system)
      }
      if s.cache.count >= Self.cacheLimit { s.cache.removeAll(keepingCapacity: true) }
      s.cache[extendedYear] = t
      return t
    }.get()
  }

  /// The table of an extended year.
  ///
  /// - Precondition: the year's table is valid (see ``YearTable/validated(_:)``);
  ///   throwing callers use ``checkedYear(_:)``.
  func year(_ extendedYear: Int) -> YearTable {
    do { return try checkedYear(extendedYear) } catch { fatalError(error.message) }
  }

  /// A built table that passes ``YearTable/validated(_:)``; a failure here is a
  /// defect in Yotei's data or in ICU, reported with what was wrong.
  private static func validYear(_ icu: OpaquePointer, system: CalendarSystem, extendedYear: Int) -> YearTable
  {
    do { return try buildYear(icu, system: system, extendedYear: extendedYear).validated(system) } catch {
      fatalError(error.message)
    }
  }

  /// ICU's own reading of a day: (extended year, month code, day of month).
  /// It differs from Yotei's only where Yotei computes the calendar itself.
  func icuDate(of jdn: Int) -> (extendedYear: Int, monthCode: MonthCode, day: Int) {
    let f = state.withLock { s in Self.fields(s.icu, jdn) }
    return (
      Int(f.extendedYear), Self.monthCode(system, slot: f.month, isLeap: f.isLeapMonth != 0),
      Int(f.dayOfMonth)
    )
  }

  /// The table of the year containing `jdn`.
  ///
  /// - Precondition: the year's table is valid; throwing callers use
  ///   ``checkedYear(containing:)``.
  func year(containing jdn: Int) -> YearTable {
    do { return try checkedYear(containing: jdn) } catch { fatalError(error.message) }
  }

  /// The table of the year containing `jdn`, or the error that refused it.
  func checkedYear(containing jdn: Int) throws(CalendarError) -> YearTable {
    if jdn >= windowFirstDay && jdn < windowEndDay {
      var i = Int(Double(jdn - windowFirstDay) / averageYearLength)
      if i >= window.count { i = window.count - 1 }
      while window[i].firstDay > jdn { i -= 1 }
      while window[i].endDay <= jdn { i += 1 }
      return window[i]
    }
    var ext = state.withLock { s in Self.extendedYear(s.icu, system: system, of: jdn) }
    // Trust the tables over a single ICU reading: step to the year whose
    // months actually hold the day.
    for _ in 0..<4 {
      let table = try checkedYear(ext)
      if jdn < table.firstDay {
        ext -= 1
      } else if jdn >= table.endDay {
        ext += 1
      } else {
        return table
      }
    }
    throw CalendarError(
      kind: .outOfSupportedRange, field: "day", value: String(jdn), allowed: "a day inside one year's months",
      message:
        "no \(system.rawValue) year table holds JDN \(jdn) (ICU's year \(ext) and its neighbours do not)")
  }
}

/// One month of the window with what a ``CalendarDate`` needs of its year.
struct FlatMonth: Sendable {
  var entry: MonthEntry
  var ordinal: Int
  var extendedYear: Int
  var monthsInYear: Int
  var daysInYear: Int
}

extension CalendarEngine {
  /// The date of `jdn` if it lies in the window: one estimate from the mean
  /// month length, corrected by a step or two, and no table copied.
  @inline(__always)
  func windowDate(_ jdn: Int, calendar: CalendarSystem) -> CalendarDate? {
    guard jdn >= windowFirstDay && jdn < windowEndDay else { return nil }
    let b = flatMonths
    var k = Int(Double(jdn - windowFirstDay) * monthsPerDay)
    if k >= b.count { k = b.count - 1 }
    while b[k].entry.firstDay > jdn { k -= 1 }
    while k + 1 < b.count && b[k + 1].entry.firstDay <= jdn { k += 1 }
    let f = b[k]
    let (era, yoe) = f.entry.era(of: jdn)
    return CalendarDate(
      calendar: calendar, era: era, yearOfEra: yoe, year: f.extendedYear + calendar.yearOffset,
      month: f.ordinal, monthCode: f.entry.code, day: jdn - f.entry.firstDay + 1,
      dayNumber: Day(julianDayNumber: jdn), monthsInYear: f.monthsInYear, daysInMonth: f.entry.length,
      daysInYear: f.daysInYear)
  }
}

extension CalendarEngine {
  private static let engines: [CalendarEngineBox] = CalendarSystem.allCases.map { CalendarEngineBox($0) }

  /// The boxes again, immortal and unretained, for the hot paths.
  private nonisolated(unsafe) static let boxes: UnsafeBufferPointer<Unmanaged<CalendarEngineBox>> = {
    let b = UnsafeMutableBufferPointer<Unmanaged<CalendarEngineBox>>.allocate(capacity: engines.count)
    for (i, box) in engines.enumerated() { b[i] = Unmanaged.passRetained(box) }
    return UnsafeBufferPointer(b)
  }()

  /// Runs `body` with a calendar's engine, retaining nothing.
  @inline(__always)
  static func withEngine<R>(_ system: CalendarSystem, _ body: (CalendarEngine) -> R) -> R {
    boxes[system.index]._withUnsafeGuaranteedRef { $0.withEngine(body) }
  }

  /// The engine for a calendar, created on first use.
  static func shared(for system: CalendarSystem) -> CalendarEngine {
    engines[system.index].engine
  }
}

/// Creates an engine on first use, once, without holding other engines back.
final class CalendarEngineBox: Sendable {
  private let system: CalendarSystem
  private let storage = Mutex<CalendarEngine?>(nil)
  private let ready = Atomic<Bool>(false)
  private nonisolated(unsafe) var cached: CalendarEngine?
  private nonisolated(unsafe) var cachedUnmanaged: Unmanaged<CalendarEngine>?

  init(_ system: CalendarSystem) { self.system = system }

  /// Runs `body` with the engine, without retaining it once it exists (the
  /// engine lives as long as the process: `cached` holds it).
  @inline(__always)
  func withEngine<R>(_ body: (CalendarEngine) -> R) -> R {
    if ready.load(ordering: .acquiring), let e = cachedUnmanaged { return e._withUnsafeGuaranteedRef(body) }
    return body(engine)
  }

  var engine: CalendarEngine {
    if ready.load(ordering: .acquiring) { return cached! }
    return storage.withLock { slot in
      if let e = slot { return e }
      let e = CalendarEngine(system)
      slot = e
      cached = e
      cachedUnmanaged = Unmanaged.passUnretained(e)
      ready.store(true, ordering: .releasing)
      return e
    }
  }
}
