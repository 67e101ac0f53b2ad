/// Empty hashed collections with room reserved, made where the compiler hands
/// the runtime the element's `Hashable` conformance.
///
/// Code specialized for a concrete `Set<Weekday>` or `[String: String]`
/// finds the storage class's metadata by its mangled name, and the Swift
/// runtime then looks the key's `Hashable` conformance up: the first lookup
/// of a type in a process scans every conformance record of the binary and
/// its libraries, about 0.4 M instructions, the largest part of a region's
/// first use (docs/PERFORMANCE.md). These factories stay generic (never
/// specialized, never inlined), so the conformance arrives as an argument the
/// compiler already knows and the runtime searches nothing. A collection made
/// here with room for what will be inserted is never reallocated, so the
/// specialized code that fills it asks for no metadata either. Behaviour is
/// the same as for any collection; only the first use's cost differs.
enum HashedStorage {
  /// An empty set with room for `capacity` elements.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  static func set<Element: Hashable>(capacity: Int) -> Set<Element> {
    Set(minimumCapacity: capacity)
  }

  /// An empty dictionary with room for `capacity` entries.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  static func dictionary<Key: Hashable, Value>(capacity: Int) -> [Key: Value] {
    Dictionary(minimumCapacity: capacity)
  }
}
