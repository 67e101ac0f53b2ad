import Testing
import Yotei

@testable import YoteiProduction

/// Production queries on extreme but type-correct values: an answer or a
/// typed error, never a trap.
@Suite struct ProductionExtremeValueTests {
  static let days: [Int] = [
    .min, .min + 1, Int(Int32.min), -1, 0, Day.maximum.julianDayNumber + 1, Int(Int32.max), .max / 2, .max,
  ]
  static let counts: [Int] = [.min, .min + 1, -1_000_000, -1, 0, 1, 1_000_000, .max - 1, .max]

  @Test(arguments: ProductionCalendar.shippedCodes)
  func queriesOnExtremeDaysAndCounts(code: String) throws {
    let calendar = try ProductionCalendar.shipped(code)
    let inside = Day(iso: 2025, 3, 10)!
    for jdn in Self.days {
      let day = Day(julianDayNumber: jdn)
      #expect(throws: ProductionError.self) { try calendar.status(of: day) }
      #expect(throws: ProductionError.self) { try calendar.addingWorkingDays(5, to: day) }
      #expect(throws: ProductionError.self) {
        try calendar.workingDays(from: min(day, inside), through: max(day, inside))
      }
      #expect(throws: ProductionError.self) {
        try calendar.counts(from: min(day, inside), through: max(day, inside))
      }
    }
    for n in Self.counts {
      // Int.min once trapped in abs(); a count past the data is an unsupported year.
      if let result = try? calendar.addingWorkingDays(n, to: inside) {
        #expect(n.magnitude <= 1_000_000)
        #expect(try calendar.isWorkingDay(result) || n == 0)
      } else {
        #expect(n.magnitude >= 1_000_000)
      }
      _ = try? calendar.days(inYear: n)
      _ = try? calendar.norms(year: n)
    }
  }
}
