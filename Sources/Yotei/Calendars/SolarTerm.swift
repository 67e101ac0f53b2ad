/// The 24 solar terms (节气, 節気, 절기): the moments at which the Sun's
/// apparent longitude reaches a multiple of 15°.
///
/// Cases are in order of solar longitude from the vernal equinox (0°,
/// 春分); ``longitude`` gives each one's degrees. Their names in Chinese,
/// Japanese and Korean come from the localization catalog; the case names
/// (``identifier``) are stable English names for files and code.
///
/// The moments come from the same astronomy as Yotei's Chinese and Dangi
/// calendars outside their tables (Bretagnon and Simon's series for the Sun,
/// with aberration and nutation, and the Espenak-Meeus ΔT): one mechanism for
/// both. A term's day depends on the time in which days are counted
/// (``SolarTermZone``); a term within a few minutes of midnight may fall on
/// either day, and ``SolarTermOccurrence/isCertain`` says so.
///
/// ```swift
/// let qingming = try SolarTerm.clearAndBright.occurrence(inYear: 2026, zone: .china)
/// qingming.day  // 2026-04-05
/// ```
public enum SolarTerm: Int, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
  /// 春分, 0°: the vernal equinox.
  case vernalEquinox = 0
  /// 清明, 15°.
  case clearAndBright
  /// 穀雨, 30°.
  case grainRain
  /// 立夏, 45°.
  case startOfSummer
  /// 小満, 60°.
  case grainBuds
  /// 芒種, 75°.
  case grainInEar
  /// 夏至, 90°: the June solstice.
  case summerSolstice
  /// 小暑, 105°.
  case minorHeat
  /// 大暑, 120°.
  case majorHeat
  /// 立秋, 135°.
  case startOfAutumn
  /// 処暑, 150°.
  case endOfHeat
  /// 白露, 165°.
  case whiteDew
  /// 秋分, 180°: the autumnal equinox.
  case autumnalEquinox
  /// 寒露, 195°.
  case coldDew
  /// 霜降, 210°.
  case frostsDescent
  /// 立冬, 225°.
  case startOfWinter
  /// 小雪, 240°.
  case minorSnow
  /// 大雪, 255°.
  case majorSnow
  /// 冬至, 270°: the December solstice.
  case winterSolstice
  /// 小寒, 285° (early January).
  case minorCold
  /// 大寒, 300°.
  case majorCold
  /// 立春, 315°.
  case startOfSpring
  /// 雨水, 330°.
  case rainWater
  /// 驚蟄, 345°.
  case awakeningOfInsects

  /// The Sun's apparent longitude at the term, in degrees (0, 15, ... 345).
  public var longitude: Int { rawValue * 15 }

  /// Whether this is a principal term (中気: a multiple of 30°), the terms
  /// that decide the leap month of the Chinese and Dangi calendars.
  public var isPrincipal: Bool { rawValue % 2 == 0 }

  /// The stable name of the term, as in region files: `"clearAndBright"`.
  public var identifier: String { Self.identifiers[rawValue] }

  public var description: String { identifier }

  /// The term named by its ``identifier``, or `nil`.
  public init?(identifier: String) {
    guard let index = Self.identifiers.firstIndex(of: identifier) else { return nil }
    self.init(rawValue: index)
  }

  private static let identifiers = [
    "vernalEquinox", "clearAndBright", "grainRain", "startOfSummer", "grainBuds", "grainInEar",
    "summerSolstice", "minorHeat", "majorHeat", "startOfAutumn", "endOfHeat", "whiteDew",
    "autumnalEquinox", "coldDew", "frostsDescent", "startOfWinter", "minorSnow", "majorSnow",
    "winterSolstice", "minorCold", "majorCold", "startOfSpring", "rainWater", "awakeningOfInsects",
  ]

  /// The Gregorian years whose terms Yotei computes.
  ///
  /// Far from the present the uncertainty of ΔT grows: Yotei allows about a
  /// minute for it in 1000 and five hours in 3000 (see
  /// ``SolarTermOccurrence/uncertaintySeconds``).
  public static let supportedYears: ClosedRange<Int> = 1000...3000

  /// When this term occurs in a Gregorian year, and on which day in `zone`.
  ///
  /// Each term occurs once in every Gregorian year: ``minorCold`` to
  /// ``awakeningOfInsects`` in January to March, before the year's vernal
  /// equinox, the others after it.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   for a year outside ``supportedYears``.
  public func occurrence(inYear year: Int, zone: SolarTermZone) throws(CalendarError) -> SolarTermOccurrence {
    guard Self.supportedYears.contains(year) else {
      throw CalendarError(
        kind: .outOfSupportedRange, field: "year", value: String(year),
        allowed: "\(Self.supportedYears.lowerBound)...\(Self.supportedYears.upperBound)",
        message:
          "year \(year) is outside the years solar terms are computed for "
          + "(\(Self.supportedYears.lowerBound)...\(Self.supportedYears.upperBound))")
    }
    let moment = LunisolarAstronomy.moment(ofLongitude: Double(longitude), inYear: year)
    return SolarTermOccurrence(term: self, year: year, julianDay: moment, zone: zone.zone)
  }

  /// The 24 terms of a Gregorian year in `zone`, in date order (from
  /// ``minorCold`` in January to ``winterSolstice`` in December).
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/outOfSupportedRange``
  ///   for a year outside ``supportedYears``.
  public static func occurrences(inYear year: Int, zone: SolarTermZone) throws(CalendarError)
    -> [SolarTermOccurrence]
  {
    var result: [SolarTermOccurrence] = []
    for index in 0..<24 {
      let term = SolarTerm(rawValue: (index + SolarTerm.minorCold.rawValue) % 24)!
      result.append(try term.occurrence(inYear: year, zone: zone))
    }
    return result
  }

  /// The terms that begin on the days of `days` in `zone`, in date order:
  /// the terms ``occurrences(inYear:zone:)`` gives for the years the range
  /// touches, kept where their day is in the range, but only the few that
  /// can fall in it are computed (a month's grid asks for two or three
  /// terms, not a year's 24). Days outside ``supportedYears`` have none.
  ///
  /// ```swift
  /// let december = Day(iso: 2026, 12, 1)!...Day(iso: 2026, 12, 31)!
  /// SolarTerm.occurrences(in: december, zone: .china).map(\.term)  // [.majorSnow, .winterSolstice]
  /// ```
  public static func occurrences(in days: ClosedRange<Day>, zone: SolarTermZone) -> [SolarTermOccurrence] {
    // A term falls in the half-month (days 1-13, 14-end) it is named for,
    // or the one before or after it (as `beginning(on:)` searches), so the
    // terms of the range's half-months and one on each side are enough.
    func halfMonth(_ day: Day) -> Int {
      let (year, month, dayOfMonth) = day.isoDate
      return year * 24 + (month - 1) * 2 + (dayOfMonth >= 14 ? 1 : 0)
    }
    var result: [SolarTermOccurrence] = []
    for index in (halfMonth(days.lowerBound) - 1)...(halfMonth(days.upperBound) + 1) {
      let year = index >= 0 ? index / 24 : (index - 23) / 24
      guard supportedYears.contains(year),
        let term = SolarTerm(rawValue: (index - year * 24 + SolarTerm.minorCold.rawValue) % 24),
        let occurrence = try? term.occurrence(inYear: year, zone: zone), days.contains(occurrence.day)
      else { continue }
      result.append(occurrence)
    }
    return result
  }

  /// The term that begins on `day` in `zone`, or `nil` if none does.
  ///
  /// At most one term begins on a day (they are 14 to 16 days apart). An
  /// uncertain term (``SolarTermOccurrence/isCertain`` false) is returned on
  /// the day Yotei computes, not on its ``SolarTermOccurrence/alternativeDay``.
  /// Days outside ``supportedYears`` have none.
  public static func beginning(on day: Day, zone: SolarTermZone) -> SolarTermOccurrence? {
    let (year, month, dayOfMonth) = day.isoDate
    guard supportedYears.contains(year) else { return nil }
    // A term falls on days 3-9 or 17-24 of a month in the supported era; the
    // mean position of the month's two terms narrows the search to one term.
    let index = (month - 1) * 2 + (dayOfMonth >= 14 ? 1 : 0)
    guard let term = SolarTerm(rawValue: (index + SolarTerm.minorCold.rawValue) % 24) else { return nil }
    for candidate in [
      term, SolarTerm(rawValue: (term.rawValue + 23) % 24)!, SolarTerm(rawValue: (term.rawValue + 1) % 24)!,
    ] {
      guard let occurrence = try? candidate.occurrence(inYear: year, zone: zone) else { continue }
      if occurrence.day == day { return occurrence }
    }
    return nil
  }
}

