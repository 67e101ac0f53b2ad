import Testing

@testable import YoteiLocalization

/// Strings with two counts, as Xcode writes them: `%#@name@` tokens with substitutions.
@Suite struct SubstitutionTests {
  static func indent(_ text: String, _ n: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(repeating: " ", count: n) + $0 }.joined(separator: "\n")
  }

  static func forms(_ pairs: [(String, String)]) -> String {
    pairs.map { name, value in
      """
                      "\(name)" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "\(value)"
                        }
                      }
      """
    }.joined(separator: ",\n")
  }

  static func localization(
    _ language: String, _ main: String, files: [(String, String)], folders: [(String, String)]
  ) -> String {
    """
          "\(language)" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "\(main)"
            },
            "substitutions" : {
              "files" : {
                "argNum" : 2,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
    \(forms(files))
                  }
                }
              },
              "folders" : {
                "argNum" : 3,
                "formatSpecifier" : "lld",
                "variations" : {
                  "plural" : {
    \(forms(folders))
                  }
                }
              }
            }
          }
    """
  }

  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "summary" : {
          "localizations" : {
    \(indent(localization("en", "%@ has %#@files@ in %#@folders@",
      files: [("one", "%arg file"), ("other", "%arg files")],
      folders: [("one", "%arg folder"), ("other", "%arg folders")]), 2)),
    \(indent(localization("ru", "%@: %#@files@ в %#@folders@",
      files: [("few", "%arg файла"), ("many", "%arg файлов"), ("one", "%arg файл"), ("other", "%arg файла")],
      folders: [("few", "%arg папках"), ("many", "%arg папках"), ("one", "%arg папке"), ("other", "%arg папки")]), 2))
          }
        }
      },
      "version" : "1.0"
    }

    """

  @Test func parsesAndWritesXcodeSubstitutions() throws {
    let catalog = try StringCatalog(xcstrings: Self.text)
    guard case .substituted(let main, let subs) = catalog.value("summary", language: "ru") else {
      Issue.record("expected a substituted value")
      return
    }
    #expect(main.value == "%@: %#@files@ в %#@folders@")
    #expect(subs["folders"]?.argumentNumber == 3)
    #expect(subs["files"]?.forms[.many]?.value == "%arg файлов")
    #expect(catalog.xcstrings() == Self.text)
  }

  @Test func eachCountChoosesItsOwnForm() throws {
    let catalog = try StringCatalog(xcstrings: Self.text)
    let en = try Localizer(locale: "en", catalog: catalog)
    #expect(en.string("summary", "Anna", 1, 3) == "Anna has 1 file in 3 folders")
    #expect(en.string("summary", "Anna", 2, 1) == "Anna has 2 files in 1 folder")
    let ru = try Localizer(locale: "ru_RU", catalog: catalog)
    #expect(ru.string("summary", "Анна", 5, 1) == "Анна: 5 файлов в 1 папке")
    #expect(ru.string("summary", "Анна", 2, 22) == "Анна: 2 файла в 22 папках")
    #expect(ru.string("summary", "Анна", 21, 11) == "Анна: 21 файл в 11 папках")
    let xa = try Localizer(locale: "en-XA", catalog: catalog).string("summary", "Anna", 1, 3)
    #expect(xa.hasPrefix("[»Anna« ĥåš »1« ƒîļé îñ »3« ƒöļðéŕš"))
  }

  @Test func tokensTakeAnArgumentSlot() throws {
    let p = try #require(FormatPlaceholder.parse("%@ has %#@files@ and %lld"))
    #expect(p.map(\.argument) == [1, 2, 3])
    #expect(p[1].substitution == "files")
    #expect(FormatPlaceholder.parse("%#@open") == nil)
  }

  @Test func checkLooksInsideSubstitutions() throws {
    var catalog = try StringCatalog(xcstrings: Self.text)
    #expect(!StringsCheck.run(catalog).hasProblems, "\(StringsCheck.run(catalog).text())")
    guard case .substituted(let main, var subs) = catalog.value("summary", language: "ru") else { return }
    subs["folders"]?.forms[.few] = .init("%arg папках %lld")
    subs["files"]?.forms[.many] = nil
    catalog.entries["summary"]?.localizations["ru"] = .substituted(main, subs)
    let issues = StringsCheck.run(catalog).issues(in: "ru")
    #expect(issues.contains { $0.kind == .missingPluralForm(.many) && $0.form == "files" })
    // "%arg папках %lld" reads %3$lld and an ordered %lld: mixed, and argument 1 twice.
    #expect(issues.contains { $0.kind.name == "placeholders" && $0.form == "folders.few" })
  }
}
