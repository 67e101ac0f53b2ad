import Yotei

/// One strings table of an app that keeps `.strings` and `.stringsdict` files:
/// `Localizable` is `xx.lproj/Localizable.strings` and
/// `xx.lproj/Localizable.stringsdict` in every language folder, read into one
/// ``StringCatalog`` so every check of ``StringsCheck`` applies.
///
/// - A `.strings` file is old-style property-list text (UTF-8, or UTF-16 with
///   a byte-order mark): `"key" = "value";`, comments (the one before an
///   entry becomes its translator comment) and the escapes `\n \" \\ \U1234`.
///   An XML property list of strings is read too.
/// - A `.stringsdict` is an XML property list: each key's
///   `NSStringLocalizedFormatKey` becomes the string, each `%#@name@` variable
///   (`NSStringPluralRuleType` with its `NSStringFormatValueTypeKey` and
///   plural forms) a substitution whose argument is its token's position, and
///   `NSStringDeviceSpecificRuleType` device variations. A key in both files
///   of a language is the `.stringsdict`'s, as on Apple platforms.
/// - The folder's name is the language (`de.lproj`, `pt-BR.lproj`,
///   `zh_Hant.lproj` as `zh-Hant`, `English.lproj` as `en`). The development
///   language (`en` unless named) is the source; `Base.lproj` supplies the
///   source's keys that its own folder lacks.
///
/// ```swift
/// let table = try StringsTable.read(at: "App/Resources")[0]   // Localizable
/// let report = StringsCheck.run(table: table)
/// ```
public struct StringsTable: Sendable {
  /// The table name ("Localizable").
  public var name: String
  /// The folder holding the `.lproj` folders ("" for a lone file in none).
  public var folder: String
  /// The table as a catalog of every language found.
  public var catalog: StringCatalog
  /// The languages the path named when it was one `.lproj` folder or one of its
  /// files (the source first), `nil` when it named every language.
  public var named: [String]?
  /// Every file read, in path order.
  public var files: [String]
  /// What the reader found that is no reading error: a key given twice in one file.
  public var problems: [StringsIssue]

  /// Where a language's values are.
  struct Spot: Sendable {
    var file: String
    var line: Int
    /// `.stringsdict` entries: the line of the format string, of each variable
    /// and of each variable's form ("files.few").
    var formatLine: Int?
    var variableLines: [String: Int] = [:]
    var formLines: [String: Int] = [:]
    /// `.stringsdict` entries: the file's own text of the format string and of
    /// each form and device string (keyed as ``formLines``), before the reader
    /// made each form's placeholder `%arg`; what a problem quotes.
    var formatText: String?
    var formTexts: [String: String] = [:]
  }

  var spots: [String: [String: Spot]] = [:]
  /// The files of each language: `.strings` and `.stringsdict` paths.
  var languageFiles: [String: [String]] = [:]

