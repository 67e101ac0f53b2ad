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
    case .gregorian, .iso8601, .buddhist, .roc:
      gregorianMonths(y) { system.gregorianEra(isoYear: y, month: $0, day: 1) }
    case .japanese: japanese(y)
    case .hebrew: HebrewArithmetic.table(y)
    case .persian: persian(y)
    case .coptic: copticFamily(y, epoch: 1_824_665) { y >= 1 ? (1, y) : (0, 1 - y) }
    case .ethiopic: copticFamily(y, epoch: 1_723_856) { y >= 1 ? (1, y) : (0, y + 5500) }
    case .ethioaa: copticFamily(y, epoch: 1_723_856) { (0, y + 5500) }
    case .indian: indian(y)
    case .islamicCivil: tabularIslamic(y, epoch: ClosedForm.islamicCivilEpoch)
    case .islamicTbla: tabularIslamic(y, epoch: ClosedForm.islamicCivilEpoch - 1)
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

  /// The twelve proleptic Gregorian months of `y`, with the era of each
  /// month's first day (``CalendarSystem/gregorianEra(isoYear:month:day:)``
  /// of month 1...12).
  private static func gregorianMonths(_ y: Int, era: (Int) -> (Int, Int)) -> YearTable {
    var months: [MonthEntry] = []
    months.reserveCapacity(12)
    for month in 1...12 {
      let (e, yoe) = era(month)
      months.append(
        MonthEntry(
          code: MonthCode(number: month)!,
          firstDay: ISOArithmetic.julianDayNumber(year: y, month: month, day: 1),
          length: ISOArithmetic.daysInMonth(year: y, month: month),
          era: e, yearOfEra: yoe, eraChange: nil))
    }
    return YearTable(extendedYear: y, months: months)
  }

  /// Gregorian months with the Japanese era of each day (an era can begin
  /// inside a month; once, in August 1387, two did).
  private static func japanese(_ y: Int) -> YearTable {
    var table = gregorianMonths(y) { JapaneseEras.era(isoYear: y, month: $0, day: 1) }
    for i in table.months.indices {
      let m = table.months[i]
      let changes = JapaneseEras.starts(in: (m.firstDay + 1)..<(m.firstDay + m.length))
      guard let first = changes.first else { continue }
      let (era, yoe) = JapaneseEras.era(of: first)
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
    let leap = ClosedForm.isIslamicLeap(y)
    return table(
      y, first: ClosedForm.islamicNewYear(y, epoch: epoch),
      lengths: (1...12).map { ClosedForm.islamicMonthLength($0, leap: leap) }, era: (0, y))
  }

  /// Umm al-Qura from the baked table for the years it covers (the published
  /// table for AH 1365-1500, ICU 72's around it), and the civil calendar
  /// outside them, as ICU 72 does.
  private static func ummAlQura(_ y: Int) -> YearTable {
    guard y >= UmmAlQuraTable.firstYear && y <= UmmAlQuraTable.lastYear else {
      return tabularIslamic(y, epoch: ClosedForm.islamicCivilEpoch)
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
@usableFromInline
enum JapaneseEras {
  /// The first day (JDN) of each era, by ICU era number.
  static let startDays: [Int] = JapaneseEraTable.starts.map { packed in
    let p = Int(packed)
    return ISOArithmetic.julianDayNumber(year: p / 10_000, month: p / 100 % 100, day: p % 100)
  }

  /// The era and year of era of the day `jdn`.
  static func era(of jdn: Int) -> (Int, Int) {
    let (y, m, d) = ISOArithmetic.date(julianDayNumber: jdn)
    return era(isoYear: y, month: m, day: d)
  }

  /// The ISO year of `yearOfEra` in the era `era` (ICU's number), or `nil`
  /// for an era the table lacks and for a year before the era began or after
  /// the year the next one began (Heisei 31 is 2019, the year Reiwa began;
  /// Heisei 32 is no year).
  static func isoYear(era: Int, yearOfEra: Int) -> Int? {
    let starts = JapaneseEraTable.starts
    guard starts.indices.contains(era), (1...10_000).contains(yearOfEra) else { return nil }
    let year = Int(starts[era]) / 10_000 + yearOfEra - 1
    if era + 1 < starts.count, year > Int(starts[era + 1]) / 10_000 { return nil }
    return year
  }

  /// The ISO year of the first era (Taika, 645).
  private static let firstYear = Int(JapaneseEraTable.starts[0]) / 10_000

  /// For each ISO year from ``firstYear`` to the last era's, the last era
  /// that began before the year's 1 January (0 for 645 itself): where
  /// ``era(isoYear:month:day:)`` starts its search, at most a few eras
  /// (those that began inside the year) short of the answer.
  private static let eraBeforeYear: [UInt8] = {
    let starts = JapaneseEraTable.starts
    let lastYear = Int(starts[starts.count - 1]) / 10_000
    var result: [UInt8] = []
    var era = 0
    for year in firstYear...lastYear {
      while era + 1 < starts.count && Int(starts[era + 1]) < year * 10_000 + 101 { era += 1 }
      result.append(UInt8(era))
    }
    return result
  }()

  /// The era and year of era of the proleptic Gregorian date `y-m-d`: the
  /// last era that began on or before it (Reiwa, the current era, checked
  /// first; otherwise from the last era before the year, ``eraBeforeYear``,
  /// forward past the eras that began inside the year by then). Days before
  /// Taika get the Gregorian eras: ``CalendarDate/eraCE`` for years 1-644
  /// and ``CalendarDate/eraBCE`` before year 1.
  @usableFromInline @inline(__always)
  static func era(isoYear y: Int, month m: Int, day d: Int) -> (Int, Int) {
    let date = Int32(truncatingIfNeeded: y &* 10_000 &+ m &* 100 &+ d)
    return JapaneseEraTable.starts.withUnsafeBufferPointer { starts in
      var era = starts.count &- 1
      if date < starts[era] {
        guard date >= starts[0] else {
          return y >= 1 ? (CalendarDate.eraCE, y) : (CalendarDate.eraBCE, 1 &- y)
        }
        era = eraBeforeYear.withUnsafeBufferPointer { Int($0[y &- firstYear]) }
        while starts[era &+ 1] <= date { era &+= 1 }
      }
      return (era, y &- Int(starts[era]) / 10_000 &+ 1)
    }
  }

  /// The era start days inside `range`, in order.
  static func starts(in range: Range<Int>) -> [Int] {
    startDays.filter { range.contains($0) }
  }
}

extension CalendarSystem {
  /// The ISO year (the Japanese calendar's ``CalendarDate/year``) of
  /// `yearOfEra` in the Japanese era `era`, ICU's era number (236 is
  /// Reiwa): `nil` for no such era, or a year outside it (see
  /// `JapaneseEras.isoYear(era:yearOfEra:)`).
  package static func japaneseISOYear(era: Int, yearOfEra: Int) -> Int? {
    JapaneseEras.isoYear(era: era, yearOfEra: yearOfEra)
  }
}
