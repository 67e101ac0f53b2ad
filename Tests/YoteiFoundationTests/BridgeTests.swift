import Foundation
import Testing
import Yotei
import YoteiFoundation

/// The bridge against Foundation's own answers: its calendars and time zones
/// (with Foundation's bundled ICU and tz data) are the reference.
@Suite struct BridgeTests {
  let db = TimeZoneDatabase.system

  @Test func instantsAndDates() throws {
    #expect(try Instant(Date(timeIntervalSince1970: 1_700_000_000.7)).secondsSinceUnixEpoch == 1_700_000_000)
    #expect(try Instant(Date(timeIntervalSince1970: -0.5)).secondsSinceUnixEpoch == -1)
    #expect(Date(Instant(secondsSinceUnixEpoch: 1_234_567_890)).timeIntervalSince1970 == 1_234_567_890)
    for bad in [Double.infinity, -Double.infinity, Double.nan, 1e19, -1e19] {
      #expect(throws: BridgeError.self) { try Instant(Date(timeIntervalSince1970: bad)) }
    }
    let now = Date()
    #expect(abs(Date(try Instant(now)).timeIntervalSince(now)) < 1)
  }

  static let zones = [
    "Asia/Tokyo", "America/Sao_Paulo", "Europe/Paris", "Pacific/Apia", "Asia/Kolkata", "America/St_Johns",
    "Australia/Lord_Howe", "UTC",
  ]

  @Test(arguments: zones)
  func daysAndStartsOfDaysAgreeWithFoundation(_ id: String) throws {
    let zone = try db.zone(id)
    let timeZone = try #require(TimeZone(identifier: id))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    // Every 7 h 13 min across 2018-2024: both sides of every DST change.
    var t = 1_514_764_800.0
    while t < 1_735_689_600 {
      let date = Date(timeIntervalSince1970: t)
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      let day = try Day(date, in: zone)
      #expect(day == Day(iso: parts.year!, parts.month!, parts.day!), "\(id) \(t)")
      t += 26_000
    }
    for (y, m, d) in [(2018, 11, 4), (2024, 3, 31), (2024, 10, 27), (2011, 12, 31), (2024, 4, 7)] {
      let day = Day(iso: y, m, d)!
      let noon = try #require(
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: 12)), "\(id) \(day)")
      #expect(try Date(startOf: day, in: zone) == calendar.startOfDay(for: noon), "\(id) \(day)")
    }
  }

  @Test func aSkippedDayHasNoStart() throws {
    // Samoa skipped 30 December 2011.
    let apia = try db.zone("Pacific/Apia")
    #expect(throws: BridgeError.skippedDay(Day(iso: 2011, 12, 30)!, zone: "Pacific/Apia")) {
      try Date(startOf: Day(iso: 2011, 12, 30)!, in: apia)
    }
    #expect(throws: BridgeError.self) { try Date(startOf: Day(julianDayNumber: Int.max / 2), in: apia) }
  }

  @Test(arguments: zones + ["US/Eastern", "Asia/Jerusalem"])
  func zonesRoundTrip(_ id: String) throws {
    // Foundation names UTC "GMT"; both are the tz database's links to Etc/UTC.
    let name = id == "UTC" ? "GMT" : id
    let zone = try Zone(TimeZone(identifier: id)!)
    #expect(zone.identifier == name)
    #expect(try TimeZone(zone).identifier == name)
  }

  @Test func fixedOffsetsAndUnknownZones() throws {
    let east = try Zone(TimeZone(secondsFromGMT: 10_800)!)
    #expect(east.offset(at: .unixEpoch) == 10_800)
    #expect(try TimeZone(east).secondsFromGMT() == 10_800)
    let posix = db.currentZone(environment: ["TZ": "<+0330>-3:30"]).zone
    #expect(try TimeZone(posix).secondsFromGMT() == 12_600)
    let dst = db.currentZone(environment: ["TZ": "XST3XDT,M1.1.0,M12.5.0"]).zone
    #expect(throws: BridgeError.noFoundationZone("XST3XDT,M1.1.0,M12.5.0")) { try TimeZone(dst) }
  }

  @Test func locales() throws {
    let hebrew = try CalendarLocale(Locale(identifier: "he_IL@calendar=hebrew"))
    #expect(hebrew.defaultCalendar == .hebrew && hebrew.region == "IL")
    #expect(Locale(hebrew).identifier == "he_IL@calendar=hebrew")
    #expect(try CalendarLocale(Locale(identifier: "fa-IR")).defaultCalendar == .persian)
    let latin = try CalendarLocale("ar-EG-u-nu-latn")
    #expect(Locale(latin).numberingSystem.identifier == "latn")
    #expect(throws: BridgeError.self) { try CalendarLocale(Locale(identifier: "xx_YY")) }
  }

  @Test(arguments: CalendarSystem.allCases)
  func calendarsRoundTrip(_ system: CalendarSystem) throws {
    let identifier = Calendar.Identifier(system)
    #expect(try CalendarSystem(identifier) == system)
    // Foundation's identifier for it is the same CLDR calendar.
    #expect(Calendar(identifier: identifier).identifier == identifier)
  }

  @Test(arguments: CalendarSystem.allCases)
  func componentsRoundTripAndMatchFoundation(_ system: CalendarSystem) throws {
    var calendar = Calendar(identifier: Calendar.Identifier(system))
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    var day = Day(iso: 2020, 1, 1)!
    // Linux's Foundation computes Amete Alem as Gregorian: refused (BridgeEdgeTests).
    if system == .ethioaa, calendar.component(.year, from: Date(timeIntervalSince1970: 0)) == 1970 { return }
    while day < Day(iso: 2026, 1, 1)! {
      let date = try system.date(of: day)
      let parts = try DateComponents(date)
      #expect(try CalendarDate(parts) == date, "\(system) \(day)")
      // The same day as Foundation sees it: its components name this day.
      let noon = Date(timeIntervalSince1970: TimeInterval(day.daysSinceUnixEpoch) * 86_400 + 43_200)
      #expect(calendar.dateComponents([.year, .month, .day], from: noon).day == parts.day)
      day = day + 11
    }
  }

  @Test func hebrewMonthsAsFoundationNumbersThem() throws {
    // Purim 5784 (Adar II 14) was 24 March 2024; Foundation calls Adar II month 7.
    let purim = try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M06")!, day: 14)
    #expect(purim.dayNumber == Day(iso: 2024, 3, 24)!)
    let parts = try DateComponents(purim)
    #expect(parts.year == 5784 && parts.month == 7 && parts.day == 14)
    var components = DateComponents(year: 5784, month: 7, day: 14)
    components.calendar = Calendar(identifier: .hebrew)
    #expect(try CalendarDate(components) == purim)
  }

  @Test func badComponentsSayWhy() throws {
    #expect(throws: BridgeError.missingComponent("calendar")) {
      try CalendarDate(DateComponents(year: 2024, month: 2, day: 30))
    }
    var february = DateComponents(year: 2024, month: 2, day: 30)
    february.calendar = Calendar(identifier: .gregorian)
    #expect(throws: BridgeError.invalidComponents("era - year 2024 month 2 day 30 in gregorian")) {
      try CalendarDate(february)
    }
    var noDay = DateComponents(year: 2024, month: 2)
    noDay.calendar = Calendar(identifier: .gregorian)
    #expect(throws: BridgeError.missingComponent("day")) { try CalendarDate(noDay) }
  }
}
