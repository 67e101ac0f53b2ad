import Testing
import Yotei

@testable import YoteiLocalization

/// XLIFF 1.2 as Xcode exports String Catalogs and translators return them:
/// read into a catalog, checked with XPaths and lines, and compared with the
/// catalog it came from. `Fixtures/Returned/de.xliff` was written for these tests
/// in Xcode's shape, with one deliberate problem of each kind noted below.
@Suite struct XLIFFTests {
  static let folder = packageRoot + "/Tests/YoteiLocalizationTests/Fixtures/Returned/"

  static func document() throws -> XLIFFDocument {
    try XLIFFDocument(text: DataFile.readText(folder + "de.xliff"))
  }

  @Test func readsXcodesUnitsIntoACatalog() throws {
    let xliff = try Self.document()
    #expect(xliff.files.count == 1)
    #expect(xliff.files[0].original == "App/Localizable.xcstrings")
    #expect(xliff.files[0].targetLanguage == "de")
    let catalog = try xliff.catalog(file: 0)
    #expect(catalog.keys == ["extra", "files", "greeting", "summary"])
    guard case .plural(let forms)? = catalog.value("files", language: "de") else {
      Issue.record("files is not plural")
      return
    }
    #expect(forms[.other] == StringCatalog.StringUnit("%lld Dateien", state: "needs_review"))
    guard case .substituted(let main, let subs)? = catalog.value("summary", language: "de") else {
      Issue.record("summary is not substituted")
      return
    }
    // Entities decoded; the form's positional placeholder is %arg again.
    #expect(main.value == "%1$#@count_posts@ von <%2$@>")
    #expect(subs["count_posts"]?.forms[.one]?.value == "%arg Beitrag")
    #expect(subs["count_posts"]?.argumentNumber == 1 && subs["count_posts"]?.formatSpecifier == "lld")
  }

  @Test func checkGivesXPathsAndLines() throws {
    let xliff = try Self.document()
    let report = try StringsCheck.run(xliff: xliff, file: "de.xliff", index: 0)
    let text = try DataFile.readText(Self.folder + "de.xliff")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The German greeting lost its %@.
    let placeholder = try #require(report.issues.first { $0.kind.name == "placeholders" })
    #expect(placeholder.path == "/xliff/file[1]/body/trans-unit[@id='greeting']/target")
    #expect(placeholder.line.map { lines[$0 - 1].contains("Hallo!") } == true)
    // A needs-review target is a state warning on its own unit.
    let state = try #require(report.issues.first { $0.kind.name == "state" })
    #expect(state.path == "/xliff/file[1]/body/trans-unit[@id='files|==|plural.other']/target")
    #expect(state.line.map { lines[$0 - 1].contains("%lld Dateien") } == true)
    // Nothing else is reported (a target token renamed away from the units'
    // name would be: Xcode's import finds no substitution for it).
    #expect(report.issues.count == 2, "\(report.text())")
  }

