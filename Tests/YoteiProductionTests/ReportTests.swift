import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// The plain-value reports the REPL prints.
@Suite struct ReportTests {
  @Test func dayReports() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let transfer = try ru.report(of: day("2025-05-08"))
    #expect(transfer.kind == .transferredDayOff)
    #expect(transfer.from == "2025-02-23")
    #expect(transfer.hours == .zero)
    #expect(transfer.name == "Defender of the Fatherland Day")
    let short = try ru.report(of: day("2025-11-01"), locale: try CalendarLocale("ru"))
    #expect(short.kind == .transferredWorking)
    #expect(short.shortened)
    #expect(short.hours == 7)
    #expect(try ru.report(of: day("2025-11-01"), weeklyHours: 36).hours == ExactHours("6.2"))
    let json = String(decoding: try JSONEncoder().encode(transfer), as: UTF8.self)
    #expect(json.contains("\"kind\":\"transferredDayOff\""))
    #expect(json.contains("\"hours\":\"0\""))
  }

  @Test func normsEncodeFlatWithExactDecimals() throws {
    let ru = try ProductionCalendar.shipped("RU")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(ru.norms(year: 2025)), as: UTF8.self)
    #expect(json.contains("\"hours36\":\"1774.4\""))
    #expect(json.contains("\"workingDays\":247"))
    #expect(json.contains("\"daysOff\":118"))
    #expect(json.contains("\"label\":\"2025-Q4\""))
    let holidays = try ru.holidayReports(inYear: 2025)
    #expect(holidays.first?.iso == "2025-01-01")
    // Days off only: 1 November 2025 (a working Saturday) is not one; 3 November is.
    #expect(!holidays.contains { $0.kind == .transferredWorking })
    #expect(holidays.contains { $0.kind == .transferredDayOff && $0.iso == "2025-11-03" })
    #expect(json.contains("\"estimated\":false") && json.contains("\"calendar\":\"gregorian\""))
  }
}
