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
      return JapaneseEras.era(of: jdn)
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
  /// What the lock-free readers need, in one block that outlives every
  /// reader: a shared engine publishes it in `yotei_engine_hot`, so that
  /// `date(of:)` reaches the year records with plain loads (no class, no
  /// retain, no lazy global).
  struct Hot {
    /// About the first day of extended year 1: with `yearsPerDay`, enough to
    /// guess the year of a day to within one.
    let epoch: Int
    /// Years and months per day as 32.32 fixed point (2^32 / mean length):
    /// the guesses take an integer multiply and a shift, no conversion or
    /// range check from floating point.
    let yearsPerDay: Int
    let monthsPerDay: Int
    /// The extended year of `slots[0]`, and how many slots there are.
    let slotBase: Int
    let slotCount: Int
    let slots: UnsafeMutablePointer<UnsafeRawPointer?>

    /// The first guess of the extended year containing `jdn`.
    @inline(__always)
    func estimatedYear(_ jdn: Int) -> Int {
      // Wrapping operators: every supported day is far from overflowing, and
      // the caller checks the guess against the year's days anyway.
      ((jdn &- epoch) &* yearsPerDay) >> 32 &+ 1
    }

    /// The published record of an extended year, if it has been built.
    @inline(__always)
    func published(_ extendedYear: Int) -> UnsafePointer<YearRecord>? {
      let i = extendedYear &- slotBase
      guard i >= 0 && i < slotCount, let p = yotei_slot_load(slots + i) else { return nil }
      return p.assumingMemoryBound(to: YearRecord.self)
    }

    /// The published record of the year containing `jdn`: the guess, or
    /// the year before or after it; `nil` when none of them is built yet.
    @inline(__always)
    func publishedYear(containing jdn: Int) -> UnsafePointer<YearRecord>? {
      let year = estimatedYear(jdn)
      guard let r = published(year) else { return nil }
      if jdn < r.pointee.firstDay {
        guard let p = published(year &- 1), jdn >= p.pointee.firstDay else { return nil }
        return p
      }
      if jdn >= r.pointee.endDay {
        guard let p = published(year &+ 1), jdn < p.pointee.endDay, jdn >= p.pointee.firstDay else {
          return nil
        }
        return p
      }
      return r
    }
  }
  nonisolated(unsafe) let hot: UnsafeMutablePointer<Hot>
  private var epoch: Int { hot.pointee.epoch }
  private var slotBase: Int { hot.pointee.slotBase }
  private var slotCount: Int { hot.pointee.slotCount }
  private var slots: UnsafeMutablePointer<UnsafeRawPointer?> { hot.pointee.slots }
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
    let low = Int(((Double(Day.minimum.julianDayNumber) - epoch) / meanYear).rounded(.down)) + 1 - 3
    let high = Int(((Double(Day.maximum.julianDayNumber) - epoch) / meanYear).rounded(.down)) + 1 + 3
    let slotCount = high - low + 1
    // Anonymous pages: zero, and each one mapped only when a year in it is
    // written. (calloc of this size, under glibc's 128 KB mmap threshold,
    // clears every page itself: 30 page faults per calendar on first use.)
    let slotBytes = slotCount * MemoryLayout<UnsafeRawPointer?>.stride
    let mapped = mmap(nil, slotBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    slotsMapped = mapped != nil && mapped != UnsafeMutableRawPointer(bitPattern: -1)
    let memory = slotsMapped ? mapped! : calloc(slotCount, MemoryLayout<UnsafeRawPointer?>.stride)!
    if slotsMapped { yotei_register_root_region(memory, slotBytes) }
    hot = UnsafeMutablePointer<Hot>.allocate(capacity: 1)
    hot.initialize(
      to: Hot(
        epoch: Int(epoch), yearsPerDay: Int((4_294_967_296 / meanYear).rounded()),
        monthsPerDay: Int((4_294_967_296 / meanMonth).rounded()), slotBase: low, slotCount: slotCount,
        slots: memory.bindMemory(to: UnsafeRawPointer?.self, capacity: slotCount)))
  }

  deinit {
    // Engines live as long as the process; this runs only for test engines.
    for i in 0..<slotCount {
      guard let p = slots[i] else { continue }
      let record = p.assumingMemoryBound(to: YearRecord.self)
      record.pointee.table.release()
      UnsafeMutableRawPointer(mutating: UnsafeRawPointer(record.pointee.months.baseAddress!)).deallocate()
      UnsafeMutableRawPointer(mutating: UnsafeRawPointer(record.pointee.templates.baseAddress!)).deallocate()
      UnsafeMutableRawPointer(mutating: p).deallocate()
    }
    if slotsMapped {
      yotei_unregister_root_region(slots, slotBytes)
      munmap(slots, slotBytes)
    } else {
      free(slots)
    }
    state.withLock { if let icu = $0.icu { yotei_cal_close(icu) } }
    hot.deallocate()
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
    /// The date of each month's first day: any other day of the month is its
    /// template with the day changed (``CalendarDate/init(_:jdn:)``), and the
    /// templates' day numbers are where the months begin.
    let templates: UnsafeBufferPointer<CalendarDate>
    /// Whether an era begins inside a month of this year (Japanese), so that
    /// a day's era is not always its month's first day's.
    let eraBeginsInsideAMonth: Bool
    let table: Unmanaged<YearTableBox>
  }

  /// The record of an extended year, built on first use; `nil` outside the slots.
  @inline(__always)
  private func record(_ extendedYear: Int) -> UnsafePointer<YearRecord>? {
    if let p = hot.pointee.published(extendedYear) { return p }
    let i = extendedYear &- slotBase
    guard i >= 0 && i < slotCount else { return nil }
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
      let templates = UnsafeMutableBufferPointer<CalendarDate>.allocate(capacity: table.months.count)
      _ = templates.initialize(
        from: table.months.indices.map {
          CalendarDate(calendar: system, table: table, monthIndex: $0, jdn: table.months[$0].firstDay)
        })
      let record = UnsafeMutablePointer<YearRecord>.allocate(capacity: 1)
      record.initialize(
        to: YearRecord(
          firstDay: table.firstDay, endDay: table.endDay, extendedYear: extendedYear,
          months: UnsafeBufferPointer(months), templates: UnsafeBufferPointer(templates),
          eraBeginsInsideAMonth: table.months.contains { $0.eraChange != nil },
          table: Unmanaged.passRetained(YearTableBox(table))))
      yotei_slot_store(slot, UnsafeRawPointer(record))
      return UInt(bitPattern: record)
    }
    return UnsafePointer(bitPattern: address)
  }

  func estimatedYear(_ jdn: Int) -> Int { hot.pointee.estimatedYear(jdn) }

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

  /// The table of an extended year without publishing it (``CalendarCursor``
  /// walks many years once): the published table if the year is built,
  /// else one made afresh from the calendar's source, validated alike.
  func transientYear(_ extendedYear: Int) throws(CalendarError) -> YearTable {
    if let r = hot.pointee.published(extendedYear) { return r.pointee.table.takeUnretainedValue().table }
    let system = self.system
    return try state.withLock { s in
      if let t = s.cache[extendedYear] { return t }
      return Result { () throws(CalendarError) in
        try Self.makeTable(&s, system: system, extendedYear: extendedYear)
      }
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
    return try searchYear(containing: jdn, from: estimatedYear(jdn)) { (ext) throws(CalendarError) in
      try checkedYear(ext)
    }
  }

  /// The table of the year containing `jdn`, looked for from extended year
  /// `start` outwards, each year's table given by `table` (kept or built
  /// afresh): the one search of ``checkedYear(containing:)`` and
  /// ``transientYear(containing:after:)``.
  func searchYear(
    containing jdn: Int, from start: Int, _ table: (Int) throws(CalendarError) -> YearTable
  ) throws(CalendarError) -> YearTable {
    var ext = start
    for _ in 0..<8 {
      let year = try table(ext)
      if jdn < year.firstDay {
        ext -= 1
      } else if jdn >= year.endDay {
        ext += 1
      } else {
        return year
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

// The record is read through its pointer, field by field (a method on the
// record itself would copy all of it first).
extension UnsafePointer<CalendarEngine.YearRecord> {
  /// The date of `jdn`, a day of this year: the month guessed from the mean
  /// month length (`monthsPerDay`, 32.32 fixed point) and corrected by a
  /// step or two, then that month's template with the day set.
  @inline(__always)
  func date(_ jdn: Int, monthsPerDay: Int) -> CalendarDate {
    let templates = pointee.templates
    let count = templates.count
    var k = ((jdn &- pointee.firstDay) &* monthsPerDay) >> 32
    if k >= count { k = count &- 1 }
    while k > 0 && templates[k].dayNumber.julianDayNumber > jdn { k &-= 1 }
    while k &+ 1 < count && templates[k &+ 1].dayNumber.julianDayNumber <= jdn { k &+= 1 }
    guard !pointee.eraBeginsInsideAMonth else { return eraDate(jdn, month: k) }
    return CalendarDate(templates[k], jdn: jdn)
  }

  /// The date of day `day` of the month at `monthIndex`, or `nil` when there
  /// is no such month or day, or the day is outside ``Day/supportedRange``.
  @inline(__always)
  func date(monthIndex k: Int, day: Int) -> CalendarDate? {
    let templates = pointee.templates
    guard k >= 0 && k < templates.count && day >= 1 else { return nil }
    let t = templates[k]
    guard day <= t.daysInMonth else { return nil }
    let jdn = t.dayNumber.julianDayNumber &+ day &- 1
    guard Day.supportedRange.contains(Day(julianDayNumber: jdn)) else { return nil }
    guard !pointee.eraBeginsInsideAMonth else { return eraDate(jdn, month: k) }
    return CalendarDate(t, jdn: jdn)
  }

  /// The date of `jdn` in month `k` of a year where an era begins inside a
  /// month: the era of the day itself.
  @inline(never)
  func eraDate(_ jdn: Int, month k: Int) -> CalendarDate {
    let t = pointee.templates[k]
    let (era, yoe) = pointee.months[k].era(of: jdn)
    return CalendarDate(
      calendar: t.calendar, era: era, yearOfEra: yoe, year: t.year, month: t.month, monthCode: t.monthCode,
      day: jdn &- t.dayNumber.julianDayNumber &+ 1, dayNumber: Day(julianDayNumber: jdn),
      monthsInYear: t.monthsInYear, daysInMonth: t.daysInMonth, daysInYear: t.daysInYear)
  }
}

extension CalendarEngine {
  /// The date of `jdn` from the published year records alone, with no lock,
  /// retain or allocation: `nil` when the calendar's engine or the day's
  /// year is not built yet (the caller's slow path builds them).
  @inline(__always)
  static func publishedDate(_ jdn: Int, calendar: CalendarSystem) -> CalendarDate? {
    guard let raw = yotei_engine_hot_load(Int32(truncatingIfNeeded: calendar.index)) else { return nil }
    let hot = raw.assumingMemoryBound(to: Hot.self)
    guard let r = hot.pointee.publishedYear(containing: jdn) else { return nil }
    return r.date(jdn, monthsPerDay: hot.pointee.monthsPerDay)
  }

  /// The date of day `day` of the month at `monthIndex` (from 0) of `year`
  /// from the published year records alone: `nil` when the year is not built
  /// yet or the fields do not name a supported day (the caller's slow path
  /// builds the year, or says what is wrong).
  @inline(__always)
  static func publishedDate(year: Int, monthIndex: Int, day: Int, calendar: CalendarSystem) -> CalendarDate? {
    guard let raw = yotei_engine_hot_load(Int32(truncatingIfNeeded: calendar.index)) else { return nil }
    let hot = raw.assumingMemoryBound(to: Hot.self)
    guard let r = hot.pointee.published(year &- calendar.yearOffset) else { return nil }
    return r.date(monthIndex: monthIndex, day: day)
  }

  /// The same with a month code.
  @inline(__always)
  static func publishedDate(year: Int, monthCode: MonthCode, day: Int, calendar: CalendarSystem)
    -> CalendarDate?
  {
    guard let raw = yotei_engine_hot_load(Int32(truncatingIfNeeded: calendar.index)) else { return nil }
    let hot = raw.assumingMemoryBound(to: Hot.self)
    guard let r = hot.pointee.published(year &- calendar.yearOffset) else { return nil }
    let templates = r.pointee.templates
    var k = 0
    while k < templates.count && templates[k].monthCode != monthCode { k &+= 1 }
    return r.date(monthIndex: k, day: day)
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

  init(_ system: CalendarSystem) { self.system = system }

  var engine: CalendarEngine {
    if ready.load(ordering: .acquiring) { return cached! }
    return storage.withLock { slot in
      if let e = slot { return e }
      let e = CalendarEngine(system)
      slot = e
      cached = e
      ready.store(true, ordering: .releasing)
      yotei_engine_hot_store(Int32(system.index), UnsafeRawPointer(e.hot))
      return e
    }
  }
}
