/// A region's sources, shared by every copy of its ``RegionDefinition``,
/// and for a shipped region read from its baked text only when first asked
/// for: a day's kind cites sources by id and needs none of their titles or
/// addresses (a few hundred texts to decode in Russia's and its republics').
/// Decoded once by the same reader as the rest of the region
/// (``DecodedOnce``); a list made from an array keeps that array. Either way
/// ``sources`` is the same array, and equality and hashing are the array's.
/// Written as ``HolidayNameTexts`` is, on purpose: ``DecodedOnce`` says why they
/// share no base class.
final class ProductionSourceList: Hashable, Sendable {
  /// The sources given as an array (empty for baked ones).
  private let given: [ProductionSource]
  /// Where a baked region's sources are, if they are baked.
  private let baked: BakedRegionFormat.Position?
  /// The decoded baked sources, once read.
  private let decoded = DecodedOnce()

  /// An array held as it is.
  init(_ sources: [ProductionSource]) {
    given = sources
    baked = nil
  }

  /// Sources in a baked region's text, decoded when first read.
  init(baked position: BakedRegionFormat.Position) {
    given = []
    baked = position
  }

  /// The sources, in the region's order.
  var sources: [ProductionSource] {
    guard let baked else { return given }
    return decoded.value { DecodedSources(sources: BakedRegionFormat.sources(at: baked)) }.sources
  }

  static func == (a: ProductionSourceList, b: ProductionSourceList) -> Bool {
    if a === b { return true }
    if let x = a.baked, let y = b.baked, x.isSame(as: y) { return true }
    return a.sources == b.sources
  }

  func hash(into hasher: inout Hasher) { hasher.combine(sources) }

  /// The decoded sources of a baked region, kept once decoded.
  private final class DecodedSources: Sendable {
    let sources: [ProductionSource]
    init(sources: [ProductionSource]) { self.sources = sources }
  }
}
