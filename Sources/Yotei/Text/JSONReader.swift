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
/// The text is read into a ``JSONTape`` (no allocation per value); `parse`
/// builds the generic tree of ``JSONNode``s from it, for readers that want one.
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
    try JSONTape(bytes: bytes, maxDepth: maxDepth).node
  }
}

/// A JSON text read by ``JSONReader`` into one flat array of tokens: each
/// value, in the order the text writes it, followed by the values inside it
/// (an object's member name, then its value, for each member). Nothing is
/// allocated per value: a string is its bytes in the text until a reader asks
/// for it, and a line and column are worked out from a byte offset only when
/// one is wanted (an error, a ``JSONNode``).
///
/// Readers that keep only part of a file (a string catalog) walk the tape and
/// make strings of what they keep; ``node`` builds the generic tree.
///
/// ```swift
/// let tape = try JSONTape(bytes: Array(#"{"a": [1, 2]}"#.utf8))
/// let a = tape.member("a", of: 0)        // the array's token
/// tape.count(a!)                          // 2
/// ```
package struct JSONTape: Sendable {
  /// What a token holds.
  package enum Kind: UInt8, Sendable {
    case null, `false`, `true`, number, string, array, object
  }

  /// One value of the text (or an object's member name, a string).
  package struct Token: Sendable {
    /// What the value is.
    package var kind: Kind
    /// For a string: it is ASCII and has no escape, so its bytes between the
    /// quotes are its text, equal to another such string exactly when the
    /// bytes are.
    package var isPlain: Bool
    /// For a string: it has a backslash escape.
    package var hasEscape: Bool
    /// The offset of the value's first byte (a string's opening quote).
    package var start: UInt32
    /// The offset one past the value's last byte (a string's closing quote).
    package var end: UInt32
    /// An object's members or an array's items.
    package var count: UInt32
    /// The index of the first token after this value and everything in it.
    package var next: UInt32
  }

  /// The text.
  package let bytes: [UInt8]
  /// The values, the top-level one first.
  package let tokens: [Token]
  /// Where line 1 starts: 3 after a byte-order mark, whose bytes are not columns.
  let firstLineStart: Int

  /// Reads UTF-8 `bytes` (a leading byte-order mark is skipped).
  ///
  /// - Throws: ``JSONSyntaxError`` naming the line, column and path.
  package init(bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) throws(JSONSyntaxError) {
    guard bytes.count < Int(UInt32.max) else {
      throw JSONSyntaxError(line: 1, column: 1, path: "$", message: "the text is larger than 4 GiB")
    }
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    // The parser reads the array's buffer: every read is after a check of
    // the index against the count, so the array's own check is not repeated.
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) -> [Token] in
        var parser = Parser(bytes: buffer, maxDepth: maxDepth)
        // One pass over the whole text: when it is valid UTF-8, so is every
        // string in it (quotes and backslashes are ASCII, which never occurs
        // inside a multi-byte sequence). Otherwise each string is checked, so
        // the error names the string that is not UTF-8.
        parser.isValidUTF8 = UTF8Validation.isValid(buffer)
        if bom {
          parser.index = 3
          parser.lineStart = 3
        }
        parser.skipWhitespace()
        try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == buffer.count else { throw parser.error("unexpected text after the JSON value") }
        return parser.tokens
      }
    }
    self.bytes = bytes
    self.tokens = try result.get()
    self.firstLineStart = bom ? 3 : 0
  }

  /// The kind of token `i`.
  package func kind(_ i: Int) -> Kind { tokens[i].kind }

  /// The members or items of token `i` (0 for anything else).
  package func count(_ i: Int) -> Int { Int(tokens[i].count) }

  /// The members of object `i` as (name token, value token), in file order;
  /// empty for anything else.
  package func members(of i: Int) -> Members {
    let token = tokens[i]
    return Members(tape: self, first: i + 1, count: token.kind == .object ? Int(token.count) : 0)
  }

  /// The items of array `i`, in order; empty for anything else.
  package func items(of i: Int) -> [Int] {
    let token = tokens[i]
    guard token.kind == .array else { return [] }
    var result: [Int] = []
    result.reserveCapacity(Int(token.count))
    var item = i + 1
    for _ in 0..<token.count {
      result.append(item)
      item = Int(tokens[item].next)
    }
    return result
  }

  /// The value of the member `name` of object `i`, or `nil` (also for
  /// anything else than an object).
  package func member(_ name: StaticString, of i: Int) -> Int? {
    for (key, value) in members(of: i) where isKey(key, name) { return value }
    return nil
  }

  /// The value of the member named `name` of object `i` (a name read from
  /// outside, such as a JSON path's), or `nil` (also for anything else than
  /// an object). Plain names are compared by their bytes, others as text.
  package func member(named name: String, of i: Int) -> Int? {
    let expected = Array(name.utf8)
    let isASCII = expected.allSatisfy { $0 < 0x80 }
    return bytes.withUnsafeBufferPointer { buffer in
      for (key, value) in members(of: i) {
        let token = tokens[key]
        if token.isPlain {
          guard isASCII, Int(token.end - token.start) - 2 == expected.count else { continue }
          if buffer[(Int(token.start) + 1)..<(Int(token.end) - 1)].elementsEqual(expected) { return value }
        } else if JSONTape.text(of: token, in: buffer) == name {
          return value
        }
      }
      return nil
    }
  }

  /// Whether string token `i` is the text `name`.
  package func isKey(_ i: Int, _ name: StaticString) -> Bool {
    let token = tokens[i]
    guard token.isPlain else { return string(i) == name.description }
    let length = Int(token.end - token.start) - 2
    guard length == name.utf8CodeUnitCount else { return false }
    return name.withUTF8Buffer { expected in
      bytes.withUnsafeBufferPointer { buffer in
        memoryEqual(buffer.baseAddress! + Int(token.start) + 1, expected.baseAddress!, length)
      }
    }
  }

  /// The text of string token `i`, or `nil` for anything else.
  package func string(_ i: Int) -> String? {
    let token = tokens[i]
    guard token.kind == .string else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      JSONTape.text(of: token, in: buffer)
    }
  }

  /// The text of member-name token `i` (a string token).
  package func name(_ i: Int) -> String { string(i) ?? "" }

  /// The value of a `true` or `false` token, or `nil`.
  package func bool(_ i: Int) -> Bool? {
    switch tokens[i].kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The text of number token `i` as written (`37.5`, `-1e3`), or `nil`.
  package func number(_ i: Int) -> String? {
    let token = tokens[i]
    guard token.kind == .number else { return nil }
    return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
  }

  /// A number token written as an integer that fits in `Int`, or `nil`.
  package func int(_ i: Int) -> Int? { number(i).flatMap { Int($0) } }

  /// The 1-based line and column (in bytes of UTF-8) of byte `offset`.
  package func position(of offset: Int) -> (line: Int, column: Int) {
    var cursor = LineCursor(lineStart: firstLineStart)
    bytes.withUnsafeBufferPointer { cursor.advance(to: offset, in: $0) }
    return (cursor.line, offset - cursor.lineStart + 1)
  }

  /// The generic tree of the text (the top-level value), every node with its
  /// line, column and byte range.
  package var node: JSONNode {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = LineCursor(lineStart: firstLineStart)
      return tokens.withUnsafeBufferPointer { tokens in
        JSONTape.node(0, tokens: tokens, bytes: buffer, cursor: &cursor)
      }
    }
  }

  private static func node(
    _ i: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, cursor: inout LineCursor
  ) -> JSONNode {
    let token = tokens[i]
    let start = Int(token.start)
    cursor.advance(to: start, in: bytes)
    let line = cursor.line
    let column = start - cursor.lineStart + 1
    let value: JSONNode.Value
    switch token.kind {
    case .null: value = .null
    case .false: value = .bool(false)
    case .true: value = .bool(true)
    case .number:
      value = .number(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<Int(token.end)]), as: UTF8.self))
    case .string: value = .string(text(of: token, in: bytes))
    case .array:
      var items: [JSONNode] = []
      items.reserveCapacity(Int(token.count))
      var item = i + 1
      for _ in 0..<token.count {
        items.append(node(item, tokens: tokens, bytes: bytes, cursor: &cursor))
        item = Int(tokens[item].next)
      }
      value = .array(items)
    case .object:
      var members: [(key: String, value: JSONNode)] = []
      members.reserveCapacity(Int(token.count))
      var key = i + 1
      for _ in 0..<token.count {
        let name = text(of: tokens[key], in: bytes)
        members.append((name, node(key + 1, tokens: tokens, bytes: bytes, cursor: &cursor)))
        key = Int(tokens[key + 1].next)
      }
      value = .object(members)
    }
    return JSONNode(value: value, line: line, column: column, byteRange: start..<Int(token.end))
  }

  /// The text of a string token (already checked: valid UTF-8, valid escapes).
  static func text(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let inside = Int(token.start) + 1..<Int(token.end) - 1
    guard token.hasEscape else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[inside]), as: UTF8.self)
    }
    var out: [UInt8] = []
    out.reserveCapacity(inside.count)
    var i = inside.lowerBound
    while i < inside.upperBound {
      let byte = bytes[i]
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        i += 1
        continue
      }
      let escape = bytes[i + 1]
      i += 2
      switch escape {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4(bytes, at: i)
        i += 4
        if (0xD800...0xDBFF).contains(scalar) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(bytes, at: i + 2) - 0xDC00)
          i += 6
        }
        out += String(Character(Unicode.Scalar(scalar)!)).utf8
      default: out.append(escape)  // `"`, `\` and `/`
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The value of four hexadecimal digits (already checked).
  static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
    var value: UInt32 = 0
    for k in i..<i + 4 { value = value << 4 | UInt32(hexDigit(bytes[k])!) }
    return value
  }

  /// The members of an object token, as (name token, value token).
  package struct Members: Sequence, IteratorProtocol {
    let tape: JSONTape
    var nextKey: Int
    var remaining: Int

    init(tape: JSONTape, first: Int, count: Int) {
      self.tape = tape
      self.nextKey = first
      self.remaining = count
    }

    /// The next member.
    package mutating func next() -> (key: Int, value: Int)? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let key = nextKey
      nextKey = Int(tape.tokens[key + 1].next)
      return (key, key + 1)
    }
  }
}

