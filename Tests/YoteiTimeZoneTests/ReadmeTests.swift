import Testing

@testable import Yotei

/// The README's time-zone example, kept true.
@Test func readmeTimeZoneExample() throws {
  let db = TimeZoneDatabase.system
  let version = try #require(db.version)
  #expect(db.report.hasPrefix("tz database \(version)"))
  let saoPaulo = try db.zone("America/Sao_Paulo")
  let start = try Day(iso: 2018, 11, 4)!.startOfDay(in: saoPaulo)
  #expect(start.instant.map(saoPaulo.rfc3339) == "2018-11-04T01:00:00-02:00")
  #expect(try Day(iso: 2011, 12, 30)!.startOfDay(in: try db.zone("Pacific/Apia")) == .skipped)
  #expect(
    Day.today(in: saoPaulo, clock: FixedClock(Instant(secondsSinceUnixEpoch: 0))) == Day(iso: 1969, 12, 31))
}
