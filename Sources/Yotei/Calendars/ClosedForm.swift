/// Dates that follow from the day number by a formula: the proleptic
/// Gregorian family (Gregorian, ISO 8601, Buddhist, ROC and Japanese, which
/// differ only in their year offset and eras) and the tabular Islamic
/// calendars (civil and tbla, which differ only in their epoch).
///
/// ``CalendarSystem/date(of:)`` and ``CalendarSystem/date(year:month:day:)``
/// answer these calendars here, in a few integer operations: no year table,
/// no lock, no allocation and no lookup but the Japanese era table. The year
/// tables of ``OwnCalendars`` stay the calendars' definition for everything
/// else (``CalendarSystem/months(inYear:)``, month arithmetic, errors), and
/// `ClosedFormTests` holds the two to each other on every supported day.
///
/// The fields-to-day path (``CalendarSystem/date(year:month:day:overflow:)``)
/// is `@inlinable`, so that a client's loop runs the formula inline: the
/// public entry point costs a call, a frame and the packing of every field
/// of ``CalendarDate`` otherwise, more than the formula itself (issue 25).
@usableFromInline
enum ClosedForm {
  /// The shape of a calendar's formula, or `nil` where the calendar's dates
  /// come from its year tables.
  @usableFromInline
  enum Shape {
    case gregorian
    case tabularIslamic(epoch: Int)
  }

  // MARK: Proleptic Gregorian

  /// Whole 400-year cycles (146,097 days) added to every day number so that
  /// the arithmetic below runs on unsigned values: 14 cycles lift JDN 0 past
  /// 0000-03-01 (JDN 1,721,120).
  @inlinable @inline(__always)
  static var cycles: UInt { 14 }

  /// The proleptic Gregorian date of a supported day, by Neri and
  /// Schneider's Euclidean affine functions ("Euclidean affine functions and
  /// their application to calendar algorithms", Software: Practice and
  /// Experience 53(4), 2023): the century, year of century and day of year
  /// from multiplications and shifts, in a year that begins on 1 March.
  @inline(__always)
  static func gregorianDate(_ jdn: Int) -> (year: Int, month: Int, day: Int) {
    let n = UInt(bitPattern: jdn &- 1_721_120) &+ cycles &* 146_097
    let n1 = 4 &* n &+ 3
    let century = n1 / 146_097
    let n2 = (n1 % 146_097) | 3
    let p2 = 2_939_745 &* n2
    let yearOfCentury = p2 >> 32
    let dayOfYear = (p2 & 0xFFFF_FFFF) / 11_758_980
    let n3 = 2141 &* dayOfYear &+ 197_913
    let month = n3 >> 16
    let day = (n3 & 0xFFFF) / 2141
    // Days of the year from 306 on are January and February of the next year.
    let january: UInt = dayOfYear >= 306 ? 1 : 0
    let year = Int(bitPattern: 100 &* century &+ yearOfCentury &+ january) &- Int(bitPattern: cycles &* 400)
    return (year, Int(bitPattern: month &- 12 &* january), Int(bitPattern: day) &+ 1)
  }

  /// The day number of a proleptic Gregorian date whose year is within a few
  /// thousand years of the supported ones (`gregorianDate`'s inverse).
  @inlinable @inline(__always)
  static func gregorianDay(year: Int, month: Int, day: Int) -> Int {
    let january = month <= 2 ? 1 : 0
    let y = UInt(bitPattern: year &- january) &+ cycles &* 400
    let m = UInt(bitPattern: month &+ 12 &* january)
    let century = y / 100
    let daysBeforeYear = 1461 &* y / 4 &- century &+ century / 4
    let daysBeforeMonth = (979 &* m &- 2919) / 32
    let n = Int(bitPattern: daysBeforeYear &+ daysBeforeMonth) &+ day &- 1
    return n &- Int(bitPattern: cycles &* 146_097) &+ 1_721_120
  }

  @inlinable @inline(__always)
  static func isGregorianLeap(_ year: Int) -> Bool {
    // Divisible by 4, or, for a year divisible by 100, by 400 (that is, by
    // 16): one test, no branch.
    year & (year % 100 == 0 ? 15 : 3) == 0
  }

  /// Days in a Gregorian month: 28 plus two bits of a constant for each
  /// month (3, 0, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3), and the leap day.
  @inlinable @inline(__always)
  static func gregorianMonthLength(_ month: Int, leap: Bool) -> Int {
    28 &+ ((0x3BB_EECC &>> (2 &* month)) & 3) &+ (month == 2 && leap ? 1 : 0)
  }

