/// The arithmetic Hebrew calendar: molad, the four postponements (dehiyyot)
/// and month lengths, after Dershowitz and Reingold, "Calendrical
/// Calculations", ch. 8.
///
/// Yotei computes Hebrew year tables itself because ICU 72 gets the start of
/// some years wrong by a day (in pairs: 5559-5560, 5806-5807, 6053-6054, ...),
/// which the tests show against an independent implementation. Years here are
/// Anno Mundi; months are in civil order from Tishrei, with Adar I (`M05L`)
/// only in leap years.
enum HebrewArithmetic {
  /// JDN of the day before 1 Tishrei AM 1 is counted from (R.D. -1373427).
  private static let epoch = -1_373_427 + 1_721_425

  static func isLeap(_ year: Int) -> Bool { ((7 * year + 1) % 19 + 19) % 19 < 7 }

  private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  /// Days from the epoch to the molad-based new year, with the postponement
  /// that keeps Rosh Hashanah off Sunday, Wednesday and Friday.
  private static func elapsedDays(_ year: Int) -> Int {
    let monthsElapsed = floorDiv(235 * year - 234, 19)
    let partsElapsed = 12084 + 13753 * monthsElapsed
    let days = 29 * monthsElapsed + floorDiv(partsElapsed, 25920)
    return ((3 * (days + 1)) % 7 + 7) % 7 < 3 ? days + 1 : days
  }

  /// The postponements that keep year lengths within 353-355 and 383-385 days.
  private static func yearLengthCorrection(_ year: Int) -> Int {
    let previous = elapsedDays(year - 1)
    let this = elapsedDays(year)
    let next = elapsedDays(year + 1)
    if next - this == 356 { return 2 }
    if this - previous == 382 { return 1 }
    return 0
  }

  /// The JDN of 1 Tishrei of `year`.
  static func newYear(_ year: Int) -> Int { epoch + elapsedDays(year) + yearLengthCorrection(year) }

  /// The year containing `jdn`.
  static func year(containing jdn: Int) -> Int {
    var year = Int((Double(jdn - epoch) / 365.246_822)) + 1
    while newYear(year) > jdn { year -= 1 }
    while newYear(year + 1) <= jdn { year += 1 }
    return year
  }

  /// The months of `year` as a year table.
  static func table(_ year: Int) -> YearTable {
    let start = newYear(year)
    let length = newYear(year + 1) - start
    // A "complete" year lengthens Heshvan, a "deficient" one shortens Kislev.
    let heshvan = length % 10 == 5 ? 30 : 29
    let kislev = length % 10 == 3 ? 29 : 30
    var months: [(Int, Bool, Int)] = [
      (1, false, 30), (2, false, heshvan), (3, false, kislev), (4, false, 29), (5, false, 30),
    ]
    if isLeap(year) { months.append((5, true, 30)) }
    months += [
      (6, false, 29), (7, false, 30), (8, false, 29), (9, false, 30), (10, false, 29), (11, false, 30),
      (12, false, 29),
    ]
    var day = start
    var entries: [MonthEntry] = []
    entries.reserveCapacity(months.count)
    for (number, leap, days) in months {
      entries.append(
        MonthEntry(
          code: MonthCode(number: number, isLeap: leap)!, firstDay: day, length: days, era: 0,
          yearOfEra: year,
          eraChange: nil))
      day += days
    }
    return YearTable(extendedYear: year, months: entries)
  }
}
