import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work spread over two threads (this one and one more), for commands whose
/// parts are independent and each cost about a millisecond of ICU set-up:
/// `day` opens a date formatter for each of 17 calendars.
enum Parallel {
  /// `transform` applied to every element of `groups`, the results in the
  /// order of the flattened groups. Each group runs in order on one thread;
  /// the two threads take whole groups, first come first served, so the
  /// heavy ones should come first. With one processor, or when no thread can
  /// be started, everything runs on the calling thread.
  static func map<Element: Sendable, Result: Sendable>(
    groups: [[Element]], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    let work = Work(groups: groups, transform: transform)
    if groups.count > 1 && sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1, let thread = spawn(work) {
      work.run()
      pthread_join(thread, nil)
    } else {
      work.run()
    }
    return work.results()
  }

  /// Starts a thread running `job`; `nil` when none could be started.
  private static func spawn(_ job: Job) -> pthread_t? {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}

/// Something a thread runs (a class, so a C thread entry can call it).
private class Job: @unchecked Sendable {
  func run() {}
}

/// The groups, who takes the next one, and the results, each written by the
/// one thread that ran its group and read after both are done.
private final class Work<Element: Sendable, Result: Sendable>: Job, @unchecked Sendable {
  private let groups: [[Element]]
  private let offsets: [Int]
  private let transform: @Sendable (Element) -> Result
  private let next = Atomic<Int>(0)
  private let slots: UnsafeMutablePointer<Result?>
  private let count: Int

  init(groups: [[Element]], transform: @escaping @Sendable (Element) -> Result) {
    self.groups = groups
    offsets = groups.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    self.transform = transform
    count = offsets.last!
    slots = .allocate(capacity: max(1, count))
    slots.initialize(repeating: nil, count: max(1, count))
  }

  deinit {
    slots.deinitialize(count: max(1, count))
    slots.deallocate()
  }

  override func run() {
    while true {
      let group = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard group < groups.count else { return }
      for (i, element) in groups[group].enumerated() {
        slots[offsets[group] + i] = transform(element)
      }
    }
  }

  /// Every result, once both threads are done.
  func results() -> [Result] {
    (0..<count).map { slots[$0]! }
  }
}
