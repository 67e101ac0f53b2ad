import Testing
import Yotei

@testable import YoteiProduction

/// The README's production example, kept true.
@Test func readmeProductionExample() throws {
  let russia = try ProductionCalendar.shipped("RU")
  #expect(try russia.status(of: Day(iso: 2025, 5, 2)!).kind == .transferredDayOff)
  #expect(try russia.workingDays(from: Day(iso: 2025, 1, 1)!, through: Day(iso: 2025, 12, 31)!) == 247)
  #expect(try russia.norms(year: 2025).total.hours40.description == "1972")
}
