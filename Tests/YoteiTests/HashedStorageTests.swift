import Testing

@testable import Yotei

/// `HashedStorage`'s factories make the collections the standard library
/// would, whatever they save on first use.
@Suite struct HashedStorageTests {
  /// `dictionaryOfSets` pairs each key with the set of its elements
  /// (repeats once), and stops at the shorter of the two arrays, as `zip`
  /// did before it read by index.
  @Test func dictionaryOfSetsPairsKeysWithTheirElements() {
    let made: [Weekday: Set<Int>] = HashedStorage.dictionaryOfSets(
      keys: [.saturday, .monday, .friday], elements: [[2, 4], [1, 1, 3], []])
    #expect(made == [.saturday: [2, 4], .monday: [1, 3], .friday: []])
    let shorter: [String: Set<Int>] = HashedStorage.dictionaryOfSets(keys: ["a", "b"], elements: [[1]])
    #expect(shorter == ["a": [1]])
    let none: [String: Set<Int>] = HashedStorage.dictionaryOfSets(keys: [], elements: [[1]])
    #expect(none.isEmpty)
  }
}
