import Yotei

/// A table of lunar month starts as observed in a region (such as the
/// Iranian Hijri calendar, whose months start by Iran's own crescent
/// sighting), with an estimate past its last row.
///
/// Months are numbered 1...12 in each year. Past the table, month starts are
/// estimated from the last known start and the mean synodic month
/// (29.530589 days), and everything derived from them is marked estimated.
public struct MonthTable: Hashable, Sendable {
  /// The calendar id holiday rules use (`islamic-iran`).
  public var id: String
  /// The first month in the table, as `year * 12 + month - 1`.
  public let firstIndex: Int
  /// The start of each month, from ``firstIndex`` on, without gaps.
  public let starts: [Day]
  /// The mean month length in millionths of a day, for estimates.
  public var meanMonthMicrodays: Int = 29_530_589

  /// A table from consecutive month starts; `firstYear`/`firstMonth` name the
  /// first of them.
  public init(id: String, firstYear: Int, firstMonth: Int, starts: [Day]) {
    self.id = id
    self.firstIndex = firstYear * 12 + firstMonth - 1
    self.starts = starts
  }

  /// The last day whose month is known for sure: the 29th day of the last
  /// listed month (its 30th depends on the next, unlisted, start).
  public var lastConfirmedDay: Day? { starts.last.map { $0 + 28 } }

  /// The first day of `month` in `year`, and whether it is estimated; `nil`
  /// before the table.
  public func start(year: Int, month: Int) -> (day: Day, estimated: Bool)? {
    let index = year * 12 + month - 1 - firstIndex
    guard index >= 0, let last = starts.last else { return nil }
    if index < starts.count { return (starts[index], false) }
    let ahead = index - (starts.count - 1)
    return (last + (ahead * meanMonthMicrodays + 500_000) / 1_000_000, true)
  }

  /// The number of days in `month` of `year`, and whether it is estimated.
  public func length(year: Int, month: Int) -> (days: Int, estimated: Bool)? {
    guard let this = start(year: year, month: month) else { return nil }
    let next = month == 12 ? start(year: year + 1, month: 1) : start(year: year, month: month + 1)
    guard let next else { return nil }
    return (next.day - this.day, this.estimated || next.estimated)
  }

