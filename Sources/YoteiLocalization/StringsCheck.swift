import Yotei

/// One problem the strings check found.
public struct StringsIssue: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// The language has no value for the key.
    case missing
    /// The value is the same as the source language's, though the key should be
    /// translated.
    case untranslated(category: PluralCategory?)
    /// The placeholders differ from the source string's (`expected` and `found` are
    /// readable signatures such as "%1$lld, %2$@").
    case placeholderMismatch(expected: String, found: String, category: PluralCategory?)
    /// A plural form the language's CLDR rules need is absent.
    case missingPluralForm(PluralCategory)
    /// The value's state is not "translated" ("new", "needs_review", "stale").
    case notTranslated(state: String)
  }

  /// The catalog language ("ru").
  public var language: String
  /// The key.
  public var key: String
  /// What is wrong.
  public var kind: Kind

  public var description: String {
    switch kind {
    case .missing: return "\(language): missing \(key)"
    case .untranslated(let c):
      return "\(language): \(key)\(c.map { " [\($0)]" } ?? "") is a copy of the source"
    case .placeholderMismatch(let expected, let found, let c):
      return
        "\(language): \(key)\(c.map { " [\($0)]" } ?? "") has placeholders \(found), expected \(expected)"
    case .missingPluralForm(let c): return "\(language): \(key) lacks the plural form \(c)"
    case .notTranslated(let state): return "\(language): \(key) is marked \(state)"
    }
  }
}

/// The result of checking a catalog's languages against its source language.
public struct StringsCheckReport: Sendable, Equatable {
  /// The catalog's source language.
  public var sourceLanguage: String
  /// The languages checked.
  public var languages: [String]
  /// How many keys the catalog has.
  public var keyCount: Int
  /// Every problem, by language then key.
  public var issues: [StringsIssue]

  /// `true` when there is anything to fix (a tool exits non-zero).
  public var hasProblems: Bool { !issues.isEmpty }

  /// The problems of one language.
  public func issues(in language: String) -> [StringsIssue] { issues.filter { $0.language == language } }