/// Lines counted forward from one offset to a later one.
struct LineCursor {
  var offset = 0
  var line = 1
  var lineStart: Int

  init(lineStart: Int) { self.lineStart = lineStart }

  mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    while offset < target {
      // Eight bytes at a time while none is a line feed.
      while offset + 8 <= target {
        let word =
          UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
        offset += 8
      }
      guard offset < target else { return }
      if bytes[offset] == 0x0A {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
  }
}

func hexDigit(_ c: UInt8) -> UInt32? {
  switch c {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - 0x30)
  case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - 0x61 + 10)
  case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - 0x41 + 10)
  default: return nil
  }
}

private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  for k in 0..<count where a[k] != b[k] { return false }
  return true
}

private struct Parser {
  enum PathComponent {
    /// A member, by its name's token.
    case key(Int)
    case index(Int)
  }

  /// The text, valid while `JSONTape.init(bytes:maxDepth:)` runs.
  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  /// Whether the whole text is valid UTF-8 (``UTF8Validation/isValid(_:)``).
  var isValidUTF8 = false
  var index = 0
  var line = 1
  var lineStart = 0
  var tokens: [JSONTape.Token] = []
  /// Only rendered when an error is thrown.
  var path: [PathComponent] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    // About one value in 16 bytes of a catalog or a calendar file.
    tokens.reserveCapacity(bytes.count / 16 + 4)
  }

  var column: Int { index - lineStart + 1 }

  func error(_ message: String) -> JSONSyntaxError {
    var text = "$"
    for component in path {
      switch component {
      case .key(let token): text += "." + quotedInput(JSONTape.text(of: tokens[token], in: bytes))
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

  /// Appends a token for a value that ends at `index`.
  mutating func append(_ kind: JSONTape.Kind, from start: Int) {
    tokens.append(
      JSONTape.Token(
        kind: kind, isPlain: false, hasEscape: false, start: UInt32(start), end: UInt32(index), count: 0,
        next: UInt32(tokens.count + 1)))
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw error("unexpected end of the text, expected a value") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < maxDepth else {
        throw error("nested deeper than \(maxDepth) levels of arrays and objects")
      }
      let isObject = bytes[index] == UInt8(ascii: "{")
      index += 1
      let open = tokens.count
      append(isObject ? .object : .array, from: start)
      let count = try isObject ? parseMembers(depth: depth + 1, object: open) : parseItems(depth: depth + 1)
      tokens[open].end = UInt32(index)
      tokens[open].count = UInt32(count)
      tokens[open].next = UInt32(tokens.count)
    case UInt8(ascii: "\""):
      try parseString()
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      append(.true, from: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      append(.false, from: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      append(.null, from: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
      append(.number, from: start)
    default:
      throw error("unexpected character \(describe(bytes[index])), expected a value")
    }
  }

  /// Up to this many members, a duplicate is found by a scan; beyond it by a table.
  static let scanLimit = 12

  /// The members of the object whose token is `object`; their count.
  mutating func parseMembers(depth: Int, object: Int) throws(JSONSyntaxError) -> Int {
    var count = 0
    var names = NameTable()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return count
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes, found \(describe(bytes[index]))")
      }
      let key = tokens.count
      try parseString()
      let duplicate: Bool
      if count < Self.scanLimit {
        duplicate = scanForName(key, in: object, count: count)
      } else {
        if count == Self.scanLimit { names.start(tokens, object: object, count: count, bytes: bytes) }
        duplicate = !names.insert(key, tokens: tokens, bytes: bytes)
      }
      path.append(.key(key))
      if duplicate {
        throw error("duplicate member '\(quotedInput(JSONTape.text(of: tokens[key], in: bytes)))'")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name")
      }
      index += 1
      skipWhitespace()
      try parseValue(depth: depth)
      path.removeLast()
      count += 1
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return count
      default: throw error("expected ',' or '}' in an object, found \(describe(bytes[index]))")
      }
    }
  }

  /// Whether one of the first `count` members of `object` has the name of
  /// token `key`.
  func scanForName(_ key: Int, in object: Int, count: Int) -> Bool {
    var other = object + 1
    for _ in 0..<count {
      if sameName(other, key, tokens: tokens, bytes: bytes) { return true }
      other = Int(tokens[other + 1].next)
    }
    return false
  }

  /// The items of an array; their count.
  mutating func parseItems(depth: Int) throws(JSONSyntaxError) -> Int {
    var count = 0
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return count
    }
    while true {
      skipWhitespace()
      path.append(.index(count))
      try parseValue(depth: depth)
      path.removeLast()
      count += 1
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return count
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
  mutating func parseNumber() throws(JSONSyntaxError) {
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
  }

  /// A string (its escapes and, where the whole text is not, its UTF-8
  /// checked), appended as a token; nothing is decoded.
  mutating func parseString() throws(JSONSyntaxError) {
    let start = index
    index += 1  // the opening quote
    var high: UInt64 = 0  // the high bits of every byte: zero for ASCII
    var hasEscape = false
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
        high |= word
        index += 8
      }
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if !isValidUTF8,
          !UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[start + 1..<index]))
        {
          throw error("the string is not valid UTF-8")
        }
        index += 1
        let isASCII = high & 0x8080_8080_8080_8080 == 0
        tokens.append(
          JSONTape.Token(
            kind: .string, isPlain: isASCII && !hasEscape, hasEscape: hasEscape, start: UInt32(start),
            end: UInt32(index), count: 0, next: UInt32(tokens.count + 1)))
        return
      }
      if byte == 0x0A { throw error("line break inside a string (write \\n)") }
      if byte < 0x20 { throw error("control character \(describe(byte)) inside a string (escape it)") }
      high |= UInt64(byte)
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      hasEscape = true
      index += 1
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        break
      case UInt8(ascii: "u"):
        let scalar = try parseHex4()
        if (0xDC00...0xDFFF).contains(scalar) { throw error("unpaired surrogate in a \\u escape") }
        if (0xD800...0xDBFF).contains(scalar) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("unpaired surrogate in a \\u escape") }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
        }
      default:
        index -= 1
        throw error("invalid escape \(describe(escape)) after a backslash in a string")
      }
    }
  }

  mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("unterminated \\u escape") }
      guard let digit = hexDigit(bytes[index]) else {
        throw error("a \\u escape needs four hexadecimal digits")
      }
      value = value << 4 | digit
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

