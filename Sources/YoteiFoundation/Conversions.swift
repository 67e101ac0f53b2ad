import Foundation
import Yotei

// MARK: Instant <-> Date

extension Instant {
  /// The instant of a `Date`, rounded down to the whole second (an
  /// `Instant` counts whole seconds).
  ///
  /// ```swift
  /// let now = try Instant(Date())
  /// ```
  ///
  /// - Throws: ``BridgeError/dateOutOfRange(secondsSince1970:)`` for a date that is not
  ///   finite or beyond `Int64` seconds.
  public init(_ date: Date) throws(BridgeError) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // Doubles at and above 2^63 do not fit; -2^63 is exact.
    guard seconds.isFinite, seconds >= -9_223_372_036_854_775_808.0, seconds < 9_223_372_036_854_775_808.0
    else { throw .dateOutOfRange(secondsSince1970: date.timeIntervalSince1970) }
    self.init(secondsSinceUnixEpoch: Int64(seconds))
  }
}

extension Date {
  /// The `Date` of an instant.
  public init(_ instant: Instant) {
    self.init(timeIntervalSince1970: TimeInterval(instant.secondsSinceUnixEpoch))
  }

  /// The first instant of `day` in `zone` (usually local midnight; 01:00 where
  /// DST starts at midnight).
  ///
  /// ```swift
  /// let paris = try TimeZoneDatabase.system.zone("Europe/Paris")
  /// let start = try Date(startOf: Day(iso: 2024, 3, 31)!, in: paris)
  /// print(start.timeIntervalSince1970)  // 1711839600.0
  /// ```
  ///
  /// - Throws: ``BridgeError/dayOutOfRange(_:)`` outside `Day.supportedRange`,
  ///   ``BridgeError/skippedDay(_:zone:)`` for a day the zone skipped.
  public init(startOf day: Day, in zone: Zone) throws(BridgeError) {
    guard Day.supportedRange.contains(day) else { throw .dayOutOfRange(day) }
    guard let start = try? zone.startOfDay(day) else { throw .dayOutOfRange(day) }
    guard let instant = start.instant else { throw .skippedDay(day, zone: zone.identifier) }
    self.init(instant)
  }
}

extension Day {
  /// The day a `Date` falls on in `zone`.
  ///
  /// ```swift
  /// let tokyo = try TimeZoneDatabase.system.zone("Asia/Tokyo")
  /// print(try Day(Date(timeIntervalSince1970: 1_710_950_400), in: tokyo))  // 2024-03-21
  /// ```
  ///
  /// - Throws: ``BridgeError/dateOutOfRange(secondsSince1970:)`` for a date no `Instant`
  ///   holds, ``BridgeError/dayOutOfRange(_:)`` when the day is outside
  ///   `Day.supportedRange`.
  public init(_ date: Date, in zone: Zone) throws(BridgeError) {
    let instant = try Instant(date)
    // Days beyond the supported range are refused before the zone is asked.
    let limit: Int64 = 1 << 48
    guard instant.secondsSinceUnixEpoch > -limit, instant.secondsSinceUnixEpoch < limit else {
      throw .dateOutOfRange(secondsSince1970: date.timeIntervalSince1970)
    }
    let day = zone.day(containing: instant)
    guard Day.supportedRange.contains(day) else { throw .dayOutOfRange(day) }
    self = day
  }
}

// MARK: Zone <-> TimeZone

extension Zone {
  /// The zone of a `TimeZone`, by its identifier, from the tz database
  /// (`GMT+0300` becomes the fixed offset `+03:00`).
  ///
  /// ```swift
  /// let zone = try Zone(TimeZone(identifier: "America/Sao_Paulo")!)
  /// ```
  ///
  /// - Throws: ``BridgeError/unknownZone(_:reason:)`` when the database has
  ///   no such zone or cannot read it.
  public init(_ timeZone: TimeZone, database: TimeZoneDatabase = .system) throws(BridgeError) {
    do {
      self = try database.zone(timeZone.identifier)
    } catch {
      throw .unknownZone(timeZone.identifier, reason: error.description)
    }
  }
}

