import Glibc

/// Chinese and Dangi months outside the published tables, from Yotei's own
/// astronomy.
///
/// The rules are the modern ones (since 1645, as the tables and ICU compute
/// every year): a month begins on the local day of a new moon; the month
/// holding the winter solstice is month 11; when 13 months separate two such
/// months, the first one without a principal solar term (a multiple of 30° of
/// solar longitude) is the leap month and repeats its predecessor's number.
///
/// New moons follow Meeus, *Astronomical Algorithms* (2nd ed.), chapter 49
/// (with the 14 planetary terms: seconds of error in the modern era); the
/// Sun's apparent longitude is Bretagnon and Simon's 49-term series (as in
/// *Calendrical Calculations*) with aberration and nutation; ΔT follows the
/// Espenak-Meeus polynomials (NASA, 2006). Far from the present the
/// uncertainty of ΔT dominates (hours before 1000 CE). Local time: China,
/// Beijing mean solar time (116°25′ E) before 1929, UTC+8 since; Korea, UTC+8
/// before 1912 and UTC+9 since (as KASI and ICU compute).
///
/// Checked in the tests: every month of Chinese 1800-1899 and 2101-2200 and
/// Dangi 1800-1899 and 2051-2150 equals PyEphem's (VSOP87 and ELP), and over
/// the tables' own years it equals the published months except in 1906, where
/// the table keeps the almanac of the time.
enum LunisolarAstronomy {
  /// The time in which days are counted.
  ///
  /// The lunisolar calendars use `china` and `korea`; solar terms
  /// (``SolarTerm``) may also be asked in Japan's time or at a fixed offset.
  enum Zone: Sendable, Hashable {
    case china, korea, japan
    /// A fixed offset from UT, in seconds.
    case fixed(Int)

    static func of(_ system: CalendarSystem) -> Zone { system == .dangi ? .korea : .china }

    /// The offset from UT, in days, at a moment (Julian day, UT).
    func offset(_ jd: Double) -> Double {
      switch self {
      case .china: jd < 2_425_611.5 ? (116.0 + 25.0 / 60.0) / 360.0 : 8.0 / 24.0  // 1929-01-01
      case .korea: jd < 2_419_402.5 ? 8.0 / 24.0 : 9.0 / 24.0  // 1912-01-01
      case .japan: 9.0 / 24.0
      case .fixed(let seconds): Double(seconds) / 86_400
      }
    }
  }

  /// One month: its first day, its code, and the first day of the next month.
  struct Month: Sendable, Equatable {
    var firstDay: Int
    var code: MonthCode
    var endDay: Int
  }

  // MARK: Astronomy

  private static let degrees = Double.pi / 180