/// Whether two string tokens are the same text, as `String`'s `==` tells
/// (canonical equivalence): by their bytes when both are plain.
private func sameName(
  _ a: Int, _ b: Int, tokens: [JSONTape.Token], bytes: UnsafeBufferPointer<UInt8>
) -> Bool {
  let x = tokens[a]
  let y = tokens[b]
  if x.isPlain, y.isPlain {
    let length = Int(x.end - x.start)
    guard length == Int(y.end - y.start) else { return false }
    return memcmpBytes(bytes.baseAddress! + Int(x.start), bytes.baseAddress! + Int(y.start), length)
  }
  return JSONTape.text(of: x, in: bytes) == JSONTape.text(of: y, in: bytes)
}

private func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
  var k = 0
  while k + 8 <= count {
    if UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self)
      != UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self)
    {
      return false
    }
    k += 8
  }
  while k < count {
    if a[k] != b[k] { return false }
    k += 1
  }
  return true
}

/// The member names of one large object, for finding a duplicate in linear
/// time: a hash table of plain names' tokens (by their bytes), or, once a name
/// is not plain, a set of the texts (so names are compared as `String`s are).
private struct NameTable {
  /// Token index + 1 per slot, 0 for an empty one; a power of two long.
  var slots: [UInt32] = []
  var filled = 0
  var texts: Set<String>?

