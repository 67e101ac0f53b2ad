import Testing
import YoteiTestSupport

@testable import Yotei

/// The shared JSON reader against RFC 8259: its grammar, its two examples
/// (section 13), and the bounds hostile input needs (depth, duplicate members).
@Suite struct JSONReaderTests {
  func syntaxError(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONSyntaxError? {
    do {
      _ = try JSONReader.parse(text, maxDepth: maxDepth)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsTheRFC8259ObjectExample() throws {
    let text = """
      {
        "Image": {
            "Width":  800,
            "Height": 600,
            "Title":  "View from 15th Floor",
            "Thumbnail": {
                "Url":    "http://www.example.com/image/481989943",
                "Height": 125,
                "Width":  100
            },
            "Animated" : false,
            "IDs": [116, 943, 234, 38793]
          }
      }
      """
    let root = try JSONReader.parse(text)
    let image = try #require(root["Image"])
    #expect(image.line == 2 && image.column == 12)
    #expect(image["Width"]?.int == 800)
    #expect(image["Title"]?.string == "View from 15th Floor")
    #expect(image["Thumbnail"]?["Url"]?.string == "http://www.example.com/image/481989943")
    #expect(image["Animated"]?.bool == false)
    #expect(image["IDs"]?.items?.compactMap(\.int) == [116, 943, 234, 38793])
    #expect(image.members?.map(\.key) == ["Width", "Height", "Title", "Thumbnail", "Animated", "IDs"])
  }

  @Test func readsTheRFC8259ArrayExample() throws {
    let text = """
      [
        {
           "precision": "zip",
           "Latitude":  37.7668,
           "Longitude": -122.3959,
           "Address":   "",
           "City":      "SAN FRANCISCO",
           "State":     "CA",
           "Zip":       "94107",
           "Country":   "US"
        },
        {
           "precision": "zip",
           "Latitude":  37.371991,
           "Longitude": -122.026020,
           "Address":   "",
           "City":      "SUNNYVALE",
           "State":     "CA",
           "Zip":       "94085",
           "Country":   "US"
        }
      ]
      """
    let items = try #require(try JSONReader.parse(text).items)
    #expect(items.count == 2)
    guard case .number(let longitude) = items[1]["Longitude"]?.value else {
      Issue.record("Longitude is not a number")
      return
    }
    #expect(longitude == "-122.026020")
    #expect(items[1]["City"]?.string == "SUNNYVALE")
    // RFC 8259 section 13: "3", "\"Hello world!\"" and "true" are JSON texts too.
    #expect(try JSONReader.parse("3").int == 3)
    #expect(try JSONReader.parse(#""Hello world!""#).string == "Hello world!")
    #expect(try JSONReader.parse("true").bool == true)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    // U+1D11E MUSICAL SYMBOL G CLEF is "\uD834\uDD1E" (RFC 8259 section 7).
    let text = #""a\"b\\c\/d\b\f\n\r\t\u00e9\uD834\uDD1E é""#
    #expect(try JSONReader.parse(text).string == "a\"b\\c/d\u{8}\u{C}\n\r\té\u{1D11E} é")
  }

  @Test(arguments: [
    ("01", "cannot start with 0"), ("-", "digit after '-'"), ("1.", "digits after '.'"),
    ("1e", "exponent"), (".5", "unexpected character '.'"), ("+1", "unexpected character '+'"),
    ("[1,]", "unexpected character ']'"), ("{\"a\":1,}", "expected a member name"),
    ("tru", "unexpected character 't'"), ("\"a", "unterminated string"), ("[1 2]", "expected ',' or ']'"),
    ("\"\\x\"", "invalid escape 'x'"), ("\"\\uD834\"", "unpaired surrogate"),
    ("\"\\uDD1E\"", "unpaired surrogate"),
    ("\"\\u12G4\"", "four hexadecimal digits"), ("\"a\u{1}\"", "control character 0x01"),
    ("\"a\nb\"", "line break inside a string"), ("{} {}", "unexpected text after"), ("", "unexpected end"),
    ("{\"a\" 1}", "expected ':'"),
  ])
  func refusesWhatTheGrammarDoesNot(text: String, message: String) {
    let error = syntaxError(text)
    #expect(error?.message.contains(message) == true, "\(text): \(String(describing: error))")
  }

  @Test func acceptsEveryNumberTheGrammarAllows() throws {
    for text in ["0", "-0", "12", "-3.25", "1e5", "1E+5", "2.5e-3", "0.0"] {
      guard case .number(let written) = try JSONReader.parse(text).value else {
        Issue.record("\(text) is not read as a number")
        continue
      }
      #expect(written == text)
    }
    #expect(try JSONReader.parse("1.0").int == nil)  // not an integer as written
    #expect(try JSONReader.parse("99999999999999999999").int == nil)  // does not fit
  }

  @Test func refusesInvalidUTF8InStrings() throws {
    let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x28, 0x22]  // "a" followed by a truncated sequence
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes: bytes) }
    // A byte-order mark is skipped.
    #expect(try JSONReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).items?.count == 1)
  }

