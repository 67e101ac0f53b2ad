import Synchronization

/// An object made at most once, on first use, and kept: the decoded form of
/// data a shipped region leaves in its baked text until it is asked for
/// (``HolidayNameTexts``, ``ProductionSourceList``).
///
/// Thread-safe without a lock: the first reader makes the object and
/// publishes it with one compare-and-exchange; a reader that loses the race
/// drops its own copy and takes the published one.
///
/// Why the two holders repeat their few lines (the position, this, the given
/// value, the decoding accessor, equality) instead of sharing a class: a
/// generic holder class makes the runtime build its metadata for each new
/// type argument on first use, and a non-generic base class both subclass
/// (tried in session 10, holding the position and this) costs the first use
/// as well: callgrind over `regionFirstUse` measured 1.1-7.6 K more
/// instructions (US 882,433 -> 886,689, RU 1,556,917 -> 1,564,526, TW and
/// RU-TA 1-2 K; of US's 4.3 K, 4.2 K in the Swift runtime, which completes
/// a subclass's metadata when it is first instantiated). The shared part that
/// costs nothing, the decode-once publication, is this struct.
struct DecodedOnce: ~Copyable, Sendable {
  /// The bit pattern of the retained object, 0 until made.
  private let bits = Atomic<UInt>(0)

  init() {}

  deinit {
    let value = bits.load(ordering: .acquiring)
    if value != 0, let pointer = UnsafeRawPointer(bitPattern: value) {
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }

  /// The object, made by `make` if no reader made it yet. Every call must
  /// ask for the same `Box` type.
  func value<Box: AnyObject & Sendable>(_ make: () -> Box) -> Box {
    let current = bits.load(ordering: .acquiring)
    if current != 0, let pointer = UnsafeRawPointer(bitPattern: current) {
      return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
    }
    let fresh = Unmanaged.passRetained(make())
    let (stored, published) = bits.compareExchange(
      expected: 0, desired: UInt(bitPattern: fresh.toOpaque()), ordering: .acquiringAndReleasing)
    if stored { return fresh.takeUnretainedValue() }
    fresh.release()
    return Unmanaged<Box>.fromOpaque(UnsafeRawPointer(bitPattern: published)!).takeUnretainedValue()
  }
}