  /// ΔT = TT − UT in seconds at a decimal year (Espenak and Meeus).
  static func deltaT(year y: Double) -> Double {
    func poly(_ t: Double, _ c: [Double]) -> Double { c.reversed().reduce(0) { $0 * t + $1 } }
    switch y {
    case ..<(-500):
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    case ..<500:
      return poly(y / 100, [10583.6, -1014.41, 33.78311, -5.952053, -0.1798452, 0.022174192, 0.0090316521])
    case ..<1600:
      return poly(
        (y - 1000) / 100, [1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073])
    case ..<1700: return poly(y - 1600, [120, -0.9808, -0.01532, 1.0 / 7129])
    case ..<1800: return poly(y - 1700, [8.83, 0.1603, -0.0059285, 0.00013336, -1.0 / 1_174_000])
    case ..<1860:
      return poly(
        y - 1800,
        [13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699, 0.000000000875])
    case ..<1900: return poly(y - 1860, [7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1.0 / 233_174])
    case ..<1920: return poly(y - 1900, [-2.79, 1.494119, -0.0598939, 0.0061966, -0.000197])
    case ..<1941: return poly(y - 1920, [21.20, 0.84493, -0.076100, 0.0020936])
    case ..<1961: return poly(y - 1950, [29.07, 0.407, -1.0 / 233, 1.0 / 2547])
    case ..<1986: return poly(y - 1975, [45.45, 1.067, -1.0 / 260, -1.0 / 718])
    case ..<2005: return poly(y - 2000, [63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599])
    case ..<2050: return poly(y - 2000, [62.92, 0.32217, 0.005589])
    case ..<2150:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - y)
    default:
      let u = (y - 1820) / 100
      return -20 + 32 * u * u
    }
  }

  private static func deltaTDays(_ jd: Double) -> Double {
    deltaT(year: 2000 + (jd - 2_451_545) / 365.25) / 86_400
  }

  /// Meeus table 49.B: the 14 planetary arguments (A1...A14) and their amplitudes in days.
  private static let planetaryTerms: [(Double, Double, Double)] = [
    (299.77, 0.107408, 0.000325), (251.88, 0.016321, 0.000165), (251.83, 26.651886, 0.000164),
    (349.42, 36.412478, 0.000126), (84.66, 18.206239, 0.000110), (141.74, 53.303771, 0.000062),
    (207.14, 2.453732, 0.000060), (154.84, 7.306860, 0.000056), (34.52, 27.261239, 0.000047),
    (207.19, 0.121824, 0.000042), (291.34, 1.844379, 0.000040), (161.72, 24.198154, 0.000037),
    (239.56, 25.513099, 0.000035), (331.55, 3.592518, 0.000023),
  ]

  /// The moment (Julian day, UT) of mean lunation `k` (k = 0: January 2000).
  static func newMoon(_ k: Int) -> Double {
    let k = Double(k)
    let t = k / 1236.85
    let t2 = t * t
    let t3 = t2 * t
    let t4 = t3 * t
    var jde = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.000000150 * t3 + 0.00000000073 * t4
    let e = 1 - 0.002516 * t - 0.0000074 * t2
    let m = (2.5534 + 29.10535670 * k - 0.0000014 * t2 - 0.00000011 * t3) * degrees
    let mp = (201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4) * degrees
    let f = (160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4) * degrees
    let om = (124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3) * degrees
    var c = -0.40720 * sin(mp) + 0.17241 * e * sin(m) + 0.01608 * sin(2 * mp) + 0.01039 * sin(2 * f)
    c += 0.00739 * e * sin(mp - m) - 0.00514 * e * sin(mp + m) + 0.00208 * e * e * sin(2 * m)
    c += -0.00111 * sin(mp - 2 * f) - 0.00057 * sin(mp + 2 * f) + 0.00056 * e * sin(2 * mp + m)
    c += -0.00042 * sin(3 * mp) + 0.00042 * e * sin(m + 2 * f) + 0.00038 * e * sin(m - 2 * f)
    c += -0.00024 * e * sin(2 * mp - m) - 0.00017 * sin(om) - 0.00007 * sin(mp + 2 * m)
    c += 0.00004 * sin(2 * mp - 2 * f) + 0.00004 * sin(3 * m) + 0.00003 * sin(mp + m - 2 * f)
    c += 0.00003 * sin(2 * mp + 2 * f) - 0.00003 * sin(mp + m + 2 * f) + 0.00003 * sin(mp - m + 2 * f)
    c += -0.00002 * sin(mp - m - 2 * f) - 0.00002 * sin(3 * mp + m) + 0.00002 * sin(4 * mp)
    for (i, (a, b, amplitude)) in planetaryTerms.enumerated() {
      let angle = a + b * k + (i == 0 ? -0.009173 * t2 : 0)
      c += amplitude * sin(angle * degrees)
    }
    jde += c
    return jde - deltaTDays(jde)
  }

  /// Bretagnon and Simon's 49 periodic terms for the Sun's longitude
  /// (*Planetary Programs and Tables*, 1986, as in Reingold and Dershowitz's
  /// *Calendrical Calculations*): amplitude (10⁻⁷ rad), rate (°/century), phase (°).
  private static let solarTerms: [(Double, Double, Double)] = [
    (403406, 0.9287892, 270.54861), (195207, 35999.1376958, 340.19128), (119433, 35999.4089666, 63.91854),
    (112392, 35998.7287385, 331.26220), (3891, 71998.20261, 317.843), (2819, 71998.4403, 86.631),
    (1721, 36000.35726, 240.052), (660, 71997.4812, 310.26), (350, 32964.4678, 247.23),
    (334, -19.4410, 260.87), (314, 445267.1117, 297.82), (268, 45036.8840, 343.14), (242, 3.1008, 166.79),
    (234, 22518.4434, 81.53), (158, -19.9739, 3.50), (132, 65928.9345, 132.75), (129, 9038.0293, 182.95),
    (114, 3034.7684, 162.03), (99, 33718.148, 29.8), (93, 3034.448, 266.4), (86, -2280.773, 249.2),
    (78, 29929.992, 157.6), (72, 31556.493, 257.8), (68, 149.588, 185.1), (64, 9037.750, 69.9),
    (46, 107997.405, 8.0), (38, -4444.176, 197.1), (37, 151.771, 250.4), (32, 67555.316, 65.3),
    (29, 31556.080, 162.7), (28, -4561.540, 341.5), (27, 107996.706, 291.6), (27, 1221.655, 98.5),
    (25, 62894.167, 146.7), (24, 31437.369, 110.0), (21, 14578.298, 5.2), (21, -31931.757, 342.6),
    (20, 34777.243, 230.9), (18, 1221.999, 256.1), (17, 62894.511, 45.3), (14, -4442.039, 242.9),
    (13, 107997.909, 115.2), (13, 119.066, 151.8), (13, 16859.071, 285.3), (12, -4.578, 53.3),
    (10, 26895.292, 126.6), (10, -39.127, 205.7), (10, 12297.536, 85.9), (10, 90073.778, 146.1),
  ]

  /// The Sun's apparent geocentric longitude, in degrees 0..<360, at a moment
  /// (Julian day, UT): the 49-term series, with aberration and nutation.
  static func solarLongitude(_ jd: Double) -> Double {
    let c = (jd + deltaTDays(jd) - 2_451_545) / 36_525
    var sum = 0.0
    for (x, y, z) in solarTerms { sum += x * sin((z + y * c) * degrees) }
    let aberration = 0.0000974 * cos((177.63 + 35_999.01848 * c) * degrees) - 0.005575
    let a = (124.90 - 1934.134 * c + 0.002063 * c * c) * degrees
    let b = (201.11 + 72_001.5377 * c + 0.00057 * c * c) * degrees
    let nutation = -0.004778 * sin(a) - 0.0003667 * sin(b)
    let lambda = 282.7771834 + 36_000.76953744 * c + 0.000005729577951308232 * sum + aberration + nutation
    let r = lambda.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }

  // MARK: Days

  /// The local day (JDN) of a moment (Julian day, UT).
  static func day(of jd: Double, _ zone: Zone) -> Int {
    Int((jd + 0.5 + zone.offset(jd)).rounded(.down))
  }

  /// The moment (Julian day, UT) at which a local day begins.
  private static func start(of day: Int, _ zone: Zone) -> Double {
    let guess = Double(day) - 0.5
    return guess - zone.offset(guess - 0.4)
  }

  /// The first day of the last lunar month that begins on or before `day`.
  private static func newMoon(onOrBefore day: Int, _ zone: Zone) -> Int {
    var k = Int(((Double(day) - 2_451_550.1) / 29.530588861).rounded(.down)) + 1
    var first = Self.day(of: newMoon(k), zone)
    while first > day {
      k -= 1
      first = Self.day(of: newMoon(k), zone)
    }
    return first
  }

  /// The first day of the first lunar month that begins after `day`.
  private static func newMoon(after day: Int, _ zone: Zone) -> Int {
    var k = Int(((Double(day) - 2_451_550.1) / 29.530588861).rounded(.down)) - 1
    var first = Self.day(of: newMoon(k), zone)
    while first <= day {
      k += 1
      first = Self.day(of: newMoon(k), zone)
    }
    return first
  }

  /// The index (0...11) of the last principal term reached at a day's start.
  private static func termIndex(atStartOf day: Int, _ zone: Zone) -> Int {
    Int(solarLongitude(start(of: day, zone)) / 30)
  }

  /// The moment (Julian day, UT) in ISO year `year` at which the Sun's
  /// apparent longitude reaches `longitude` degrees (a multiple of 15: a
  /// solar term). Terms of 285° and more (from about 5 January to the
  /// vernal equinox) are the ones before the year's vernal equinox.
  static func moment(ofLongitude longitude: Double, inYear year: Int) -> Double {
    let januaryFirst = Double(ISOArithmetic.julianDayNumber(year: year, month: 1, day: 1)) - 0.5
    // The vernal equinox is near day 79 of the year; 360° take a tropical year.
    let tropicalYear = 365.242_19
    let fromEquinox = longitude < 285 ? longitude : longitude - 360
    var jd = januaryFirst + 79 + fromEquinox / 360 * tropicalYear
    // The Sun's rate varies by ±3.4% around the mean, so each step of this
    // fixed-rate iteration shrinks the error at least 29 times.
    for _ in 0..<12 {
      let remainder = (longitude - solarLongitude(jd) + 540).truncatingRemainder(dividingBy: 360) - 180
      jd += remainder / 360 * tropicalYear
      if abs(remainder) < 1e-9 { break }
    }
    return jd
  }

  /// The local day of the December solstice of an ISO year.
  ///
  /// `nearTheMean: false` searches from 1 December only, as the tests do to
  /// check the shorter search.
  static func winterSolstice(_ year: Int, _ zone: Zone, nearTheMean: Bool = true) -> Int {
    // From 1 December: the solstice drifts earlier in the Gregorian calendar
    // (and ΔT grows), to 17 December and before after about 8290; a search
    // from the 18th then stopped at once on the wrong day.
    let december = ISOArithmetic.julianDayNumber(year: year, month: 12, day: 1)
    var d = december
    // The search may start three days before the mean solstice (2000-12-21
    // 13:37 UT, a tropical year apart) instead: the longitude rises about 1°
    // a day from some 249° on 1 December, so when it is still below 270° at
    // the start of that day's next day (term 8), no earlier day can be the
    // solstice, and the search finds the same day with 3 or 4 steps instead
    // of some 20. Otherwise (ΔT far from the present) it starts on the 1st.
    let mean = Int((2_451_900.07 + 365.242_19 * Double(year - 2000)).rounded(.down)) - 3
    if nearTheMean && mean > december && termIndex(atStartOf: mean + 1, zone) == 8 { d = mean }
    // The solstice day is the one during which the longitude reaches 270°.
    while termIndex(atStartOf: d + 1, zone) != 9 { d += 1 }
    return d
  }

  /// The months from the one holding the December solstice of `year` up to the
  /// next such month, with their codes.
  private static func sui(_ year: Int, _ zone: Zone) -> [Month] {
    let found = lastSui.withLock { recent in
      recent.first { $0.year == year && $0.zone == zone }?.months
    }
    if let found { return found }
    let months = computedSui(year, zone)
    lastSui.withLock { recent in
      recent.insert((year, zone, months), at: 0)
      if recent.count > recentSuiCount { recent.removeLast() }
    }
    return months
  }

  /// The last sui computed, newest first: a year's months need the sui
  /// before it and its own, so a walk through the years computes each sui
  /// once, not twice. Several are kept so that walks of both lunisolar
  /// calendars side by side (a day table's Chinese and Dangi columns, in
  /// two zones) do not evict each other's: with one kept, 927 of 976 sui
  /// of the 1800-2199 table were computed afresh.
  private static let lastSui = Lock<[(year: Int, zone: Zone, months: [Month])]>([])

  /// How many sui ``lastSui`` keeps: two for each of two walks.
  private static let recentSuiCount = 4

  private static func computedSui(_ year: Int, _ zone: Zone) -> [Month] {
    let first = newMoon(onOrBefore: winterSolstice(year, zone), zone)
    let last = newMoon(onOrBefore: winterSolstice(year + 1, zone), zone)
    var starts = [first]
    while starts[starts.count - 1] < last { starts.append(newMoon(after: starts[starts.count - 1], zone)) }
    let isLeapSui = starts.count == 14
    var months: [Month] = []
    var number = 11
    var leapDone = !isLeapSui
    for i in 0..<(starts.count - 1) {
      var isLeap = false
      if i > 0 {
        if !leapDone && termIndex(atStartOf: starts[i], zone) == termIndex(atStartOf: starts[i + 1], zone) {
          isLeap = true
          leapDone = true
        } else {
          number = number % 12 + 1
        }
      }
      months.append(
        Month(firstDay: starts[i], code: MonthCode(number: number, isLeap: isLeap)!, endDay: starts[i + 1]))
    }
    return months
  }

  /// Every month of the lunar year that begins in ISO year `year`.
  static func months(ofRelatedYear year: Int, zone: Zone) -> [Month] {
    let before = sui(year - 1, zone)
    let after = sui(year, zone)
    let firstMonth = MonthCode(number: 1)!
    let start = before.firstIndex { $0.code == firstMonth }!
    let end = after.firstIndex { $0.code == firstMonth }!
    return Array(before[start...]) + Array(after[..<end])
  }
}