/// The time in which the day of a solar term is counted.
///
/// `china`: Beijing local mean time (116°25′ E) before 1929, UTC+8 since;
/// `korea`: UTC+8 before 1912, UTC+9 since (as the Chinese and Dangi
/// calendars count their days); `japan`: UTC+9 (Japan Standard Time, in force
/// since 1888, used for every year); or a fixed offset from UTC.
public struct SolarTermZone: Sendable, Hashable, CustomStringConvertible {
  let zone: LunisolarAstronomy.Zone

  init(zone: LunisolarAstronomy.Zone) { self.zone = zone }

  /// China's time, as the `chinese` calendar counts days.
  public static let china = SolarTermZone(zone: .china)
  /// Korea's time, as the `dangi` calendar counts days.
  public static let korea = SolarTermZone(zone: .korea)
  /// Japan Standard Time, UTC+9.
  public static let japan = SolarTermZone(zone: .japan)
  /// Universal time.
  public static let utc = SolarTermZone(zone: .fixed(0))

  /// A fixed offset from UTC, from −18 to +18 hours.
  ///
  /// - Throws: ``CalendarError`` of kind ``CalendarError/Kind/fieldOutOfRange``
  ///   naming `utcOffset` for an offset beyond ±18 hours.
  public static func fixed(utcOffsetSeconds seconds: Int) throws(CalendarError) -> SolarTermZone {
    guard (-64_800...64_800).contains(seconds) else {
      throw CalendarError(
        kind: .fieldOutOfRange, field: "utcOffset", value: String(seconds), allowed: "-64800...64800 seconds",
        message: "UTC offset \(seconds) s is beyond ±18 hours (-64800...64800 seconds)")
    }
    return SolarTermZone(zone: .fixed(seconds))
  }

