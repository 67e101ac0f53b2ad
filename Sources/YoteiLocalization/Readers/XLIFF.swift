import Yotei

/// An XLIFF 1.2 document as Xcode exports String Catalogs (`.xliff`, also inside
/// an `.xcloc`'s `Localized Contents`) and as translators send it back.
///
/// Each `<file>` is one catalog in one target language. Xcode writes a catalog's
/// variations as their own units: `key|==|plural.one`,
/// `key|==|substitutions.NAME.plural.few`, `key|==|device.iphone`,
/// `key|==|device.mac.plural.other`; a substitution form's `%arg` appears as the
/// positional placeholder it becomes (`%2$lld files`). ``catalog(file:)`` reads a
/// file back into a ``StringCatalog`` with the source and target languages, so
/// ``StringsCheck`` checks it like any catalog; `xpath(of:)` turns the issues'
/// JSON paths into XPaths with lines.
///
/// ```swift
/// let xliff = try XLIFFDocument(text: try String(contentsOfFile: "de.xliff"))
/// let catalog = try xliff.catalog(file: 0)
/// let report = StringsCheck.run(catalog, languages: [xliff.files[0].targetLanguage!])
/// ```
public struct XLIFFDocument: Sendable {
  /// One `<file>` element.
  public struct File: Sendable {
    /// The `original` attribute (the catalog the file was exported from).
    public var original: String
    /// `source-language`.
    public var sourceLanguage: String
    /// `target-language`, `nil` when the file has none.
    public var targetLanguage: String?
    /// The translation units in file order.
    public var units: [Unit]
  }

  /// One `<trans-unit>`.
  public struct Unit: Sendable {
    /// The `id` attribute.
    public var id: String
    /// The `<source>` text.
    public var source: String
    /// The `<target>` text, `nil` when there is no target.
    public var target: String?
    /// The target's `state`, `nil` when it has none.
    public var state: String?
    /// The `<note>` text.
    public var note: String?
    /// The line of the `<trans-unit>` and of its `<target>` (or of the unit).
    public var line: Int
    public var targetLine: Int
  }

  /// The files in document order.
  public var files: [File]

  /// The text of an XLIFF file's bytes, which must be UTF-8 (as Xcode and
  /// translation tools write it).
  ///
  /// - Throws: ``CatalogError`` with the line and column of the first byte
  ///   that is not UTF-8, rather than reading it as U+FFFD.
  public static func text(of bytes: [UInt8]) throws(CatalogError) -> String {
    try UTF8Text.decode(bytes[...], what: "an XLIFF file is read as UTF-8")
  }

  /// Reads the bytes of an XLIFF 1.2 file (UTF-8, see ``text(of:)``).
  ///
  /// - Throws: ``CatalogError`` as ``text(of:)`` and ``init(text:)`` do.
  public init(bytes: [UInt8]) throws(CatalogError) {
    try self.init(text: try Self.text(of: bytes))
  }

  /// Reads XLIFF 1.2 text.
  ///
  /// - Throws: ``CatalogError`` with the line and column of an XML error, or
  ///   the XPath of what is not XLIFF 1.2 (another version, a unit without `id`).
  public init(text: String) throws(CatalogError) {
    let root = try XMLReader.parseCatalog(Array(text.utf8))
    guard root.localName == "xliff" else {
      throw CatalogError(path: "/" + root.name, message: "the root element is not <xliff>")
    }
    guard root.attribute("version") == "1.2" else {
      throw CatalogError(
        path: "/xliff/@version",
        message:
          "XLIFF version \(root.attribute("version") ?? "missing") is not read; 1.2 (as Xcode exports) is")
    }
    var files: [File] = []
    for (n, file) in root.elements("file").enumerated() {
      let path = "/xliff/file[\(n + 1)]"
      guard let source = file.attribute("source-language") else {
        throw CatalogError(path: path + "/@source-language", message: "missing")
      }
      var units: [Unit] = []
      func collect(_ element: XMLElement) throws(CatalogError) {
        for child in element.children {
          guard case .element(let e) = child else { continue }
          if e.localName == "trans-unit" {
            guard let id = e.attribute("id") else {
              throw CatalogError(
                path: path + "/body/trans-unit (line \(e.line))", message: "a trans-unit needs an id")
            }
            let target = e.elements("target").first
            units.append(
              Unit(
                id: id, source: e.elements("source").first?.text ?? "", target: target?.text,
                state: target?.attribute("state"), note: e.elements("note").first?.text, line: e.line,
                targetLine: target?.line ?? e.line))
          } else if e.localName == "body" || e.localName == "group" {
            try collect(e)
          }
        }
      }
      try collect(file)
      files.append(
        File(
          original: file.attribute("original") ?? "", sourceLanguage: source,
          targetLanguage: file.attribute("target-language"), units: units))
    }
    guard !files.isEmpty else { throw CatalogError(path: "/xliff", message: "no <file> element") }
    self.files = files
  }

