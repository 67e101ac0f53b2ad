/// A time zone: the rules that map instants to local wall times in one place,
/// identified by its IANA name (`America/Sao_Paulo`) or a fixed offset
/// (`+05:30`).
///
/// Get zones from a ``TimeZoneDatabase``. Lookups are binary searches over
/// the zone's cached transitions, so they are cheap enough to call per cell
/// of a calendar view.
///
/// ```swift
/// let zone = try TimeZoneDatabase.system.zone("America/Sao_Paulo")
/// try zone.startOfDay(Day(iso: 2018, 11, 4)!)   // .exists(2018-11-04T03:00:00Z, offset: -7200)
/// try zone.length(of: Day(iso: 2018, 11, 4)!)   // 82800
/// ```
public struct Zone: Sendable, Hashable, CustomStringConvertible {
  /// The identifier the zone was asked for, such as `US/Eastern` or `+05:30`.
  public let identifier: String
  let rules: ZoneRules

  init(identifier: String, rules: ZoneRules) {
    self.identifier = identifier
    self.rules = rules
  }

  /// UTC, built in: it needs no tz database, so it is there even when the
  /// database has no usable `UTC` file.
  public static let utc = Zone(identifier: "UTC", rules: ZoneRules(fixedOffset: 0, abbreviation: "UTC"))

