import Testing
import Yotei
import YoteiTestSupport

@testable import YoteiProduction

/// Queries: working-day arithmetic and counts, checked against a day walk.
@Suite struct QueryTests {
  let ru = try! ProductionCalendar.shipped("RU")

  @Test func nextAndPreviousWorkingDays() throws {
    #expect(try ru.nextWorkingDay(after: day("2024-12-28")) == day("2025-01-09"))
    #expect(try ru.previousWorkingDay(before: day("2025-01-09")) == day("2024-12-28"))
    #expect(try ru.nextWorkingDay(after: day("2025-04-30")) == day("2025-05-05"))
    // Zero working days from a day off is the working day it rolls forward to
    // (a term ending on a day off ends on the next working day); from a
    // working day, the day itself.
    #expect(try ru.addingWorkingDays(0, to: day("2025-01-01")) == day("2025-01-09"))
    #expect(try ru.addingWorkingDays(0, to: day("2025-01-09")) == day("2025-01-09"))
    #expect(try ru.addingWorkingDays(0, to: day("2024-12-29")) == day("2025-01-09"))
    #expect(try ru.addingWorkingDays(1, to: day("2025-01-01")) == day("2025-01-09"))
    #expect(try ru.addingWorkingDays(-1, to: day("2025-01-09")) == day("2024-12-28"))
  }

  @Test(arguments: ["RU", "IL", "IR", "US"])
  func tableLookupsAgreeWithAWalk(code: String) throws {
    let calendar = try ProductionCalendar.shipped(code)
    // A plain walk over the statuses of 2010-2035 is the reference.
    let first = day("2010-01-01")
    let statuses = try calendar.days(from: first, through: day("2035-12-31"))
    var generator = SeededGenerator(seed: UInt64(code.unicodeScalars.first!.value))
    for _ in 0..<300 {
      let a = 400 + Int(generator.next() % 7000)
      let b = a + Int(generator.next() % 1200)
      let walked = statuses[a...b].filter(\.isWorking).count
      #expect(try calendar.workingDays(from: first + a, through: first + b) == walked)
      let counts = try calendar.counts(from: first + a, through: first + b)
      #expect(counts.workingDays == walked)
      #expect(counts.calendarDays == b - a + 1)
      #expect(counts.shortenedDays == statuses[a...b].filter(\.isShortened).count)
      #expect(counts.holidays == statuses[a...b].filter { $0.kind == .holiday }.count)
      let n = Int(generator.next() % 600) - 300
      var target = a
      var left = abs(n)
      while left > 0 {
        target += n > 0 ? 1 : -1
        if statuses[target].isWorking { left -= 1 }
      }
      // Zero from a day off rolls forward to the next working day.
      while n == 0 && !statuses[target].isWorking { target += 1 }
      #expect(try calendar.addingWorkingDays(n, to: first + a) == first + target, "\(first + a) + \(n)")
    }
  }

  @Test func longSpansAndErrors() throws {
    // 2015-2027 in one count equals the sum of the years.
    var sum = 0
    for year in 2015...2027 { sum += try ru.norms(year: year).total.workingDays }
    #expect(try ru.workingDays(from: day("2015-01-01"), through: day("2027-12-31")) == sum)
    let far = try ru.addingWorkingDays(10_000, to: day("2000-01-01"))
    #expect(try ru.addingWorkingDays(-10_000, to: far) <= day("2000-01-01"))
    #expect(try ru.workingDays(from: day("2000-01-01"), through: far) == 10_000)
    #expect(throws: ProductionError.self) {
      try ru.workingDays(from: day("2025-02-01"), through: day("2025-01-01"))
    }
    #expect(throws: ProductionError.self) { try ru.addingWorkingDays(100_000, to: day("2090-01-01")) }
    #expect(throws: ProductionError.self) { try ProductionCalendar.shipped("XX") }
  }

  @Test func normsForAnyWeeklyHours() throws {
    // 2025: 247 working days, 4 shortened: 39 h -> 247 * 7.8 - 4 = 1922.6.
    let year = (day("2025-01-01"), day("2025-12-31"))
    #expect(try ru.norm(from: year.0, through: year.1, weeklyHours: 39).description == "1922.6")
    #expect(
      try ru.norm(from: year.0, through: year.1, weeklyHours: ExactHours("37.5")!).description == "1848.5")
  }

  @Test func concurrentQueriesShareOneCache() async throws {
    let calendar = try ProductionCalendar(ru.definition)
    let results = await withTaskGroup(of: Int.self) { group in
      for offset in 0..<8 {
        group.addTask {
          (try? calendar.workingDays(from: day("2015-01-01") + offset * 400, through: day("2027-12-31")))
            ?? -1
        }
      }
      var all: [Int] = []
      for await value in group { all.append(value) }
      return all
    }
    #expect(results.count == 8)
    #expect(!results.contains(-1))
    #expect(try calendar.workingDays(from: day("2015-01-01"), through: day("2027-12-31")) == results.max())
  }
}
