import Testing
import Yotei

@testable import YoteiLocalization

/// Shapes seen in String Catalogs that real apps ship (issue 23), each in a small
/// catalog written for the test: what Xcode builds must be read, what Xcode's
/// runtime never shows must not be reported, and the real mistakes must still be.
@Suite struct ShippingCatalogShapeTests {
  /// A catalog with one key whose localizations are the given JSON objects.
  static func catalog(_ key: String, _ localizations: [String: String], extra: String = "") -> String {
    let body = localizations.sorted { $0.key < $1.key }.map { "\"\($0.key)\" : \($0.value)" }
      .joined(separator: ",\n")
    return """
      {
        "sourceLanguage" : "en",
        "strings" : {
          \(JSONString.quoted(key)) : {
            \(extra)"localizations" : {
      \(body)
            }
          }
        },
        "version" : "1.0"
      }
      """
  }

  static func unit(_ value: String) -> String {
    "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(JSONString.quoted(value)) } }"
  }

  static func plural(_ forms: [String: String]) -> String {
    let items = forms.sorted { $0.key < $1.key }.map {
      "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(JSONString.quoted($0.value)) } }"
    }
    return "{ \"variations\" : { \"plural\" : { \(items.joined(separator: ", ")) } } }"
  }

  /// A substituted value; `argNum` nil leaves the member out, as some apps' catalogs do.
  static func substituted(
    _ format: String, name: String, argNum: Int?, spec: String, _ forms: [String: String]
  )
    -> String
  {
    let items = forms.sorted { $0.key < $1.key }.map {
      "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(JSONString.quoted($0.value)) } }"
    }
    let arg = argNum.map { "\"argNum\" : \($0), " } ?? ""
    return """
      { "stringUnit" : { "state" : "translated", "value" : \(JSONString.quoted(format)) },
        "substitutions" : { \(JSONString.quoted(name)) : { \(arg)"formatSpecifier" : \(JSONString.quoted(spec)),
          "variations" : { "plural" : { \(items.joined(separator: ", ")) } } } } }
      """
  }

  static func kinds(_ report: StringsCheckReport) -> [String] {
    report.issues.map { "\($0.language) \($0.kind.name)" }
  }

  // 1. A substitution with formatSpecifier and no argNum.

  @Test func substitutionWithoutArgNumTakesTheTokensPosition() throws {
    let text = Self.catalog(
      "posts",
      [
        "en": Self.substituted(
          "%@ wrote %#@count_posts@", name: "count_posts", argNum: nil, spec: "lld",
          ["one": "%arg post", "other": "%arg posts"]),
        "de": Self.substituted(
          "%@ schrieb %#@arg1@", name: "arg1", argNum: nil, spec: "lld",
          ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
      ])
    let catalog = try StringCatalog(xcstrings: text)
    guard case .substituted(_, let subs)? = catalog.value("posts", language: "en") else {
      Issue.record("not a substituted value")
      return
    }
    #expect(subs["count_posts"]?.argumentNumber == 2)
    #expect(subs["count_posts"]?.hasArgumentNumber == false)
    // Rendered as Xcode's runtime does: the count is argument 2.
    let localizer = Localizer(checked: "de", catalog: catalog)
    #expect(localizer.string("posts", .text("Ada"), .integer(3)) == "Ada schrieb 3 Beiträge")
    #expect(localizer.string("posts", .text("Ada"), .integer(1)) == "Ada schrieb 1 Beitrag")
    // Checked clean (names differ, arguments agree), and written back without argNum.
    let report = StringsCheck.run(catalog)
    #expect(report.issues.isEmpty, "\(report.text())")
    #expect(!catalog.xcstrings().contains("argNum"))
    #expect(try StringCatalog(xcstrings: catalog.xcstrings()) == catalog)
  }

  @Test func substitutionWithoutArgNumOrTokenIsRefusedByName() throws {
    let text = Self.catalog(
      "posts", ["en": Self.substituted("no token", name: "n", argNum: nil, spec: "lld", ["other": "%arg"])])
    #expect(throws: CatalogError.self) { try StringCatalog(xcstrings: text) }
    do {
      _ = try StringCatalog(xcstrings: text)
    } catch {
      #expect(error.path == "strings[\"posts\"].localizations[\"en\"].substitutions[\"n\"]")
      #expect(error.message.contains("no argNum"))
    }
  }

  // 2. An explicit zero form.

  @Test func explicitZeroIsNotUnusedInAnyLanguage() throws {
    let text = Self.catalog(
      "files",
      [
        "en": Self.plural(["zero": "No files", "one": "%lld file", "other": "%lld files"]),
        "de": Self.plural(["zero": "Keine Dateien", "one": "%lld Datei", "other": "%lld Dateien"]),
        "ja": Self.plural(["zero": "ファイルなし", "other": "%lld 個のファイル"]),
      ])
    let report = StringsCheck.run(try StringCatalog(xcstrings: text))
    #expect(report.issues.isEmpty, "\(report.text())")
  }

  // 3. Substitution names are local to each localization.

  @Test func substitutionsAreMatchedByArgumentNotName() throws {
    func value(_ name: String, _ num: Int, _ spec: String, _ word: String) -> String {
      Self.substituted(
        "%#@\(name)@", name: name, argNum: num, spec: spec, ["one": "%arg \(word)", "other": "%arg \(word)s"])
    }
    let same = Self.catalog(
      "k", ["en": value("count_posts", 1, "lld", "post"), "de": value("arg1", 1, "lld", "Beitrag")])
    #expect(StringsCheck.run(try StringCatalog(xcstrings: same)).issues.isEmpty)
    // Another format, or another argument, is still a mismatch.
    let otherSpec = Self.catalog(
      "k", ["en": value("count_posts", 1, "lld", "post"), "de": value("arg1", 1, "d", "Beitrag")])
    #expect(
      Self.kinds(StringsCheck.run(try StringCatalog(xcstrings: otherSpec))).contains("de substitutions"))
  }

