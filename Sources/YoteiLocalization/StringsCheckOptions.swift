import Yotei

/// What a strings check reports, for CI: kinds, stale keys, accepted exceptions.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Localizable.xcstrings")
/// var options = StringsCheckOptions()
/// options.kinds = ["placeholders", "missingPluralForm"]
/// options.ignore = try StringsIgnoreList(text: "brand\t*\tuntranslated\tour product name\n", file: ".l10n-ignore")
/// let report = StringsCheck.run(catalog, options: options)
/// report.fails(at: .error)    // true when an error-level problem remains
/// ```
public struct StringsCheckOptions: Sendable, Equatable {
  /// The kinds to report (``StringsIssue/Kind/name``), `nil` for all.
  public var kinds: Set<String>?
  /// Whether keys whose `extractionState` is `stale` (no longer in the code) are
  /// checked; by default they are skipped.
  public var includeStale: Bool
  /// Accepted exceptions.
  public var ignore: StringsIgnoreList
  /// Whether a value copied from the source in most languages is reported once,
  /// as a key-level `shouldNotTranslate` note, instead of once per language.
  public var suggestShouldTranslate: Bool

  /// Options; by default every kind, no stale keys, nothing ignored, suggestions on.
  public init(
    kinds: Set<String>? = nil, includeStale: Bool = false, ignore: StringsIgnoreList = StringsIgnoreList(),
    suggestShouldTranslate: Bool = true
  ) {
    self.kinds = kinds
    self.includeStale = includeStale
    self.ignore = ignore
    self.suggestShouldTranslate = suggestShouldTranslate
  }

  /// The kinds of a comma-separated list ("placeholders,missing").
  ///
  /// - Throws: ``LocalizationError/invalidKind(_:)`` for a name that is no kind.
  public static func kinds(_ list: String) throws(LocalizationError) -> Set<String> {
    var result = Set<String>()
    for item in list.split(separator: ",").map(stripSpaces) where !item.isEmpty {
      guard StringsIssue.Kind.names.contains(item) else { throw .invalidKind(item) }
      result.insert(item)
    }
    guard !result.isEmpty else { throw .invalidKind(list) }
    return result
  }
}

/// Accepted exceptions of a strings check, one per line of a tab-separated file:
///
/// ```text
/// # key <TAB> language <TAB> kind <TAB> reason
/// DXVK	*	untranslated	a product name
/// settings.fps	de	untranslated	FPS is the German term too
/// ```
///
/// `*` matches any language or kind; a key may use `\n`, `\t` and `\\` for a line
/// break, a tab and a backslash. Blank lines and lines starting with `#` are
/// skipped. Every rule needs a reason.
public struct StringsIgnoreList: Sendable, Equatable {
  /// One accepted exception.
  public struct Rule: Sendable, Equatable {
    /// The key, exactly.
    public var key: String
    /// The language, or "*".
    public var language: String
    /// The kind's name, or "*".
    public var kind: String
    /// Why it is accepted.
    public var reason: String
    /// The 1-based line of the file.
    public var line: Int

    /// Whether the rule covers `issue`.
    public func matches(_ issue: StringsIssue) -> Bool {
      issue.key == key && (language == "*" || language == issue.language)
        && (kind == "*" || kind == issue.kind.name)
    }
  }

  /// The rules, in file order.
  public var rules: [Rule]

  /// No rules.
  public init(rules: [Rule] = []) { self.rules = rules }

  /// Reads the text of an ignore file.
  ///
  /// - Throws: ``LocalizationError/invalidIgnoreRule(file:line:reason:)`` naming the
  ///   line and what is wrong: fewer than four fields, an empty reason, an unknown kind.
  public init(text: String, file: String) throws(LocalizationError) {
    var rules: [Rule] = []
    for (n, raw) in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    )
    .enumerated() {
      let line = raw.last == "\r" ? raw.dropLast() : raw
      if stripSpaces(line).isEmpty || line.first == "#" { continue }
      let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4 else {
        throw .invalidIgnoreRule(
          file: file, line: n + 1,
          reason: "\(fields.count) tab-separated field\(fields.count == 1 ? "" : "s"); "
            + "a rule is key, language, kind and reason")
      }
      let language = stripSpaces(fields[1])
      let kind = stripSpaces(fields[2])
      let reason = stripSpaces(fields[3])
      guard kind == "*" || StringsIssue.Kind.names.contains(kind) else {
        throw .invalidIgnoreRule(
          file: file, line: n + 1,
          reason: "'\(kind)' is not a kind (\(StringsIssue.Kind.names.joined(separator: ", ")) or *)")
      }
      guard !language.isEmpty else {
        throw .invalidIgnoreRule(file: file, line: n + 1, reason: "no language (a code, or * for any)")
      }
      guard !reason.isEmpty else {
        throw .invalidIgnoreRule(
          file: file, line: n + 1, reason: "no reason: say why the exception is accepted")
      }
      rules.append(
        Rule(
          key: Self.unescape(String(fields[0])), language: language, kind: kind, reason: reason, line: n + 1))
    }
    self.rules = rules
  }

  /// The first rule that covers `issue`.
  public func rule(for issue: StringsIssue) -> Rule? { rules.first { $0.matches(issue) } }

  static func unescape(_ text: String) -> String {
    var out = ""
    var escaping = false
    for c in text {
      if escaping {
        switch c {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        default: out.append(c)
        }
        escaping = false
      } else if c == "\\" {
        escaping = true
      } else {
        out.append(c)
      }
    }
    if escaping { out.append("\\") }
    return out
  }
}

