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
/// reader the rest of the region went through, and kept (``DecodedOnce``); a name made from a
/// dictionary keeps that dictionary. Either way ``names`` is the same
/// dictionary, and equality and hashing are those of the dictionaries.
/// Written as ``ProductionSourceList`` is, on purpose: ``DecodedOnce`` says why they
/// share no base class.
final class HolidayNameTexts: Hashable, Sendable {
  /// The names given as a dictionary (empty for baked names).
  private let given: [String: String]
  /// Where a baked region's names are, if they are baked.
  private let baked: BakedRegionFormat.Position?
  /// The decoded baked names, once read.
  private let decoded = DecodedOnce()

  /// A dictionary held as it is: the texts of a name read from JSON or
  /// built by code.
  init(_ names: [String: String]) {
    given = names
    baked = nil
  }

  /// Names in a baked region's text, decoded when first read.
  init(baked position: BakedRegionFormat.Position) {
    given = [:]
    baked = position
  }

  /// The names by language.
  var names: [String: String] {
    guard let baked else { return given }
    return decoded.value { DecodedNames(names: BakedRegionFormat.texts(at: baked)) }.names
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
