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
///
/// Why the underscored `@_semantics("optimize.sil.specialize.generic.never")`:
/// no supported spelling keeps a generic function unspecialized. With
/// `@inline(never)` alone the optimizer still emits a copy specialized for
/// each element type (checked with `swiftc -O` and `nm`: a
/// `generic specialization <Weekday> of HashedStorage.set` appears), and the
/// specialized copy names `Set<Weekday>` by its mangled name again. A
/// non-generic function taking an existential (`any Hashable.Type`) can only
/// hand back an existential, and casting that to `Set<Weekday>` looks the
/// conformance up as well. The compiler's
/// `-disable-concrete-type-metadata-mangled-name-accessors` would remove the
/// lookups everywhere, but it is an unsafe flag, which SwiftPM refuses in a
/// package used as a dependency. If a toolchain ignores the attribute, only
/// the speed is lost (`BakedRegionTests` still pass; the callgrind count of
/// `yotei-bench --first-use-region-callgrind` shows it).
package enum HashedStorage {
  /// An empty set with room for `capacity` elements.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  package static func set<Element: Hashable>(capacity: Int) -> Set<Element> {
    Set(minimumCapacity: capacity)
  }

  /// A dictionary of sets: `keys[i]` to the set of `elements[i]`, built
  /// where the compiler hands the runtime both conformances. Code specialized
  /// for `[Weekday: Set<Int>]` inserts a `Set<Int>` through the standard
  /// library's generic code, which asks for `Set<Int>`'s metadata by name,
  /// and the first such lookup scans the conformances for `Int: Hashable`.
  @inline(never)
  @_semantics("optimize.sil.specialize.generic.never")
  package static func dictionaryOfSets<Key: Hashable, Element: Hashable>(keys: [Key], elements: [[Element]])
    -> [Key: Set<Element>]
  {
    // By index (over `Range<Int>`, concrete), through no generic sequence
    // adaptor or iterator: unspecialized,
    // `zip(keys, elements)` makes the runtime complete
    // `Zip2Sequence<[Key], [[Element]]>.Iterator`'s metadata, which finds its
    // fields' iterator types by name and so scans every conformance record
    // of the binary; the scan's reads of pages nothing else touches cost
    // Taiwan's load about 0.2 ms in page faults (docs/PERFORMANCE.md).
    var result = [Key: Set<Element>](minimumCapacity: keys.count)
    for i in 0..<min(keys.count, elements.count) {
      let members = elements[i]
      var set = Set<Element>(minimumCapacity: members.count)
      for j in 0..<members.count { set.insert(members[j]) }
      result[keys[i]] = set
    }
    return result
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
