import Testing
import Yotei

@testable import YoteiREPLKit

#if canImport(Glibc)
  import Glibc
#endif

/// `Parallel.map` (two threads for `day`), and `day`'s text against the same
/// lines computed one calendar after another.
@Suite struct ParallelTests {
  /// Which thread ran each element, in the order they ran.
  final class Log: @unchecked Sendable {
    private let lock = Lock<[(element: Int, thread: UInt)]>([])
    func note(_ element: Int) { lock.withLock { $0.append((element, UInt(pthread_self()))) } }
    var entries: [(element: Int, thread: UInt)] { lock.withLock { $0 } }
  }

  @Test(arguments: [[[Int]](), [[1]], [[1, 2, 3]], [[1], [2]], [[5, 6], [], [7], [8, 9, 10], [11]]])
  func resultsComeInTheOrderOfTheGroups(_ groups: [[Int]]) {
    let log = Log()
    let results = Parallel.map(groups: groups) { element -> String in
      log.note(element)
      return "#\(element)"
    }
    #expect(results == groups.joined().map { "#\($0)" })
    // Each group ran in order, on one thread.
    let entries = log.entries
    #expect(entries.count == results.count)
    for group in groups where !group.isEmpty {
      let runs = entries.filter { group.contains($0.element) }
      #expect(runs.map(\.element) == group)
      #expect(Set(runs.map(\.thread)).count == 1)
    }
  }

  @Test func manyGroupsUseAtMostTwoThreads() {
    let log = Log()
    let groups = (0..<64).map { [$0] }
    let results = Parallel.map(groups: groups) { element -> Int in
      log.note(element)
      return element * element
    }
    #expect(results == (0..<64).map { $0 * $0 })
    #expect(Set(log.entries.map(\.thread)).count <= 2)
  }

  /// Every calendar's line of `day`, in several session languages, as the
  /// calendar's own `conversionText` gives it alone. The two-thread lines
  /// come first, on a day no other test formats, so neither reads the other's
  /// cached text.
  @Test(arguments: zip(["en-US", "fa-IR", "he-IL", "zh-CN", "ja-JP"], 0..<5))
  func dayLinesAreEachCalendarsOwn(_ locale: String, _ index: Int) throws {
    let options = try Options(parsing: ["--locale", locale])
    let session = Session(options: options, color: false, systemZone: .utc)
    let day = Day(iso: 1987, 5, 11 + index)!
    let calendars = CalendarSystem.allCases.map { ($0, session.calendarName($0)) }
    let parallel = DayCommand.conversionTexts(day, in: calendars, session: session)
    let alone = calendars.map { session.conversionText(day, in: $0.0, name: $0.1) }
    #expect(parallel == alone)
    #expect(parallel.count == CalendarSystem.allCases.count)
  }
}