  // 4. A number written in a form that serves several numbers.

  @Test func literalOneInRussianOneIsAHardCodedNumber() throws {
    let text = Self.catalog(
      "failed",
      [
        "en": Self.plural(["one": "%lld macOS app failed to load", "other": "%lld macOS apps failed to load"]
        ),
        "ru": Self.plural([
          "one": "1 приложение macOS не удалось загрузить",
          "few": "%lld приложения macOS не удалось загрузить",
          "many": "%lld приложений macOS не удалось загрузить",
          "other": "%lld приложения macOS не удалось загрузить",
        ]),
        "uk": Self.plural([
          "one": "Одна програма macOS не завантажилася", "few": "%lld програми macOS не завантажилися",
          "many": "%lld програм macOS не завантажилося", "other": "%lld програми macOS не завантажилося",
        ]),
        // English `one` is 1 alone: writing it out is fine; so is Hebrew's.
        "he": Self.plural([
          "one": "יישום macOS אחד לא נטען", "two": "%lld יישומי macOS לא נטענו",
          "other": "%lld יישומי macOS לא נטענו",
        ]),
      ])
    let report = StringsCheck.run(try StringCatalog(xcstrings: text))
    let ru = report.issues(in: "ru")
    #expect(ru.map(\.kind) == [.hardCodedNumber("1")], "\(report.text())")
    #expect(
      ru.first?.path == "strings[\"failed\"].localizations[\"ru\"].variations.plural.one.stringUnit.value")
    #expect(ru.first?.detail?.contains("21") == true)
    // Ukrainian spells the count out in a form that also serves 21: the count is missing.
    #expect(report.issues(in: "uk").map(\.kind.name) == ["placeholders"])
    #expect(report.issues(in: "he").isEmpty, "\(report.text())")
  }

  @Test func pluralSamplesComeFromICUsRules() throws {
    let ru = try PluralRules(locale: "ru").samples
    #expect(ru.categories == [.one, .few, .many, .other])
    #expect(ru.servesSeveralIntegers(.one))
    #expect(ru.integerExamples(.one).prefix(3) == ["1", "21", "31"])
    let en = try PluralRules(locale: "en").samples
    #expect(!en.servesSeveralIntegers(.one))
    // Every sample ICU names for a category is selected by that category.
    for locale in ["ru", "cs", "fr", "ar", "he", "pl", "ja", "lv", "ga"] {
      let rules = try PluralRules(locale: locale)
      let samples = rules.samples
      for (category, values) in samples.integers.merging(samples.decimals, uniquingKeysWith: +) {
        for value in values { #expect(rules.category(for: value) == category, "\(locale) \(value)") }
      }
    }
    #expect(try PluralRules(locale: "cs").samples.integerCategories == [.one, .few, .other])
    #expect(try PluralRules(locale: "fr").samples.onlyMillions(.many))
    // CLDR's "1000000, 1c6" is one number: the samples name it once.
    for locale in ["fr", "ca", "es", "it", "pt"] {
      let many = try PluralRules(locale: locale).samples.integerExamples(.many, limit: 3)
      #expect(many.first == "1000000" && Set(many).count == many.count, "\(locale): \(many)")
    }
  }

  // 5. Forms no integer selects are not demanded for integer counts.

  @Test func czechManyIsNotDemandedForIntegersAndFrenchManyIsANote() throws {
    let text = Self.catalog(
      "days",
      [
        "en": Self.plural(["one": "%lld day", "other": "%lld days"]),
        "cs": Self.plural(["one": "%lld den", "few": "%lld dny", "other": "%lld dní"]),
        "fr": Self.plural(["one": "%lld jour", "other": "%lld jours"]),
        "pl": Self.plural(["one": "%lld dzień", "other": "%lld dni"]),
      ])
    let report = StringsCheck.run(try StringCatalog(xcstrings: text))
    #expect(report.issues(in: "cs").isEmpty, "\(report.text())")
    let fr = report.issues(in: "fr")
    #expect(fr.map(\.kind) == [.rarePluralForm(.many)])
    #expect(fr.first?.kind.severity == .note)
    // Polish few and many are real: integers select them.
    #expect(report.issues(in: "pl").map(\.kind) == [.missingPluralForm(.few), .missingPluralForm(.many)])
    // A %f count can select Czech many.
    let decimal = Self.catalog(
      "km",
      [
        "en": Self.plural(["one": "%.1f km", "other": "%.1f km"]),
        "cs": Self.plural(["one": "%.1f kilometr", "few": "%.1f kilometry", "other": "%.1f kilometrů"]),
      ])
    #expect(
      StringsCheck.run(try StringCatalog(xcstrings: decimal)).issues(in: "cs").map(\.kind) == [
        .missingPluralForm(.many)
      ])
  }

  // 6. Pseudo output keeps the input's bytes.

  @Test func pseudoKeepsOrderAndLayoutAndAddsOnlyTheLocales() throws {
    // Keys out of code-point order, an entry with no localizations, one-line
    // values: all must survive byte for byte.
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "zeta" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Zeta" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Zeta %lld" } }
            }
          },
          "Alpha" : {
            "comment" : "no localizations"
          },
          "brand" : {
            "shouldTranslate" : false,
            "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "DXVK" } } }
          }
        },
        "version" : "1.0"
      }

      """
    let out = try StringCatalog.pseudoLocalized(xcstrings: text)
    let catalog = try StringCatalog(xcstrings: text)
    let read = try StringCatalog(xcstrings: out)
    #expect(read == catalog.pseudoLocalized())
    // The diff only adds lines (and the comma JSON needs after a member that was last).
    let diff = try #require(UnifiedDiff.diff(old: text, new: out, oldPath: "a", newPath: "b"))
    let lines = diff.split(separator: "\n")
    let removed = lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.map { $0.dropFirst() }
    let added = Set(lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) })
    #expect(removed.allSatisfy { added.contains($0 + ",") }, "\(diff)")
    #expect(removed.count == 2, "\(diff)")
    #expect(out.range(of: "\"zeta\"")!.lowerBound < out.range(of: "\"Alpha\"")!.lowerBound)
    // Running it again replaces the pseudo values in place: same text.
    #expect(try StringCatalog.pseudoLocalized(xcstrings: out) == out)
  }

  // 7. ar-XB keeps placeholders out of the override; a literal "%" checks clean.

  @Test func bidiPseudoIsolatesPlaceholders() throws {
    let out = PseudoLocale.bidi.transform("%lld days")
    #expect(out == "\u{2068}%lld\u{2069} \u{200F}\u{202E}days\u{202C}\u{200F}")
    #expect(!out.contains("\u{202E}%"))
    #expect(Bidi.balanceProblem(in: out) == nil)
    let withPercent = try StringCatalog.pseudoLocalized(xcstrings: Self.catalog("%", ["en": Self.unit("%")]))
    let report = StringsCheck.run(try StringCatalog(xcstrings: withPercent))
    #expect(report.issues.isEmpty, "\(report.text())")
    // With no source value, the key "%" is the source.
    let bare =
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"%\" : { }, \"100%\" : { } }, \"version\" : \"1.0\" }"
    let bareReport = StringsCheck.run(
      try StringCatalog(xcstrings: StringCatalog.pseudoLocalized(xcstrings: bare)))
    #expect(bareReport.issues.isEmpty, "\(bareReport.text())")
    // A stray % in a formatted string is still caught (the Catalan shape).
    let catalan = Self.catalog(
      "posts",
      [
        "en": Self.plural(["one": "%lld post", "other": "%lld posts"]),
        "ca": Self.plural(["one": "%lld publicació", "other": "% publicacions"]),
      ])
    #expect(Self.kinds(StringsCheck.run(try StringCatalog(xcstrings: catalan))).contains("ca placeholders"))
  }

  // 8. Keys with line breaks.

  @Test func keysWithLineBreaksStayOnOneLine() throws {
    let text = Self.catalog("Hello\nWorld", ["en": Self.unit("Hello\nWorld")])
    let report = StringsCheck.run(try StringCatalog(xcstrings: text), languages: ["en", "de"])
    #expect(report.issues.map(\.kind) == [.missing])
    let lines = report.text().split(separator: "\n")
    #expect(lines.contains { $0.contains("Hello\\nWorld") }, "\(report.text())")
    #expect(!lines.contains { $0 == "World" || $0.hasPrefix("World") })
  }

  /// A key with no letters to translate and no localizations (CofficLab/GitOK's
  /// `"%lld" : { }`, OmniKit's `—`) reads the same through the fallback in
  /// every language: not missing. A plural source with words still is, and so
  /// is a key whose source is its only text.
  @Test func letterlessKeysAreNotMissing() throws {
    for key in ["%lld", "—", "%1$@ / %2$@", "%%"] {
      let text = Self.catalog(key, [:])
      let report = StringsCheck.run(try StringCatalog(xcstrings: text), languages: ["en", "zh-Hans", "de"])
      #expect(report.issues.isEmpty, "\(key): \(report.text())")
    }
    let counted = Self.catalog("%lld", ["en": Self.plural(["one": "%lld file", "other": "%lld files"])])
    let plural = StringsCheck.run(try StringCatalog(xcstrings: counted), languages: ["en", "de"])
    #expect(Self.kinds(plural) == ["de missing"])
    let worded = StringsCheck.run(
      try StringCatalog(xcstrings: Self.catalog("Done", [:])), languages: ["en", "de"])
    #expect(Self.kinds(worded) == ["de missing"])
  }

  @Test func fixturePathsAreRelativeToTheFixtureFolder() {
    #expect(FixturePaths.relative("Localizable.xcstrings", from: "l10n") == "../Localizable.xcstrings")
    #expect(FixturePaths.relative("App/L.xcstrings", from: "App/fixtures/") == "../L.xcstrings")
    #expect(FixturePaths.relative("../L.xcstrings", from: "./out") == "../../L.xcstrings")
    #expect(FixturePaths.relative("/abs/L.xcstrings", from: "out") == "/abs/L.xcstrings")
    #expect(FixturePaths.relative("L.xcstrings", from: "../up") == "L.xcstrings")
    #expect(FixturePaths.resolve("../L.xcstrings", in: "/w/out") == "/w/out/../L.xcstrings")
  }

  // Xcode 26 writes isCommentAutoGenerated on entries: read and written back.
  @Test func commentAutoGeneratedIsKept() throws {
    let text = Self.catalog("k", ["en": Self.unit("Hello")], extra: "\"isCommentAutoGenerated\" : true,\n")
    let catalog = try StringCatalog(xcstrings: text)
    #expect(catalog.entries["k"]?.isCommentAutoGenerated == true)
    #expect(catalog.xcstrings().contains("\"isCommentAutoGenerated\" : true"))
    #expect(try StringCatalog(xcstrings: catalog.xcstrings()) == catalog)
  }
}
