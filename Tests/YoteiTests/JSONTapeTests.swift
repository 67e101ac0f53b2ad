import Foundation
import Testing
import YoteiTestSupport

@testable import Yotei

/// The tape the reader builds (``JSONTape``): nothing made of a value until it
/// is asked for, names compared as `String`s compare them, lines and columns
/// worked out from byte offsets; and the tree built from it against
/// Foundation's `JSONSerialization`, an independent reader, on generated texts.
@Suite struct JSONTapeTests {
  @Test func walksMembersAndItemsInFileOrder() throws {
    let text = #"{"b": [1, true, null, "x\ny"], "a": {"c": -2.5e1}, "é": false}"#
    let tape = try JSONTape(bytes: Array(text.utf8))
    #expect(tape.kind(0) == .object && tape.count(0) == 3)
    #expect(tape.members(of: 0).map { tape.name($0.key) } == ["b", "a", "é"])
    let b = try #require(tape.member("b", of: 0))
    #expect(tape.items(of: b).map { tape.kind($0) } == [.number, .true, .null, .string])
    #expect(tape.int(tape.items(of: b)[0]) == 1)
    #expect(tape.string(tape.items(of: b)[3]) == "x\ny")
    let a = try #require(tape.member("a", of: 0))
    #expect(tape.number(try #require(tape.member("c", of: a))) == "-2.5e1")
    #expect(tape.bool(try #require(tape.member("é", of: 0))) == false)
    // `next` skips a whole value: the member after "b" is "a".
    #expect(Int(tape.tokens[b].next) == a - 1)
    #expect(tape.member("d", of: 0) == nil && tape.member("b", of: b) == nil)
    // A name with an escape is its text.
    let escaped = try JSONTape(bytes: Array(#"{"\u0061b": 1}"#.utf8))
    #expect(escaped.isKey(1, "ab") && escaped.member("ab", of: 0) == 2)
  }

  @Test func findsDuplicatesAsStringEqualityDoes() {
    func duplicate(_ names: [String]) -> String? {
      let text =
        "{" + names.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
      do {
        _ = try JSONTape(bytes: Array(text.utf8))
        return nil
      } catch {
        return error.message
      }
    }
    let many = (0..<20).map { "n\($0)" }
    for names in [["a"], many.prefix(5).map { $0 }, many] {
      // An escape, a precomposed and a decomposed é, the Kelvin sign and K:
      // each pair is one name to `String`'s `==`, so a duplicate, in a small
      // object (a scan) and after 20 plain names (a table, then a set).
      for (first, second) in [
        ("ab", "\\u0061b"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K"), ("K", "\\u212A"), ("x", "x"),
      ] {
        #expect(duplicate(names + [first, second]) != nil, "\(names.count) \(first) \(second)")
      }
      #expect(duplicate(names + ["ab", "aB", "a b"]) == nil)
    }
    #expect(duplicate(many + ["n3"]) == "duplicate member 'n3'")
  }

  @Test func linesAndColumnsComeFromByteOffsets() throws {
    let text = "{\n  \"a\" : [\n    1,\n  \"é\"\n  ]\n}"
    let tape = try JSONTape(bytes: Array(text.utf8))
    let a = try #require(tape.member("a", of: 0))
    #expect(tape.position(of: Int(tape.tokens[a].start)) == (2, 9))
    let items = tape.items(of: a)
    #expect(tape.position(of: Int(tape.tokens[items[1]].start)) == (4, 3))
    let root = tape.node
    #expect(root["a"]?.line == 2 && root["a"]?.column == 9)
    #expect(root["a"]?.items?.map(\.line) == [3, 4] && root["a"]?.items?.map(\.column) == [5, 3])
    #expect(root["a"]?.byteRange == Int(tape.tokens[a].start)..<Int(tape.tokens[a].end))
    // After a byte-order mark, columns count from the first character.
    let marked = try JSONReader.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8))
    #expect(marked.column == 1 && marked.items?.map(\.column) == [2, 2] && marked.items?[1].line == 2)
  }

  /// Random texts (objects, arrays, numbers, strings with escapes, Cyrillic,
  /// CJK and emoji, and spacing of every kind) read by both readers.
  @Test func readsGeneratedTextsAsJSONSerializationDoes() throws {
    var generator = SeededGenerator(seed: 2026)
    func pick(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
    let pieces = ["a", "key", "д", "日本", "😀", "\\n", "\\\"", "\\u00e9", "\\uD83D\\uDE00", "\\/", " ", "%@"]
    let spaces = ["", " ", "\n", "\t", " \r\n  "]
    func string() -> String { "\"" + (0..<pick(6)).map { _ in pieces[pick(pieces.count)] }.joined() + "\"" }
    func value(_ depth: Int) -> String {
      let space = spaces[pick(spaces.count)]
      switch depth > 3 ? pick(4) : pick(6) {
      case 0: return ["true", "false", "null"][pick(3)]
      case 1: return ["0", "-12", "3.25", "1e5", "-0.5E-3", "123456789"][pick(6)]
      case 2, 3: return string()
      case 4:
        return "[" + space + (0..<pick(5)).map { _ in value(depth + 1) }.joined(separator: "," + space) + "]"
      default:
        var names = Set<String>()
        let members = (0..<pick(16)).compactMap { n -> String? in
          let name = "\"m\(n)" + pieces[pick(5)] + "\""
          guard names.insert(name).inserted else { return nil }
          return name + space + ":" + space + value(depth + 1)
        }
        return "{" + space + members.joined(separator: "," + space) + space + "}"
      }
    }
    func same(_ node: JSONNode, _ object: Any) -> Bool {
      switch node.value {
      case .null: return object is NSNull
      case .bool(let flag): return (object as? NSNumber)?.boolValue == flag
      case .number(let text): return (object as? NSNumber)?.doubleValue == Double(text)
      case .string(let text): return (object as? String) == text
      case .array(let items):
        guard let others = object as? [Any], others.count == items.count else { return false }
        return zip(items, others).allSatisfy { same($0, $1) }
      case .object(let members):
        guard let others = object as? [String: Any], others.count == members.count else { return false }
        return members.allSatisfy { member in others[member.key].map { same(member.value, $0) } ?? false }
      }
    }
    var read = 0
    for _ in 0..<3_000 {
      let text = value(0)
      let bytes = Array(text.utf8)
      let ours = try JSONReader.parse(bytes: bytes)
      let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      #expect(same(ours, theirs), "\(text)")
      read += 1
    }
    #expect(read == 3_000)
  }
}
