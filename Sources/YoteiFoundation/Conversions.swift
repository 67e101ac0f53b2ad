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
  /// The fields are Foundation's numbering, not ``CalendarDate``'s:
  /// - `year` is Foundation's year of the era: a Japanese `CalendarDate.year`
  ///   is the ISO year (2026) where Foundation's is the year of Reiwa (8); a
  ///   Gregorian year -100 is Foundation's era 0 (BC), year 101; a Chinese
  ///   year is Foundation's year of the 60-year cycle, its era the cycle;
  ///   ``CalendarDate/foundationEraAndYear()`` gives the pair;
  /// - months: the Hebrew Adar II is month 7 in every year; a Chinese leap
  ///   month repeats its number with `isLeapMonth`.
  ///
  /// ```swift
  /// let purim = try CalendarSystem.hebrew.date(year: 5784, monthCode: MonthCode("M06")!, day: 14)
  /// let parts = try DateComponents(purim)
  /// print(parts.year!, parts.month!, parts.day!)  // 5784 7 14
  /// ```
  ///
  /// - Throws: ``BridgeError/notRepresentable(_:reason:)`` where Foundation's
  ///   calendar would name another date for the day: a Gregorian, ISO,
  ///   Buddhist, Japanese or ROC day before 1582-10-15 (Foundation counts
  ///   those in the Julian calendar, moving the fields by up to 10 days),
  ///   any Amete Alem day where Foundation's `.ethiopicAmeteAlem` acts as
  ///   Gregorian (Linux), and a day Foundation's calendar data puts in
  ///   another day of the month.
  public init(_ date: CalendarDate) throws(BridgeError) {
    try checkFoundationHas(date.calendar, date)
    let calendar = foundationCalendar(date.calendar)
    var parts = calendar.dateComponents(dateFields, from: noon(of: date.dayNumber))
    guard parts.day == date.day else {
      throw .notRepresentable(
        date.description, reason: foundationDisagreement(date, foundationDay: parts.day ?? 0))
    }
    parts.calendar = calendar
    parts.timeZone = nil
    self = parts
  }
}

extension CalendarDate {
  /// The era and year as Foundation's `DateComponents` number them for this
  /// date (a Japanese date of 2026: Reiwa's era index 236 and year 8, where
  /// ``CalendarDate/year`` is 2026 and ``CalendarDate/yearOfEra`` 8).
  ///
  /// - Throws: ``BridgeError/notRepresentable(_:reason:)`` as
  ///   `DateComponents(_:)` does.
  public func foundationEraAndYear() throws(BridgeError) -> (era: Int, year: Int) {
    let parts = try DateComponents(self)
    return (parts.era ?? 0, parts.year ?? 0)
  }

  /// The date that `components` (with their `calendar`) name, read as
  /// Foundation reads them, in the same calendar.
  ///
  /// `year`, `month` and `day` are required; `era` and `isLeapMonth` are
  /// used when present. Time fields are ignored. The fields are Foundation's
  /// numbering (see `DateComponents.init(_:)`).
  ///
  /// - Throws: ``BridgeError/missingComponent(_:)`` without a calendar, year,
  ///   month or day (Foundation reads a field of `Int.max` as not set); ``BridgeError/invalidComponents(_:)`` when they name no
  ///   date (`month: 13` in Gregorian, 30 February);
  ///   ``BridgeError/unsupportedCalendar(_:)`` for a calendar Yotei lacks; and
  ///   ``BridgeError/notRepresentable(_:reason:)`` where Foundation reads the
  ///   fields in another calendar than Yotei's (Julian days before
  ///   1582-10-15, Amete Alem as Gregorian on Linux).
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
    try checkFoundationHas(system, nil, described: described)
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
    // Foundation's day of the month for that day is Yotei's, or the two
    // calendars disagree about it (Julian days before 1582).
    guard converted.day == day else {
      throw .notRepresentable(described, reason: foundationDisagreement(converted, foundationDay: day))
    }
    self = converted
  }
}

/// The first day Foundation's Gregorian-based calendars count in the
/// Gregorian calendar (before it, Julian).
private let gregorianStart = Day(iso: 1582, 10, 15)!

/// Why Foundation's fields for `date`'s day (its day of the month
/// `foundationDay`) are not Yotei's.
private func foundationDisagreement(_ date: CalendarDate, foundationDay: Int) -> String {
  switch date.calendar {
  case .gregorian, .iso8601, .buddhist, .japanese,
    .roc where date.dayNumber < gregorianStart:
    return
      "Foundation's calendar counts days before 1582-10-15 in the Julian calendar (day \(foundationDay) of its month, "
      + "where the proleptic Gregorian date \(date.dayNumber.isoString) is day \(date.day))"
  default:
    return
      "Foundation's \(date.calendar.identifier) calendar puts the day \(date.dayNumber.isoString) on day \(foundationDay) "
      + "of its month, Yotei on day \(date.day)"
  }
}

/// Whether Foundation's calendar for `system` is that calendar on this
/// platform (Linux's Foundation computes `.ethiopicAmeteAlem` as Gregorian):
/// checked once per calendar on a known day.
private let foundationCalendarWorks: Lock<[CalendarSystem: Bool]> = Lock([:])

private func checkFoundationHas(
  _ system: CalendarSystem, _ date: CalendarDate?, described: String? = nil
) throws(BridgeError) {
  guard system == .ethioaa else { return }
  let works = foundationCalendarWorks.withLock { known in
    if let answer = known[system] { return answer }
    // 2000-01-01 is 22 Tahsas 7492 Amete Alem.
    let probe = Day(iso: 2000, 1, 1)!
    let year = foundationCalendar(system).component(.year, from: noon(of: probe))
    let answer = year == (try? system.date(of: probe))?.year
    known[system] = answer
    return answer
  }
  guard works else {
    throw .notRepresentable(
      described ?? date?.description ?? system.identifier,
      reason: "Foundation's ethiopicAmeteAlem calendar acts as the Gregorian calendar on this platform")
  }
}
