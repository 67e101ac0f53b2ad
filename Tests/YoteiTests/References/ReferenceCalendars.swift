// Independent implementations used only as references in tests. None of them
// calls ICU or Yotei's calendar code; they share only Day's ISO arithmetic,
// which DayTests checks on its own.

@testable import Yotei

/// The Persian (Solar Hijri) calendar by Kazimierz Borkowski's algorithm, as
/// published in the jalaali-js / jalaali-go projects ("jalCal", valid for
/// years -61...3177). Source: Borkowski, K. M. (1996), "The Persian calendar
/// for 3000 years", Earth, Moon, and Planets 74(3), 223-230.
enum JalaaliReference {
  static let breaks = [
    -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456,
    3178,
  ]

  static func div(_ a: Int, _ b: Int) -> Int { Int((Double(a) / Double(b)).rounded(.towardZero)) }
  static func mod(_ a: Int, _ b: Int) -> Int { a - div(a, b) * b }

  /// (isLeap, Gregorian year of 1 Farvardin, March day of 1 Farvardin)
  static func jalCal(_ jy: Int) -> (isLeap: Bool, gy: Int, march: Int) {
    let gy = jy + 621
    var leapJ = -14
    var jp = breaks[0]
    var jump = 0
    for i in 1..<breaks.count {
      let jm = breaks[i]
      jump = jm - jp
      if jy < jm { break }
      leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4)
      jp = jm
    }
    var n = jy - jp
    leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4)
    if mod(jump, 33) == 4 && jump - n == 4 { leapJ += 1 }
    let leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150
    let march = 20 + leapJ - leapG
    if jump - n < 6 { n = n - jump + div(jump + 4, 33) * 33 }
    var leap = mod(mod(n + 1, 33) - 1, 4)
    if leap == -1 { leap = 4 }
    return (leap == 0, gy, march)
  }

  /// JDN of a Persian date.
  static func jdn(_ jy: Int, _ jm: Int, _ jd: Int) -> Int {
    let r = jalCal(jy)
    let start = Day(iso: r.gy, 3, r.march)!.julianDayNumber
    return start + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1
  }

  static func monthLength(_ jy: Int, _ jm: Int) -> Int {
    jm <= 6 ? 31 : (jm <= 11 ? 30 : (jalCal(jy).isLeap ? 30 : 29))
  }
}

/// The arithmetic Hebrew calendar, after Dershowitz and Reingold,
/// "Calendrical Calculations" (3rd ed.), ch. 8: molad, postponements and
/// month lengths. Months here are in civil order from Tishrei.
enum HebrewReference {
  static let epochRD = -1_373_427
  static let rdToJDN = 1_721_425

  static func isLeap(_ y: Int) -> Bool { ((7 * y + 1) % 19 + 19) % 19 < 7 }

  static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  static func elapsedDays(_ y: Int) -> Int {
    let months = floorDiv(235 * y - 234, 19)
    let parts = 12084 + 13753 * months
    let days = 29 * months + floorDiv(parts, 25920)
    return ((3 * (days + 1)) % 7 + 7) % 7 < 3 ? days + 1 : days
  }

  static func correction(_ y: Int) -> Int {
    let ny0 = elapsedDays(y - 1)
    let ny1 = elapsedDays(y)
    let ny2 = elapsedDays(y + 1)
    if ny2 - ny1 == 356 { return 2 }
    if ny1 - ny0 == 382 { return 1 }
    return 0
  }

  /// JDN of 1 Tishrei of year `y`.
  static func newYear(_ y: Int) -> Int { epochRD + elapsedDays(y) + correction(y) + rdToJDN }

  static func daysInYear(_ y: Int) -> Int { newYear(y + 1) - newYear(y) }

  /// (name, length) of each month in civil order.
  static func months(_ y: Int) -> [(code: String, length: Int)] {
    let days = daysInYear(y)
    let heshvan = days % 10 == 5 ? 30 : 29
    let kislev = days % 10 == 3 ? 29 : 30
    var list: [(String, Int)] = [("M01", 30), ("M02", heshvan), ("M03", kislev), ("M04", 29), ("M05", 30)]
    if isLeap(y) { list.append(("M05L", 30)) }
    list += [("M06", 29), ("M07", 30), ("M08", 29), ("M09", 30), ("M10", 29), ("M11", 30), ("M12", 29)]
    return list
  }
}

/// The tabular Islamic calendar (type II leap years 2, 5, 7, 10, 13, 16, 18,
/// 21, 24, 26, 29 of a 30-year cycle), as in Calendrical Calculations ch. 6.
/// `islamic-civil` counts from Friday 16 July 622 (Julian), JDN 1948440;
/// `islamic-tbla` from Thursday 15 July 622, JDN 1948439.
enum TabularIslamicReference {
  static func jdn(_ y: Int, _ m: Int, _ d: Int, epoch: Int) -> Int {
    func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    return d + (59 * (m - 1) + 1) / 2 + (y - 1) * 354 + floorDiv(3 + 11 * y, 30) + epoch - 1
  }
  static func isLeap(_ y: Int) -> Bool { ((14 + 11 * y) % 30 + 30) % 30 < 11 }
}

/// The proleptic Gregorian calendar on R.D. fixed dates (1 = 0001-01-01), after
/// Dershowitz and Reingold, "Calendrical Calculations" (3rd ed.), ch. 2.
enum GregorianReference {
  static let rdToJDN = 1_721_425

  static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
  static func isLeap(_ y: Int) -> Bool {
    (y % 4 + 4) % 4 == 0 && ![100, 200, 300].contains((y % 400 + 400) % 400)
  }

  static func fixed(_ y: Int, _ m: Int, _ d: Int) -> Int {
    let c = m <= 2 ? 0 : (isLeap(y) ? -1 : -2)
    return 365 * (y - 1) + floorDiv(y - 1, 4) - floorDiv(y - 1, 100) + floorDiv(y - 1, 400)
      + floorDiv(367 * m - 362, 12) + c + d
  }

  static func year(_ rd: Int) -> Int {
    let d0 = rd - 1
    let n400 = floorDiv(d0, 146_097)
    let d1 = d0 - n400 * 146_097
    let n100 = d1 / 36_524
    let d2 = d1 % 36_524
    let n4 = d2 / 1_461
    let d3 = d2 % 1_461
    let n1 = d3 / 365
    let y = 400 * n400 + 100 * n100 + 4 * n4 + n1
    return n100 == 4 || n1 == 4 ? y : y + 1
  }

  static func date(_ rd: Int) -> (Int, Int, Int) {
    let y = year(rd)
    let priorDays = rd - fixed(y, 1, 1)
    let correction = rd < fixed(y, 3, 1) ? 0 : (isLeap(y) ? 1 : 2)
    let m = floorDiv(12 * (priorDays + correction) + 373, 367)
    return (y, m, rd - fixed(y, m, 1) + 1)
  }
}
