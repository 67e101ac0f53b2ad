import Yotei

/// A String Catalog (`.xcstrings`): the JSON format Xcode uses for localized strings,
/// read and written by Yotei's own code on any platform.
///
/// Yotei's own strings live in ``yotei`` (compiled into the binary, so they keep
/// working when an executable is copied away from its build folder). Apps load their
/// own catalogs with the same parser:
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// let text = try Localizer(locale: "ru_RU", catalog: catalog).string("days", 3)
/// ```
///
/// Supported: `stringUnit` values, `variations.plural` (the six CLDR plural
/// categories), `variations.device` (one value per device: `iphone`, `mac`,
/// `other` ...), `substitutions` (`%#@name@` tokens with their own plural forms, as
/// Xcode writes strings with several counts), entry `comment`, `extractionState` and
/// `shouldTranslate`. Anything else is reported as ``CatalogError``, never silently
/// dropped, so a catalog written back by ``xcstrings()`` loses nothing. A plural
/// without an `other` form is read (``StringsCheck`` reports it).
public struct StringCatalog: Sendable, Equatable {
  /// The language the keys' source strings are written in ("en").
  public var sourceLanguage: String
  /// The format version, "1.0" for the catalogs Xcode writes today.
  public var version: String
  /// The entries keyed by string key.
  ///
  /// Yotei's own catalog (``yotei``) is compiled into the binary one value at a
  /// time and reads single values without building this dictionary; the first
  /// read of `entries` builds it (once per process).
  public var entries: [String: Entry] {
    get {
      switch storage {
      case .entries(let entries): return entries
      case .baked(let baked): return baked.allEntries
      }
    }
    set { storage = .entries(newValue) }
    _modify {
      var entries = self.entries
      storage = .entries([:])  // so `entries` is uniquely referenced while it is changed
      defer { storage = .entries(entries) }
      yield &entries
    }
  }

  /// Where the entries are: a dictionary, or the baked form of a catalog
  /// compiled into the binary (see ``BakedCatalog``).
  enum Storage: Sendable {
    case entries([String: Entry])
    case baked(BakedCatalog)
  }

  var storage: Storage

  /// One key of a catalog with its localizations.
  public struct Entry: Sendable, Equatable {
    /// A note for translators.
    public var comment: String?
    /// Xcode's extraction state ("manual", "stale", ...), kept as written.
    public var extractionState: String?
    /// `false` for strings that must stay the same in every language.
    public var shouldTranslate: Bool
    /// The value per language (catalog language code: "en", "fa", "pt-BR").
    public var localizations: [String: Value]

    /// An entry with the given parts.
    public init(
      comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
      localizations: [String: Value] = [:]
    ) {
      self.comment = comment
      self.extractionState = extractionState
      self.shouldTranslate = shouldTranslate
      self.localizations = localizations
    }
  }

  /// The localized value of one entry in one language.
  public enum Value: Sendable, Equatable {
    /// A single string.
    case string(StringUnit)
    /// One string per CLDR plural category, chosen by the first integer argument.
    case plural([PluralCategory: StringUnit])
    /// A string with `%#@name@` tokens, each replaced by a plural form chosen by its
    /// own argument.
    case substituted(StringUnit, [String: Substitution])
    /// One value per device (`variations.device`: "iphone", "ipad", "mac",
    /// "applewatch", "appletv", "other"); each is a single string, plural forms or a
    /// substituted string.
    case device([String: Value])

    /// Every string of this value with the plural category it belongs to (`nil` for
    /// a single string or the main string of a substituted value), in category order
    /// (substitutions by name).
    public var units: [(category: PluralCategory?, unit: StringUnit)] {
      switch self {
      case .string(let unit): return [(nil, unit)]
      case .plural(let forms):
        return PluralCategory.allCases.compactMap { c in forms[c].map { (c, $0) } }
      case .substituted(let unit, let subs):
        var result: [(category: PluralCategory?, unit: StringUnit)] = [(nil, unit)]
        for name in subs.keys.sorted(by: codePointOrder) {
          result += PluralCategory.allCases.compactMap { c in subs[name]!.forms[c].map { (c, $0) } }
        }
        return result
      case .device(let devices):
        return devices.keys.sorted(by: codePointOrder).flatMap { devices[$0]!.units }
      }
    }
  }

  /// What a `%#@name@` token stands for: plural forms chosen by one argument, each
  /// with `%arg` where that argument goes.
  public struct Substitution: Sendable, Equatable {
    /// The 1-based argument that chooses the form and fills `%arg`.
    public var argumentNumber: Int
    /// The printf conversion for `%arg` without the `%` ("lld", "@").
    public var formatSpecifier: String
    /// The forms by CLDR plural category.
    public var forms: [PluralCategory: StringUnit]
    /// `false` when the file has no `argNum`: Xcode then takes the argument from
    /// the position of the `%#@name@` token in the string (``argumentNumber`` is
    /// that position), and the catalog is written back without `argNum`.
    public var hasArgumentNumber: Bool

