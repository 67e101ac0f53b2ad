import Testing

@testable import YoteiLocalization

/// `LocaleTag`'s parts and catalog candidates, written without a dictionary
/// literal or `joined(separator:)` (the runtime start, docs/PERFORMANCE.md).
@Suite struct LocaleTagTests {
  /// ICU keeps the legacy codes; the catalog uses today's.
  @Test(arguments: [
    ("iw_IL", "he"), ("iw", "he"), ("in_ID", "id"), ("ji", "yi"), ("he_IL", "he"), ("fa", "fa"),
  ])
  func legacyLanguageCodesBecomeTodays(identifier: String, language: String) {
    #expect(LocaleTag(identifier).language == language)
  }

  /// Candidates run from the most to the least specific, each once, joined
  /// with "-" as the catalog writes language codes.
  @Test func candidatesRunFromTheWholeTagToTheLanguage() {
    #expect(LocaleTag("sr_Latn_RS").catalogCandidates == ["sr-Latn-RS", "sr-Latn", "sr-RS", "sr"])
    #expect(LocaleTag("fa_IR").catalogCandidates == ["fa-IR", "fa"])
    #expect(LocaleTag("uz_Cyrl").catalogCandidates == ["uz-Cyrl", "uz"])
    #expect(LocaleTag("en").catalogCandidates == ["en"])
    for identifier in ["zh_Hant_TW", "de_CH", "ar", "pt_BR@numbers=latn", "he_IL@calendar=hebrew"] {
      let tag = LocaleTag(identifier)
      let expected = [
        [tag.language, tag.script, tag.region], [tag.language, tag.script], [tag.language, tag.region],
        [tag.language],
      ]
      .map { $0.compactMap { $0 }.joined(separator: "-") }
      .reduce(into: [String]()) { result, code in if !result.contains(code) { result.append(code) } }
      #expect(tag.catalogCandidates == expected, "\(identifier)")
    }
  }
}