  // MARK: Tabular Islamic

  /// 1 Muharram AH 1 of the civil calendar: 16 July 622 (Julian); the tbla
  /// (astronomical epoch) calendar begins a day earlier.
  @inlinable @inline(__always)
  static var islamicCivilEpoch: Int { 1_948_440 }

  /// Thirty-year cycles (10,631 days) added so that the arithmetic runs on
  /// non-negative values for every supported day (JDN 0 is 1,948,440 days
  /// before the civil epoch).
  @inlinable @inline(__always)
  static var islamicCycles: Int { 200 }

  /// The first day of tabular Islamic year `y` (ICU's `IslamicCivilCalendar`):
  /// 354 days a year plus the leap days, 11 in 30 years.
  @inlinable @inline(__always)
  static func islamicNewYear(_ y: Int, epoch: Int) -> Int {
    let shifted = y &+ 30 &* islamicCycles
    return epoch &+ 354 &* (y &- 1) &+ (3 &+ 11 &* shifted) / 30 &- 11 &* islamicCycles
  }

  /// Whether tabular Islamic year `y` has 355 days: years 2, 5, 7, 10, 13,
  /// 16, 18, 21, 24, 26 and 29 of each 30.
  @inlinable @inline(__always)
  static func isIslamicLeap(_ y: Int) -> Bool {
    (14 &+ 11 &* (y &+ 30 &* islamicCycles)) % 30 < 11
  }

  /// The year, month and day of a supported day. The year is the inverse of
  /// ``islamicNewYear(_:epoch:)``, exact on every day (its first and last day
  /// of each year were checked); months alternate 30 and 29 days from
  /// Muharram, month `m` (from 0) beginning on day ⌈29.5 m⌉ of the year.
  @inline(__always)
  static func islamicDate(_ jdn: Int, epoch: Int) -> (year: Int, month: Int, day: Int, leap: Bool) {
    let days = jdn &- epoch &+ 10_631 &* islamicCycles
    let year = (30 &* days &+ 10_646) / 10_631 &- 30 &* islamicCycles
    let dayOfYear = jdn &- islamicNewYear(year, epoch: epoch)
    let m = min((2 &* dayOfYear) / 59, 11)
    return (year, m &+ 1, dayOfYear &- (59 &* m &+ 1) / 2 &+ 1, isIslamicLeap(year))
  }

  @inlinable @inline(__always)
  static func islamicMonthLength(_ month: Int, leap: Bool) -> Int {
    month == 12 ? (leap ? 30 : 29) : 30 &- (month &+ 1) & 1
  }

  @inlinable @inline(__always)
  static func islamicDay(year: Int, month: Int, day: Int, epoch: Int) -> Int {
    islamicNewYear(year, epoch: epoch) &+ (59 &* (month &- 1) &+ 1) / 2 &+ day &- 1
  }
}

extension CalendarSystem {
  /// The calendar's formula (see ``ClosedForm``), or `nil` for the calendars
  /// answered from year tables.
  @inlinable @inline(__always)
  var closedForm: ClosedForm.Shape? {
    switch self {
    case .gregorian, .iso8601, .buddhist, .roc, .japanese: .gregorian
    case .islamicCivil: .tabularIslamic(epoch: ClosedForm.islamicCivilEpoch)
    case .islamicTbla: .tabularIslamic(epoch: ClosedForm.islamicCivilEpoch - 1)
    default: nil
    }
  }

  /// The era and year of era of the proleptic Gregorian date `y-m-d` in a
  /// calendar of the Gregorian family: one rule for the dates of
  /// ``ClosedForm`` and the year tables of ``OwnCalendars``.
  ///
  /// Eras as ICU numbers them: Gregorian 1 (AD) from year 1 and 0 (BC)
  /// before; Buddhist 0 from 1 BE (ISO -542) and ``CalendarDate/eraBCE``
  /// before; ROC 1 (Minguo) from 1912 and 0 before; Japanese by the era
  /// table (``JapaneseEras/era(isoYear:month:day:)``).
  @inlinable @inline(__always)
  func gregorianEra(isoYear y: Int, month m: Int, day d: Int) -> (era: Int, yearOfEra: Int) {
    switch self {
    case .buddhist: y >= -542 ? (0, y &+ 543) : (CalendarDate.eraBCE, 1 &- y)
    case .roc: y >= 1912 ? (1, y &- 1911) : (0, 1912 &- y)
    case .japanese: JapaneseEras.era(isoYear: y, month: m, day: d)
    default: y >= 1 ? (1, y) : (0, 1 &- y)
    }
  }

