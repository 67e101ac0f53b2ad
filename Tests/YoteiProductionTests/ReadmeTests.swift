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

/// The README's lines on estimates, Persian years and picker marks.
@Test func readmeEstimatesYearsAndMarks() throws {
  let russia = try ProductionCalendar.shipped("RU")
  #expect(try russia.norms(year: 2040).isEstimated)
  let iran = try ProductionCalendar.shipped("IR")
  let farvardin = try iran.norms(year: 1404, calendar: .persian).months[0]
  #expect(farvardin.label == "1404-01" && farvardin.firstDay == Day(iso: 2025, 3, 21)!)
  let marks = russia.pickerMarks(locale: try CalendarLocale("ru-RU"))
  #expect(marks(Day(iso: 2025, 5, 2)!).first?.kind.rawValue == "transferredDayOff")
}
