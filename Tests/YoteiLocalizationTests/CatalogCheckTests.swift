import Testing

@testable import YoteiLocalization

/// The catalogs under Fixtures/Catalogs: `Clean.xcstrings` is correct in en, ru,
/// ar, ja, de and he (plural forms as CLDR 42 defines them for each); `Problems.xcstrings`
/// is the same catalog with one deliberate mistake per line listed below, made by
/// hand. The expected problems are those mistakes, not the checker's output.
@Suite struct CatalogCheckTests {
  static let folder = packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Catalogs/"

  static func catalog(_ name: String) throws -> StringCatalog {
    try StringCatalog(contentsOfFile: folder + name)
  }

  /// A problem as (language, key, kind name, JSON path).
  struct Found: Hashable, CustomStringConvertible {
    var language, key, kind, path: String
    init(_ language: String, _ key: String, _ kind: String, _ path: String) {
      self.language = language
      self.key = key
      self.kind = kind
      self.path = path
    }
    var description: String { "\(language) \(key) \(kind) \(path)" }
  }

  static func value(_ key: String, _ language: String, _ rest: String = ".stringUnit.value") -> String {
    "strings[\"\(key)\"].localizations[\"\(language)\"]" + rest
  }

  @Test func cleanCatalogHasNoProblems() throws {
    let report = StringsCheck.run(try Self.catalog("Clean.xcstrings"), file: "Clean.xcstrings")
    #expect(report.languages == ["en", "ar", "de", "he", "ja", "ru"])
    #expect(report.issues.isEmpty, "\(report.text())")
    #expect(report.text().hasSuffix("Checked 11 keys in 6 languages\nNo problems in 6 languages\n"))
  }

