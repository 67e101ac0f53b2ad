import Testing
import Yotei

@testable import YoteiProduction

/// Every aggregate built on an estimated day says so, and which days those
/// were; aggregates over confirmed data say they are exact.
@Suite struct EstimateTests {
  let ru = try! ProductionCalendar.shipped("RU")

  @Test func normsOfAYearPastTheDecreesAreEstimated() throws {
    // 2040 is past the last published decree (the data's confirmed range
    // ends in 2027), so every norm of it is an estimate.
    let norms = try ru.norms(year: 2040)
    #expect(norms.isEstimated)
    #expect(norms.estimatedDays == day("2040-01-01")...day("2040-12-31"))
    let monthsEstimated = norms.months.allSatisfy { $0.isEstimated }
    let quartersEstimated = norms.quarters.allSatisfy { $0.isEstimated }
    #expect(monthsEstimated && quartersEstimated)
    #expect(norms.months[1].estimatedDays == day("2040-02-01")...day("2040-02-29"))
    // 2025 is decreed: exact.
    let exact = try ru.norms(year: 2025)
    #expect(!exact.isEstimated && exact.estimatedDays == nil)
    let anyEstimated = exact.months.contains { $0.isEstimated } || exact.quarters.contains { $0.isEstimated }
    #expect(!anyEstimated)
  }

  @Test func countsAndSumsAcrossTheEdgeNameTheEstimatedPart() throws {
    let counts = try ru.counts(from: day("2027-12-01"), through: day("2028-01-31"))
    #expect(counts.estimatedDays == day("2028-01-01")...day("2028-01-31"))
    let count = try ru.workingDayCount(from: day("2027-12-01"), through: day("2028-01-31"))
    #expect(count.isEstimated && count.estimatedDays == counts.estimatedDays)
    #expect(count.value == counts.workingDays)
    let inside = try ru.workingDayCount(from: day("2027-12-01"), through: day("2027-12-31"))
    #expect(!inside.isEstimated)
    let period = try ru.periodNorm(label: "edge", from: day("2027-12-20"), through: day("2028-01-10"))
    #expect(period.estimatedDays == day("2028-01-01")...day("2028-01-10"))
  }

  @Test func addingWorkingDaysFlagsTheDaysItCrossed() throws {
    let into = try ru.addingWorkingDaysEstimated(20, to: day("2027-12-20"))
    #expect(into.value == (try ru.addingWorkingDays(20, to: day("2027-12-20"))))
    #expect(into.value > day("2027-12-31"))
    #expect(into.estimatedDays == day("2028-01-01")...into.value)
    let back = try ru.addingWorkingDaysEstimated(-20, to: into.value)
    #expect(back.isEstimated)
    let exact = try ru.addingWorkingDaysEstimated(5, to: day("2025-03-03"))
    #expect(!exact.isEstimated && exact.value == day("2025-03-10"))
  }

  @Test func anEstimatedLunarMonthFlagsOnlyItsOwnDays() throws {
    // Iran: months after the last row of the Hijri month table are estimates,
    // so a year far ahead has estimated days; the flag covers them.
    let ir = try ProductionCalendar.shipped("IR")
    let year = ir.definition.supportedYears.upperBound
    let norms = try ir.norms(year: year)
    #expect(norms.isEstimated)
    let days = try ir.days(inYear: year).filter(\.estimated).map(\.day)
    #expect(norms.estimatedDays == days.first!...days.last!)
  }
}
