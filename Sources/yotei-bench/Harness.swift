#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SplitMix64 (Steele, Lea and Flood 2014): a small PRNG with a fixed seed, so
/// every run measures the same inputs.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, without modulo bias worth speaking of (the ranges
  /// here are tiny next to 2^64).
  mutating func next(in range: Range<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}

/// Monotonic time in nanoseconds.
@inline(__always) func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// The CPU time the calling thread has used.
func threadCPUNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Median, minimum and maximum of the repeats, in nanoseconds per operation.
struct Summary {
  var median: Double
  var min: Double
  var max: Double
  var repeats: Int

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    let n = sorted.count
    median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    min = sorted[0]
    max = sorted[n - 1]
    repeats = n
  }
}

/// One measured piece of work: `run` does `operations` operations and returns
/// a checksum, which keeps the optimiser from dropping the work and lets the
/// harness check that every contender computed the same thing.
struct Contender {
  var name: String
  var operations: Int
  var run: () -> Int64
}

/// The outcome of measuring one contender.
struct Measured {
  var name: String
  var summary: Summary
  var checksum: Int64
}

/// Global settings from the command line.
struct Settings: Sendable {
  var repeats = 5
  /// The shortest time one repeat should take; a short pass is run several
  /// times in a row inside a repeat so that timer granularity and one-off
  /// interrupts weigh little.
  var minimumRepeatNanoseconds: UInt64 = 20_000_000
  var quick = false
  /// Times repeats by the thread's CPU time (`--cpu-time`) instead of the
  /// monotonic clock: on a machine shared with other jobs, the time a
  /// contender spends preempted is then counted against neither side.
  var cpuTime = false
  /// Runs only Yotei's side, once, for a profiler (`--profile`); no figures.
  var profile = false
  /// Which contender `--profile` runs: `yotei` or a peer's name.
  var profileContender = "yotei"
  /// Where scenarios write the inputs that the scripts' peers (numpy) need.
  var exportDirectory: String?
}

/// Measures contenders side by side: one warm-up pass of each (which also
/// decides how many passes make one repeat), then `repeats` rounds in which
/// every contender runs once, in turn, so that a noisy neighbour slows them
/// alike.
func measure(_ contenders: [Contender], settings: Settings) -> [Measured] {
  if settings.profile {
    let checksum = (contenders.first { $0.name == settings.profileContender } ?? contenders[0]).run()
    let none = Summary([1])
    return contenders.map { Measured(name: $0.name, summary: none, checksum: checksum) }
  }
  var passes: [Int] = []
  var checksums: [Int64] = []
  for c in contenders {
    let start = monotonicNanoseconds()
    checksums.append(c.run())
    let elapsed = max(monotonicNanoseconds() - start, 1)
    passes.append(Int(max(1, (settings.minimumRepeatNanoseconds + elapsed - 1) / elapsed)))
  }
  var samples = Array(repeating: [Double](), count: contenders.count)
  for _ in 0..<settings.repeats {
    for (i, c) in contenders.enumerated() {
      var sum: Int64 = 0
      let clock = settings.cpuTime ? threadCPUNanoseconds : monotonicNanoseconds
      let start = clock()
      for _ in 0..<passes[i] { sum &+= c.run() }
      let elapsed = clock() - start
      blackHole(sum)
      samples[i].append(Double(elapsed) / Double(passes[i] * c.operations))
    }
  }
  return contenders.indices.map { i in
    Measured(name: contenders[i].name, summary: Summary(samples[i]), checksum: checksums[i])
  }
}

nonisolated(unsafe) private var sink: Int64 = 0
@inline(never) func blackHole(_ x: Int64) { sink &+= x }

/// A row of the result table.
struct Row {
  var scenario: String
  var peer: String
  var yotei: Summary
  var peerTime: Summary
  /// Peer time over Yotei time: larger is better.
  var ratio: Double { peerTime.median / yotei.median }
  /// The smallest ratio the issue asks for, if any.
  var goal: Double?
  /// Whether every contender computed the same results.
  var agrees: Bool?
  var note: String = ""
  /// Fields read from another program's JSON row, written back unchanged.
  var extraNumbers: [String: Double] = [:]

  /// A verdict from another program that weighs more than the ratio (peak memory).
  var metOverride: Bool?

  var met: Bool? { metOverride ?? goal.map { ratio >= $0 } }
}