  /// The tables at `path`: a `.strings` or `.stringsdict` file (its table in
  /// every sibling `.lproj` folder, or the file alone outside one), an `.lproj`
  /// folder (its tables), or a folder with `.lproj` folders anywhere below it
  /// (every table of each).
  ///
  /// - Parameters:
  ///   - path: the file or folder to read.
  ///   - sourceLanguage: the development language, `en` by default.
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` naming the file
  ///   and the line of what cannot be read.
  public static func read(at path: String, sourceLanguage: String? = nil) throws(LocalizationError)
    -> [StringsTable]
  {
    var trimmed = path
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    let (parent, base) = split(trimmed)
    if DataFile.isFolder(trimmed) {
      if base.hasSuffix(".lproj") {
        let language = Self.language(ofFolder: base)
        let names = Set(try listing(trimmed).compactMap(tableName)).sorted(by: codePointOrder)
        return try names.map { name throws(LocalizationError) in
          try readTable(name, folder: parent, sourceLanguage: sourceLanguage, named: language)
        }
      }
      var groups: [String: Set<String>] = [:]
      for file in try listing(trimmed) {
        let parts = file.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"),
          !parts.dropLast(2).contains(where: { $0.hasSuffix(".lproj") }), let name = tableName(parts.last!)
        else { continue }
        let folder = ([trimmed] + parts.dropLast(2)).joined(separator: "/")
        groups[folder, default: []].insert(name)
      }
      guard !groups.isEmpty else {
        throw .unreadableCatalog(
          file: trimmed,
          CatalogError(
            path: "", message: StringsTable.noTablesMessage))
      }
      var result: [StringsTable] = []
      for folder in groups.keys.sorted(by: codePointOrder) {
        for name in groups[folder]!.sorted(by: codePointOrder) {
          result.append(try readTable(name, folder: folder, sourceLanguage: sourceLanguage, named: nil))
        }
      }
      return result
    }
    guard let name = tableName(base) else {
      throw .unreadableCatalog(
        file: trimmed, CatalogError(path: "", message: "not a .strings or .stringsdict file or folder"))
    }
    let (grandparent, folderName) = split(parent)
    if folderName.hasSuffix(".lproj") {
      return [
        try readTable(
          name, folder: grandparent, sourceLanguage: sourceLanguage, named: language(ofFolder: folderName))
      ]
    }
    // A lone file: the development language's table.
    var table = StringsTable(
      name: name, folder: "", catalog: StringCatalog(sourceLanguage: sourceLanguage ?? "en"), named: nil,
      files: [], problems: [])
    try table.add(file: trimmed, language: sourceLanguage ?? "en")
    return [table]
  }

  /// The table `name` of the `.lproj` folders in `folder`.
  static func readTable(_ name: String, folder: String, sourceLanguage: String?, named: String?)
    throws(LocalizationError) -> StringsTable
  {
    let source = sourceLanguage ?? "en"
    var table = StringsTable(
      name: name, folder: folder, catalog: StringCatalog(sourceLanguage: source),
      named: named.map { $0 == source || $0 == "Base" ? [source] : [source, $0] }, files: [], problems: [])
    let prefix = folder.isEmpty ? "" : folder + "/"
    var folders: [(language: String, path: String)] = []
    for entry in try entries(of: folder.isEmpty ? "." : folder) where entry.hasSuffix(".lproj") {
      folders.append((language(ofFolder: entry), prefix + entry))
    }
    // Base first, so the development language's own folder overrides it.
    folders.sort { ($0.language == "Base" ? 0 : 1, $0.path) < ($1.language == "Base" ? 0 : 1, $1.path) }
    let hasTable = { (path: String) in
      DataFile.isRegularFile(path + "/" + name + ".strings")
        || DataFile.isRegularFile(path + "/" + name + ".stringsdict")
    }
    guard folders.contains(where: { ($0.language == source || $0.language == "Base") && hasTable($0.path) })
    else {
      throw .unreadableCatalog(
        file: folder.isEmpty ? "." : folder,
        CatalogError(
          path: "",
          message: "no \(source).lproj or Base.lproj for the development language; found "
            + folders.filter { hasTable($0.path) }.map(\.language).joined(separator: ", ")
            + " (name the development language with --source-language)"))
    }
    for (language, path) in folders {
      for ext in [".strings", ".stringsdict"] where DataFile.isRegularFile(path + "/" + name + ext) {
        try table.add(file: path + "/" + name + ext, language: language == "Base" ? source : language)
      }
    }
    // The development language's table is the source of keys (an Xcode export
    // drops the others): a key only translations have is no longer in the app.
    for (key, entry) in table.catalog.entries where entry.localizations[source] == nil {
      table.catalog.entries[key]!.extractionState = "stale"
    }
    return table
  }

  /// The keys the development language's table lacks and some translation has
  /// (stale, see ``readTable(_:folder:sourceLanguage:named:)``).
  var keysOnlyTranslationsHave: [String] {
    catalog.keys.filter { catalog.entries[$0]?.localizations[catalog.sourceLanguage] == nil }
  }

  /// The one problem of a key only translations have: stale, where it is (the
  /// first of `checked` that has it, with its file and line), naming the other
  /// languages that have it; `nil` when no language checked has it.
  func staleIssue(_ key: String, checked: [String]) -> StringsIssue? {
    let holders = (catalog.entries[key]?.localizations.keys).map { $0.sorted(by: codePointOrder) } ?? []
    guard let first = checked.first(where: holders.contains), let spot = spots[first]?[key] else {
      return nil
    }
    let others = holders.filter { $0 != first }
    return StringsIssue(
      language: first, key: key, kind: .notTranslated(state: "stale"),
      path: "[\(JSONString.quoted(key))]",
      detail: "not in \(catalog.sourceLanguage), the development language, so no longer in the app"
        + (others.isEmpty ? "" : " (also in \(others.joined(separator: ", ")))"),
      file: spot.file, line: spot.line)
  }

  /// Reads one file of the table into `language`.
  mutating func add(file: String, language: String) throws(LocalizationError) {
    try add(file: file, bytes: try CatalogSource.bytes(of: file), language: language)
  }

  /// Reads the bytes of one file of the table into `language`.
  mutating func add(file: String, bytes: [UInt8], language: String) throws(LocalizationError) {
    files.append(file)
    languageFiles[language, default: []].append(file)
    do {
      if file.hasSuffix(".stringsdict") {
        try addStringsdict(XMLPlistReader.parse(bytes), file: file, language: language)
      } else {
        try addStrings(Self.parseStrings(bytes), file: file, language: language)
      }
    } catch {
      throw .unreadableCatalog(file: file, error)
    }
  }

  /// The entries of a `.strings` file: old-style text, or an XML property list.
  static func parseStrings(_ bytes: [UInt8]) throws(CatalogError) -> (
    node: PlistNode, encoding: StringsEncoding
  ) {
    let (text, encoding) = try StringsEncoding.decode(bytes)
    let start = text.unicodeScalars.first { ![" ", "\n", "\r", "\t"].contains($0) }
    if start == "<" {
      return (try XMLPlistReader.parse(Array(text.utf8)), encoding)
    }
    return (try OldStylePlistReader.parse(text), encoding)
  }

  mutating func addStrings(
    _ parsed: (node: PlistNode, encoding: StringsEncoding), file: String, language: String
  )
    throws(CatalogError)
  {
    guard let members = parsed.node.members else {
      throw CatalogError(
        path: "", message: "the top level is \(parsed.node.kindName), not a dictionary of strings")
    }
    var seen: [String: Int] = [:]
    for member in members {
      let path = "[\(JSONString.quoted(member.key))]"
      guard let value = member.node.string else {
        throw CatalogError(
          path: path, message: "the value is \(member.node.kindName), not a string", line: member.line)
      }
      if let first = seen[member.key] {
        problems.append(
          StringsIssue(
            language: language, key: member.key, kind: .duplicateKey(firstLine: first), path: path,
            value: value,
            detail: "the key is also on line \(first); the last one is used", file: file, line: member.line))
      }
      seen[member.key] = member.line
      // A .stringsdict's entry for the key wins over this one.
      if spots[language]?[member.key].map({ $0.file.hasSuffix(".stringsdict") }) == true { continue }
      var entry = catalog.entries[member.key] ?? StringCatalog.Entry()
      entry.localizations[language] = .string(StringCatalog.StringUnit(value))
      if language == catalog.sourceLanguage, let comment = member.comment, !comment.isEmpty {
        entry.comment = comment
      }
      catalog.entries[member.key] = entry
      spots[language, default: [:]][member.key] = Spot(file: file, line: member.line)
    }
  }

  /// The message of a folder below which no `xx.lproj` folder holds a
  /// `.strings` or `.stringsdict` file.
  public static let noTablesMessage = "no xx.lproj/NAME.strings or NAME.stringsdict files below this folder"

  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let deviceRule = "NSStringDeviceSpecificRuleType"

  mutating func addStringsdict(_ root: PlistNode, file: String, language: String) throws(CatalogError) {
    guard let members = root.members else {
      throw CatalogError(
        path: "", message: "the top level is \(root.kindName), not a dictionary", line: root.line)
    }
    for member in members {
      let path = "[\(JSONString.quoted(member.key))]"
      var spot = Spot(file: file, line: member.line)
      let value = try Self.stringsdictValue(member.node, path: path, spot: &spot)
      var entry = catalog.entries[member.key] ?? StringCatalog.Entry()
      entry.localizations[language] = value
      catalog.entries[member.key] = entry
      spots[language, default: [:]][member.key] = spot
    }
  }

  /// One `.stringsdict` entry as a catalog value.
  static func stringsdictValue(_ node: PlistNode, path: String, spot: inout Spot) throws(CatalogError)
    -> StringCatalog.Value
  {
    guard let members = node.members else {
      throw CatalogError(path: path, message: "\(node.kindName), not a dictionary", line: node.line)
    }
    if let device = members.first(where: { $0.key == deviceRule }) {
      guard members.count == 1, let devices = device.node.members else {
        throw CatalogError(
          path: path + "[\"\(deviceRule)\"]",
          message: "device variations must be the entry's only member and a dictionary", line: device.line)
      }
      var result: [String: StringCatalog.Value] = [:]
      for d in devices {
        let devicePath = path + "[\"\(deviceRule)\"][\(JSONString.quoted(d.key))]"
        if let text = d.node.string {
          result[d.key] = .string(StringCatalog.StringUnit(text))
          spot.formLines[d.key] = d.line
          spot.formTexts[d.key] = text
        } else {
          var inner = Spot(file: spot.file, line: d.line)
          result[d.key] = try stringsdictValue(d.node, path: devicePath, spot: &inner)
          spot.formLines[d.key] = inner.formatLine ?? d.line
          spot.formTexts[d.key] = inner.formatText
        }
      }
      return .device(result)
    }
    guard let format = members.first(where: { $0.key == formatKey }) else {
      throw CatalogError(path: path, message: "no \(formatKey)", line: node.line)
    }
    guard let formatText = format.node.string else {
      throw CatalogError(
        path: path + "[\"\(formatKey)\"]", message: "\(format.node.kindName), not a string", line: format.line
      )
    }
    spot.formatLine = format.node.line
    spot.formatText = formatText
    let tokens = FormatPlaceholder.parse(formatText) ?? []
    var subs: [String: StringCatalog.Substitution] = [:]
    for variable in members where variable.key != formatKey {
      let varPath = path + "[\(JSONString.quoted(variable.key))]"
      guard let fields = variable.node.members else {
        throw CatalogError(
          path: varPath, message: "a variable must be a dictionary, not \(variable.node.kindName)",
          line: variable.line)
      }
      spot.variableLines[variable.key] = variable.line
      var valueType: String?
      var forms: [PluralCategory: StringCatalog.StringUnit] = [:]
      for field in fields {
        let fieldPath = varPath + "[\(JSONString.quoted(field.key))]"
        guard let text = field.node.string else {
          throw CatalogError(
            path: fieldPath, message: "\(field.node.kindName), not a string", line: field.line)
        }
        switch field.key {
        case specTypeKey:
          guard text == "NSStringPluralRuleType" else {
            throw CatalogError(
              path: fieldPath,
              message:
                "\(JSONString.quoted(text)) is not read; NSStringPluralRuleType is (variable widths are not)",
              line: field.line)
          }
        case valueTypeKey: valueType = text
        default:
          guard let category = PluralCategory(rawValue: field.key) else {
            throw CatalogError(
              path: fieldPath,
              message: "not a CLDR plural category (zero, one, two, few, many, other), \(specTypeKey) "
                + "or \(valueTypeKey)", line: field.line)
          }
          forms[category] = StringCatalog.StringUnit(text)
          spot.formLines[variable.key + "." + category.rawValue] = field.node.line
          spot.formTexts[variable.key + "." + category.rawValue] = text
        }
      }
      guard let valueType, !valueType.isEmpty else {
        throw CatalogError(
          path: varPath + "[\"\(valueTypeKey)\"]",
          message: "missing: the variable's number type (d, ld, lld, f)",
          line: variable.line)
      }
      let argument = tokens.first { $0.substitution == variable.key }?.argument ?? 1
      // The form's own placeholder for the variable becomes `%arg`, as in a catalog.
      for (category, unit) in forms {
        var u = unit
        let found = FormatPlaceholder.parse(u.value) ?? []
        // Another spelling of the same kind of number (`%ld` for `d`) reads the
        // count too; an object or a float does not, and stays to be reported.
        let kind = FormatPlaceholder.parse("%" + valueType)?.first?.kind
        if let p = found.first(where: { $0.spec == valueType })
          ?? found.first(where: { $0.substitution == nil && $0.kind == kind })
        {
          u.value.replaceSubrange(p.range, with: "%arg")
        }
        forms[category] = u
      }
      subs[variable.key] = StringCatalog.Substitution(
        argumentNumber: argument, formatSpecifier: valueType, forms: forms, hasArgumentNumber: false)
    }
    let unit = StringCatalog.StringUnit(formatText)
    // A token without a variable stays a substitution, so the check names it undefined.
    let hasTokens = tokens.contains { $0.substitution != nil }
    return subs.isEmpty && !hasTokens ? .string(unit) : .substituted(unit, subs)
  }

  /// The file, property-list path and line of a problem ``StringsCheck`` found in
  /// ``catalog``: `["files"]["count"]["few"]` in `de.lproj/Localizable.stringsdict`.
  public func location(of issue: StringsIssue) -> (file: String, path: String, line: Int?) {
    let place = place(of: issue)
    return (place.file, place.path, place.line)
  }

  /// ``location(of:)`` with the file's own text of the string there, when it
  /// is one of a `.stringsdict` entry (`nil` for a `.strings` value, which the
  /// catalog keeps as the file has it).
  func place(of issue: StringsIssue) -> (file: String, path: String, line: Int?, text: String?) {
    let language = issue.language
    let keyPath = "[\(JSONString.quoted(issue.key))]"
    guard let spot = spots[language]?[issue.key] else {
      // The file the language would have it in: the kind of file the source has it in.
      let ext =
        spots[catalog.sourceLanguage]?[issue.key]?.file.hasSuffix(".stringsdict") == true
        ? ".stringsdict" : ".strings"
      let file =
        languageFiles[language]?.first { $0.hasSuffix(ext) }
        ?? (folder.isEmpty ? "" : folder + "/") + language + ".lproj/" + name + ext
      return (file, keyPath, nil, nil)
    }
    var steps = Substring(issue.path)
    if let r = steps.firstRange(of: "].localizations[") {
      steps = steps[r.upperBound...]
      if let close = steps.firstRange(of: "]") { steps = steps[close.upperBound...] }
    } else {
      steps = ""
    }
    let words = CatalogLines.steps(String(steps))
    if let s = words.firstIndex(of: "substitutions"), s + 1 < words.count {
      let variable = words[s + 1]
      let varPath = keyPath + "[\(JSONString.quoted(variable))]"
      if let p = words.firstIndex(of: "plural"), p + 1 < words.count,
        let category = PluralCategory(rawValue: words[p + 1])
      {
        let form = variable + "." + category.rawValue
        return (
          spot.file, varPath + "[\"\(category.rawValue)\"]",
          spot.formLines[form] ?? spot.variableLines[variable], spot.formTexts[form]
        )
      }
      return (spot.file, varPath, spot.variableLines[variable] ?? spot.line, nil)
    }
    if let d = words.firstIndex(of: "device"), d + 1 < words.count {
      return (
        spot.file, keyPath + "[\"\(Self.deviceRule)\"][\(JSONString.quoted(words[d + 1]))]",
        spot.formLines[words[d + 1]] ?? spot.line, spot.formTexts[words[d + 1]]
      )
    }
    if let formatLine = spot.formatLine, words.contains("stringUnit") {
      return (spot.file, keyPath + "[\"\(Self.formatKey)\"]", formatLine, spot.formatText)
    }
    return (spot.file, keyPath, spot.line, nil)
  }

  // MARK: Paths

  /// `("a/b", "c")` for `a/b/c`, `("", "c")` for `c`.
  static func split(_ path: String) -> (String, String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }

  /// "Localizable" for `Localizable.strings` or `Localizable.stringsdict`.
  static func tableName(_ file: String) -> String? {
    for ext in [".strings", ".stringsdict"] where file.hasSuffix(ext) && file.count > ext.count {
      return String(file.dropLast(ext.count))
    }
    return nil
  }

  /// The language of an `.lproj` folder: `pt_BR.lproj` is `pt-BR`, the old
  /// English names (`English.lproj`) their codes, `Base.lproj` "Base".
  static func language(ofFolder folder: String) -> String {
    let name = String(folder.dropLast(".lproj".count))
    let old = [
      "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
      "Dutch": "nl",
    ]
    return old[name] ?? name.replacing("_", with: "-")
  }

  /// The files directly in `folder`.
  static func listing(_ folder: String) throws(LocalizationError) -> [String] {
    do {
      return try DataFile.files(under: folder)
    } catch {
      throw .unreadableCatalog(
        file: folder, CatalogError(path: "", message: "cannot read the file (\(error.problem))"))
    }
  }

  /// The names of the folders directly in `folder` that hold a file.
  static func entries(of folder: String) throws(LocalizationError) -> [String] {
    var names = Set<String>()
    for file in try listing(folder) {
      if let slash = file.firstIndex(of: "/") { names.insert(String(file[..<slash])) }
    }
    return names.sorted(by: codePointOrder)
  }
}

extension StringsTable {
  /// A table of one file's bytes in `language` (a `.stringsdict` when `file`
  /// ends so, else a `.strings` file), named after the file.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` with the line of
  ///   what cannot be read.
  public init(file: String, bytes: [UInt8], language: String = "en") throws(LocalizationError) {
    self.init(
      name: Self.tableName(Self.split(file).1) ?? file, folder: "",
      catalog: StringCatalog(sourceLanguage: language),
      named: nil, files: [], problems: [])
    try add(file: file, bytes: bytes, language: language)
  }
}