  /// A readable report: one line per problem, grouped by language, and a summary,
  /// in the language of `localizer`.
  public func text(localizer: Localizer = Localizer(locale: CalendarLocale.english)) -> String {
    var lines: [String] = []
    for language in languages {
      let own = issues(in: language)
      // Say what is counted: the problems of the language among the catalog's keys.
      lines.append(
        localizer.string(
          "repl.strings.languageSummary", .text(language), .integer(own.count), .integer(keyCount)))
      for issue in own {
        let line: String
        switch issue.kind {
        case .missing:
          line = localizer.string("repl.strings.missing", .text(language), .text(issue.key))
        case .untranslated(let c):
          line = localizer.string(
            "repl.strings.untranslated", .text(language), .text(Self.label(issue.key, c)))
        case .placeholderMismatch(let expected, let found, let c):
          line = localizer.string(
            "repl.strings.placeholders", .text(language), .text(Self.label(issue.key, c)), .text(expected),
            .text(found))
        case .missingPluralForm(let c):
          line = localizer.string(
            "repl.strings.pluralForm", .text(language), .text(issue.key), .text(c.rawValue))
        case .notTranslated(let state):
          line = localizer.string(
            "repl.strings.notTranslated", .text(language), .text(issue.key), .text(state))
        }
        lines.append("  " + line)
      }
    }
    if issues.isEmpty {
      lines.append(localizer.string("repl.strings.ok", .integer(languages.count)))
    } else {
      lines.append(localizer.string("repl.strings.problems", .integer(issues.count)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func label(_ key: String, _ category: PluralCategory?) -> String {
    category.map { "\(key) [\($0.rawValue)]" } ?? key
  }
}

/// The strings check: missing keys, untranslated copies of the source language and
/// placeholder mismatches, per language.
///
/// ```swift
/// let report = StringsCheck.run(.yotei)
/// print(report.text())
/// exit(report.hasProblems ? 1 : 0)
/// ```
public enum StringsCheck {
  /// Checks `languages` of `catalog` (Yotei's own by default; every language but the
  /// source when `languages` is `nil`).
  ///
  /// Rules:
  /// - A key missing in a language is reported unless it has `shouldTranslate: false`.
  /// - A value equal to the source's is an untranslated copy, unless the key has
  ///   `shouldTranslate: false` or the source has no letters outside placeholders.
  /// - Each string's placeholders must read the same arguments with the same kinds as
  ///   the source's (`other` form for plurals). The `zero`, `one` and `two` forms may
  ///   leave out the count ("يوم عمل واحد"), and nothing else.
  /// - A plural value needs every category the language's CLDR rules use.
  /// - A value whose state is not "translated" is reported.
  public static func run(_ catalog: StringCatalog = .yotei, languages: [String]? = nil) -> StringsCheckReport
  {
    let source = catalog.sourceLanguage
    let checked = languages ?? catalog.languages.filter { $0 != source }
    var issues: [StringsIssue] = []
    var rulesCache: [String: PluralRules] = [:]
    func rules(_ language: String) -> PluralRules {
      if let r = rulesCache[language] { return r }
      let r = PluralRules(checked: language)
      rulesCache[language] = r
      return r
    }
    for language in checked {
      for key in catalog.keys {
        let entry = catalog.entries[key]!
        guard let sourceValue = entry.localizations[source] else { continue }
        let sourceVariants = variants(of: sourceValue)
        let sourceOther = otherText(of: sourceValue)
        let expected = FormatPlaceholder.signature(of: sourceOther) ?? [:]
        guard let value = entry.localizations[language] else {
          if entry.shouldTranslate {
            issues.append(StringsIssue(language: language, key: key, kind: .missing))
          }
          continue
        }
        var formSets: [[PluralCategory: StringCatalog.StringUnit]] = []
        if case .plural(let forms) = value { formSets = [forms] }
        if case .substituted(_, let subs) = value {
          formSets = subs.keys.sorted(by: codePointOrder).map { subs[$0]!.forms }
        }
        for forms in formSets {
          for c in rules(language).categories where forms[c] == nil {
            issues.append(StringsIssue(language: language, key: key, kind: .missingPluralForm(c)))
          }
        }
        for (_, unit) in value.units where unit.state != "translated" {
          issues.append(StringsIssue(language: language, key: key, kind: .notTranslated(state: unit.state)))
        }
        for variant in variants(of: value) {
          let found = FormatPlaceholder.signature(of: variant.text)
          if !placeholdersMatch(found, expected, variant: variant) {
            let foundText = found.map(FormatPlaceholder.describe) ?? "malformed or inconsistent"
            issues.append(
              StringsIssue(
                language: language, key: key,
                kind: .placeholderMismatch(
                  expected: FormatPlaceholder.describe(expected), found: foundText, category: variant.category
                )))
          }
          let sourceText = sourceVariants.first { $0.id == variant.id }?.text ?? sourceOther
          if entry.shouldTranslate, variant.text == sourceText, hasLetters(outsidePlaceholders: sourceText) {
            issues.append(
              StringsIssue(language: language, key: key, kind: .untranslated(category: variant.category)))
          }
        }
      }
    }
    return StringsCheckReport(
      sourceLanguage: source, languages: checked, keyCount: catalog.entries.count, issues: issues)
  }

  /// One complete string a value can produce: a plural form, or the main string of
  /// a substituted value with one substitution's form chosen and the others at
  /// `other`.
  struct Variant {
    /// "" for a single string, "few" for a plural form, "days.few" for a substitution form.
    var id: String
    var category: PluralCategory?
    var text: String
    /// The argument a zero, one or two form may spell out; `nil` means the value's
    /// first integer argument.
    var countArgument: Int?
  }

  static func variants(of value: StringCatalog.Value) -> [Variant] {
    switch value {
    case .string(let unit):
      return [Variant(id: "", category: nil, text: unit.value, countArgument: nil)]
    case .plural(let forms):
      return PluralCategory.allCases.compactMap { c in
        forms[c].map { Variant(id: c.rawValue, category: c, text: $0.value, countArgument: nil) }
      }
    case .substituted(let unit, let subs):
      if subs.isEmpty {
        return [
          Variant(id: "", category: nil, text: Substitutions.flatten(unit.value, subs) { _, _ in .other })
        ]
      }
      var result: [Variant] = []
      for name in subs.keys.sorted(by: codePointOrder) {
        let sub = subs[name]!
        for c in PluralCategory.allCases where sub.forms[c] != nil {
          let text = Substitutions.flatten(unit.value, subs) { n, _ in n == name ? c : .other }
          result.append(
            Variant(id: name + "." + c.rawValue, category: c, text: text, countArgument: sub.argumentNumber))
        }
      }
      return result
    }
  }

  /// The string a value gives for `other` counts: what the placeholders are checked
  /// against.
  static func otherText(of value: StringCatalog.Value) -> String {
    switch value {
    case .string(let unit): return unit.value
    case .plural(let forms): return forms[.other]?.value ?? ""
    case .substituted(let unit, let subs): return Substitutions.flatten(unit.value, subs) { _, _ in .other }
    }
  }

  private static func placeholdersMatch(
    _ found: [Int: FormatPlaceholder.Kind]?, _ expected: [Int: FormatPlaceholder.Kind], variant: Variant
  ) -> Bool {
    guard let found else { return false }
    if found == expected { return true }
    // zero/one/two forms may spell the count out instead of printing it.
    guard let category = variant.category, [.zero, .one, .two].contains(category),
      let count = variant.countArgument ?? expected.filter({ $0.value == .integer }).keys.min()
    else { return false }
    var withoutCount = expected
    withoutCount[count] = nil
    return found == withoutCount
  }

  private static func hasLetters(outsidePlaceholders text: String) -> Bool {
    var stripped = text
    for p in (FormatPlaceholder.parse(text) ?? []).reversed() { stripped.removeSubrange(p.range) }
    return stripped.contains { $0.isLetter }
  }
}
