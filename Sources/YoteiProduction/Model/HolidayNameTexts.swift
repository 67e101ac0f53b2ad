import Synchronization

/// A holiday's names by language, shared by every copy of its
/// ``HolidayName``.
///
/// Every day's status holds the names of its holidays, so a year's build
/// copies names hundreds of times. Held by this reference, a copy retains one
/// object: copying the dictionary itself went through code that asks the
/// Swift runtime for `[String: String]`'s metadata by its mangled name, whose
/// first lookup scans every protocol conformance of the binary for
/// `String: Hashable` (about 0.39 M instructions of each region's first use,
/// docs/PERFORMANCE.md).
///
/// A shipped region's names stay in its baked form (a position in the
/// static text of `Generated/BakedRegions.swift`) until they are first asked
/// for: a day's kind needs none of them. They are decoded once, by the same
/// reader the rest of the region went through, and kept; a name made from a
/// dictionary keeps that dictionary. Either way ``names`` is the same
/// dictionary, and equality and hashing are those of the dictionaries.
final class HolidayNameTexts: Hashable, Sendable {
  /// The names given as a dictionary (empty for baked names).
  private let given: [String: String]
  /// Where a baked region's names are, if they are baked.
  private let baked: BakedRegionFormat.TextsPosition?
  /// The decoded baked names: the bit pattern of a retained
  /// ``DecodedNames``, 0 until first asked for.
  private let decoded = Atomic<UInt>(0)

  /// A dictionary held as it is: the texts of a name read from JSON or
  /// built by code.
  init(_ names: [String: String]) {
    given = names
    baked = nil
  }

  /// Names in a baked region's text, decoded when first read.
  init(baked position: BakedRegionFormat.TextsPosition) {
    given = [:]
    baked = position
  }

  deinit {
    let bits = decoded.load(ordering: .acquiring)
    if bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) {
      Unmanaged<DecodedNames>.fromOpaque(pointer).release()
    }
  }

  /// The names by language.
  var names: [String: String] {
    guard let baked else { return given }
    let bits = decoded.load(ordering: .acquiring)
    if bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) {
      return Unmanaged<DecodedNames>.fromOpaque(pointer).takeUnretainedValue().names
    }
    let fresh = Unmanaged.passRetained(DecodedNames(names: BakedRegionFormat.texts(at: baked)))
    let (stored, current) = decoded.compareExchange(
      expected: 0, desired: UInt(bitPattern: fresh.toOpaque()), ordering: .acquiringAndReleasing)
    if stored { return fresh.takeUnretainedValue().names }
    // Another thread decoded them first: keep its copy.
    fresh.release()
    return Unmanaged<DecodedNames>.fromOpaque(UnsafeRawPointer(bitPattern: current)!).takeUnretainedValue()
      .names
  }

  static func == (a: HolidayNameTexts, b: HolidayNameTexts) -> Bool {
    if a === b { return true }
    if let x = a.baked, let y = b.baked, x.isSame(as: y) { return true }
    return a.names == b.names
  }

  func hash(into hasher: inout Hasher) { hasher.combine(names) }

  /// The decoded names of a baked region, kept once decoded.
  private final class DecodedNames: Sendable {
    let names: [String: String]
    init(names: [String: String]) { self.names = names }
  }
}
