import Foundation
import Testing

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

  @Test func rejectsWhatItCannotKeep() {
    let device = """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"device": \
      {"mac": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}
      """
    #expect(throws: CatalogError.self) { try StringCatalog(xcstrings: device) }
    let noOther = """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": \
      {"one": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}
      """
    do {
      _ = try StringCatalog(xcstrings: noOther)
      Issue.record("a plural without other parsed")
    } catch {
      #expect(error.path == "strings[\"k\"].localizations[\"en\"].variations.plural")
    }
    #expect(throws: CatalogError.self) { try StringCatalog(xcstrings: "{not json") }
    #expect(throws: CatalogError.self) { try StringCatalog(xcstrings: #"{"strings": {}}"#) }
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