  /// The zone named `china`, `korea`, `japan`, `UTC`, or `UTC±HH:MM`
  /// (`UTC+08:00`), or `nil`.
  public init?(identifier: String) {
    switch identifier {
    case "china": self = .china
    case "korea": self = .korea
    case "japan": self = .japan
    case "UTC": self = .utc
    default:
      let scalars = Array(identifier.utf8)
      guard scalars.count == 9, identifier.hasPrefix("UTC"), scalars[3] == 43 || scalars[3] == 45,
        scalars[6] == 58, let hours = Int(String(decoding: scalars[4..<6], as: UTF8.self)),
        let minutes = Int(String(decoding: scalars[7..<9], as: UTF8.self)), hours <= 18, minutes < 60,
        scalars[4...5].allSatisfy({ (48...57).contains($0) }),
        scalars[7...8].allSatisfy({ (48...57).contains($0) })
      else { return nil }
      let seconds = (hours * 3600 + minutes * 60) * (scalars[3] == 45 ? -1 : 1)
      guard let zone = try? SolarTermZone.fixed(utcOffsetSeconds: seconds) else { return nil }
      self = zone
    }
  }

  /// The zone's name, as ``init(identifier:)`` reads it.
  public var identifier: String {
    switch zone {
    case .china: return "china"
    case .korea: return "korea"
    case .japan: return "japan"
    case .fixed(0): return "UTC"
    case .fixed(let seconds):
      let magnitude = abs(seconds) / 60
      let hours = magnitude / 60
      let minutes = magnitude % 60
      return "UTC" + (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + String(hours) + ":"
        + (minutes < 10 ? "0" : "") + String(minutes)
    }
  }

  public var description: String { identifier }
}

/// One solar term in one Gregorian year: its moment and its day.
public struct SolarTermOccurrence: Sendable, Hashable, CustomStringConvertible {
  /// The term.
  public let term: SolarTerm
  /// The Gregorian year asked for.
  public let year: Int
  /// The day on which the term falls, in the zone asked for.
  public let day: Day
  /// The moment of the term, in seconds since 1970-01-01T00:00:00Z (UT).
  public let secondsSinceUnixEpoch: Double
  /// The offset from UTC in force at the moment, in seconds, that gave ``day``.
  public let utcOffsetSeconds: Int
  /// How far, in seconds, the moment may be from the true one: the solar
  /// series' error (``seriesErrorSeconds``) plus the uncertainty of ΔT in the
  /// year (about a second in the 20th century, growing before and after).
  public let uncertaintySeconds: Double
  /// Whether the day is certain: `false` when the moment lies within
  /// ``uncertaintySeconds`` of a midnight, so the term may fall on
  /// ``alternativeDay`` instead.
  public var isCertain: Bool { alternativeDay == nil }
  /// For an uncertain term, the other day it may fall on (the day before or
  /// after ``day``); `nil` when the day is certain.
  public let alternativeDay: Day?

