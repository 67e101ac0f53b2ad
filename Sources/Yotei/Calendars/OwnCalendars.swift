/// Year tables that Yotei computes itself, without ICU: every calendar that is
/// arithmetic (or a published table) rather than astronomical.
///
/// Each rule is the one ICU 72 implements, so the answers equal ICU's (the
/// tests walk the whole supported range against ICU), except where Yotei
/// deliberately differs: Japanese, Buddhist and ROC are proleptic Gregorian
/// before 1582-10-15, and days before a calendar's first era show a Gregorian
/// era (see ``CalendarDate/era``). Hebrew and Gregorian have their own files.
enum OwnCalendars {
  /// The year table of `extendedYear`, or `nil` where the calendar needs ICU
  /// (astronomical Islamic, Chinese and Dangi). This is the per-calendar
  /// "year table source" of ``CalendarEngine``: a calendar with baked tables
  /// for some years answers those here and returns `nil` for the rest.
  static func table(_ system: CalendarSystem, extendedYear y: Int) -> YearTable? {
    switch system {
    case .gregorian, .iso8601: gregorian(y)
    case .buddhist: gregorianMonths(y) { _ in y + 543 >= 1 ? (0, y + 543) : (CalendarDate.eraBCE, 1 - y) }
    case .roc: gregorianMonths(y) { _ in y >= 1912 ? (1, y - 1911) : (0, 1912 - y) }
    case .japanese: japanese(y)
    case .hebrew: HebrewArithmetic.table(y)
    case .persian: persian(y)
    case .coptic: copticFamily(y, epoch: 1_824_665) { y >= 1 ? (1, y) : (0, 1 - y) }
    case .ethiopic: copticFamily(y, epoch: 1_723_856) { y >= 1 ? (1, y) : (0, y + 5500) }
    case .ethioaa: copticFamily(y, epoch: 1_723_856) { (0, y + 5500) }
    case .indian: indian(y)
    case .islamicCivil: tabularIslamic(y, epoch: 1_948_440)
    case .islamicTbla: tabularIslamic(y, epoch: 1_948_439)
    case .islamicUmalqura: ummAlQura(y)
    // Chinese and Dangi: the published tables, Yotei's astronomy outside them (never ICU: ICU-9972).
    case .chinese, .dangi: LunisolarTables.table(system, relatedYear: y - LunisolarTables.epochOffset(system))
    case .islamic: nil
    }
  }

  static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  private static func table(_ y: Int, first: Int, lengths: [Int], era: (Int, Int)) -> YearTable {
    var months: [MonthEntry] = []
    months.reserveCapacity(lengths.count)
    var day = first
    for (i, length) in lengths.enumerated() {
      months.append(
        MonthEntry(
          code: MonthCode(number: i + 1)!, firstDay: day, length: length, era: era.0, yearOfEra: era.1,
          eraChange: nil))
      day += length
    }
    return YearTable(extendedYear: y, months: months)
  }

  // MARK: Gregorian-based

  /// Proleptic Gregorian; eras as ICU numbers them: 1 (AD) from year 1, 0 (BC) before.
  static func gregorian(_ y: Int) -> YearTable {
    gregorianMonths(y) { _ in y >= 1 ? (1, y) : (0, 1 - y) }
  }

  /// The twelve proleptic Gregorian months of `y`, with the era of each month's first day.
  private static func gregorianMonths(_ y: Int, era: (Int) -> (Int, Int)) -> YearTable {
    var months: [MonthEntry] = []
    months.reserveCapacity(12)
    for month in 1...12 {
      let first = ISOArithmetic.julianDayNumber(year: y, month: month, day: 1)
      let (e, yoe) = era(first)
      months.append(
        MonthEntry(
          code: MonthCode(number: month)!, firstDay: first,
          length: ISOArithmetic.daysInMonth(year: y, month: month),
          era: e, yearOfEra: yoe, eraChange: nil))
    }
    return YearTable(extendedYear: y, months: months)
  }

  /// Gregorian months with the Japanese era of each day (an era can begin
  /// inside a month; once, in August 1387, two did).
  private static func japanese(_ y: Int) -> YearTable {
    var table = gregorianMonths(y) { JapaneseEras.era(of: $0, isoYear: y) }
    for i in table.months.indices {
      let m = table.months[i]
      let changes = JapaneseEras.starts(in: (m.firstDay + 1)..<(m.firstDay + m.length))
      guard let first = changes.first else { continue }
      let (era, yoe) = JapaneseEras.era(of: first, isoYear: y)
      table.months[i].eraChange = (first, era, yoe)
      table.months[i].moreEraChanges = changes.count > 1
    }
    return table
  }

  // MARK: Persian

  /// ICU 72's arithmetic Persian calendar: the 33-year cycle, leap when
  /// (25 y + 11) mod 33 < 8, the year beginning on
  /// 1948320 + 365 (y - 1) + floor((8 y + 21) / 33).
  static func persianNewYear(_ y: Int) -> Int { 1_948_320 + 365 * (y - 1) + floorDiv(8 * y + 21, 33) }

