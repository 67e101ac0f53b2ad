import Testing

@testable import Yotei

@Suite struct NamedCaseTests {
  @Test func saoPaulo2018() throws {
    let zone = try TimeZoneDatabase.system.zone("America/Sao_Paulo")
    let start = zone.startOfDay(Day(iso: 2018, 11, 4)!)
    #expect(start.instant.map(zone.rfc3339) == "2018-11-04T01:00:00-02:00")
  }
}