  /// The date of a supported day by the calendar's formula, or `nil` when
  /// the calendar has none.
  @inline(__always)
  func closedFormDate(_ jdn: Int) -> CalendarDate? {
    switch closedForm {
    case .gregorian:
      let (y, m, d) = ClosedForm.gregorianDate(jdn)
      let leap = ClosedForm.isGregorianLeap(y)
      return gregorianFamilyDate(
        isoYear: y, month: m, day: d, leap: leap, length: ClosedForm.gregorianMonthLength(m, leap: leap),
        jdn: jdn)
    case .tabularIslamic(let epoch):
      let (y, m, d, leap) = ClosedForm.islamicDate(jdn, epoch: epoch)
      return islamicDate(year: y, month: m, day: d, leap: leap, jdn: jdn)
    case nil:
      return nil
    }
  }

  /// The date of a year, ordinal month and day by the calendar's formula:
  /// `nil` when the calendar has none, or when the fields do not name a day
  /// the formula answers (the year-table path then says what is wrong, or
  /// constrains).
  ///
  /// The formula answers the years whose every day is supported (ISO -4712
  /// through 9999; AH -5497 through 9665), so that the day number needs no
  /// check: the partial first and last years go to the year tables, as do
  /// fields that name no day. Each bound is one unsigned comparison.
  @inlinable @inline(__always)
  func closedFormDate(year: Int, month: Int, day: Int) -> CalendarDate? {
    guard let shape = closedForm, UInt(bitPattern: month &- 1) < 12 else { return nil }
    switch shape {
    case .gregorian:
      // The offsets are a few thousand years, so a year near Int.min or
      // Int.max wraps far outside the bounds too.
      let y = year &- yearOffset
      guard UInt(bitPattern: y &+ 4_712) <= 4_712 + 9_999 else { return nil }
      // Every month has 28 days: most days need no leap test (and a caller
      // that reads only the day number then never makes one).
      if UInt(bitPattern: day &- 1) >= 28 {
        guard day > 28 && day <= ClosedForm.gregorianMonthLength(month, leap: ClosedForm.isGregorianLeap(y))
        else { return nil }
      }
      let jdn = ClosedForm.gregorianDay(year: y, month: month, day: day)
      let leap = ClosedForm.isGregorianLeap(y)
      return gregorianFamilyDate(
        isoYear: y, month: month, day: day, leap: leap,
        length: ClosedForm.gregorianMonthLength(month, leap: leap),
        jdn: jdn)
    case .tabularIslamic(let epoch):
      guard UInt(bitPattern: year &+ 5_497) <= 5_497 + 9_665 else { return nil }
      if UInt(bitPattern: day &- 1) >= 29 {
        guard day > 29 && day <= ClosedForm.islamicMonthLength(month, leap: ClosedForm.isIslamicLeap(year))
        else { return nil }
      }
      let leap = ClosedForm.isIslamicLeap(year)
      let jdn = ClosedForm.islamicDay(year: year, month: month, day: day, epoch: epoch)
      return islamicDate(year: year, month: month, day: day, leap: leap, jdn: jdn)
    }
  }

  /// The date of the valid proleptic Gregorian date `y-m-d`, day `jdn`, in
  /// this calendar of the Gregorian family (`leap`: whether `y` is a leap
  /// year; `length`: the days of month `m`).
  @inlinable @inline(__always)
  func gregorianFamilyDate(
    isoYear y: Int, month m: Int, day d: Int, leap: Bool, length: Int, jdn: Int
  ) -> CalendarDate {
    let (era, yearOfEra) = gregorianEra(isoYear: y, month: m, day: d)
    return CalendarDate(
      calendar: self, era: era, yearOfEra: yearOfEra, year: y &+ yearOffset, month: m,
      monthCode: MonthCode(valid: m, isLeap: false), day: d, dayNumber: Day(julianDayNumber: jdn),
      monthsInYear: 12, daysInMonth: length, daysInYear: leap ? 366 : 365)
  }

  /// The date of the valid tabular Islamic date `year-month-day`, day `jdn`.
  @inlinable @inline(__always)
  func islamicDate(year: Int, month: Int, day: Int, leap: Bool, jdn: Int) -> CalendarDate {
    CalendarDate(
      calendar: self, era: 0, yearOfEra: year, year: year, month: month,
      monthCode: MonthCode(valid: month, isLeap: false), day: day, dayNumber: Day(julianDayNumber: jdn),
      monthsInYear: 12, daysInMonth: ClosedForm.islamicMonthLength(month, leap: leap),
      daysInYear: leap ? 355 : 354)
  }
}