    /// A substitution.
    public init(
      argumentNumber: Int, formatSpecifier: String, forms: [PluralCategory: StringUnit],
      hasArgumentNumber: Bool = true
    ) {
      self.argumentNumber = argumentNumber
      self.formatSpecifier = formatSpecifier
      self.forms = forms
      self.hasArgumentNumber = hasArgumentNumber
    }
  }

  /// A string with its translation state.
  public struct StringUnit: Sendable, Equatable {
    /// "translated", "new", "needs_review" or "stale".
    public var state: String
    /// The format string, with printf-style placeholders (`%@`, `%lld`, `%1$@`).
    public var value: String

    /// A string unit.
    public init(_ value: String, state: String = "translated") {
      self.state = state
      self.value = value
    }
  }

  /// A catalog with the given parts.
  public init(sourceLanguage: String = "en", version: String = "1.0", entries: [String: Entry] = [:]) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.storage = .entries(entries)
  }

  /// A catalog read from its baked form.
  init(baked: BakedCatalog) {
    self.sourceLanguage = baked.sourceLanguage
    self.version = baked.version
    self.storage = .baked(baked)
  }

  /// Every key, sorted.
  public var keys: [String] {
    switch storage {
    case .entries(let entries): return entries.keys.sorted(by: codePointOrder)
    case .baked(let baked): return baked.keys
    }
  }

  /// Every language with at least one localization, sorted, the source language first.
  public var languages: [String] {
    var set = Set<String>()
    switch storage {
    case .entries(let entries):
      for entry in entries.values { set.formUnion(entry.localizations.keys) }
    case .baked(let baked):
      set.formUnion(baked.languages)
    }
    set.insert(sourceLanguage)
    return [sourceLanguage] + set.subtracting([sourceLanguage]).sorted()
  }

  /// The value of `key` in exactly `language`, without any fallback.
  public func value(_ key: String, language: String) -> Value? {
    switch storage {
    case .entries(let entries): return entries[key]?.localizations[language]
    case .baked(let baked): return baked.value(key, language: language)
    }
  }

  public static func == (a: StringCatalog, b: StringCatalog) -> Bool {
    a.sourceLanguage == b.sourceLanguage && a.version == b.version && a.entries == b.entries
  }
}

/// A problem reading a String Catalog.
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where in the file: a JSON path such as `strings["a11y.today"].localizations["ru"]`.
  public var path: String
  /// What is wrong.
  public var message: String
  /// The 1-based line of a JSON syntax error, `nil` for other errors.
  public var line: Int?
  /// The 1-based column (in bytes of UTF-8) of a JSON syntax error.
  public var column: Int?

  /// An error at `path`, or at `line` and `column` for a JSON syntax error.
  public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  public var description: String {
    if let line, let column { return "line \(line), column \(column): \(message)" }
    return path.isEmpty ? message : "\(path): \(message)"
  }
}

// MARK: - Reading

extension StringCatalog {
  /// Parses the text of an `.xcstrings` file.
  public init(xcstrings text: String) throws(CatalogError) {
    try self.init(data: Array(text.utf8))
  }

  /// Reads an `.xcstrings` file.
  ///
  /// The file is read through the C library; a folder, a device, a pipe or a
  /// file above 64 MiB is refused with an error.
  public init(contentsOfFile path: String) throws(CatalogError) {
    let bytes: [UInt8]
    do {
      bytes = try DataFile.read(path)
    } catch {
      throw CatalogError(path: "", message: error.description)
    }
    try self.init(data: bytes)
  }