  /// The catalog key and variation of a unit id: ("k", "plural.one") for
  /// `k|==|plural.one`, ("k", "") for `k`.
  static func split(_ id: String) -> (key: String, variation: String) {
    guard let range = id.firstRange(of: "|==|") else { return (id, "") }
    return (String(id[..<range.lowerBound]), String(id[range.upperBound...]))
  }

  /// The state of a catalog string unit for an XLIFF target state: `translated`,
  /// `final` and `signed-off` are translated; `needs-review-…` need review; others new.
  static func catalogState(_ state: String?) -> String {
    switch state {
    case nil, "translated", "final", "signed-off": return "translated"
    case let s? where s.hasPrefix("needs-review"): return "needs_review"
    default: return "new"
    }
  }

  /// File `index` as a catalog with its source language and, where units have
  /// targets, its target language.
  ///
  /// - Throws: ``CatalogError`` naming the unit whose id Yotei does not know.
  public func catalog(file index: Int) throws(CatalogError) -> StringCatalog {
    let file = files[index]
    var order: [String] = []
    var byKey: [String: [(variation: String, unit: Unit)]] = [:]
    for unit in file.units {
      let (key, variation) = Self.split(unit.id)
      if byKey[key] == nil { order.append(key) }
      byKey[key, default: []].append((variation, unit))
    }
    var entries: [String: StringCatalog.Entry] = [:]
    for key in order {
      let parts = byKey[key]!
      var entry = StringCatalog.Entry(comment: parts.first { $0.variation.isEmpty }?.unit.note)
      let path = "/xliff/file[\(index + 1)]/body/trans-unit[@id='\(key)']"
      entry.localizations[file.sourceLanguage] = try Self.value(parts, text: { .init($0.source) }, path: path)
      if let target = file.targetLanguage, parts.contains(where: { $0.unit.target != nil }) {
        let present = parts.filter { $0.unit.target != nil }
        entry.localizations[target] = try Self.value(
          present, text: { .init($0.target ?? "", state: Self.catalogState($0.state)) }, path: path)
      }
      entries[key] = entry
    }
    return StringCatalog(sourceLanguage: file.sourceLanguage, entries: entries)
  }

