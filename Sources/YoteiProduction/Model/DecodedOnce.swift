import Synchronization

/// An object made at most once, on first use, and kept: the decoded form of
/// data a shipped region leaves in its baked text until it is asked for
/// (``HolidayNameTexts``, ``ProductionSourceList``).
///
/// Thread-safe without a lock: the first reader makes the object and
/// publishes it with one compare-and-exchange; a reader that loses the race
/// drops its own copy and takes the published one.
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