  /// Parses the bytes of an `.xcstrings` file (UTF-8 JSON), for example a
  /// Foundation `Data` or a `[UInt8]`.
  ///
  /// Nesting deeper than 128 arrays and objects, duplicate members and invalid
  /// UTF-8 are errors, as is anything outside the format (see ``StringCatalog``).
  public init(data: some Sequence<UInt8>) throws(CatalogError) {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes: Array(data))
    } catch {
      throw CatalogError(
        path: "", message: "not valid JSON: \(error.message)", line: error.line, column: error.column)
    }
    try self.init(json: root)
  }

  /// Reads a catalog from its parsed JSON.
  init(json root: JSONNode) throws(CatalogError) {
    guard let members = root.members else {
      throw CatalogError(path: "", message: "the top level is not an object")
    }
    guard let source = root["sourceLanguage"]?.string else {
      throw CatalogError(path: "sourceLanguage", message: "missing or not a string")
    }
    var version = "1.0"
    var entries: [String: Entry] = [:]
    for (field, node) in members {
      switch field {
      case "sourceLanguage": break
      case "version":
        guard let text = node.string else { throw CatalogError(path: "version", message: "not a string") }
        version = text
      case "strings":
        guard let strings = node.members else {
          throw CatalogError(path: "strings", message: "not an object")
        }
        entries.reserveCapacity(strings.count)
        for (key, raw) in strings {
          entries[key] = try Self.parseEntry(raw, path: "strings[\(quoted(key))]")
        }
      default:
        throw CatalogError(path: field, message: "unsupported field")
      }
    }
    self.init(sourceLanguage: source, version: version, entries: entries)
  }

  static func parseEntry(_ node: JSONNode, path: String) throws(CatalogError) -> Entry {
    guard let members = node.members else { throw CatalogError(path: path, message: "not an object") }
    var entry = Entry()
    for (field, raw) in members {
      switch field {
      case "comment":
        guard let text = raw.string else {
          throw CatalogError(path: path + ".comment", message: "not a string")
        }
        entry.comment = text
      case "extractionState":
        guard let text = raw.string else {
          throw CatalogError(path: path + ".extractionState", message: "not a string")
        }
        entry.extractionState = text
      case "shouldTranslate":
        guard let flag = raw.bool else {
          throw CatalogError(path: path + ".shouldTranslate", message: "not a boolean")
        }
        entry.shouldTranslate = flag
      case "localizations":
        guard let languages = raw.members else {
          throw CatalogError(path: path + ".localizations", message: "not an object")
        }
        for (language, value) in languages {
          let valuePath = path + ".localizations[\(quoted(language))]"
          entry.localizations[language] = try parseValue(value, path: valuePath)
        }
      default:
        throw CatalogError(path: path + "." + field, message: "unsupported field")
      }
    }
    return entry
  }

  static func parseValue(_ node: JSONNode, path: String) throws(CatalogError) -> Value {
    guard let members = node.members else { throw CatalogError(path: path, message: "not an object") }
    if let extra = members.first(where: { !["stringUnit", "variations", "substitutions"].contains($0.key) }) {
      throw CatalogError(path: path + "." + extra.key, message: "unsupported field")
    }
    if let unit = node["stringUnit"] {
      if node["variations"] != nil {
        throw CatalogError(path: path, message: "both stringUnit and variations")
      }
      let main = try parseUnit(unit, path: path + ".stringUnit")
      guard let rawSubs = node["substitutions"] else { return .string(main) }
      guard let subs = rawSubs.members else {
        throw CatalogError(path: path + ".substitutions", message: "not an object")
      }
      var result: [String: Substitution] = [:]
      // Without argNum, Xcode's runtime takes the argument at the token's position.
      let tokens = FormatPlaceholder.parse(main.value) ?? []
      for (name, sub) in subs {
        let subPath = path + ".substitutions[\(quoted(name))]"
        guard let subMembers = sub.members else {
          throw CatalogError(path: subPath, message: "not an object")
        }
        guard let spec = sub["formatSpecifier"]?.string else {
          throw CatalogError(
            path: subPath + ".formatSpecifier",
            message: "a substitution needs a string formatSpecifier (\"lld\")")
        }
        let argNum: Int
        if let raw = sub["argNum"] {
          guard let n = raw.int, n >= 1 else {
            throw CatalogError(path: subPath + ".argNum", message: "not an argument number (1, 2, ...)")
          }
          argNum = n
        } else if let token = tokens.first(where: { $0.substitution == name }) {
          argNum = token.argument
        } else {
          throw CatalogError(
            path: subPath,
            message: "no argNum and no %#@\(name)@ token in the string to take the argument's position from")
        }
        if let extra = subMembers.first(where: {
          !["argNum", "formatSpecifier", "variations"].contains($0.key)
        }) {
          throw CatalogError(path: subPath + "." + extra.key, message: "unsupported field")
        }
        let forms = try parsePlural(sub["variations"], path: subPath + ".variations")
        result[name] = Substitution(
          argumentNumber: argNum, formatSpecifier: spec, forms: forms, hasArgumentNumber: sub["argNum"] != nil
        )
      }
      return .substituted(main, result)
    }
    if node["substitutions"] != nil {
      throw CatalogError(path: path + ".substitutions", message: "substitutions need a stringUnit")
    }
    if let variations = node["variations"]?.members, variations.contains(where: { $0.key == "device" }) {
      return try parseDevices(variations, path: path + ".variations")
    }
    return .plural(try parsePlural(node["variations"], path: path + ".variations"))
  }

  private static func parseDevices(_ variations: [(key: String, value: JSONNode)], path: String)
    throws(CatalogError) -> Value
  {
    guard variations.count == 1, let devices = variations[0].value.members else {
      let kinds = variations.map(\.key).sorted().joined(separator: ", ")
      throw CatalogError(path: path, message: "unsupported variations (\(kinds)); device or plural, not both")
    }
    var result: [String: Value] = [:]
    for (device, raw) in devices {
      let devicePath = path + ".device.\(device)"
      let value = try parseValue(raw, path: devicePath)
      if case .device = value {
        throw CatalogError(
          path: devicePath + ".variations.device", message: "device variations inside a device")
      }
      result[device] = value
    }
    return .device(result)
  }

  private static func parsePlural(_ node: JSONNode?, path: String) throws(CatalogError) -> [PluralCategory:
    StringUnit]
  {
    guard let variations = node?.members else {
      throw CatalogError(path: path, message: "missing: neither stringUnit nor variations")
    }
    guard variations.count == 1, variations[0].key == "plural", let plural = variations[0].value.members
    else {
      let kinds = variations.map(\.key).sorted().joined(separator: ", ")
      throw CatalogError(path: path, message: "unsupported variations (\(kinds)); plural or device")
    }
    var forms: [PluralCategory: StringUnit] = [:]
    for (name, form) in plural {
      let formPath = path + ".plural.\(name)"
      guard let category = PluralCategory(rawValue: name) else {
        throw CatalogError(path: formPath, message: "not a CLDR plural category")
      }
      guard let formMembers = form.members, formMembers.count == 1, formMembers[0].key == "stringUnit" else {
        throw CatalogError(path: formPath, message: "a plural form must hold exactly one stringUnit")
      }
      forms[category] = try parseUnit(formMembers[0].value, path: formPath + ".stringUnit")
    }
    return forms
  }

  private static func parseUnit(_ node: JSONNode, path: String) throws(CatalogError) -> StringUnit {
    guard let members = node.members, let value = node["value"]?.string else {
      throw CatalogError(path: path, message: "a stringUnit needs a string \"value\"")
    }
    if let extra = members.first(where: { $0.key != "value" && $0.key != "state" }) {
      throw CatalogError(path: path + "." + extra.key, message: "unsupported field")
    }
    guard let state = node["state"] else { return StringUnit(value) }
    guard let text = state.string else {
      throw CatalogError(path: path + ".state", message: "not a string")
    }
    return StringUnit(value, state: text)
  }
}