  @Test func everyDeliberateMistakeIsFound() throws {
    // `legacy` is stale (no longer in the code): checked only when asked.
    let report = StringsCheck.run(
      try Self.catalog("Problems.xcstrings"), file: "Problems.xcstrings",
      options: StringsCheckOptions(includeStale: true))
    #expect(
      !StringsCheck.run(try Self.catalog("Problems.xcstrings")).issues.contains { $0.key == "legacy" })
    let found = Set(report.issues.map { Found($0.language, $0.key, $0.kind.name, $0.path) })
    let text = ".stringUnit.value"
    let state = ".stringUnit.state"
    let plural = ".variations.plural"
    // Each key's mistakes: the language, the kind of problem, and where it is
    // below the key's localization in that language.
    let mistakes: KeyValuePairs<String, [(language: String, kind: String, at: String)]> = [
      // Missing, copied, empty and unfinished values.
      "greeting": [
        ("ru", "missing", ""), ("de", "untranslated", text), ("ja", "empty", text), ("ar", "state", state),
      ],
      "legacy": [("ru", "state", state), ("de", "state", state)],
      // Plural forms: ru lacks many, ja has a one it never uses, he and the source lack other.
      "items": [
        ("ru", "missingPluralForm", plural), ("ja", "unusedPluralForm", plural + ".one"),
        ("he", "missingPluralForm", plural),
      ],
      "broken": [("en", "missingPluralForm", plural)],
      // Placeholders: precision, order of types, positional mixed with ordered, size, count.
      "price": [("ru", "placeholders", text), ("de", "placeholders", text), ("ja", "placeholders", text)],
      "files": [("de", "placeholders", text), ("he", "placeholders", text)],
      "Done": [("ja", "placeholders", text)],
      "percent": [("ru", "placeholders", text)],
      // Substitutions: another argument number, another format specifier.
      "summary": [("ru", "substitutions", ".substitutions"), ("de", "substitutions", ".substitutions")],
      // Device variations: ru has no mac (nor other); de copied the mac string.
      "tapHint": [
        ("ru", "missingDevice", ".variations.device"),
        ("de", "untranslated", ".variations.device.mac" + text),
      ],
      // Edge whitespace and bidi controls.
      "title": [("ru", "whitespace", text), ("de", "whitespace", text)],
      "separator": [("ru", "whitespace", text)],
      "name": [("ar", "bidi", text), ("he", "bidi", text)],
    ]
    // The source's legacy key is marked stale on the key itself.
    let expected =
      mistakes.flatMap { key, list in
        list.map { Found($0.language, key, $0.kind, Self.value(key, $0.language, $0.at)) }
      }
      + [Found("en", "legacy", "state", "strings[\"legacy\"].extractionState")]
    for problem in expected {
      #expect(found.contains(problem), "not found: \(problem)\n\(report.text())")
    }
    // The substitution mistakes also show as the placeholders they flatten into
    // (once per value); nothing else is reported.
    let consequences = found.subtracting(expected)
    #expect(
      consequences.map(\.key).sorted() == ["summary", "summary"]
        && consequences.allSatisfy { $0.kind == "placeholders" }, "\(consequences)")
    // Clean keys stay clean.
    #expect(!report.issues.contains { $0.key == "brand" || $0.key == "name" && $0.language == "ru" })
  }

  @Test func messagesNameWhatDiffers() throws {
    let report = StringsCheck.run(try Self.catalog("Problems.xcstrings"), languages: ["ru", "de", "ja"])
    func issue(_ language: String, _ key: String) -> StringsIssue? {
      report.issues.first { $0.language == language && $0.key == key && $0.kind.name == "placeholders" }
    }
    #expect(issue("ru", "price")?.kind == .placeholderMismatch(expected: "%1$.2f, %2$@", found: "%1$f, %2$@"))
    #expect(issue("ru", "price")?.detail == "argument 1 is %f here, %.2f in the source")
    #expect(issue("de", "files")?.detail == "argument 1 is %d here, %lld in the source")
    #expect(
      issue("de", "price")?.detail
        == "argument 1 is %@ here, %.2f in the source; argument 2 is %.2f here, %@ in the source; "
        + "the source's placeholders in another order: reorder them with positions (%2$@ … %1$lld)")
    #expect(issue("ja", "price")?.detail == "positional (%1$@) and ordered (%@) placeholders are mixed")
    let substitutions = report.issues.first { $0.language == "ru" && $0.kind.name == "substitutions" }
    #expect(
      substitutions?.kind
        == .substitutionMismatch(
          expected: "files=%1$lld, folders=%2$lld", found: "files=%1$lld, folders=%3$lld"))
    let whitespace = report.issues.first { $0.language == "ru" && $0.key == "title" }
    #expect(
      whitespace?.kind
        == .whitespace(expected: #"leading "" trailing "\n""#, found: #"leading "" trailing """#))
  }

  @Test func spellingTheCountOutIsAllowedInZeroOneAndTwoOnly() throws {
    // he "one" is "פריט אחד" (no %lld) and ar "zero" is "لا عناصر" in the clean catalog.
    let report = StringsCheck.run(try Self.catalog("Clean.xcstrings"), languages: ["he", "ar"])
    #expect(report.issues.isEmpty)
    var catalog = try Self.catalog("Clean.xcstrings")
    catalog.entries["items"]!.localizations["he"] = .plural([
      .one: .init("פריט אחד"), .two: .init("שני פריטים"), .other: .init("פריטים"),
    ])
    let broken = StringsCheck.run(catalog, languages: ["he"])
    #expect(broken.issues.map(\.form) == ["other"])
  }

  @Test func pseudoLocalizedCatalogsReadBackCleanly() throws {
    for name in ["Clean.xcstrings", "Problems.xcstrings"] {
      let pseudo = try Self.catalog(name).pseudoLocalized()
      let text = pseudo.xcstrings()
      let reread = try StringCatalog(xcstrings: text)
      #expect(reread == pseudo)
      let report = StringsCheck.run(reread, languages: ["en-XA", "ar-XB"])
      #expect(report.issues.isEmpty, "\(name): \(report.text())")
      #expect(reread.languages.contains("en-XA") && reread.languages.contains("ar-XB"))
    }
    let yotei = StringCatalog.yotei.pseudoLocalized([.accented])
    #expect(StringsCheck.run(yotei, languages: ["en-XA"]).issues.isEmpty)
  }

  @Test func pseudoKeepsPluralsSubstitutionsDevicesAndPlaceholders() throws {
    let pseudo = try Self.catalog("Clean.xcstrings").pseudoLocalized()
    // English plural rules: one and other, whatever the source has.
    guard case .plural(let forms) = pseudo.value("items", language: "en-XA") else {
      Issue.record("items is not plural in en-XA")
      return
    }
    #expect(Set(forms.keys) == [.one, .other])
    #expect(forms[.other]?.value.contains("»%lld«") == true)
    guard case .substituted(let main, let subs) = pseudo.value("summary", language: "ar-XB") else {
      Issue.record("summary is not substituted in ar-XB")
      return
    }
    #expect(Bidi.removingControls(main.value) == "%#@files@ in %#@folders@")
    #expect(subs["files"]?.argumentNumber == 1)
    #expect(Bidi.removingControls(subs["files"]?.forms[.other]?.value ?? "") == "%arg files")
    guard case .device(let devices) = pseudo.value("tapHint", language: "en-XA") else {
      Issue.record("tapHint lost its devices")
      return
    }
    #expect(Set(devices.keys) == ["iphone", "mac"])
    // Leading and trailing line breaks stay outside the brackets.
    guard case .string(let title) = pseudo.value("title", language: "en-XA") else { return }
    #expect(title.value.hasPrefix("[") && title.value.hasSuffix("]\n"))
    // shouldTranslate: false stays untranslated.
    #expect(pseudo.value("brand", language: "en-XA") == nil)
    // A key with no source value is its own source string.
    guard case .string(let done) = pseudo.value("Done", language: "en-XA") else { return }
    #expect(done.value.hasPrefix("[Ðöñé"))
  }
}

