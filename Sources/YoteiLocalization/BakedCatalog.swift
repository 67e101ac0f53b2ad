import Yotei

/// A string catalog compiled into the binary in a form that needs no parsing
/// at start (scripts/bake-resources.py writes it from an `.xcstrings` file):
/// the keys sorted by code point, the languages, and one JSON cell per key and
/// language. Looking a string up parses that one cell, a few hundred bytes; the
/// whole catalog is built only when something asks for every entry
/// (``StringCatalog/entries``), and then once per process.
final class BakedCatalog: Sendable {
  let sourceLanguage: String
  let version: String
  /// Every language with at least one localization, sorted.
  let languages: [String]
  /// Every key, sorted by code point (so by UTF-8 bytes).
  let keys: [String]
  /// Per key: its entry's JSON object without `localizations`.
  let entryFields: [String]
  /// `keys.count * languages.count` cells, row by row: a localization's JSON
  /// value, or empty when the key has none in that language.
  let cells: [String]
  /// Every entry once built (empty before: a catalog has at least one key).
  /// HashedStorage's, so the catalog's start asks the runtime for no
  /// conformance (docs/PERFORMANCE.md).
  private let built: Lock<[String: StringCatalog.Entry]> = HashedStorage.lockedDictionary(capacity: 0)
  /// Cells parsed so far: a picker or a REPL asks for the same few strings
  /// again and again.
  private let parsed = Lock(ParsedCells())

  /// Parsed cells by position in ``cells``, without a dictionary keyed by
  /// Int (its first use has the runtime look `Int`'s `Hashable` conformance
  /// up): `slots[position]` is the value's index in `values`, or -1.
  private struct ParsedCells {
    var slots: [Int32] = []
    var values: [StringCatalog.Value] = []

    func value(at position: Int) -> StringCatalog.Value? {
      guard !slots.isEmpty, slots[position] >= 0 else { return nil }
      return values[Int(slots[position])]
    }

    mutating func store(_ value: StringCatalog.Value, at position: Int, of count: Int) {
      // Int32 slots are filled as plain memory; an array of optional values
      // would copy each through the runtime (0.5 M instructions for 5,000).
      if slots.isEmpty { slots = Array(repeating: -1, count: count) }
      guard slots[position] < 0 else { return }
      slots[position] = Int32(values.count)
      values.append(value)
    }
  }

  init(
    sourceLanguage: String, version: String, languages: [String], keys: [String], entryFields: [String],
    cells: [String]
  ) {
    precondition(entryFields.count == keys.count && cells.count == keys.count * languages.count)
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.languages = languages
    self.keys = keys
    self.entryFields = entryFields
    self.cells = cells
  }

  /// The position of `key` in ``keys``, by binary search.
  func index(of key: String) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = keys[middle]
      if candidate == key { return middle }
      if candidate.utf8.lexicographicallyPrecedes(key.utf8) { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The value of `key` in exactly `language`.
  func value(_ key: String, language: String) -> StringCatalog.Value? {
    guard let row = index(of: key), let column = languages.firstIndex(of: language) else { return nil }
    return cell(row: row, column: column)
  }

  private func cell(row: Int, column: Int) -> StringCatalog.Value? {
    let position = row * languages.count + column
    let text = cells[position]
    if text.isEmpty { return nil }
    if let value = parsed.withLock({ $0.value(at: position) }) { return value }
    let path = "strings[\"\(keys[row])\"].localizations[\"\(languages[column])\"]"
    do {
      let value = try StringCatalog.parseValue(try JSONTape(bytes: Array(text.utf8)), 0, path: path)
      parsed.withLock { $0.store(value, at: position, of: cells.count) }
      return value
    } catch {
      fatalError("the baked catalog is damaged at \(path) (\(error)); run scripts/bake-resources.py")
    }
  }

  /// Every entry, built on first use.
  var allEntries: [String: StringCatalog.Entry] {
    if let entries = built.withLock({ $0.isEmpty ? nil : $0 }) { return entries }
    var entries: [String: StringCatalog.Entry] = [:]
    entries.reserveCapacity(keys.count)
    for (row, key) in keys.enumerated() {
      let path = "strings[\"\(key)\"]"
      var entry: StringCatalog.Entry
      do {
        entry = try StringCatalog.parseEntry(try JSONTape(bytes: Array(entryFields[row].utf8)), 0, path: path)
      } catch {
        fatalError("the baked catalog is damaged at \(path) (\(error)); run scripts/bake-resources.py")
      }
      for column in languages.indices {
        if let value = cell(row: row, column: column) { entry.localizations[languages[column]] = value }
      }
      entries[key] = entry
    }
    return built.withLock { stored in
      if stored.isEmpty { stored = entries }
      return stored
    }
  }
}