  /// Zones are equal when they have the same identifier and the same loaded rules.
  public static func == (lhs: Zone, rhs: Zone) -> Bool {
    lhs.identifier == rhs.identifier && lhs.rules === rhs.rules
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// The identifier.
  public var description: String { identifier }

  /// The zone's UTC offset at `instant`, in seconds east of UTC.
  @inlinable
  public func offset(at instant: Instant) -> Int {
    Int(offsetSeconds(at: instant.secondsSinceUnixEpoch))
  }

  @usableFromInline
  func offsetSeconds(at t: Int64) -> Int64 { rules.offset(at: t) }

  /// The abbreviation in use at `instant`, such as `EST`, `CEST` or `+0530`.
  public func abbreviation(at instant: Instant) -> String {
    rules.type(at: instant.secondsSinceUnixEpoch).abbreviation
  }

  /// Whether daylight saving time is in effect at `instant`.
  public func isDaylightSavingTime(at instant: Instant) -> Bool {
    rules.type(at: instant.secondsSinceUnixEpoch).isDaylight
  }

  /// The first change of offset, abbreviation or DST flag strictly after
  /// `instant`, or `nil` if the rules never change again.
  public func nextTransition(after instant: Instant) -> ZoneTransition? {
    rules.transition(after: instant.secondsSinceUnixEpoch).map(transition)
  }

  /// The last change of offset, abbreviation or DST flag strictly before
  /// `instant`, or `nil` if there is none (local mean time or a fixed offset).
  public func previousTransition(before instant: Instant) -> ZoneTransition? {
    rules.transition(before: instant.secondsSinceUnixEpoch).map(transition)
  }

  private func transition(_ t: (instant: Int64, from: Int, to: Int)) -> ZoneTransition {
    let before = rules.type(ofPeriod: t.from)
    let after = rules.type(ofPeriod: t.to)
    return ZoneTransition(
      instant: Instant(secondsSinceUnixEpoch: t.instant), offsetBefore: before.offset,
      offsetAfter: after.offset, abbreviationBefore: before.abbreviation,
      abbreviationAfter: after.abbreviation, isDaylightSavingTimeAfter: after.isDaylight)
  }

  /// The local wall time at `instant`.
  public func wallTime(at instant: Instant) -> WallTime {
    instant.wallTime(offset: offset(at: instant))
  }

  /// The local calendar day at `instant`.
  public func day(containing instant: Instant) -> Day {
    wallTime(at: instant).day
  }

  /// Today in this zone, by `clock` (the system clock unless one is given).
  public func today(clock: some InstantClock = SystemClock()) -> Day {
    day(containing: clock.now())
  }

  /// `instant` as RFC 3339 with this zone's offset then, for example
  /// `2018-11-04T01:00:00-02:00`.
  public func rfc3339(_ instant: Instant) -> String {
    instant.rfc3339(offset: offset(at: instant))
  }

  /// Every instant at which the zone's clocks show `wallTime`, in order: none
  /// for a time skipped by a gap, two for a time repeated when clocks go back.
  ///
  /// - Throws: ``ZoneError/dayOutOfRange(_:)`` when the wall time's day is
  ///   outside ``Day/supportedRange``.
  public func possibleInstants(for wallTime: WallTime) throws(ZoneError) -> [Instant] {
    guard Day.supportedRange.contains(wallTime.day) else { throw .dayOutOfRange(wallTime.day) }
    return rules.resolve(wallTime.localSeconds).instants.map(Instant.init(secondsSinceUnixEpoch:))
  }

  /// The instant at which the zone's clocks show `wallTime`, choosing among
  /// skipped and repeated times by `disambiguation`.
  ///
  /// - Throws: ``ZoneError/skippedWallTime(_:zone:)`` or
  ///   ``ZoneError/repeatedWallTime(_:zone:)`` only with ``Disambiguation/reject``;
  ///   ``ZoneError/dayOutOfRange(_:)`` when the day is outside ``Day/supportedRange``.
  public func instant(
    for wallTime: WallTime, disambiguation: Disambiguation = .compatible
  ) throws(ZoneError) -> Instant {
    guard Day.supportedRange.contains(wallTime.day) else { throw .dayOutOfRange(wallTime.day) }
    let wall = wallTime.localSeconds
    let (instants, gap) = rules.resolve(wall)
    if let first = instants.first {
      if instants.count == 1 { return Instant(secondsSinceUnixEpoch: first) }
      switch disambiguation {
      case .compatible, .earlier: return Instant(secondsSinceUnixEpoch: first)
      case .later: return Instant(secondsSinceUnixEpoch: instants.last!)
      case .reject: throw .repeatedWallTime(wallTime, zone: identifier)
      }
    }
    // A gap: `before` is the offset until the transition, `after` from it on.
    let (before, after) = gap ?? (0, 0)
    switch disambiguation {
    case .compatible, .later: return Instant(secondsSinceUnixEpoch: wall - before)
    case .earlier: return Instant(secondsSinceUnixEpoch: wall - after)
    case .reject: throw .skippedWallTime(wallTime, zone: identifier)
    }
  }

  /// The start of `day`: the earliest instant whose local date is `day`, or
  /// ``StartOfDay/skipped`` if the zone never shows that date.
  ///
  /// Usually local midnight; 01:00 where DST starts at midnight
  /// (America/Sao_Paulo 2018-11-04), and skipped for Pacific/Apia 2011-12-30.
  ///
  /// - Throws: ``ZoneError/dayOutOfRange(_:)`` when `day` is outside
  ///   ``Day/supportedRange``.
  @inlinable
  public func startOfDay(_ day: Day) throws(ZoneError) -> StartOfDay {
    guard Day.supportedRange.contains(day) else { throw .dayOutOfRange(day) }
    if let (instant, offset) = startOfDaySeconds(Int64(day.daysSinceUnixEpoch)) {
      return .exists(Instant(secondsSinceUnixEpoch: instant), offset: Int(offset))
    }
    return .skipped
  }

  @usableFromInline
  func startOfDaySeconds(_ dayNumber: Int64) -> (Int64, Int64)? {
    rules.startOfDay(dayNumber).map { ($0.instant, $0.offset) }
  }

  /// The length of `day` in seconds: from its start to the start of the next
  /// day the zone shows. 86 400 on most days, 82 800 or 90 000 at DST changes,
  /// 84 600 or 88 200 on Lord Howe Island, and 0 for a skipped day.
  ///
  /// - Throws: ``ZoneError/dayOutOfRange(_:)`` when `day` is outside
  ///   ``Day/supportedRange``.
  public func length(of day: Day) throws(ZoneError) -> Int {
    guard Day.supportedRange.contains(day) else { throw .dayOutOfRange(day) }
    guard let (start, _) = rules.startOfDay(Int64(day.daysSinceUnixEpoch)) else { return 0 }
    // One gap skips at most (maxOffset - minOffset) seconds of local time,
    // so the next day shown is at most that many days (plus one) away.
    let limit = (rules.maxOffset - rules.minOffset) / 86_400 + 2
    var next = Int64(day.daysSinceUnixEpoch) + 1
    for _ in 0..<limit {
      if let (nextStart, _) = rules.startOfDay(next) { return Int(nextStart - start) }
      next += 1
    }
    return 0
  }
}

extension Day {
  /// The start of this day in `zone`; see ``Zone/startOfDay(_:)``.
  ///
  /// - Throws: ``ZoneError/dayOutOfRange(_:)`` outside ``Day/supportedRange``.
  public func startOfDay(in zone: Zone) throws(ZoneError) -> StartOfDay { try zone.startOfDay(self) }

  /// The length of this day in `zone`, in seconds; see ``Zone/length(of:)``.
  ///
  /// - Throws: ``ZoneError/dayOutOfRange(_:)`` outside ``Day/supportedRange``.
  public func length(in zone: Zone) throws(ZoneError) -> Int { try zone.length(of: self) }

  /// The local day of `instant` in `zone`.
  public init(containing instant: Instant, in zone: Zone) {
    self = zone.day(containing: instant)
  }

  /// Today in `zone`, by `clock` (the system clock unless one is given).
  public static func today(in zone: Zone, clock: some InstantClock = SystemClock()) -> Day {
    zone.today(clock: clock)
  }
}

extension Zone: Codable {
  /// Decodes a zone from its identifier, loaded from
  /// ``TimeZoneDatabase/system`` (`UTC` and fixed offsets need no database).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let identifier = try container.decode(String.self)
    do {
      self = identifier == "UTC" ? .utc : try TimeZoneDatabase.system.zone(identifier)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the zone as its ``identifier``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