  /// Fills the table with the first `count` members of `object`.
  mutating func start(_ tokens: [JSONTape.Token], object: Int, count: Int, bytes: UnsafeBufferPointer<UInt8>)
  {
    slots = Array(repeating: 0, count: 64)
    var key = object + 1
    for _ in 0..<count {
      _ = insert(key, tokens: tokens, bytes: bytes)
      key = Int(tokens[key + 1].next)
    }
  }

  /// Adds the name of token `key`; `false` when it was there.
  mutating func insert(_ key: Int, tokens: [JSONTape.Token], bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if texts == nil, !tokens[key].isPlain {
      // From now on by text: every name so far, then this one.
      var set = Set<String>()
      for slot in slots where slot != 0 { set.insert(JSONTape.text(of: tokens[Int(slot) - 1], in: bytes)) }
      texts = set
      slots = []
    }
    if texts != nil {
      let text = JSONTape.text(of: tokens[key], in: bytes)
      return texts!.insert(text).inserted
    }
    if (filled + 1) * 2 > slots.count { grow(tokens: tokens, bytes: bytes) }
    let token = tokens[key]
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash(token, bytes)) & mask
    while slots[slot] != 0 {
      if sameName(Int(slots[slot]) - 1, key, tokens: tokens, bytes: bytes) { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = UInt32(key + 1)
    filled += 1
    return true
  }

  mutating func grow(tokens: [JSONTape.Token], bytes: UnsafeBufferPointer<UInt8>) {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for entry in old where entry != 0 {
      var slot = Int(truncatingIfNeeded: hash(tokens[Int(entry) - 1], bytes)) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }

  /// FNV-1a of a plain name's bytes.
  func hash(_ token: JSONTape.Token, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for k in Int(token.start) + 1..<Int(token.end) - 1 {
      h = (h ^ UInt64(bytes[k])) &* 0x0000_0100_0000_01B3
    }
    return h ^ (h >> 29)
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
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { firstInvalid(bytes) == nil }

  /// The offset of the first byte of the first sequence in `bytes` that is
  /// not well-formed UTF-8, or `nil` when there is none.
  package static func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
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
      default: return i
      }
      guard i + length <= count, base[i + 1] >= low, base[i + 1] <= high else { return i }
      for k in 2..<length where base[i + k] & 0xC0 != 0x80 { return i }
      i += length
    }
    return nil
  }