  /// The lunar date of `day`, and whether it is estimated; `nil` before the
  /// table.
  public func date(of day: Day) -> (year: Int, month: Int, day: Int, estimated: Bool)? {
    guard let first = starts.first, day >= first else { return nil }
    var index: Int
    if let last = starts.last, day >= last {
      // Estimate forward from the last known start.
      index = starts.count - 1 + ((day - last) * 1_000_000) / meanMonthMicrodays
      while index > 0, startOf(index: index) > day { index -= 1 }
      while startOf(index: index + 1) <= day { index += 1 }
    } else {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if starts[mid] <= day { low = mid } else { high = mid - 1 }
      }
      index = low
    }
    let absolute = index + firstIndex
    let year = absolute >= 0 ? absolute / 12 : -((-absolute + 11) / 12)
    let month = absolute - year * 12 + 1
    let dayOfMonth = day - startOf(index: index) + 1
    let estimated = index >= starts.count || (index == starts.count - 1 && dayOfMonth > 29)
    return (year, month, dayOfMonth, estimated)
  }

  private func startOf(index: Int) -> Day {
    if index < starts.count { return starts[index] }
    let ahead = index - (starts.count - 1)
    return starts[starts.count - 1] + (ahead * meanMonthMicrodays + 500_000) / 1_000_000
  }

  /// Parses the `YEAR/MONTH YYYY-MM-DD # note` format of
  /// `iran-hijri-month-starts.txt`: one month a line, consecutive, `#`
  /// comments, a leading `*` on months whose observed start differed from
  /// the published calendar.
  public static func parse(_ text: String, id: String, file: String) throws(ProductionDataError)
    -> MonthTable
  {
    var starts: [Day] = []
    var first: (Int, Int)?
    var previousIndex: Int?
    // Read as UTF-8 bytes: the table has thousands of rows, and walking
    // them by Character cost Iran's first use about 120 million
    // instructions (docs/PERFORMANCE.md); text is made only for errors.
    let bytes = Array(text.utf8)
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
    /// The decimal number of `range` (digits only, at most 9), or `nil`.
    func number(_ range: Range<Int>) -> Int? {
      guard !range.isEmpty, range.count <= 9 else { return nil }
      var value = 0
      for i in range {
        guard (0x30...0x39).contains(bytes[i]) else { return nil }
        value = value * 10 + Int(bytes[i] - 0x30)
      }
      return value
    }
    var lineNumber = 0
    var lineStart = 0
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      lineNumber += 1
      defer { lineStart = lineEnd + 1 }
      let contentEnd = bytes[lineStart..<lineEnd].firstIndex(of: 0x23) ?? lineEnd  // '#'
      var fields: [Range<Int>] = []
      var i = lineStart
      while i < contentEnd {
        while i < contentEnd, isSpace(bytes[i]) { i += 1 }
        let fieldStart = i
        while i < contentEnd, !isSpace(bytes[i]) { i += 1 }
        if fieldStart < i { fields.append(fieldStart..<i) }
      }
      if fields.isEmpty { continue }
      func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
      func fail(_ field: String, _ message: String, value: String = "", allowed: String = "")
        -> ProductionDataError
      {
        ProductionDataError(
          file: file, line: lineNumber, field: field, message: message, value: value, allowed: allowed)
      }
      guard fields.count == 2 else { throw fail("line", "expected 'YEAR/MONTH YYYY-MM-DD'") }
      // A leading '*' marks a month whose observed start differed from the
      // published calendar; the row's date is the observed start.
      var monthField = fields[0]
      if bytes[monthField.lowerBound] == 0x2A {
        monthField = monthField.lowerBound + 1..<monthField.upperBound
      }
      let slash = bytes[monthField].firstIndex(of: 0x2F)
      guard let slash, let year = number(monthField.lowerBound..<slash),
        let month = number(slash + 1..<monthField.upperBound), (1...12).contains(month)
      else {
        let given = text(fields[0])
        throw fail(
          "month", "'\(given)' is not YEAR/MONTH with a month 1-12", value: given,
          allowed: "YEAR/MONTH, month 1-12")
      }
      let date = fields[1]
      let parsed: Day?
      if date.count == 10, bytes[date.lowerBound + 4] == 0x2D, bytes[date.lowerBound + 7] == 0x2D,
        let y = number(date.lowerBound..<date.lowerBound + 4),
        let m = number(date.lowerBound + 5..<date.lowerBound + 7),
        let d = number(date.lowerBound + 8..<date.upperBound)
      {
        parsed = Day(iso: y, m, d)
      } else {
        parsed = Day(isoString: text(date))
      }
      guard let day = parsed else {
        let given = text(date)
        throw fail("start", "'\(given)' is not a valid ISO date", value: given, allowed: "YYYY-MM-DD")
      }
      let index = year * 12 + month - 1
      if let previousIndex {
        guard index == previousIndex + 1 else {
          throw fail(
            "month", "\(year)/\(month) does not follow the previous row (months must be consecutive)")
        }
        let length = day - starts[starts.count - 1]
        guard length == 29 || length == 30 else {
          throw fail("start", "the previous month would last \(length) days (a lunar month has 29 or 30)")
        }
      } else {
        first = (year, month)
      }
      previousIndex = index
      starts.append(day)
    }
    guard let first else {
      throw ProductionDataError(file: file, line: 0, field: "file", message: "no month rows")
    }
    return MonthTable(id: id, firstYear: first.0, firstMonth: first.1, starts: starts)
  }
}

extension StringProtocol {
  func trimming(_ set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