  /// Xcode exports the development language too (`en.xliff`, source and
  /// target both `en`, as in exelban/stats' `en.xcloc`): its language is
  /// checked and listed once.
  @Test func developmentLanguageExportListsItsLanguageOnce() throws {
    let xliff = try XLIFFDocument(
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="en" datatype="plaintext">
            <body>
              <trans-unit id="CFBundleName" xml:space="preserve">
                <source>App</source>
                <target>App</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """)
    let report = try StringsCheck.run(xliff: xliff, file: "en.xliff", index: 0)
    #expect(report.languages == ["en"])
    #expect(report.text().components(separatedBy: "en: ").count == 2, "\(report.text())")
    #expect(report.issues.isEmpty, "\(report.text())")
  }

  @Test func comparesWithTheCatalogItCameFrom() throws {
    let xliff = try Self.document()
    let catalog = try StringCatalog(contentsOfFile: Self.folder + "Localizable.xcstrings")
    let found = try xliff.compare(file: 0, with: catalog).map { "\($0.key) \($0.kind)" }
    #expect(
      Set(found) == [
        "extra exportMismatch(\"added\")", "newKey exportMismatch(\"lost\")",
        "summary exportMismatch(\"sourceChanged\")",
      ])
  }

  @Test func badXMLSaysWhere() {
    do {
      _ = try XLIFFDocument(
        text: "<xliff version=\"1.2\">\n  <file source-language=\"en\">\n    <body>&nope;</body>")
      Issue.record("accepted")
    } catch {
      #expect(error.line == 3)
      #expect(error.message.contains("unknown entity"))
    }
    #expect(throws: CatalogError.self) { try XLIFFDocument(text: "<xliff version=\"2.0\"><file/></xliff>") }
    #expect(throws: CatalogError.self) { try XLIFFDocument(text: "<a><b></a></b>") }
    let deep = String(repeating: "<g>", count: 200)
    #expect(throws: CatalogError.self) { try XLIFFDocument(text: "<xliff version=\"1.2\">" + deep) }
  }

  /// `strings pseudo` on a returned XLIFF: the targets and target-language
  /// change, every other line stays, and the result checks clean.
  @Test func pseudoXLIFFKeepsItsBytesAndChecksClean() throws {
    let text = try DataFile.readText(Self.folder + "de.xliff")
    for locale in PseudoLocale.allCases {
      let pseudo = try StringCatalog.pseudoLocalized(xliff: text, locale)
      let old = text.split(separator: "\n", omittingEmptySubsequences: false)
      let new = pseudo.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(old.count == new.count)
      for (a, b) in zip(old, new) where a != b {
        #expect(a.contains("<target") || a.contains("target-language"), "\(a) became \(b)")
      }
      let document = try XLIFFDocument(text: pseudo)
      #expect(document.files[0].targetLanguage == locale.rawValue)
      #expect(document.files[0].units.allSatisfy { $0.state == "translated" && $0.target != nil })
      let report = try StringsCheck.run(xliff: document, file: "pseudo.xliff", index: 0)
      #expect(report.issues.isEmpty, "\(report.text())")
    }
    // A unit without a target gets one on its own line after its source.
    let bare = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file original="a" source-language="en" datatype="plaintext"><body>
          <trans-unit id="k">
            <source>Fish &amp; chips</source>
          </trans-unit>
      </body></file></xliff>
      """
    let out = try StringCatalog.pseudoLocalized(xliff: bare, .accented)
    #expect(out.contains("source-language=\"en\" target-language=\"en-XA\""))
    #expect(out.contains("</source>\n      <target state=\"translated\">[Fîšĥ &amp; çĥîþš"), "\(out)")
  }

  /// An XLIFF of several `<file>` sections (Xcode exports one per catalog and
  /// table): the text heads each section's report with its `original`, so two
  /// reports of one .xliff can be told apart; one section keeps the plain name.
  @Test func eachSectionIsHeadedWithItsOriginal() throws {
    func section(_ original: String, _ target: String) -> String {
      """
        <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="Title" xml:space="preserve">
              <source>Title</source>
              <target>\(target)</target>
            </trans-unit>
          </body>
        </file>
      """
    }
    let xliff = try XLIFFDocument(
      text: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        + section("Modules/CPU/en.lproj/InfoPlist.strings", "Titel") + "\n"
        + section("Stats/en.lproj/Localizable.strings", "") + "\n</xliff>\n")
    let reports = try xliff.files.indices.map {
      try StringsCheck.run(xliff: xliff, file: "de.xliff", index: $0)
    }
    #expect(
      reports.map(\.original) == [
        "Modules/CPU/en.lproj/InfoPlist.strings", "Stats/en.lproj/Localizable.strings",
      ])
    let lines = StringsCheck.text(reports).split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("de.xliff") } == [
        "de.xliff (Modules/CPU/en.lproj/InfoPlist.strings)", "de.xliff (Stats/en.lproj/Localizable.strings)",
      ])
    // The empty target is the second section's problem, under its heading.
    let second = try #require(lines.firstIndex(of: "de.xliff (Stats/en.lproj/Localizable.strings)"))
    #expect(lines[second...].contains { $0.contains("error: de: Title is empty") }, "\(lines)")
    #expect(reports[0].text().hasPrefix("de.xliff\n"))
  }
}
