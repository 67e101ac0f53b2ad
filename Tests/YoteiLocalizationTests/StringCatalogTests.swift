import Foundation
import Testing
import Yotei

@testable import YoteiLocalization

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

@Suite struct StringCatalogTests {
  static let sample = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "days" : {
          "comment" : "Count of days.",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld day"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld days"
                    }
                  }
                }
              }
            },
            "ru" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Дни: %lld"
              }
            }
          }
        },
        "quote\\"d" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }

    """

  /// The baked catalog lists its languages without a Set (its generator
  /// sorted them): the same list the entries give, read as any catalog's.
  @Test func bakedLanguagesAreTheEntriesLanguages() {
    let baked = StringCatalog.yotei
    let rebuilt = StringCatalog(
      sourceLanguage: baked.sourceLanguage, version: baked.version, entries: baked.entries)
    #expect(baked.languages == rebuilt.languages)
    #expect(baked.languages.first == "en" && baked.languages.count == 9)
    #expect(baked.keys == rebuilt.keys)
  }

  @Test func parsesStringUnitsPluralsAndEntryFields() throws {
    let catalog = try StringCatalog(xcstrings: Self.sample)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.keys == ["days", "quote\"d"])
    #expect(catalog.languages == ["en", "ru"])
    let days = try #require(catalog.entries["days"])
    #expect(days.comment == "Count of days.")
    guard case .plural(let forms) = days.localizations["en"] else {
      Issue.record("expected plural forms")
      return
    }
    #expect(forms[.one]?.value == "%lld day")
    #expect(forms[.other]?.value == "%lld days")
    #expect(days.localizations["ru"] == .string(.init("Дни: %lld", state: "needs_review")))
    #expect(catalog.entries["quote\"d"]?.shouldTranslate == false)
  }

  @Test func writesXcodeLayoutByteForByte() throws {
    let catalog = try StringCatalog(xcstrings: Self.sample)
    #expect(catalog.xcstrings() == Self.sample)
  }

  @Test func yoteiCatalogRoundTrips() throws {
    let written = StringCatalog.yotei.xcstrings()
    #expect(try StringCatalog(xcstrings: written) == StringCatalog.yotei)
  }

  @Test func bakedCatalogMatchesTheResourceFile() throws {
    let onDisk = try StringCatalog(
      contentsOfFile: packageRoot + "/Resources/YoteiLocalization/" + StringCatalog.yoteiResourceName)
    #expect(onDisk == StringCatalog.yotei)
    #expect(StringCatalog.yotei.entries.count > 100)
  }

  @Test func bakedResourcesAreUpToDate() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", packageRoot + "/scripts/bake-resources.py", "--check"]
    let pipe = Pipe()
    process.standardError = pipe
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(message)")
  }

  @Test func readsDeviceVariationsAndPluralsWithoutOther() throws {
    let text = """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"device": {\
      "mac": {"stringUnit": {"state": "translated", "value": "Click"}},\
      "other": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld tap"}},\
      "other": {"stringUnit": {"state": "translated", "value": "%lld taps"}}}}}}}}}},\
      "n": {"localizations": {"en": {"variations": {"plural": \
      {"one": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}
      """
    let catalog = try StringCatalog(xcstrings: text)
    guard case .device(let devices) = catalog.value("k", language: "en") else {
      Issue.record("expected device variations")
      return
    }
    #expect(devices["mac"] == .string(.init("Click")))
    #expect(devices["other"] == .plural([.one: .init("%lld tap"), .other: .init("%lld taps")]))
    #expect(try StringCatalog(xcstrings: catalog.xcstrings()) == catalog)
    // Not a Mac here: every device that has no value of its own reads `other`.
    #expect(try Localizer(locale: "en", catalog: catalog).string("k", 3) == "3 taps")
    // A plural without "other" is read; the strings check reports it.
    #expect(catalog.value("n", language: "en") == .plural([.one: .init("x")]))
  }

  @Test func rejectsWhatItCannotKeep() {
    let both = """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"device": \
      {"mac": {"stringUnit": {"state": "translated", "value": "x"}}}, "plural": {}}}}}}}
      """
    do {
      _ = try StringCatalog(xcstrings: both)
      Issue.record("device and plural side by side parsed")
    } catch {
      #expect(error.path == "strings[\"k\"].localizations[\"en\"].variations")
    }
    #expect(throws: CatalogError.self) { try StringCatalog(xcstrings: #"{"strings": {}}"#) }
    #expect(throws: CatalogError.self) {
      try StringCatalog(xcstrings: #"{"sourceLanguage": "en", "strings": {"k": {"colour": 1}}}"#)
    }
  }

  // Line and column (in bytes) counted by hand in each text: where the bad token starts.
  @Test func syntaxErrorsSayLineAndColumn() {
    func location(_ text: String) -> (Int?, Int?) {
      do {
        _ = try StringCatalog(xcstrings: text)
        return (nil, nil)
      } catch {
        return (error.line, error.column)
      }
    }
    #expect(location("{not json") == (1, 2))
    #expect(location("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,}\n}") == (3, 16))
    #expect(location("{\n  \"a\" : \"x\n\"}") == (2, 11))
    #expect(location("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}") == (3, 3))
    #expect(location("{\"a\": \"ü\", \"b\": tru}") == (1, 18))
    #expect(location("{\"a\": [1, 2]") == (1, 13))
    #expect(location(#"{"sourceLanguage": "en", "strings": {}}"#) == (nil, nil))
  }

  @Test func bakedLookupsMatchTheParsedFile() throws {
    // The baked form answers single lookups without building `entries`; every
    // key and language must give what parsing the original file gives.
    let text = try #require(BakedResources.files[StringCatalog.yoteiResourceName])
    let parsed = try StringCatalog(xcstrings: text)
    let baked = StringCatalog.yotei
    #expect(baked.keys == parsed.keys)
    #expect(baked.languages == parsed.languages)
    for key in parsed.keys {
      for language in parsed.languages + ["xx"] {
        #expect(
          baked.value(key, language: language) == parsed.value(key, language: language), "\(key) \(language)")
      }
    }
    #expect(baked.value("no.such.key", language: "en") == nil)
  }

  @Test func changingTheBakedCatalogKeepsTheRest() throws {
    var catalog = StringCatalog.yotei
    let count = catalog.entries.count
    catalog.entries["new.key"] = .init(localizations: ["en": .string(.init("New"))])
    #expect(catalog.entries.count == count + 1)
    #expect(catalog.value("new.key", language: "en") == .string(.init("New")))
    #expect(
      catalog.value("dayKind.holiday", language: "en")
        == StringCatalog.yotei.value("dayKind.holiday", language: "en"))
    #expect(StringCatalog.yotei.entries["new.key"] == nil)
  }

  @Test func hostileFilesGetErrorsNotCrashes() throws {
    let deep = "{\"sourceLanguage\": \"en\", \"strings\": " + String(repeating: "[", count: 33_000) + "}"
    #expect {
      _ = try StringCatalog(xcstrings: deep)
    } throws: { ($0 as? CatalogError)?.message.contains("nested deeper than 128 levels") == true }
    let duplicate = #"{"sourceLanguage": "en", "strings": {"k": {}, "k": {}}}"#
    #expect {
      _ = try StringCatalog(xcstrings: duplicate)
    } throws: { ($0 as? CatalogError)?.message.contains("duplicate member 'k'") == true }
    #expect {
      _ = try StringCatalog(contentsOfFile: "/dev/zero")
    } throws: { ($0 as? CatalogError)?.message.contains("not a regular file") == true }
    #expect {
      _ = try StringCatalog(xcstrings: #"{"sourceLanguage": "en", "strings": [], "version": "1.0"}"#)
    } throws: { ($0 as? CatalogError)?.path == "strings" }
  }

  @Test func readsBytesFromAnySequence() throws {
    let bytes = Data(Self.sample.utf8)
    #expect(try StringCatalog(data: bytes) == StringCatalog(xcstrings: Self.sample))
  }

  @Test func escapesControlCharactersLikeJSONTools() throws {
    var catalog = StringCatalog()
    catalog.entries["k"] = .init(localizations: ["en": .string(.init("a\nb\t\"c\" \\ \u{1}"))])
    let text = catalog.xcstrings()
    #expect(text.contains(#""value" : "a\nb\t\"c\" \\ \u0001""#))
    #expect(try StringCatalog(xcstrings: text) == catalog)
  }
}

@Suite struct KeyListTests {
  @Test func keysFileListsExactlyTheCatalogKeys() throws {
    let text = try #require(BakedResources.files["KEYS.md"])
    let listed = text.split(separator: "\n").compactMap { line -> String? in
      let key = line.split(separator: " ").first.map(String.init) ?? ""
      guard line.first?.isLowercase == true, key.contains("."), !key.contains(":") else { return nil }
      return key
    }
    #expect(listed.count == StringCatalog.yotei.keys.count)
    #expect(Set(listed) == Set(StringCatalog.yotei.keys))
  }
}

/// `StringCatalog.reading(data:)`: the catalog `init(data:)` makes and the
/// lines of its JSON paths, from one read of the file (`strings check --json`
/// and `--format github` used to parse it twice). The lines are compared with
/// a walk of the generic JSON tree, the way they were found before.
@Suite struct CatalogReadingTests {
  static let text = Array(
    #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "plain" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "schlicht" } },
            "ru" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "простой\nтекст"
              }
            }
          }
        },
        "a\"b" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "x" }
            }
          }
        },
        "Gr\u00FC\u00DFe" : {
          "localizations" : {

            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Привет" } }
          }
        },
        "caf\u0065\u0301" : { "localizations" : { } },
        "plainer" : { }
      },
      "version" : "1.0"
    }
    """#.utf8)

  @Test func oneReadGivesTheCatalogAndTheLinesTheTreeGives() throws {
    for bytes in [Self.text, [0xEF, 0xBB, 0xBF] + Self.text] {
      let read = try StringCatalog.reading(data: bytes)
      #expect(read.catalog == (try StringCatalog(data: bytes)))
      let tree = try JSONReader.parse(bytes: bytes)
      var paths: [String] = ["sourceLanguage", "version", "nowhere", #"strings["missing"].localizations"#]
      for key in read.catalog.keys + ["Grüße", "café"] {
        let entry = "strings[" + JSONString.quoted(key) + "]"
        paths += [entry, entry + ".localizations", entry + ".comment"]
        for language in ["de", "ru", "ja"] {
          let unit = entry + ".localizations[\"\(language)\"]"
          paths += [unit, unit + ".stringUnit", unit + ".stringUnit.value", unit + ".stringUnit.state"]
        }
      }
      for path in paths {
        var node = tree
        for step in CatalogLines.steps(path) {
          guard let next = node[step] else { break }
          node = next
        }
        #expect(read.lines.line(of: path) == node.line, "\(path)")
      }
      // Spot checks against the text itself.
      #expect(read.lines.line(of: #"strings["plain"].localizations["ru"].stringUnit.value"#) == 10)
      #expect(read.lines.line(of: #"strings["a\"b"].localizations["de"].stringUnit"#) == 18)
      #expect(read.lines.line(of: #"strings["Grüße"].localizations["ru"]"#) == 25)
      // Canonically equal names find each other, as the tree's did.
      #expect(read.lines.line(of: #"strings["café"].localizations"#) == 28)
      #expect(read.lines.line(of: "version") == 31)
    }
  }
}
