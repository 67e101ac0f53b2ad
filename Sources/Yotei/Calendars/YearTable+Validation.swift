extension YearTable {
  /// The number of months a year of `system` can have, and the lengths a
  /// month can have.
  private static func limits(_ system: CalendarSystem) -> (months: ClosedRange<Int>, days: ClosedRange<Int>) {
    switch system {
    case .chinese, .dangi, .hebrew: (12...13, 29...30)
    case .islamic, .islamicCivil, .islamicTbla, .islamicUmalqura: (12...12, 29...30)
    case .persian: (12...12, 29...31)
    case .indian: (12...12, 30...31)
    case .coptic, .ethiopic, .ethioaa: (13...13, 5...30)
    // Gregorian-based, proleptic on every day.
    case .gregorian, .iso8601, .buddhist, .japanese, .roc: (12...12, 28...31)
    }
  }

  /// This table, if it is a valid year of `system`: 12 or 13 months as the
  /// calendar allows, contiguous, in increasing month-code order, each of a
  /// possible length (29 or 30 days for Chinese and Dangi).
  ///
  /// - Throws: ``CalendarError`` of kind `invalidYearTable` naming the year and
  ///   what is wrong, instead of a trap later (an empty table made
  ///   `monthIndex(containing:)` return -1).
  func validated(_ system: CalendarSystem) throws(CalendarError) -> YearTable {
    let (monthCounts, lengths) = Self.limits(system)
    let year = extendedYear + system.yearOffset
    func refuse(_ what: String, allowed: String) -> CalendarError {
      CalendarError(
        kind: .invalidYearTable, field: "year", value: String(year), allowed: allowed,
        message: "the \(system.rawValue) year \(year) as built is not valid: \(what) (allowed: \(allowed))")
    }
    guard monthCounts.contains(months.count) else {
      throw refuse("it has \(months.count) months", allowed: "\(monthCounts) months")
    }
    for (i, m) in months.enumerated() {
      guard lengths.contains(m.length) else {
        throw refuse("month \(m.code) has \(m.length) days", allowed: "\(lengths) days a month")
      }
      if i > 0 {
        let previous = months[i - 1]
        guard previous.firstDay + previous.length == m.firstDay else {
          throw refuse(
            "month \(m.code) begins on JDN \(m.firstDay), not where \(previous.code) ends (JDN \(previous.firstDay + previous.length))",
            allowed: "contiguous months")
        }
        guard previous.code < m.code else {
          throw refuse("month \(m.code) follows \(previous.code)", allowed: "month codes in increasing order")
        }
      }
    }
    return self
  }
}
