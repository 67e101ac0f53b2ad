import Testing
import Yotei
import YoteiLocalization
import YoteiPicker
import YoteiProduction

/// Sixteen tasks hammer every module at once, far years outside the
/// precomputed windows included, so the caches' locks are exercised under
/// ThreadSanitizer (`scripts/sanitize.sh`). Each task checks its answers
/// against the same questions asked before the tasks start.
@Suite struct ConcurrencyStressTests {
  /// The work of one task, as text, so tasks can be compared.
  static func work(_ seed: Int) throws -> [String] {
    var out: [String] = []
    let calendars = CalendarSystem.allCases
    let locales = ["en-GB", "fa-IR", "he-IL", "ar-EG", "ja-JP", "ru-RU"]
    for i in 0..<12 {
      let calendar = calendars[(seed + i) % calendars.count]
      let locale = try CalendarLocale(locales[(seed + i) % locales.count])
      // Years inside the window (2024) and far outside it (-4000, 8500).
      for iso in [Day(iso: 2024, 3, 20)!, Day(iso: -4000, 6, 1)!, Day(iso: 8500, 12, 1)!] {
        let day = iso + (seed * 37 + i * 11) % 400
        let date = try calendar.date(of: day)
        let grid = try MonthGrid(containing: day, calendar: calendar, weekRule: locale.weekRule)
        let symbols = CalendarSymbols(locale: locale, calendar: calendar)
        // Text, or the refusal of a year CLDR has no era for (Persian 4000 BCE).
        let text = Result { () throws(CalendarError) in try symbols.format(day, skeleton: "yMMMMd") }
        out.append("\(date) \(grid.weekCount) \(text)")
        out.append("\(try locale.weekRule.weekOfYear(day, in: calendar))")
      }
      let zone = try TimeZoneDatabase.system.zone(
        ["Europe/Paris", "America/Sao_Paulo", "Asia/Tehran"][i % 3])
      let day = Day(iso: 1990 + (seed + i) % 60, 3, 25)!
      out.append("\(try zone.startOfDay(day)) \(try zone.length(of: day))")
      let production = try ProductionCalendar.shipped(ProductionCalendar.shippedCodes[(seed + i) % 4])
      let workday = try production.addingWorkingDays(10 + i, to: Day(iso: 2025, 1, 1)!)
      out.append("\(workday) \(try production.workingDays(from: Day(iso: 2025, 1, 1)!, through: workday))")
      let localizer = try Localizer(locale: locales[(seed + i) % locales.count])
      out.append(localizer.string("a11y.events", .integer(i)) + localizer.numbers.format(seed * 1000 + i))
      var picker = PickerState(calendar: calendar, locale: locale, today: Day(iso: 2025, 3, 10)!)
      _ = picker.tap(picker.focus + 1)
      out.append("\(picker.focus) \(picker.months().count)")
    }
    return out
  }

  @Test func sixteenTasksAgreeWithOneTask() async throws {
    let expected = try (0..<16).map { try Self.work($0) }
    let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
      for seed in 0..<16 { group.addTask { (seed, try Self.work(seed)) } }
      var results: [Int: [String]] = [:]
      for try await (seed, lines) in group { results[seed] = lines }
      return results
    }
    for seed in 0..<16 { #expect(results[seed] == expected[seed], "task \(seed)") }
  }
}