  private static func persian(_ y: Int) -> YearTable {
    let first = persianNewYear(y)
    let last = persianNewYear(y + 1) - first - 336
    return table(y, first: first, lengths: [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, last], era: (0, y))
  }

  // MARK: Coptic, Ethiopic

  /// Twelve months of 30 days and a thirteenth of 5 or 6; the year begins
  /// 365 y + floor(y / 4) days after the calendar's epoch (ICU's CECalendar).
  private static func copticFamily(_ y: Int, epoch: Int, era: () -> (Int, Int)) -> YearTable {
    let first = epoch + 365 * y + floorDiv(y, 4)
    let next = epoch + 365 * (y + 1) + floorDiv(y + 1, 4)
    return table(y, first: first, lengths: Array(repeating: 30, count: 12) + [next - first - 360], era: era())
  }

  // MARK: Indian national calendar

  /// Saka year `y` begins on 22 March of Gregorian year y + 78 (21 March in a
  /// Gregorian leap year, when Chaitra has 31 days); Vaishakha to Bhadra have
  /// 31 days and the rest 30.
  private static func indian(_ y: Int) -> YearTable {
    let g = y + 78
    let leap = ISOArithmetic.isLeap(g)
    let first = ISOArithmetic.julianDayNumber(year: g, month: 3, day: leap ? 21 : 22)
    return table(
      y, first: first, lengths: [leap ? 31 : 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30], era: (0, y))
  }

  // MARK: Islamic

  /// The tabular Islamic calendar (leap years 2, 5, 7, 10, 13, 16, 18, 21,
  /// 24, 26, 29 of 30): civil from 16 July 622 (Julian), tbla a day earlier.
  private static func tabularIslamic(_ y: Int, epoch: Int) -> YearTable {
    let first = epoch + 354 * (y - 1) + floorDiv(3 + 11 * y, 30)
    let leap = ((14 + 11 * y) % 30 + 30) % 30 < 11
    var lengths = (0..<12).map { $0 % 2 == 0 ? 30 : 29 }
    if leap { lengths[11] = 30 }
    return table(y, first: first, lengths: lengths, era: (0, y))
  }

  /// Umm al-Qura from the baked table for the years it covers (the published
  /// table for AH 1365-1500, ICU 72's around it), and the civil calendar
  /// outside them, as ICU 72 does.
  private static func ummAlQura(_ y: Int) -> YearTable {
    guard y >= UmmAlQuraTable.firstYear && y <= UmmAlQuraTable.lastYear else {
      return tabularIslamic(y, epoch: 1_948_440)
    }
    let first = UmmAlQuraStarts.firstDay(y)
    let mask = Int(UmmAlQuraTable.monthMasks[y - UmmAlQuraTable.firstYear])
    return table(y, first: first, lengths: (0..<12).map { mask & (1 << $0) != 0 ? 30 : 29 }, era: (0, y))
  }
}

/// The first day of each Umm al-Qura year of the baked table, summed once.
enum UmmAlQuraStarts {
  private static let starts: [Int] = {
    var result: [Int] = []
    result.reserveCapacity(UmmAlQuraTable.monthMasks.count)
    var day = UmmAlQuraTable.firstDay
    for mask in UmmAlQuraTable.monthMasks {
      result.append(day)
      day += 29 * 12 + mask.nonzeroBitCount
    }
    return result
  }()

  static func firstDay(_ y: Int) -> Int { starts[y - UmmAlQuraTable.firstYear] }
}

/// Japanese eras from the baked CLDR table, applied to proleptic Gregorian days.
enum JapaneseEras {
  /// The first day (JDN) of each era, by ICU era number.
  static let startDays: [Int] = JapaneseEraTable.starts.map { packed in
    let p = Int(packed)
    return ISOArithmetic.julianDayNumber(year: p / 10_000, month: p / 100 % 100, day: p % 100)
  }

  /// The era and year of era of the day `jdn` in ISO year `isoYear`. Days
  /// before Taika get the Gregorian eras: ``CalendarDate/eraCE`` for years
  /// 1-644 and ``CalendarDate/eraBCE`` before year 1.
  static func era(of jdn: Int, isoYear: Int) -> (Int, Int) {
    let days = startDays
    guard jdn >= days[0] else {
      return isoYear >= 1 ? (CalendarDate.eraCE, isoYear) : (CalendarDate.eraBCE, 1 - isoYear)
    }
    var lo = 0
    var hi = days.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if days[mid] <= jdn { lo = mid } else { hi = mid - 1 }
    }
    return (lo, isoYear - Int(JapaneseEraTable.starts[lo]) / 10_000 + 1)
  }

  /// The era start days inside `range`, in order.
  static func starts(in range: Range<Int>) -> [Int] {
    startDays.filter { range.contains($0) }
  }
}