extension TimeZone {
  /// The Foundation zone with a Yotei zone's identifier, or a fixed offset for
  /// a zone without transitions that Foundation does not name.
  ///
  /// Foundation keeps its own copy of the tz data; the result is checked to
  /// have the same offset as `zone` now and half a year from now.
  ///
  /// - Throws: ``BridgeError/noFoundationZone(_:)`` when Foundation has no
  ///   zone with these rules.
  public init(_ zone: Zone) throws(BridgeError) {
    let now = Date()
    let samples = [now, now.addingTimeInterval(183 * 86_400)]
    func agrees(_ candidate: TimeZone) -> Bool {
      samples.allSatisfy { date in
        guard let instant = try? Instant(date) else { return false }
        return candidate.secondsFromGMT(for: date) == zone.offset(at: instant)
      }
    }
    if let named = TimeZone(identifier: zone.identifier), agrees(named) {
      self = named
      return
    }
    let instant = (try? Instant(now)) ?? .unixEpoch
    if zone.nextTransition(after: instant) == nil, zone.previousTransition(before: instant) == nil,
      let fixed = TimeZone(secondsFromGMT: zone.offset(at: instant)), agrees(fixed)
    {
      self = fixed
      return
    }
    throw .noFoundationZone(zone.identifier)
  }
}

// MARK: CalendarLocale <-> Locale

extension CalendarLocale {
  /// The Yotei locale of a Foundation `Locale`, by its identifier
  /// (`he_IL@calendar=hebrew`), validated as `CalendarLocale.init(_:)` does.
  ///
  /// - Throws: ``BridgeError/invalidLocale(_:reason:)`` when ICU has no data
  ///   for the language or a keyword is unknown.
  public init(_ locale: Locale) throws(BridgeError) {
    do {
      try self.init(locale.identifier)
    } catch {
      throw .invalidLocale(locale.identifier, reason: error.reason)
    }
  }
}

extension Locale {
  /// The Foundation locale of a Yotei locale, keywords (calendar, digits,
  /// first weekday) included.
  public init(_ locale: CalendarLocale) {
    self.init(identifier: locale.identifier)
  }
}

// MARK: CalendarSystem <-> Calendar.Identifier

extension CalendarSystem {
  /// The Yotei calendar of a Foundation calendar identifier.
  ///
  /// - Throws: ``BridgeError/unsupportedCalendar(_:)`` for a calendar Yotei
  ///   does not have.
  public init(_ identifier: Calendar.Identifier) throws(BridgeError) {
    switch identifier {
    case .gregorian: self = .gregorian
    case .iso8601: self = .iso8601
    case .persian: self = .persian
    case .hebrew: self = .hebrew
    case .islamicCivil: self = .islamicCivil
    case .islamicUmmAlQura: self = .islamicUmalqura
    case .islamicTabular: self = .islamicTbla
    case .islamic: self = .islamic
    case .buddhist: self = .buddhist
    case .japanese: self = .japanese
    case .republicOfChina: self = .roc
    case .coptic: self = .coptic
    case .ethiopicAmeteMihret: self = .ethiopic
    case .ethiopicAmeteAlem: self = .ethioaa
    case .indian: self = .indian
    case .chinese: self = .chinese
    case .dangi: self = .dangi
    default: throw .unsupportedCalendar("\(identifier)")
    }
  }
}

extension Calendar.Identifier {
  /// The Foundation identifier of a Yotei calendar (every Yotei calendar has one).
  public init(_ calendar: CalendarSystem) {
    switch calendar {
    case .gregorian: self = .gregorian
    case .iso8601: self = .iso8601
    case .persian: self = .persian
    case .hebrew: self = .hebrew
    case .islamicCivil: self = .islamicCivil
    case .islamicUmalqura: self = .islamicUmmAlQura
    case .islamicTbla: self = .islamicTabular
    case .islamic: self = .islamic
    case .buddhist: self = .buddhist
    case .japanese: self = .japanese
    case .roc: self = .republicOfChina
    case .coptic: self = .coptic
    case .ethiopic: self = .ethiopicAmeteMihret
    case .ethioaa: self = .ethiopicAmeteAlem
    case .indian: self = .indian
    case .chinese: self = .chinese
    case .dangi: self = .dangi
    }
  }
}