@Suite struct PlaceholderSpecTests {
  @Test func specsNameTheTypeAnArgumentIsReadAs() {
    #expect(FormatPlaceholder.specs(of: "%ld %lld %qd %zd") == [1: "lld", 2: "lld", 3: "lld", 4: "lld"])
    #expect(FormatPlaceholder.specs(of: "%d %i %hd") == [1: "d", 2: "d", 3: "d"])
    #expect(FormatPlaceholder.specs(of: "%2$.2f %1$@") == [1: "@", 2: ".2f"])
    #expect(FormatPlaceholder.specs(of: "%05.1f%% %-3lu") == [1: ".1f", 2: "llu"])
    #expect(FormatPlaceholder.specs(of: "%#@days@") == [1: "#@days@"])
    #expect(FormatPlaceholder.specs(of: "%1$@ %1$lld") == nil)
    #expect(FormatPlaceholder.parse("50% off") == nil)
  }

  /// Every conversion with every length modifier (as printf's manual page
  /// lists them), and a text no parse gives, whose last character (not ASCII)
  /// is its conversion.
  @Test func specsOfEveryConversionAndModifier() throws {
    let cases: [(String, String)] = [
      ("%hhd", "d"), ("%hd", "d"), ("%ld", "lld"), ("%lld", "lld"), ("%qd", "lld"), ("%zd", "lld"),
      ("%jd", "lld"), ("%td", "lld"), ("%hu", "u"), ("%lu", "llu"), ("%x", "x"), ("%lx", "llx"),
      ("%hX", "X"), ("%llo", "llo"), ("%c", "c"), ("%C", "C"), ("%s", "@"), ("%S", "@"), ("%@", "@"),
      ("%.3f", ".3f"), ("%F", "f"), ("%e", "e"), ("%10.2G", ".2G"), ("%1$lli", "lld"),
    ]
    for (text, want) in cases {
      let placeholder = try #require(FormatPlaceholder.parse(text)?.first, "\(text)")
      #expect(placeholder.spec == want, "\(text)")
    }
    // Texts no parse gives: the last character is the conversion, decomposed or
    // a line break as written.
    for (text, want) in [("%lé", "é"), ("%le\u{301}", "e\u{301}"), ("%.2\r\n", "\r\n"), ("%éld", "lld")] {
      let odd = FormatPlaceholder(
        argument: 1, kind: .object, text: text, range: "".startIndex..<"".endIndex, precision: nil,
        substitution: nil)
      #expect(odd.spec == want, "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// `spec` reads bytes because every placeholder `parse` finds but a
  /// substitution is ASCII, whatever text surrounds it: flags, widths,
  /// precisions, positions and modifiers between non-ASCII letters, combining
  /// marks, a prepended Arabic number sign and line breaks.
  @Test func parsedPlaceholdersAreASCIIButSubstitutions() throws {
    let around = ["", "é", "\u{301}", "\u{600}", "\r\n", "日本", "👍🏽", " "]
    let shapes = [
      "%d", "%1$lld", "%-5.2f", "%05hu", "%'lu", "%+e", "%*d", "%.3G", "%2$-x", "%qd", "%zd", "%jo", "%tX",
      "%C", "%S", "%s", "%@", "%10$@", "%#@días@", "%1$#@ñ@",
    ]
    var checked = 0
    for before in around {
      for after in around {
        for shape in shapes {
          let format = before + shape + after + "%%" + before
          let placeholders = try #require(FormatPlaceholder.parse(format), "\(format)")
          #expect(placeholders.count == 1, "\(format)")
          for p in placeholders {
            #expect(p.text == shape)
            if p.substitution == nil { #expect(p.text.utf8.allSatisfy { $0 < 0x80 }, "\(format)") }
            checked += 1
          }
        }
      }
    }
    #expect(checked == around.count * around.count * shapes.count)
  }
}

@Suite struct EdgeWhitespaceTests {
  /// The edges found with the fast path (a first and last byte that are ASCII
  /// and not spaces) and without it are the Characters with Unicode's
  /// White_Space at each end, listed here by hand for each text.
  @Test func edgesAreTheWhiteSpaceCharactersAtEachEnd() {
    let cases: [(text: String, leading: String, trailing: String)] = [
      ("", "", ""), ("a", "", ""), ("Done", "", ""), (" a", " ", ""), ("a ", "", " "),
      ("\t\na\r\n", "\t\n", "\r\n"),
      ("\u{A0}a\u{3000}", "\u{A0}", "\u{3000}"), ("a\u{301}", "", ""),
      ("\u{2003}x\u{2028}", "\u{2003}", "\u{2028}"),
      ("a\u{1C}", "", ""), ("   ", "   ", ""), ("é ", "", " "), (" 日本", " ", ""), ("\u{600}1", "", ""),
      ("x\u{85}", "", "\u{85}"),
    ]
    for c in cases {
      let edges = EdgeWhitespace(c.text)
      #expect(edges.leading == c.leading && edges.trailing == c.trailing, "\(Array(c.text.unicodeScalars))")
    }
  }
}

@Suite struct BidiBalanceTests {
  // U+202A..U+202E and U+2066..U+2069 as UAX #9 defines them.
  @Test func balancedControlsPass() {
    #expect(Bidi.balanceProblem(in: "plain") == nil)
    #expect(Bidi.balanceProblem(in: "\u{202B}a\u{202C} \u{2067}b\u{2069}") == nil)
    // A PDI closes the embeddings opened inside its isolate.
    #expect(Bidi.balanceProblem(in: "\u{2068}a\u{202E}b\u{2069}") == nil)
    #expect(Bidi.balanceProblem(in: PseudoLocale.bidi.transform("Two words")) == nil)
  }

  @Test func unbalancedControlsAreNamed() {
    #expect(Bidi.balanceProblem(in: "\u{202E}abc") == "RLO at 1 is never closed")
    #expect(Bidi.balanceProblem(in: "ab\u{202C}") == "PDF at 3 closes no embedding or override")
    #expect(Bidi.balanceProblem(in: "a\u{2069}") == "PDI at 2 closes no isolate")
    #expect(
      Bidi.balanceProblem(in: "\u{2066}a\u{202C}\u{2069}") == "PDF at 3 closes no embedding or override")
  }
}