// MARK: - Writing

extension StringCatalog {
  /// The catalog as `.xcstrings` text, the way Xcode lays it out: two-space indent,
  /// `"key" : value`, keys sorted by code point. Parsing the result gives back an
  /// equal catalog.
  public func xcstrings() -> String {
    var strings: [(String, JSONText)] = []
    for (key, entry) in entries {
      var fields: [(String, JSONText)] = []
      if let comment = entry.comment { fields.append(("comment", .string(comment))) }
      if let state = entry.extractionState { fields.append(("extractionState", .string(state))) }
      if !entry.localizations.isEmpty {
        fields.append(("localizations", .object(entry.localizations.map { ($0.key, Self.json($0.value)) })))
      }
      if !entry.shouldTranslate { fields.append(("shouldTranslate", .bool(false))) }
      strings.append((key, .object(fields)))
    }
    let root = JSONText.object([
      ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(strings)),
      ("version", .string(version)),
    ])
    var out = ""
    root.write(into: &out, indent: 0)
    return out + "\n"
  }

  static func json(_ value: Value) -> JSONText {
    func unitObject(_ u: StringUnit) -> JSONText {
      .object([("state", .string(u.state)), ("value", .string(u.value))])
    }
    func unit(_ u: StringUnit) -> JSONText { .object([("stringUnit", unitObject(u))]) }
    func plural(_ forms: [PluralCategory: StringUnit]) -> JSONText {
      .object([("plural", .object(forms.map { ($0.key.rawValue, unit($0.value)) }))])
    }
    switch value {
    case .string(let u): return unit(u)
    case .plural(let forms): return .object([("variations", plural(forms))])
    case .substituted(let u, let subs):
      let members: [(String, JSONText)] = subs.map { name, sub in
        (
          name,
          .object(
            (sub.hasArgumentNumber ? [("argNum", .int(sub.argumentNumber))] : []) + [
              ("formatSpecifier", .string(sub.formatSpecifier)), ("variations", plural(sub.forms)),
            ])
        )
      }
      return .object([("stringUnit", unitObject(u)), ("substitutions", .object(members))])
    case .device(let devices):
      return .object([
        ("variations", .object([("device", .object(devices.map { ($0.key, json($0.value)) }))]))
      ])
    }
  }
}

/// Orders strings by Unicode code point, as JSON tools that sort keys do.
func codePointOrder(_ a: String, _ b: String) -> Bool {
  a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
}

private func quoted(_ s: String) -> String { "\"" + s + "\"" }
