import Testing

@testable import YoteiLocalization

@Suite struct PseudoLocaleTests {
  // Expected outputs worked by hand from AAPT2's algorithm (Pseudolocalizer.cpp).
  @Test func accentedWrapsAccentsAndPads() throws {
    #expect(PseudoLocale.accented.transform("Working day") == "[Ŵöŕķîñĝ ðåý one two]")
    // Four words that start with characters it cannot accent pad by the full length.
    #expect(PseudoLocale.accented.transform("1 2 3 4 5") == "[1 2 3 4 5 one two three]")
    #expect(PseudoLocale.padding(0) == "one")
    #expect(PseudoLocale.padding(3) == "one two")
  }

  @Test func accentedKeepsPlaceholdersIntact() throws {
    let out = PseudoLocale.accented.transform("Transferred from %@, %1$lld hours, 100%%")
    #expect(out.contains("»%@«") && out.contains("»%1$lld«") && out.contains("%%"))
    #expect(FormatPlaceholder.signature(of: out) == FormatPlaceholder.signature(of: "from %@, %1$lld"))
  }

  @Test func accentedLengthensByAtLeastAThird() throws {
    for key in ["dayKind.transferredWorkingDay", "a11y.inSelectedRange", "production.estimatedDate"] {
      guard case .string(let unit) = StringCatalog.yotei.value(key, language: "en") else { continue }
      let out = PseudoLocale.accented.transform(unit.value)
      #expect(Double(out.count) >= Double(unit.value.count) * 1.3, "\(key): \(out)")
    }
  }

  @Test func bidiWrapsEveryWordInAnOverride() throws {
    let rlm = "\u{200F}"
    let rlo = "\u{202E}"
    let pdf = "\u{202C}"
    #expect(
      PseudoLocale.bidi.transform("Working day")
        == "\(rlm)\(rlo)Working\(pdf)\(rlm) \(rlm)\(rlo)day\(pdf)\(rlm)")
    let out = PseudoLocale.bidi.transform("%lld events")
    // The placeholder is isolated outside the override (FSI ... PDI), so 21 reads 21.
    #expect(out == "\u{2068}%lld\u{2069} \(rlm)\(rlo)events\(pdf)\(rlm)")
    #expect(Bidi.removingControls(out) == "%lld events")
  }

  @Test func localizerGeneratesPseudoLocalesFromEnglish() throws {
    let xa = try Localizer(locale: "en_XA")
    #expect(xa.pseudoLocale == .accented)
    #expect(xa.string("production.workingDays", 1) == "[»1« ŵöŕķîñĝ ðåý one two]")
    #expect(xa.resolve("a11y.today").isPseudo)
    let xb = try Localizer(locale: "ar-XB")
    #expect(xb.direction == .rightToLeft)
    #expect(Bidi.removingControls(xb.string("production.workingDays", 3)) == "3 working days")
    #expect(xb.fallbackReport().languageFallbacks.isEmpty)
    #expect(PseudoLocale(locale: "en-US") == nil)
  }
}