extension StringsCheck {
  /// Checks a `.strings`/`.stringsdict` table: the languages its path named
  /// (``StringsTable/named``), or `languages`, or all; each problem with its
  /// file, property-list path and line, and the reader's own problems (keys
  /// given twice) added.
  public static func run(
    table: StringsTable, languages: [String]? = nil, options: StringsCheckOptions = StringsCheckOptions()
  ) -> StringsCheckReport {
    let checked = (languages ?? table.named ?? table.catalog.languages).filter {
      table.catalog.languages.contains($0)
    }
    var report = run(
      table.catalog,
      file: table.folder.isEmpty ? (table.files.first ?? table.name) : table.folder + " " + table.name,
      languages: checked, options: StringsCheckOptions(includeStale: true, suggestShouldTranslate: false))
    // A key only translations have: stale once, where it is; missing nowhere.
    let stale = table.keysOnlyTranslationsHave
    if !stale.isEmpty {
      let staleSet = Set(stale)
      report.issues.removeAll { staleSet.contains($0.key) }
      report.issues += stale.compactMap { table.staleIssue($0, checked: checked) }
    }
    report.issues += table.problems.filter { checked.contains($0.language) }
    report.issues.sort { ($0.language, $0.key) < ($1.language, $1.key) }
    apply(options, to: &report, catalog: table.catalog)
    // The problems' catalog paths (and the key-level notes of the options) as places in the files.
    for i in report.issues.indices where report.issues[i].file == nil {
      let (file, path, line, text) = table.place(of: report.issues[i])
      report.issues[i].file = file
      report.issues[i].path = path
      report.issues[i].line = line
      // A `.stringsdict` string quoted as the file has it (`%d cookies`), not
      // as the reader made it (`%arg`, then `%1$d` in the flattened string).
      if report.issues[i].value != nil, let text { report.issues[i].value = text }
    }
    return report
  }
}
