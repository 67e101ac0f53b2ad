/// A JSON value read by ``JSONReader``, with the line and column it starts at,
/// so a data error can point into the file.
///
/// Objects keep their members in file order (a writer that must round-trip a
/// file byte for byte needs that, and so does an error that names "the third
/// holiday").
package struct JSONNode: Sendable {
  /// What the node holds.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    /// A number as written (`37.5`, `-1e3`), already checked against the JSON
    /// grammar, so callers choose how exact to read it.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])
  }

  /// The value.
  package var value: Value
  /// The 1-based line the value starts on.
  package var line: Int
  /// The 1-based column (in bytes of UTF-8) the value starts at.
  package var column: Int
  /// The bytes of the text the value was read from (0-based offsets, the end one
  /// past the value's last byte), so a writer can change one value and keep every
  /// other byte of a file.
  package var byteRange: Range<Int>

  /// A node.
  package init(value: Value, line: Int, column: Int, byteRange: Range<Int> = 0..<0) {
    self.value = value
    self.line = line
    self.column = column
    self.byteRange = byteRange
  }

  /// The member `key` of an object, or `nil` (also for anything else than an
  /// object). Objects are small in every format Yotei reads; this is a scan.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// The text of a string value, or `nil`.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// A number written as an integer (no fraction, no exponent) that fits in
  /// `Int`, or `nil`.
  package var int: Int? {
    if case .number(let text) = value { return Int(text) }
    return nil
  }

  /// The value of `true` or `false`, or `nil`.
  package var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The members of an object, or `nil`.
  package var members: [(key: String, value: JSONNode)]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The items of an array, or `nil`.
  package var items: [JSONNode]? {
    if case .array(let items) = value { return items }
    return nil
  }
}

/// Why a text is not the JSON ``JSONReader`` accepts, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line of the problem.
  package var line: Int
  /// The 1-based column (in bytes of UTF-8) of the problem.
  package var column: Int
  /// The value being read, as a path from the top: `$`, `$.holidays[2].date`.
  package var path: String
  /// What is wrong.
  package var message: String

  /// An error.
  package init(line: Int, column: Int, path: String, message: String) {
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `line 3, column 7 ($.a): duplicate member 'a'`.
  package var description: String { "line \(line), column \(column) (\(path)): \(message)" }
}

/// Yotei's one JSON reader (RFC 8259), used for string catalogs, fixture
/// manifests and production-calendar files.
///
/// Strict where a hand-edited file is probably wrong: a duplicate member, a
/// control character or an invalid UTF-8 sequence in a string, a lone
/// surrogate in a `\u` escape, a number outside the JSON grammar and text after
/// the value are all errors with a line and column. Nesting is bounded
/// (``defaultMaxDepth``), so a hostile file gets an error instead of exhausting
/// the stack, and duplicate members are found in linear time.
///
/// ```swift
/// let root = try JSONReader.parse(#"{"a": [1, 2]}"#)
/// root["a"]?.items?.count   // 2
/// ```
package enum JSONReader {
  /// The deepest nesting of arrays and objects accepted by default. Every
  /// format Yotei reads nests fewer than 10 levels.
  package static let defaultMaxDepth = 128

  /// Parses `text`.
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line, column and path.
  package static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError)
    -> JSONNode
  {
    try parse(bytes: Array(text.utf8), maxDepth: maxDepth)
  }

  /// Parses UTF-8 `bytes` (a leading byte-order mark is skipped).
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line, column and path.
  package static func parse(bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError)
    -> JSONNode
  {
    // The parser reads the array's buffer: every read is after a check of
    // the index against the count, so the array's own check is not repeated.
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) -> JSONNode in
        var parser = Parser(bytes: buffer, maxDepth: maxDepth)
        // One pass over the whole text: when it is valid UTF-8, so is every
        // string in it (quotes and backslashes are ASCII, which never occurs
        // inside a multi-byte sequence), and strings are made without checking
        // each again. Otherwise each string is checked, so the error names the
        // string that is not UTF-8, as it always has.
        parser.isValidUTF8 = UTF8Validation.isValid(buffer)
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
          parser.index = 3
          parser.lineStart = 3
        }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == buffer.count else { throw parser.error("unexpected text after the JSON value") }
        return node
      }
    }
    return try result.get()
  }
}

private struct Parser {
  enum PathComponent {
    case key(String)
    case index(Int)
  }

  /// The text, valid while `JSONReader.parse(bytes:maxDepth:)` runs.
  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  /// Whether the whole text is valid UTF-8 (``UTF8Validation/isValid(_:)``).
  var isValidUTF8 = false
  var index = 0
  var line = 1
  var lineStart = 0
  /// Only rendered when an error is thrown.
  var path: [PathComponent] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  var column: Int { index - lineStart + 1 }