@Suite struct StringsCheckTests {
  @Test func yoteiCatalogHasNoProblems() throws {
    let report = StringsCheck.run(.yotei)
    #expect(report.languages == ["en", "ar", "de", "fa", "he", "ja", "ko", "ru", "zh-Hans"])
    #expect(!report.hasProblems, "\(report.text())")
    let keys = StringCatalog.yotei.entries.count
    #expect(
      report.text()
        == "  en: 0 problems in 0 keys\n  ar: 0 problems in 0 keys\n  de: 0 problems in 0 keys\n"
        + "  fa: 0 problems in 0 keys\n  he: 0 problems in 0 keys\n  ja: 0 problems in 0 keys\n"
        + "  ko: 0 problems in 0 keys\n  ru: 0 problems in 0 keys\n  zh-Hans: 0 problems in 0 keys\n"
        + "Checked \(keys) keys in 9 languages\nNo problems in 9 languages\n")
  }

  @Test func findsMissingUntranslatedAndMismatchedStrings() throws {
    func unit(_ s: String, _ state: String = "translated") -> StringCatalog.Value {
      .string(.init(s, state: state))
    }
    var c = StringCatalog()
    c.entries["a"] = .init(localizations: ["en": unit("Holiday"), "de": unit("Holiday")])
    c.entries["b"] = .init(localizations: ["en": unit("From %@ to %lld")])
    c.entries["c"] = .init(localizations: ["en": unit("From %@ to %lld"), "de": unit("Von %lld bis %@")])
    c.entries["d"] = .init(localizations: ["en": unit(", "), "de": unit(", ")])
    c.entries["e"] = .init(shouldTranslate: false, localizations: ["en": unit("Yotei")])
    c.entries["f"] = .init(localizations: [
      "en": .plural([.one: .init("%lld day"), .other: .init("%lld days")]),
      "ru": .plural([.one: .init("%lld день"), .few: .init("%lld дня"), .other: .init("%lld дня")]),
      "de": .plural([.one: .init("ein Tag"), .other: .init("%lld Tage", state: "needs_review")]),
    ])
    c.entries["g"] = .init(localizations: ["en": unit("Start"), "ru": unit("Начало"), "de": unit("Beginn")])
    let report = StringsCheck.run(c, languages: ["de", "ru"])
    #expect(report.languages == ["de", "ru"])
    let de = Set(report.issues(in: "de").map(\.kind))
    #expect(
      de == [
        .untranslated, .missing, .placeholderMismatch(expected: "%1$@, %2$lld", found: "%1$lld, %2$@"),
        .notTranslated(state: "needs_review"),
      ])
    #expect(report.issues(in: "de").first { $0.kind == .missing }?.key == "b")
    let ru = report.issues(in: "ru").map(\.description)
    #expect(ru.contains("ru: f lacks the plural form many"))
    #expect(ru.contains("ru: missing a"))
    #expect(report.hasProblems)
    // "d" (", ") has no letters: missing in Russian, it reads the same through the fallback.
    #expect(!ru.contains("ru: missing d"))
    #expect(report.text().hasSuffix(": 8 problems in 4 keys\n"))
    #expect(
      report.text(localizer: try Localizer(locale: "ru")).contains(
        "ru: в f нет формы множественного числа «many»"))
    #expect(report.text(localizer: try Localizer(locale: "ru")).contains("  ru: 4 проблемы в 4 ключах\n"))
  }
}

@Suite struct UnifiedDiffTests {
  // Expected texts are GNU diff 3.8's `diff -u` output for the same inputs.
  @Test func matchesDiffU() throws {
    let a = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n"
    let b = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\no\n"
    #expect(
      UnifiedDiff.diff(old: a, new: b, oldPath: "a/x", newPath: "b/x")
        == "--- a/x\n+++ b/x\n@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n@@ -12,3 +12,4 @@\n l\n m\n n\n+o\n"
    )
    #expect(
      UnifiedDiff.diff(old: "one\ntwo\n", new: "zero\none\nthree\n", oldPath: "a/y", newPath: "b/y")
        == "--- a/y\n+++ b/y\n@@ -1,2 +1,3 @@\n+zero\n one\n-two\n+three\n")
    #expect(UnifiedDiff.diff(old: "same\n", new: "same\n", oldPath: "a", newPath: "b") == nil)
    #expect(
      UnifiedDiff.diff(old: "", new: "x\n", oldPath: "/dev/null", newPath: "b/z")
        == "--- /dev/null\n+++ b/z\n@@ -0,0 +1 @@\n+x\n")
  }
}

/// Empty and odd locale strings: a usable fallback, never a trap.
@Suite struct OddLocaleStringTests {
  @Test(arguments: [
    "", "@", "@@", "_", "-", "en@", "@numbers=arab", "x", String(repeating: "z", count: 400), "abcdefghijkl",
  ])
  func oddLocaleStrings(locale: String) {
    #expect(PseudoLocale(locale: locale) == nil)
    // The validating spelling refuses these or reads them as CalendarLocale does
    // ("en@" is English), never traps; the unvalidated one the checker uses for
    // catalog languages still answers.
    if let validated = try? Localizer(locale: locale) { #expect(validated.fallbackChain == ["en"]) }
    let localizer = Localizer(checked: locale)
    #expect(!localizer.fallbackChain.isEmpty)
    // The source language still answers.
    #expect(!localizer.string("a11y.today").isEmpty)
    _ = try? DigitFormatter(locale: locale)
    _ = localizer.numbers.format(Int.min)
    _ = localizer.numbers.format(1234.5, fractionDigits: Int.min...Int.max)
  }
}
