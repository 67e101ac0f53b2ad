import Yotei

/// Resolved statuses for a run of consecutive years, with prefix sums that
/// make every count O(1) and "add N working days" O(1).
///
/// Immutable after `init`; the raw copy of the working-day prefix sums (for
/// the hot counting path, free of reference counting) is freed in `deinit`.
final class Span: @unchecked Sendable {
  let firstYear: Int
  let lastYear: Int
  let firstDay: Day
  let statuses: [DayStatus]
  /// `working[i]`: working days among the first `i` days of the span.
  let working: [Int32]
  let holidays: [Int32]
  let shortened: [Int32]
  /// The span index of each working day, in order.
  let workingIndices: [Int32]
  /// The span index of each shortened day, in order.
  let shortenedIndices: [Int32]
  /// The shortening of each shortened day, aligned with ``shortenedIndices``.
  let shortenings: [Shortening]
  /// The minimum weekly hours of each shortening (see
  /// ``ShorteningRule/minimumWeeklyHours``), aligned with ``shortenedIndices``.
  let shorteningMinimums: [ExactHours?]
  /// The span index of each estimated day, in order.
  let estimatedIndices: [Int32]
  let conflicts: [ProductionConflict]
  /// A raw copy of ``working``.
  let workingPrefix: UnsafeMutablePointer<Int32>
  /// The number of days in the span.
  let dayCount: Int
  /// The Julian Day Number of the first day.
  let firstJDN: Int

  deinit { workingPrefix.deallocate() }

  init(tables: [YearTable]) {
    firstYear = tables.first!.year
    lastYear = tables.last!.year
    firstDay = tables.first!.statuses.first!.day
    // One year's span shares its table's statuses (no copy).
    var statuses = tables[0].statuses
    var conflicts = tables[0].conflicts
    if tables.count > 1 {
      statuses.reserveCapacity(tables.count * 366)
      for table in tables.dropFirst() {
        statuses.append(contentsOf: table.statuses)
        conflicts.append(contentsOf: table.conflicts)
      }
    }
    var working = [Int32](repeating: 0, count: statuses.count + 1)
    var holidays = working
    var shortened = working
    var workingIndices: [Int32] = []
    var shortenedIndices: [Int32] = []
    var shortenings: [Shortening] = []
    var shorteningMinimums: [ExactHours?] = []
    var estimatedIndices: [Int32] = []
    workingIndices.reserveCapacity(statuses.count)
    // By index, reading fields in place (no copy of each status).
    for i in statuses.indices {
      let kind = statuses[i].kind
      let isWorking = kind.isWorking
      working[i + 1] = working[i] + (isWorking ? 1 : 0)
      holidays[i + 1] = holidays[i] + (kind == .holiday ? 1 : 0)
      let shortening = isWorking ? statuses[i].shortening : nil
      shortened[i + 1] = shortened[i] + (shortening != nil ? 1 : 0)
      if isWorking { workingIndices.append(Int32(i)) }
      if statuses[i].estimated { estimatedIndices.append(Int32(i)) }
      if let shortening {
        shortenedIndices.append(Int32(i))
        shortenings.append(shortening)
        shorteningMinimums.append(statuses[i].shorteningMinimumWeeklyHours)
      }
    }
    self.statuses = statuses
    self.working = working
    self.holidays = holidays
    self.shortened = shortened
    self.workingIndices = workingIndices
    self.shortenedIndices = shortenedIndices
    self.shortenings = shortenings
    self.shorteningMinimums = shorteningMinimums
    self.estimatedIndices = estimatedIndices
    self.conflicts = conflicts
    self.dayCount = statuses.count
    self.firstJDN = firstDay.julianDayNumber
    self.workingPrefix = UnsafeMutablePointer<Int32>.allocate(capacity: working.count)
    self.workingPrefix.initialize(from: working, count: working.count)
  }

  /// The working day `n` working days from the day with Julian Day Number
  /// `jdn` (see ``ProductionCalendar/addingWorkingDays(_:to:)``), or `nil`
  /// when the span does not cover the day or the result.
  @inline(__always)
  func addingWorkingDays(_ n: Int, to jdn: Int) -> Int? {
    // Compare before subtracting, and add with overflow checks: any `Int` day
    // and count may arrive here.
    guard jdn >= firstJDN, jdn - firstJDN < dayCount else { return nil }
    let i = jdn - firstJDN
    if n > 0 {
      let (m, overflow) = Int(workingPrefix[i + 1]).addingReportingOverflow(n)
      return !overflow && m <= workingIndices.count ? firstJDN + Int(workingIndices[m - 1]) : nil
    }
    let (m, overflow) = (Int(workingPrefix[i]) + 1).addingReportingOverflow(n)
    return !overflow && m >= 1 ? firstJDN + Int(workingIndices[m - 1]) : nil
  }

  /// Working days in `from...through`, or `nil` when the span does not
  /// cover both days.
  @inline(__always)
  func workingDays(_ from: Int, _ through: Int) -> Int? {
    guard from >= firstJDN, through >= from, through - firstJDN < dayCount else { return nil }
    let lo = from - firstJDN
    let hi = through - firstJDN
    return Int(workingPrefix[hi + 1] - workingPrefix[lo])
  }

  var lastDay: Day { firstDay + (statuses.count - 1) }

  @inline(__always)
  func contains(_ day: Day) -> Bool {
    day >= firstDay && day.julianDayNumber - firstDay.julianDayNumber < statuses.count
  }

  @inline(__always)
  func index(_ day: Day) -> Int { day.julianDayNumber - firstDay.julianDayNumber }

  /// The first and last estimated day among the span indices `lo...hi`, or
  /// `nil` when every day there rests on confirmed data.
  func estimatedDays(_ lo: Int, _ hi: Int) -> ClosedRange<Day>? {
    guard !estimatedIndices.isEmpty, lo <= hi else { return nil }
    // The first estimated index >= lo.
    var low = 0
    var high = estimatedIndices.count
    while low < high {
      let mid = (low + high) / 2
      if Int(estimatedIndices[mid]) < lo { low = mid + 1 } else { high = mid }
    }
    guard low < estimatedIndices.count, Int(estimatedIndices[low]) <= hi else { return nil }
    let first = low
    // The last estimated index <= hi.
    high = estimatedIndices.count
    while low < high {
      let mid = (low + high) / 2
      if Int(estimatedIndices[mid]) <= hi { low = mid + 1 } else { high = mid }
    }
    return (firstDay + Int(estimatedIndices[first]))...(firstDay + Int(estimatedIndices[low - 1]))
  }

  /// The positions in ``shortenedIndices`` of the shortened days in `lo...hi`.
  func shortenedRange(_ lo: Int, _ hi: Int) -> Range<Int> {
    Int(shortened[lo])..<Int(shortened[hi + 1])
  }
}
