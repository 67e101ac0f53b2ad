/// Empty hashed collections (and locks around them) with room reserved, made where the compiler hands
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
package enum HashedStorage {
  /// An empty set with room for `capacity` elements.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  package static func set<Element: Hashable>(capacity: Int) -> Set<Element> {
    Set(minimumCapacity: capacity)
  }

  /// An empty dictionary with room for `capacity` entries.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  package static func dictionary<Key: Hashable, Value>(capacity: Int) -> [Key: Value] {
    Dictionary(minimumCapacity: capacity)
  }

  /// A lock around an empty dictionary with room for `capacity` entries,
  /// made as ``dictionary(capacity:)`` makes one: the lock's type names the
  /// dictionary's, so specialized code that made it would look the key's
  /// `Hashable` conformance up as well.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  package static func lockedDictionary<Key: Hashable, Value>(capacity: Int) -> Lock<[Key: Value]> {
    Lock(Dictionary(minimumCapacity: capacity))
  }
}