  /// The text of `bytes`, refused where they are not UTF-8 (never decoded
  /// with U+FFFD in place of a bad byte).
  ///
  /// - Throws: ``UTF8Error`` with the line and column (1-based, in bytes
  ///   counted from the slice's start) of the first bad sequence's first byte.
  package static func text(_ bytes: ArraySlice<UInt8>) throws(UTF8Error) -> String {
    let bad = bytes.withUnsafeBufferPointer { firstInvalid($0) }
    guard let bad else { return String(decoding: bytes, as: UTF8.self) }
    let offset = bytes.startIndex + bad
    let before = bytes[..<offset]
    let line = before.lazy.filter { $0 == 0x0A }.count + 1
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
    throw UTF8Error(byte: bytes[offset], line: line, column: offset - lineStart + 1)
  }
}

/// Bytes that are not UTF-8, and where.
package struct UTF8Error: Error, Sendable, Equatable, CustomStringConvertible {
  /// The first byte of the first sequence that is not well-formed.
  package var byte: UInt8
  /// Its 1-based line.
  package var line: Int
  /// Its 1-based column, in bytes.
  package var column: Int

  /// "the byte 0xF6 here is not valid UTF-8".
  package var problem: String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "the byte 0x\(hex.count < 2 ? "0" : "")\(hex) here is not valid UTF-8"
  }

  /// "line 2, column 5: the byte 0xF6 here is not valid UTF-8".
  package var description: String { "line \(line), column \(column): \(problem)" }
}
