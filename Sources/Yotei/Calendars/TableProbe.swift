import Synchronization

/// Counts the year tables that the current task asks a calendar for, so a
/// test can pin how much of a calendar an operation touches without timing
/// it (a picker's focus jumping across the supported range asks for the
/// months it shows, not for every year).
///
/// Counting is off unless a task runs inside ``counting(_:)``: the year-table
/// path then pays one relaxed load of a flag, and only tasks that asked
/// are counted, so tests running in parallel do not disturb each other.
package enum TableProbe {
  /// How many tasks are counting now.
  private static let active = Atomic<Int>(0)

  /// The counter of the current task, if it counts.
  @TaskLocal private static var counter: Counter?

  package final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  /// One request for a year's table (built or already built).
  @inline(__always)
  static func record() {
    guard active.load(ordering: .relaxed) > 0 else { return }
    counter?.value.add(1, ordering: .relaxed)
  }

  /// Runs `body` and returns its result with the number of year tables it asked for.
  package static func counting<T>(_ body: () throws -> T) rethrows -> (result: T, tables: Int) {
    let counter = Counter()
    active.add(1, ordering: .relaxed)
    defer { active.subtract(1, ordering: .relaxed) }
    let result = try $counter.withValue(counter) { try body() }
    return (result, counter.value.load(ordering: .relaxed))
  }
}