  func error(_ message: String) -> JSONSyntaxError {
    var text = "$"
    for component in path {
      switch component {
      case .key(let key): text += "." + quotedInput(key)
      case .index(let i): text += "[\(i)]"
      }
    }
    return JSONSyntaxError(line: line, column: column, path: text, message: message)
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      case 0x20:
        index += 1
        // Indentation: eight spaces at a time.
        while index + 8 <= bytes.count,
          UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            == 0x2020_2020_2020_2020
        {
          index += 8
        }
      case 0x09, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    guard index < bytes.count else { throw error("unexpected end of the text, expected a value") }
    let startLine = line
    let startColumn = column
    let start = index
    func node(_ value: JSONNode.Value) -> JSONNode {
      JSONNode(value: value, line: startLine, column: startColumn, byteRange: start..<index)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth < maxDepth else {
        throw error("nested deeper than \(maxDepth) levels of arrays and objects")
      }
      index += 1
      return node(.object(try parseMembers(depth: depth + 1)))
    case UInt8(ascii: "["):
      guard depth < maxDepth else {
        throw error("nested deeper than \(maxDepth) levels of arrays and objects")
      }
      index += 1
      return node(.array(try parseItems(depth: depth + 1)))
    case UInt8(ascii: "\""):
      return node(.string(try parseString()))
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return node(.bool(true))
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return node(.bool(false))
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return node(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return node(.number(try parseNumber()))
    default:
      throw error("unexpected character \(describe(bytes[index])), expected a value")
    }
  }

  /// Up to this many members, a duplicate is found by a scan; beyond it by a set.
  static let scanLimit = 12

  mutating func parseMembers(depth: Int) throws(JSONSyntaxError) -> [(key: String, value: JSONNode)] {
    var members: [(key: String, value: JSONNode)] = []
    var seen: Set<String>?
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes, found \(describe(bytes[index]))")
      }
      let key = try parseString()
      let duplicate: Bool
      if var set = seen {
        seen = nil  // keep the set uniquely referenced while inserting
        duplicate = !set.insert(key).inserted
        seen = set
      } else if members.count < Self.scanLimit {
        duplicate = members.contains(where: { $0.key == key })
      } else {
        var set = Set(members.map(\.key))
        duplicate = !set.insert(key).inserted
        seen = set
      }
      path.append(.key(key))
      if duplicate { throw error("duplicate member '\(quotedInput(key))'") }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      path.removeLast()
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return members
      default: throw error("expected ',' or '}' in an object, found \(describe(bytes[index]))")
      }
    }
  }

  mutating func parseItems(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
    var items: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return items
    }
    while true {
      skipWhitespace()
      path.append(.index(items.count))
      items.append(try parseValue(depth: depth))
      path.removeLast()
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return items
      default: throw error("expected ',' or ']' in an array, found \(describe(bytes[index]))")
      }
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
    }
    guard matches else { throw error("unexpected character \(describe(bytes[index])), expected a value") }
    index += count
  }

  /// A number, checked against RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw error("a number needs a digit after '-'") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      index = integerStart
      throw error("a number cannot start with 0 followed by digits")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    var out: [UInt8] = []
    var runStart = index
    while true {
      // Eight bytes at a time while none is a quote, a backslash or a
      // control character (each test is exact: a word has such a byte
      // exactly when its test leaves a high bit).
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        let quote = word ^ 0x2222_2222_2222_2222
        let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let found =
          ((quote &- 0x0101_0101_0101_0101) & ~quote) | ((backslash &- 0x0101_0101_0101_0101) & ~backslash)
          | ((word &- 0x2020_2020_2020_2020) & ~word)
        if found & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
      }
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text: String?
        if isValidUTF8 {
          let run = runStart..<index
          if out.isEmpty {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self)
          } else {
            out += bytes[run]
            text = String(decoding: out, as: UTF8.self)
          }
        } else if out.isEmpty {
          text = String(validating: bytes[runStart..<index], as: UTF8.self)
        } else {
          out += bytes[runStart..<index]
          text = String(validating: out, as: UTF8.self)
        }
        guard let text else { throw error("the string is not valid UTF-8") }
        index += 1
        return text
      }
      if byte == 0x0A { throw error("line break inside a string (write \\n)") }
      if byte < 0x20 { throw error("control character \(describe(byte)) inside a string (escape it)") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      out += bytes[runStart..<index]
      index += 1
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try parseHex4()
        if (0xDC00...0xDFFF).contains(scalar) { throw error("unpaired surrogate in a \\u escape") }
        if (0xD800...0xDBFF).contains(scalar) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate in a \\u escape") }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        // Surrogates are excluded above, so every remaining value is a scalar.
        out += String(Character(Unicode.Scalar(scalar)!)).utf8
      default:
        index -= 1
        throw error("invalid escape \(describe(escape)) after a backslash in a string")
      }
      runStart = index
    }
  }

  mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("unterminated \\u escape") }
      let c = bytes[index]
      let digit: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - 0x30
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - 0x61 + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - 0x41 + 10
      default: throw error("a \\u escape needs four hexadecimal digits")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21, byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count < 2 ? "0" : "") + hex
  }
}

/// A check of UTF-8 (the Unicode Standard's table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF), eight bytes at a time through ASCII.
package enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8 throughout.
  package static func isValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValid($0) }
  }

  /// Whether `bytes` are well-formed UTF-8 throughout.
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var i = 0
    while i < count {
      if i + 8 <= count {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          i += 8
          continue
        }
      }
      let lead = base[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      // The second byte's range depends on the lead byte; the others are
      // any continuation byte (0x80-0xBF).
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xED:
        length = 3
        high = 0x9F
      case 0xE1...0xEF: length = 3
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF4:
        length = 4
        high = 0x8F
      case 0xF1...0xF3: length = 4
      default: return false
      }
      guard i + length <= count, base[i + 1] >= low, base[i + 1] <= high else { return false }
      for k in 2..<length where base[i + k] & 0xC0 != 0x80 { return false }
      i += length
    }
    return true
  }
}