  /// The error, in seconds, Yotei allows for its solar series and ΔT
  /// polynomial against modern ephemerides: two minutes. The tests measure
  /// every term of 1900-2100 against PyEphem (VSOP87, its own ΔT): at most
  /// 57 seconds apart (1943), within 41 seconds over 2000-2100.
  public static let seriesErrorSeconds = 120.0

  init(term: SolarTerm, year: Int, julianDay moment: Double, zone: LunisolarAstronomy.Zone) {
    self.term = term
    self.year = year
    let offset = zone.offset(moment)
    self.utcOffsetSeconds = Int((offset * 86_400).rounded())
    let local = moment + 0.5 + offset
    let dayNumber = Int(local.rounded(.down))
    self.day = Day(julianDayNumber: dayNumber)
    self.secondsSinceUnixEpoch = (moment - 2_440_587.5) * 86_400
    let uncertainty = Self.seriesErrorSeconds + Self.deltaTUncertainty(year: year)
    self.uncertaintySeconds = uncertainty
    let secondOfDay = (local - Double(dayNumber)) * 86_400
    if secondOfDay < uncertainty {
      alternativeDay = Day(julianDayNumber: dayNumber - 1)
    } else if 86_400 - secondOfDay < uncertainty {
      alternativeDay = Day(julianDayNumber: dayNumber + 1)
    } else {
      alternativeDay = nil
    }
  }

  /// The uncertainty of ΔT, in seconds, in a year: about a second for
  /// 1900-2025 (measured), Morrison and Stephenson's 0.8 t² s (t in centuries
  /// from 1825) before, and for later years a growing allowance for the
  /// unpredictable rotation of the Earth (0.02 s × years², about 2 minutes by
  /// 2100; Espenak and Meeus's own extrapolation is 100 s off current trends
  /// by then).
  static func deltaTUncertainty(year: Int) -> Double {
    if year < 1900 {
      let t = Double(1825 - year) / 100
      return max(1, 0.8 * t * t) + 1
    }
    if year <= 2025 { return 1 }
    let years = Double(year - 2025)
    return 1 + 0.02 * years * years
  }

  public var description: String {
    "\(term.identifier) \(year): \(day.isoString)" + (alternativeDay.map { " (or \($0.isoString))" } ?? "")
  }
}
