internal import CYoteiICU
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// More than one era begins inside this month (Japanese, August 1387): the
  /// era of each day is then looked up in the era table.
  var moreEraChanges = false

  static func == (a: MonthEntry, b: MonthEntry) -> Bool {
    a.code == b.code && a.firstDay == b.firstDay && a.length == b.length && a.era == b.era
      && a.yearOfEra == b.yearOfEra && a.eraChange?.day == b.eraChange?.day
  }
  func hash(into h: inout Hasher) { h.combine(firstDay) }

  func era(of jdn: Int) -> (era: Int, yearOfEra: Int) {
    if moreEraChanges {
      return JapaneseEras.era(of: jdn, isoYear: ISOArithmetic.date(julianDayNumber: jdn).year)
    }
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

/// The engine behind a ``CalendarSystem``: per-year tables, built lazily.
///
/// A year's table comes from the calendar's year table source
/// (``OwnCalendars/table(_:extendedYear:)``: Yotei's own arithmetic or a baked
/// table) or, for the astronomical calendars, from ICU, once per month. Nothing
/// is built before it is asked for, so the first answer costs one year.
///
/// Every year that touches ``Day/supportedRange`` has a slot in one flat,
/// immortal array of pointers. A built year is published into its slot once,
/// with release ordering, and never changes or goes away, so readers take no
/// lock and retain nothing: `date(of:)` guesses the year from the mean year
/// length, corrects it by a step at most, and finds the month in the year's
/// flat month array. Building takes the engine's lock, which also guards the
/// ICU calendar handle (opened only when a table or a check needs ICU).
final class CalendarEngine: Sendable {
  let system: CalendarSystem
  /// About the first day of extended year 1, and the mean year length: enough
  /// to guess the year of a day to within one.
  private let epoch: Int
  /// Years and months per day as 32.32 fixed point (2^32 / mean length): the
  /// guesses take an integer multiply and a shift, no conversion or range
  /// check from floating point.
  private let yearsPerDay: Int
  private let monthsPerDay: Int
  /// The extended year of `slots[0]`, and how many slots there are.
  private let slotBase: Int
  private let slotCount: Int
  nonisolated(unsafe) private let slots: UnsafeMutablePointer<UnsafeRawPointer?>
  /// Whether `slots` is an anonymous mapping of `slotBytes` (else calloc's).
  private let slotsMapped: Bool
  private var slotBytes: Int { slotCount * MemoryLayout<UnsafeRawPointer?>.stride }
  /// ``extendedYearRange``, computed on first use (`Int.min` until then).
  private let rangeLow = Atomic<Int>(Int.min)
  private let rangeHigh = Atomic<Int>(Int.min)

  private struct State: ~Copyable {
    var icu: OpaquePointer?
    /// Years outside the slots (never a supported day; kept for safety), and
    /// years whose table failed validation, with the error.
    var cache: [Int: Result<YearTable, CalendarError>] = [:]
  }
  private let state = Lock(State(icu: nil))
  private static let cacheLimit = 4096

  init(_ system: CalendarSystem) {
    self.system = system
    let (epoch, meanYear, meanMonth) = system.yearEstimate
    self.epoch = Int(epoch)
    yearsPerDay = Int((4_294_967_296 / meanYear).rounded())
    monthsPerDay = Int((4_294_967_296 / meanMonth).rounded())
    let low = Int(((Double(Day.minimum.julianDayNumber) - epoch) / meanYear).rounded(.down)) + 1 - 3
    let high = Int(((Double(Day.maximum.julianDayNumber) - epoch) / meanYear).rounded(.down)) + 1 + 3
    slotBase = low
    slotCount = high - low + 1
    // Anonymous pages: zero, and each one mapped only when a year in it is
    // written. (calloc of this size, under glibc's 128 KB mmap threshold,
    // clears every page itself: 30 page faults per calendar on first use.)
    let slotBytes = slotCount * MemoryLayout<UnsafeRawPointer?>.stride
    let mapped = mmap(nil, slotBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    slotsMapped = mapped != nil && mapped != UnsafeMutableRawPointer(bitPattern: -1)
    let memory = slotsMapped ? mapped! : calloc(slotCount, MemoryLayout<UnsafeRawPointer?>.stride)!
    if slotsMapped { yotei_register_root_region(memory, slotBytes) }
    slots = memory.bindMemory(to: UnsafeRawPointer?.self, capacity: slotCount)
  }

  deinit {
    // Engines live as long as the process; this runs only for test engines.
    for i in 0..<slotCount {
      guard let p = slots[i] else { continue }
      let record = p.assumingMemoryBound(to: YearRecord.self)
      record.pointee.table.release()
      UnsafeMutableRawPointer(mutating: UnsafeRawPointer(record.pointee.months.baseAddress!)).deallocate()
      UnsafeMutableRawPointer(mutating: p).deallocate()
    }
    if slotsMapped {
      yotei_unregister_root_region(slots, slotBytes)
      munmap(slots, slotBytes)
    } else {
      free(slots)
    }
    state.withLock { if let icu = $0.icu { yotei_cal_close(icu) } }
  }

  // MARK: ICU (callers hold the lock)

  private static func icuHandle(_ s: inout State, _ system: CalendarSystem) -> OpaquePointer {
    if let icu = s.icu { return icu }
    var status: Int32 = 0
    guard let handle = yotei_cal_open("en@calendar=\(system.icuType)", &status) else {
      fatalError("ICU could not open the \(system.icuType) calendar: \(ICU.errorName(status))")
    }
    s.icu = handle
    return handle
  }

  private static func fields(_ icu: OpaquePointer, _ jdn: Int, withMonthLength: Bool = true) -> YoteiDayFields
  {
    var f = YoteiDayFields()
    _ = withMonthLength ? yotei_cal_fields(icu, Int32(jdn), &f) : yotei_cal_date_fields(icu, Int32(jdn), &f)
    return f
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

  /// A year's table as ICU computes it, month by month.
  private static func icuTable(_ icu: OpaquePointer, system: CalendarSystem, extendedYear: Int) -> YearTable {
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

  /// A year's table from the calendar's source: own arithmetic or a baked
  /// table where there is one, ICU otherwise; refused if it fails
  /// ``YearTable/validated(_:)``. (Chinese and Dangi never reach ICU, whose
  /// two calendars share one cache of new years and solstices, ICU-9972.)
  private static func makeTable(_ s: inout State, system: CalendarSystem, extendedYear: Int)
    throws(CalendarError) -> YearTable
  {
    let table =
      OwnCalendars.table(system, extendedYear: extendedYear)
      ?? icuTable(icuHandle(&s, system), system: system, extendedYear: extendedYear)
    return try table.validated(system)
  }

  // MARK: Year records

  /// A built year, immortal and immutable once published.
  struct YearRecord {
    let firstDay: Int
    let endDay: Int
    let extendedYear: Int
    let months: UnsafeBufferPointer<MonthEntry>
    let table: Unmanaged<YearTableBox>
  }

  /// The record of an extended year, built on first use; `nil` outside the slots.
  @inline(__always)
  private func record(_ extendedYear: Int) -> UnsafePointer<YearRecord>? {
    let i = extendedYear &- slotBase
    guard i >= 0 && i < slotCount else { return nil }
    if let p = yotei_slot_load(slots + i) { return p.assumingMemoryBound(to: YearRecord.self) }
    return build(extendedYear, slot: i)
  }

  @inline(never)
  private func build(_ extendedYear: Int, slot i: Int) -> UnsafePointer<YearRecord>? {
    let system = self.system
    // The record's address crosses the lock as a number: pointers are not Sendable.
    let address = state.withLock { s -> UInt in
      let slot = self.slots + i
      if let p = yotei_slot_load(slot) { return UInt(bitPattern: p) }
      // A table that fails validation gets no record: the slow path reports it.
      guard let table = try? Self.makeTable(&s, system: system, extendedYear: extendedYear) else { return 0 }
      let months = UnsafeMutableBufferPointer<MonthEntry>.allocate(capacity: table.months.count)
      _ = months.initialize(from: table.months)
      let record = UnsafeMutablePointer<YearRecord>.allocate(capacity: 1)
      record.initialize(
        to: YearRecord(
          firstDay: table.firstDay, endDay: table.endDay, extendedYear: extendedYear,
          months: UnsafeBufferPointer(months), table: Unmanaged.passRetained(YearTableBox(table))))
      yotei_slot_store(slot, UnsafeRawPointer(record))
      return UInt(bitPattern: record)
    }
    return UnsafePointer(bitPattern: address)
  }

  /// The first guess of the extended year containing `jdn`.
  @inline(__always)
  private func estimatedYear(_ jdn: Int) -> Int {
    // Wrapping operators: every supported day is far from overflowing, and
    // the caller checks the guess against the year's days anyway.
    ((jdn &- epoch) &* yearsPerDay) >> 32 &+ 1
  }

  /// The record of the year containing `jdn`, or `nil` outside the slots.
  @inline(__always)
  private func record(containing jdn: Int) -> UnsafePointer<YearRecord>? {
    var year = estimatedYear(jdn)
    guard var r = record(year) else { return nil }
    var steps = 0
    while r.pointee.firstDay > jdn {
      year -= 1
      steps += 1
      guard steps < 8, let p = record(year) else { return nil }
      r = p
    }
    while r.pointee.endDay <= jdn {
      year += 1
      steps += 1
      guard steps < 8, let p = record(year) else { return nil }
      r = p
    }
    // A year table with a gap after it (ICU's Chinese calendar can produce
    // one) leaves the day in no year: let the slow path decide.
    guard r.pointee.firstDay <= jdn else { return nil }
    return r
  }

  // MARK: Tables

  /// The table of an extended year, or the error that refused it.
  func checkedYear(_ extendedYear: Int) throws(CalendarError) -> YearTable {
    if let r = record(extendedYear) { return r.pointee.table.takeUnretainedValue().table }
    let system = self.system
    return try state.withLock { s in
      if let t = s.cache[extendedYear] { return t }
      let t = Result { () throws(CalendarError) in
        try Self.makeTable(&s, system: system, extendedYear: extendedYear)
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

  /// The table of the year containing `jdn`.
  ///
  /// - Precondition: the year's table is valid; throwing callers use
  ///   ``checkedYear(containing:)``.
  func year(containing jdn: Int) -> YearTable {
    do { return try checkedYear(containing: jdn) } catch { fatalError(error.message) }
  }

  /// The table of the year containing `jdn`, or the error that refused it.
  func checkedYear(containing jdn: Int) throws(CalendarError) -> YearTable {
    if let r = record(containing: jdn) { return r.pointee.table.takeUnretainedValue().table }
    var ext = estimatedYear(jdn)
    for _ in 0..<8 {
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
      message: "no \(system.rawValue) year table holds JDN \(jdn) (year \(ext) and its neighbours do not)")
  }

  /// The range of extended years with at least one day inside
  /// ``Day/supportedRange``: the partial first and last years are in, so that
  /// every date `date(of:)` gives can be built again (issue #16).
  var extendedYearRange: ClosedRange<Int> {
    let low = rangeLow.load(ordering: .acquiring)
    if low != Int.min { return low...rangeHigh.load(ordering: .relaxed) }
    let range: ClosedRange<Int>
    switch system {
    case .chinese, .dangi:
      // A lunar year begins between 20 January and 21 February of its related
      // ISO year, so the days of 24 November -4713 and 31 December 9999 lie in
      // the lunar years -4713 and 9999: no astronomy needed for the edges.
      let first = ISOArithmetic.date(julianDayNumber: Day.minimum.julianDayNumber).year
      let last = ISOArithmetic.date(julianDayNumber: Day.maximum.julianDayNumber).year
      range = (first - system.yearOffset)...(last - system.yearOffset)
    default:
      range =
        year(containing: Day.minimum.julianDayNumber)
        .extendedYear...year(containing: Day.maximum.julianDayNumber)
        .extendedYear
    }
    rangeHigh.store(range.upperBound, ordering: .relaxed)
    rangeLow.store(range.lowerBound, ordering: .releasing)
    return range
  }

  /// ICU's own reading of a day: (extended year, month code, day of month).
  /// It differs from Yotei's only where Yotei computes the calendar itself.
  func icuDate(of jdn: Int) -> (extendedYear: Int, monthCode: MonthCode, day: Int) {
    let system = self.system
    let f = state.withLock { s in Self.fields(Self.icuHandle(&s, system), jdn, withMonthLength: false) }
    return (
      Int(f.extendedYear), Self.monthCode(system, slot: f.month, isLeap: f.isLeapMonth != 0),
      Int(f.dayOfMonth)
    )
  }

  /// ICU's reading of a day, every field, for the tests that hold Yotei's
  /// own arithmetic to ICU.
  func icuFields(of jdn: Int) -> (
    era: Int, yearOfEra: Int, extendedYear: Int, monthCode: MonthCode, day: Int, monthLength: Int
  ) {
    let system = self.system
    let f = state.withLock { s in Self.fields(Self.icuHandle(&s, system), jdn) }
    return (
      Int(f.era), Int(f.year), Int(f.extendedYear),
      Self.monthCode(system, slot: f.month, isLeap: f.isLeapMonth != 0), Int(f.dayOfMonth), Int(f.monthLength)
    )
  }

  /// ICU's table of a year, whatever the calendar's own source: for the tests
  /// that check Yotei's arithmetic and baked tables against ICU.
  func icuYear(_ extendedYear: Int) -> YearTable {
    let system = self.system
    return state.withLock { s in
      Self.icuTable(Self.icuHandle(&s, system), system: system, extendedYear: extendedYear)
    }
  }
}

/// A year table on the heap, so a record can hand it out without copying its months.
final class YearTableBox: Sendable {
  let table: YearTable
  init(_ table: YearTable) { self.table = table }
}

extension CalendarEngine {
  /// The date of `jdn` from the lock-free records: one estimate of the year
  /// and of the month, corrected by a step or two, and no table copied.
  @inline(__always)
  func fastDate(_ jdn: Int, calendar: CalendarSystem) -> CalendarDate? {
    guard let r = record(containing: jdn) else { return nil }
    let months = r.pointee.months
    let count = months.count
    var k = ((jdn &- r.pointee.firstDay) &* monthsPerDay) >> 32
    if k >= count { k = count - 1 }
    while k > 0 && months[k].firstDay > jdn { k -= 1 }
    while k + 1 < count && months[k + 1].firstDay <= jdn { k += 1 }
    let m = months[k]
    let (era, yoe) = m.era(of: jdn)
    return CalendarDate(
      calendar: calendar, era: era, yearOfEra: yoe, year: r.pointee.extendedYear + calendar.yearOffset,
      month: k + 1, monthCode: m.code, day: jdn - m.firstDay + 1, dayNumber: Day(julianDayNumber: jdn),
      monthsInYear: count, daysInMonth: m.length, daysInYear: r.pointee.endDay - r.pointee.firstDay)
  }
}

extension CalendarSystem {
  /// About the first day (JDN) of extended year 1, the mean year and the mean
  /// month in days: the engine's first guesses, which it then corrects.
  var yearEstimate: (epoch: Double, meanYear: Double, meanMonth: Double) {
    switch self {
    case .gregorian, .iso8601, .buddhist, .japanese, .roc: (1_721_426, 365.2425, 30.44)
    case .persian: (1_948_320, 365.2424, 30.44)
    case .hebrew: (347_998, 365.2468, 29.53)
    case .islamic, .islamicCivil, .islamicUmalqura: (1_948_440, 354.3667, 29.53)
    case .islamicTbla: (1_948_439, 354.3667, 29.53)
    case .coptic: (1_825_030, 365.25, 30)
    case .ethiopic, .ethioaa: (1_724_221, 365.25, 30)
    case .indian: (1_749_995, 365.2425, 30.44)
    // The lunar new year is near 5 February of the related ISO year.
    case .chinese: (Double(ISOArithmetic.julianDayNumber(year: -2636, month: 2, day: 5)), 365.2422, 29.53)
    case .dangi: (Double(ISOArithmetic.julianDayNumber(year: -2332, month: 2, day: 5)), 365.2422, 29.53)
    }
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
  private let storage = Lock<CalendarEngine?>(nil)
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