// MARK: CalendarDate <-> DateComponents

/// Foundation's calendar for `system`, in UTC, and the noon of `day` in it.
private func foundationCalendar(_ system: CalendarSystem) -> Calendar {
  var calendar = Calendar(identifier: Calendar.Identifier(system))
  calendar.timeZone = TimeZone(secondsFromGMT: 0)!
  return calendar
}

private func noon(of day: Day) -> Date {
  Date(timeIntervalSince1970: TimeInterval(day.daysSinceUnixEpoch) * 86_400 + 43_200)
}

private let dateFields: Set<Calendar.Component> = [.era, .year, .month, .day, .isLeapMonth, .weekday]

extension DateComponents {
  /// The components Foundation gives a date's day in its calendar: calendar,
  /// era, year, month (with `isLeapMonth`), day and weekday, no time or zone.
  ///
  /// Foundation numbers months its own way (the Hebrew Adar II is month 7 in
  /// every year; a Chinese leap month repeats its number with `isLeapMonth`),
  /// so the fields come from Foundation's calendar for the same day.
  ///
  /// ```swift
  /// let purim = try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M06")!, day: 14)
  /// let parts = DateComponents(purim)
  /// print(parts.year!, parts.month!, parts.day!)  // 5784 7 14
  /// ```
  public init(_ date: CalendarDate) {
    let calendar = foundationCalendar(date.calendar)
    var parts = calendar.dateComponents(dateFields, from: noon(of: date.dayNumber))
    parts.calendar = calendar
    parts.timeZone = nil
    self = parts
  }
}

extension CalendarDate {
  /// The date that `components` (with their `calendar`) name, read as
  /// Foundation reads them, in the same calendar.
  ///
  /// `year`, `month` and `day` are required; `era` and `isLeapMonth` are
  /// used when present. Time fields are ignored.
  ///
  /// - Throws: ``BridgeError/missingComponent(_:)`` without a calendar, year,
  ///   month or day (Foundation reads a field of `Int.max` as not set); ``BridgeError/invalidComponents(_:)`` when they name no
  ///   date (`month: 13` in Gregorian, 30 February); and
  ///   ``BridgeError/unsupportedCalendar(_:)`` for a calendar Yotei lacks.
  public init(_ components: DateComponents) throws(BridgeError) {
    guard let given = components.calendar else { throw .missingComponent("calendar") }
    let system = try CalendarSystem(given.identifier)
    guard let year = components.year else { throw .missingComponent("year") }
    guard let month = components.month else { throw .missingComponent("month") }
    guard let day = components.day else { throw .missingComponent("day") }
    let calendar = foundationCalendar(system)
    var wanted = DateComponents()
    wanted.era = components.era
    wanted.year = year
    wanted.month = month
    wanted.day = day
    wanted.isLeapMonth = components.isLeapMonth
    wanted.hour = 12
    let described =
      "era \(components.era.map(String.init) ?? "-") year \(year) month \(month)"
      + (components.isLeapMonth == true ? " (leap)" : "") + " day \(day) in \(system)"
    guard let date = calendar.date(from: wanted) else { throw .invalidComponents(described) }
    // Foundation rolls invalid fields over (30 February is 1 March); refuse that.
    let back = calendar.dateComponents(dateFields, from: date)
    guard back.year == year, back.month == month, back.day == day,
      components.era.map({ $0 == back.era }) ?? true,
      components.isLeapMonth.map({ $0 == back.isLeapMonth }) ?? true
    else { throw .invalidComponents(described) }
    let seconds = date.timeIntervalSince1970 - 43_200
    let dayNumber = Day.unixEpoch + Int((seconds / 86_400).rounded(.down))
    guard let converted = try? system.date(of: dayNumber) else { throw .dayOutOfRange(dayNumber) }
    self = converted
  }
}
