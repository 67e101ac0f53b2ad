import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// The production values apps persist encode and decode.
@Suite struct ProductionCodableTests {
  @Test func dayStatusesAndCountsRoundTrip() throws {
    let russia = try ProductionCalendar.shipped("RU")
    var statuses: [DayStatus] = []
    var day = Day(iso: 2025, 1, 1)!
    while day <= Day(iso: 2025, 12, 31)! {
      statuses.append(try russia.status(of: day))
      day += 1
    }
    // Holidays, transfers and shortened days among them.
    #expect(statuses.contains { $0.shortening != nil } && statuses.contains { !$0.holidays.isEmpty })
    let data = try JSONEncoder().encode(statuses)
    #expect(try JSONDecoder().decode([DayStatus].self, from: data) == statuses)
    let counts = try russia.counts(from: Day(iso: 2025, 1, 1)!, through: Day(iso: 2025, 12, 31)!)
    #expect(try JSONDecoder().decode(DayCounts.self, from: JSONEncoder().encode(counts)) == counts)
  }
}