  /// The one pass over the whole text (``UTF8Validation``) judges every
  /// sequence as the standard library's validator does: every one- and
  /// two-byte sequence, three-byte ones with every E0-EF lead and second byte
  /// (the third at the edges of each 16), four-byte ones at and around each
  /// range's edges, at offsets of an eight-byte word, and random texts of
  /// mostly valid UTF-8.
  @Test func validatesUTF8AsTheStandardLibraryDoes() {
    func agrees(_ bytes: [UInt8]) -> Bool {
      UTF8Validation.isValid(bytes) == (String(validating: bytes, as: UTF8.self) != nil)
    }
    var disagreements: [[UInt8]] = []
    func check(_ sequence: [UInt8], pads: [Int] = Array(0..<9)) {
      // At each position in a word, after ASCII, and cut short.
      for pad in pads {
        let text = [UInt8](repeating: 0x61, count: pad) + sequence + [0x62]
        if !agrees(text) { disagreements.append(text) }
      }
      if !agrees(sequence) { disagreements.append(sequence) }
      if sequence.count > 1, !agrees(Array(sequence.dropLast())) { disagreements.append(sequence) }
    }
    for a in 0...255 {
      check([UInt8(a)])
      for b in 0...255 { check([UInt8(a), UInt8(b)], pads: [0, 7]) }
    }
    var three = 0
    for a in 0xE0...0xEF {
      for b in 0...255 {
        for c in 0...255 where c & 0x0F == 0 || c & 0x0F == 0x0F {
          let text = [0x61, UInt8(a), UInt8(b), UInt8(c)]
          three += 1
          if !agrees(text) { disagreements.append(text) }
        }
      }
    }
    let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
    for a in 0xEE...0xFF {
      for b in edges {
        for c in edges {
          for d in edges { check([UInt8(a), b, c, d]) }
        }
      }
    }
    // Random texts: letters, Cyrillic, CJK, emoji and now and then a byte
    // that breaks a sequence.
    var generator = SeededGenerator(seed: 23)
    let pieces: [[UInt8]] = [
      Array("key".utf8), Array("д".utf8), Array("日本".utf8), Array("😀".utf8), Array("é".utf8), [0x80], [0xC3],
      [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xFF],
    ]
    for _ in 0..<2_000 {
      var text: [UInt8] = []
      for _ in 0..<Int(generator.next() % 40) {
        let n = Int(generator.next() % 100)
        text += pieces[n < 90 ? n % 5 : 5 + n % 6]
      }
      if !agrees(text) { disagreements.append(text) }
    }
    #expect(three == 16 * 256 * 32)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test func readsStringsOfAValidTextAsTheStringByStringCheckDoes() throws {
    // Valid UTF-8 throughout: each string is made without a second check.
    let text = #"{"ключ": ["日本語 😀", "a\u00e9b", "", "é\n", "\uD83D\uDE00x"]}"#
    let root = try JSONReader.parse(bytes: Array(text.utf8))
    #expect(root.members?.first?.key == "ключ")
    #expect(root["ключ"]?.items?.map(\.string) == ["日本語 😀", "aéb", "", "é\n", "😀x"])
    // One bad byte anywhere: the string holding it is named, as before.
    let bad = Array(#"{"a": "ok", "b": "x"#.utf8) + [0xC3, 0x28] + Array(#"y"}"#.utf8)
    #expect(
      throws: JSONSyntaxError(line: 1, column: 23, path: "$.b", message: "the string is not valid UTF-8")
    ) {
      try JSONReader.parse(bytes: bad)
    }
    // A non-ASCII byte outside a string is an unexpected character.
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes: [0x5B, 0xC3, 0xA9, 0x5D]) }
  }

  @Test func errorsNameLineColumnAndPath() throws {
    let text = "{\n  \"a\": [1, 2,\n    {\"b\": tru}]\n}"
    let error = try #require(syntaxError(text))
    #expect(error.line == 3)
    #expect(error.column == 11)
    #expect(error.path == "$.a[2].b")
    #expect(error.description == "line 3, column 11 ($.a[2].b): unexpected character 't', expected a value")
  }

  @Test func boundsTheNestingDepth() throws {
    // 33,000 levels overflowed the stack of the reader this one replaced.
    let deep = String(repeating: "[", count: 33_000) + String(repeating: "]", count: 33_000)
    let error = try #require(syntaxError(deep))
    #expect(error.message == "nested deeper than 128 levels of arrays and objects")
    #expect(error.column == 129)
    let objects = String(repeating: "{\"a\":", count: 33_000) + "1" + String(repeating: "}", count: 33_000)
    #expect(syntaxError(objects)?.message == "nested deeper than 128 levels of arrays and objects")
    // Exactly the limit is fine; one more is not.
    let limit = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(try JSONReader.parse(limit).items?.count == 1)
    #expect(syntaxError("[" + limit + "]") != nil)
    #expect(
      syntaxError("[[[]]]", maxDepth: 2)?.message == "nested deeper than 2 levels of arrays and objects")
  }

  @Test func findsDuplicateMembersInSmallAndLargeObjects() throws {
    #expect(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#)?.message == "duplicate member 'a'")
    #expect(syntaxError(#"{"a": 1, "b": 2, "a": 3}"#)?.path == "$.a")
    // A 650 KB object (50,000 members): the quadratic check took 11 s to reject it.
    let members = (0..<50_000).map { "\"member\($0)\": \($0)" }
    let unique = "{" + members.joined(separator: ",") + "}"
    #expect(unique.utf8.count > 650_000)
    #expect(try JSONReader.parse(unique).members?.count == 50_000)
    let duplicated = "{" + (members + ["\"member49999\": 0"]).joined(separator: ",") + "}"
    #expect(syntaxError(duplicated)?.message == "duplicate member 'member49999'")
    // The same name in different objects is no duplicate.
    #expect(try JSONReader.parse(#"[{"a": 1}, {"a": 2}]"#).items?.count == 2)
  }
}