  /// The value of one key's units.
  static func value(
    _ parts: [(variation: String, unit: Unit)], text: (Unit) -> StringCatalog.StringUnit, path: String
  ) throws(CatalogError) -> StringCatalog.Value {
    var main: StringCatalog.StringUnit?
    var plural: [PluralCategory: StringCatalog.StringUnit] = [:]
    var subs: [String: [PluralCategory: StringCatalog.StringUnit]] = [:]
    var devices: [String: [(variation: String, unit: Unit)]] = [:]
    for (variation, unit) in parts {
      let words = variation.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      func category(_ name: String) throws(CatalogError) -> PluralCategory {
        guard let c = PluralCategory(rawValue: name) else {
          throw CatalogError(path: path, message: "unit \(unit.id): \(name) is not a CLDR plural category")
        }
        return c
      }
      if variation.isEmpty {
        main = text(unit)
      } else if words.count == 2, words[0] == "plural" {
        plural[try category(words[1])] = text(unit)
      } else if words.count >= 4, words[0] == "substitutions", words[words.count - 2] == "plural" {
        let name = words[1..<(words.count - 2)].joined(separator: ".")
        subs[name, default: [:]][try category(words[words.count - 1])] = text(unit)
      } else if words.count >= 2, words[0] == "device" {
        devices[words[1], default: []].append((words.dropFirst(2).joined(separator: "."), unit))
      } else {
        throw CatalogError(
          path: path, message: "unit \(unit.id): the variation \(variation) is not one Xcode writes")
      }
    }
    if !devices.isEmpty {
      var result: [String: StringCatalog.Value] = [:]
      for (device, units) in devices { result[device] = try value(units, text: text, path: path) }
      return .device(result)
    }
    if !subs.isEmpty {
      let unit = main ?? StringCatalog.StringUnit("")
      let tokens = FormatPlaceholder.parse(unit.value) ?? []
      var result: [String: StringCatalog.Substitution] = [:]
      for (name, forms) in subs {
        // The argument is the token's; its spec is what the forms print for it.
        let argument = tokens.first { $0.substitution == name }?.argument ?? 1
        var spec = "lld"
        var converted: [PluralCategory: StringCatalog.StringUnit] = [:]
        for (c, form) in forms {
          var u = form
          if let p = (FormatPlaceholder.parse(form.value) ?? []).first(where: { $0.argument == argument }) {
            spec = String(p.spec.hasPrefix("#") ? "@" : p.spec)
            u.value.replaceSubrange(p.range, with: "%arg")
          }
          converted[c] = u
        }
        result[name] = StringCatalog.Substitution(
          argumentNumber: argument, formatSpecifier: spec, forms: converted)
      }
      return .substituted(unit, result)
    }
    if !plural.isEmpty { return .plural(plural) }
    return .string(main ?? StringCatalog.StringUnit(""))
  }

  /// The XPath and line of a strings-check issue on file `index`
  /// (`/xliff/file[1]/body/trans-unit[@id='k|==|plural.one']/target`).
  public func xpath(of issue: StringsIssue, file index: Int) -> (xpath: String, line: Int?) {
    let file = files[index]
    let id = Self.unitID(key: issue.key, path: issue.path)
    let unit = file.units.first { $0.id == id } ?? file.units.first { $0.id == issue.key }
    let isTarget = issue.language == file.targetLanguage
    let xpath =
      "/xliff/file[\(index + 1)]/body/trans-unit[@id=\(Self.quoted(unit?.id ?? id))]"
      + (isTarget ? "/target" : "/source")
    return (xpath, isTarget ? unit?.targetLine : unit?.line)
  }

  /// The unit id an issue's JSON path points into.
  static func unitID(key: String, path: String) -> String {
    var variation: [String] = []
    var rest = Substring(path)
    if let r = rest.firstRange(of: "].localizations[") {
      rest = rest[r.upperBound...]
      if let close = rest.firstRange(of: "]") { rest = rest[close.upperBound...] }
    }
    var words = CatalogLines.steps(String(rest))
    while !words.isEmpty {
      let w = words.removeFirst()
      switch w {
      case "variations", "stringUnit", "value", "state": continue
      case "device", "plural":
        if let next = words.first, next != "stringUnit" {
          variation += [w, next]
          words.removeFirst()
        }
      case "substitutions":
        if let name = words.first {
          variation += ["substitutions", name]
          words.removeFirst()
        }
      default: continue
      }
    }
    return variation.isEmpty ? key : key + "|==|" + variation.joined(separator: ".")
  }

  static func quoted(_ s: String) -> String { s.contains("'") ? "\"" + s + "\"" : "'" + s + "'" }