extension StringsCheck {
  /// The report's issues after the options: stale keys dropped (unless
  /// included), copies in most languages folded into one key-level suggestion,
  /// kinds selected, and accepted exceptions moved to ``StringsCheckReport/ignored``.
  static func apply(
    _ options: StringsCheckOptions, to report: inout StringsCheckReport, catalog: StringCatalog
  ) {
    var issues = report.issues
    if !options.includeStale {
      issues.removeAll { catalog.entries[$0.key]?.extractionState == "stale" }
    }
    if options.suggestShouldTranslate {
      issues = foldCopies(issues, report: report, catalog: catalog)
    }
    if let kinds = options.kinds { issues.removeAll { !kinds.contains($0.kind.name) } }
    var kept: [StringsIssue] = []
    for issue in issues {
      if let rule = options.ignore.rule(for: issue) {
        report.ignored.append(.init(issue: issue, reason: rule.reason))
      } else {
        kept.append(issue)
      }
    }
    report.issues = kept
  }

  /// Copies of the source in more than half of the other languages checked (and
  /// in at least two): one `shouldNotTranslate` note for the key, in the source
  /// language, instead of an `untranslated` warning per language.
  static func foldCopies(_ issues: [StringsIssue], report: StringsCheckReport, catalog: StringCatalog)
    -> [StringsIssue]
  {
    let others = report.languages.filter { $0 != catalog.sourceLanguage && PseudoLocale(locale: $0) == nil }
    guard others.count >= 2 else { return issues }
    var copied: [String: Set<String>] = [:]
    for issue in issues where issue.kind == .untranslated && issue.form == nil {
      copied[issue.key, default: []].insert(issue.language)
    }
    let folded = Set(copied.filter { $0.value.count >= 2 && $0.value.count * 2 > others.count }.keys)
    guard !folded.isEmpty else { return issues }
    var result: [StringsIssue] = []
    var suggested = Set<String>()
    for issue in issues {
      guard folded.contains(issue.key), issue.kind == .untranslated, issue.form == nil else {
        result.append(issue)
        continue
      }
      if suggested.insert(issue.key).inserted {
        result.append(
          StringsIssue(
            language: catalog.sourceLanguage, key: issue.key,
            kind: .shouldNotTranslate(languages: copied[issue.key]!.count, of: others.count),
            path: "strings[\(JSONString.quoted(issue.key))]", value: issue.value,
            detail: "copied in " + copied[issue.key]!.sorted().joined(separator: ", ")))
      }
    }
    return result
  }
}

extension StringsCheckReport {
  /// Whether a problem at `severity` or above remains (`--fail-on`).
  public func fails(at severity: StringsIssue.Severity) -> Bool {
    issues.contains { $0.kind.severity >= severity }
  }
}

/// The line of a JSON path in a catalog's text, for annotations CI systems show
/// inline.
public struct CatalogLines: Sendable {
  /// The catalog's JSON, read once (with ``StringCatalog/reading(data:)``,
  /// the same read that made the catalog).
  private let tape: JSONTape?
  /// The offset each line starts at, line 1's first.
  private let lineStarts: [Int]

  /// The lines of `text` (an `.xcstrings` file); a text that does not parse has none.
  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The lines of an `.xcstrings` file's bytes; bytes that do not parse have none.
  public init(bytes: [UInt8]) {
    self.init(tape: try? JSONTape(bytes: bytes))
  }

  /// The lines of a catalog's JSON as it was read.
  init(tape: JSONTape?) {
    self.tape = tape
    var starts = [0]
    tape?.bytes.withUnsafeBufferPointer { bytes in
      for i in bytes.indices where bytes[i] == 0x0A { starts.append(i + 1) }
    }
    lineStarts = starts
  }

  /// The 1-based line of `path` (`strings["k"].localizations["ru"].stringUnit.value`),
  /// or of the deepest part of it the file has (a missing localization points at
  /// its key's `localizations`).
  public func line(of path: String) -> Int? {
    guard let tape else { return nil }
    var node = 0
    for step in Self.steps(path) {
      guard let next = tape.member(named: step, of: node) else { break }
      node = next
    }
    // The number of lines that start at or before the value's first byte.
    let offset = Int(tape.tokens[node].start)
    var low = 0
    var high = lineStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The member names of a path: `a["b.c"].d` is a, b.c, d.
  static func steps(_ path: String) -> [String] {
    var steps: [String] = []
    var current = ""
    var chars = Array(path)
    var i = 0
    chars.append(".")
    while i < chars.count {
      let c = chars[i]
      if c == "." || c == "[" {
        if !current.isEmpty { steps.append(current) }
        current = ""
        if c == "[", i + 1 < chars.count, chars[i + 1] == "\"" {
          // A quoted name: read to the closing quote, undoing JSON escapes.
          var j = i + 2
          var raw = "\""
          while j < chars.count, chars[j] != "\"" {
            if chars[j] == "\\", j + 1 < chars.count {
              raw.append(chars[j])
              j += 1
            }
            raw.append(chars[j])
            j += 1
          }
          raw.append("\"")
          if let node = try? JSONReader.parse(bytes: Array(raw.utf8)), let name = node.string {
            steps.append(name)
          }
          i = j + 2  // past `"]`
          continue
        }
      } else {
        current.append(c)
      }
      i += 1
    }
    return steps
  }
}
