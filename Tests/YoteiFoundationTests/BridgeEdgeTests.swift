import Foundation
import Testing
import Yotei

@testable import YoteiFoundation

/// What Foundation cannot hold is refused, not silently moved: Julian days
/// before 1582-10-15 in its Gregorian-based calendars, and Amete Alem where
/// Foundation computes it as Gregorian; Foundation's year numbering has a helper.
@Suite struct BridgeEdgeTests {
  static let gregorianFamily: [CalendarSystem] = [.gregorian, .iso8601, .buddhist, .japanese, .roc]

  @Test(arguments: gregorianFamily)
  func daysBeforeTheGregorianReformAreRefused(_ system: CalendarSystem) throws {
    // 1000-01-01 proleptic Gregorian is Julian 995-12-26 (5 days apart in that century).
    let date = try system.date(of: Day(iso: 1000, 1, 1)!)
    let error = try #require(throws: BridgeError.self) { try DateComponents(date) }
    guard case .notRepresentable(_, let reason) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(reason.contains("Julian"))
    // From the reform on, the fields are Yotei's and round-trip.
    let reform = try system.date(of: Day(iso: 1582, 10, 15)!)
    let parts = try DateComponents(reform)
    #expect(parts.day == 15)
    #expect(try CalendarDate(parts) == reform)
  }

  @Test func gregorianComponentsBeforeTheReformAreRefused() throws {
    var parts = DateComponents(year: 1000, month: 1, day: 1)
    parts.calendar = Calendar(identifier: .gregorian)
    let error = try #require(throws: BridgeError.self) { try CalendarDate(parts) }
    guard case .notRepresentable = error else {
      Issue.record("\(error)")
      return
    }
    #expect(error.description.contains("Julian"))
    parts.year = 2024
    #expect(try CalendarDate(parts) == CalendarSystem.gregorian.date(of: Day(iso: 2024, 1, 1)!))
  }

  @Test func ameteAlemIsRefusedWhereFoundationActsAsGregorian() throws {
    var calendar = Calendar(identifier: .ethiopicAmeteAlem)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let date = try CalendarSystem.ethioaa.date(of: Day(iso: 2026, 6, 9)!)
    #expect(date.year == 7518)
    let foundationYear = calendar.component(.year, from: Date(timeIntervalSince1970: 1_780_000_000))
    if foundationYear == 2026 {
      // Linux: Foundation's Amete Alem is the Gregorian calendar.
      #expect(throws: BridgeError.self) { try DateComponents(date) }
      var parts = DateComponents(year: 7518, month: 10, day: 2)
      parts.calendar = calendar
      #expect(throws: BridgeError.self) { try CalendarDate(parts) }
    } else {
      let parts = try DateComponents(date)
      #expect(parts.year == 7518 && parts.day == 2)
    }
  }

  @Test func foundationNumbersJapaneseYearsByEra() throws {
    let date = try CalendarSystem.japanese.date(of: Day(iso: 2026, 6, 9)!)
    #expect(date.year == 2026)
    let (era, year) = try date.foundationEraAndYear()
    #expect(year == 8)
    #expect(era == date.era)
    let bc = try CalendarSystem.gregorian.date(of: Day(iso: 1600, 1, 1)!)
    #expect(try bc.foundationEraAndYear() == (1, 1600))
  }
}