  /// What differs between file `index` and the catalog it was exported from:
  /// keys the XLIFF has and the catalog does not (`added`), keys of the catalog
  /// to translate that the XLIFF lacks (`lost`), and keys whose source text
  /// changed since the export (`sourceChanged`), each as an `export` issue.
  public func compare(file index: Int, with catalog: StringCatalog) throws(CatalogError) -> [StringsIssue] {
    let returned = try self.catalog(file: index)
    let language = files[index].targetLanguage ?? files[index].sourceLanguage
    var issues: [StringsIssue] = []
    for key in returned.keys where catalog.entries[key] == nil {
      issues.append(
        StringsIssue(
          language: language, key: key, kind: .exportMismatch("added"), path: "/xliff/file[\(index + 1)]",
          detail: "the catalog has no such key: it was added to the XLIFF or removed from the catalog"))
    }
    for key in catalog.keys {
      let entry = catalog.entries[key]!
      guard entry.shouldTranslate, entry.extractionState != "stale" else { continue }
      guard let theirs = returned.entries[key] else {
        issues.append(
          StringsIssue(
            language: language, key: key, kind: .exportMismatch("lost"),
            path: "strings[\(JSONString.quoted(key))]",
            detail:
              "the XLIFF has no unit for this key: it was added to the catalog after the export, or lost"))
        continue
      }
      let ours = StringsCheck.otherText(
        of: entry.localizations[catalog.sourceLanguage] ?? .string(.init(key)))
      let exported = theirs.localizations[returned.sourceLanguage].map(StringsCheck.otherText) ?? ""
      if ours != exported {
        issues.append(
          StringsIssue(
            language: language, key: key, kind: .exportMismatch("sourceChanged"),
            path:
              "strings[\(JSONString.quoted(key))].localizations[\(JSONString.quoted(catalog.sourceLanguage))]",
            value: exported,
            detail: "exported as \(JSONString.quoted(exported)), now \(JSONString.quoted(ours))"))
      }
    }
    return issues
  }
}

extension StringsCheck {
  /// Checks file `index` of a returned XLIFF as a catalog of its source and target
  /// languages (or `languages` of them), with XPaths and lines in place of JSON
  /// paths; with `against`, also compares it with the catalog it was exported
  /// from (``XLIFFDocument/compare(file:with:)``; those issues keep the
  /// catalog's JSON paths where they point into it).
  ///
  /// - Throws: ``CatalogError`` for a unit id Yotei cannot place.
  public static func run(
    xliff document: XLIFFDocument, file: String, index: Int, languages: [String]? = nil,
    against: StringCatalog? = nil, options: StringsCheckOptions = StringsCheckOptions()
  ) throws(CatalogError) -> StringsCheckReport {
    let catalog = try document.catalog(file: index)
    let target = document.files[index].targetLanguage
    let targets = target.map { $0 == catalog.sourceLanguage ? [] : [$0] } ?? []
    let checked = (languages ?? [catalog.sourceLanguage] + targets).filter {
      catalog.languages.contains($0)
    }
    var report = run(catalog, file: file, languages: checked, options: options)
    report.original = document.files[index].original
    for i in report.issues.indices {
      let (xpath, line) = document.xpath(of: report.issues[i], file: index)
      report.issues[i].path = xpath
      report.issues[i].line = line
    }
    if let against {
      var extra = StringsCheckReport(
        file: file, sourceLanguage: catalog.sourceLanguage, languages: [], keyCount: 0,
        issues: try document.compare(file: index, with: against))
      apply(options, to: &extra, catalog: against)
      for i in extra.issues.indices where extra.issues[i].path.hasPrefix("/xliff") == false {
        if case .exportMismatch("lost") = extra.issues[i].kind { continue }
        let (xpath, line) = document.xpath(of: extra.issues[i], file: index)
        extra.issues[i].path = xpath
        extra.issues[i].line = line
      }
      report.issues += extra.issues
      report.ignored += extra.ignored
    }
    return report
  }
}
