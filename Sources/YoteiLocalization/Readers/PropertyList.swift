import Yotei

/// A property-list value as `.strings` and `.stringsdict` files hold it, with
/// where it was written: a bounded reader of Yotei's own for the old-style
/// (OpenStep) text of `.strings` files and for XML property lists, each error
/// with its line.
struct PlistNode: Sendable {
  /// What the node holds.
  enum Value: Sendable {
    case string(String)
    /// Members in file order.
    case dictionary([Member])
    case array([PlistNode])
    /// Another XML type (`integer`, `true`, `data` ...), by its element name.
    case other(String)
  }

  /// One member of a dictionary.
  struct Member: Sendable {
    var key: String
    /// The line of the key.
    var line: Int
    var node: PlistNode
    /// The translator's comment written just before the member (old style).
    var comment: String?
    /// Where the key starts: a byte offset in XML (its `<key>` element).
    var keyStart: Int? = nil
  }

  var value: Value
  /// The 1-based line where the value starts.
  var line: Int
  /// Where the value is in the text: for old-style text, offsets in its
  /// Unicode scalars, quotes included; for XML, bytes of the element.
  var range: Range<Int>

  var string: String? {
    if case .string(let s) = value { return s }
    return nil
  }

  var members: [Member]? {
    if case .dictionary(let m) = value { return m }
    return nil
  }

  /// The kind of value, for messages ("a string", "a dictionary").
  var kindName: String {
    switch value {
    case .string: return "a string"
    case .dictionary: return "a dictionary"
    case .array: return "an array"
    case .other(let name): return "<\(name)>"
    }
  }
}

/// The text of the UTF-8 files the toolkit reads (XLIFF, `.strings`,
/// `.stringsdict`, fixture files; the REPL's ignore and dates files), read
/// strictly: a byte that is not UTF-8 is an error with its line and column,
/// never a silent U+FFFD.
package enum UTF8Text {
  /// The text of `bytes` (a byte-order mark kept, for the reader to skip).
  ///
  /// - Throws: ``CatalogError`` "`what` (the byte 0xFF here is not valid
  ///   UTF-8)" with the line
  ///   and the column (in bytes, 1-based) of the first byte of the first
  ///   sequence that is not well-formed UTF-8.
  package static func decode(_ bytes: ArraySlice<UInt8>, what: String) throws(CatalogError) -> String {
    do {
      return try UTF8Validation.text(bytes)
    } catch {
      throw CatalogError(
        path: "", message: "\(what) (\(error.problem))", line: error.line, column: error.column)
    }
  }
}

/// How a `.strings` file's bytes are encoded; a pseudo-localized copy is written
/// the same way.
enum StringsEncoding: Sendable, Equatable {
  case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian

  /// The text of `bytes`: UTF-16 with a byte-order mark (or, without one, when
  /// every other byte of ASCII text is zero), else UTF-8 with or without a mark.
  ///
  /// - Throws: ``CatalogError`` with the line and column of the first byte
  ///   that is not UTF-8 (``UTF8Text``).
  static func decode(_ bytes: [UInt8]) throws(CatalogError) -> (text: String, encoding: StringsEncoding) {
    var encoding: StringsEncoding = .utf8
    var body = bytes[...]
    if bytes.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16LittleEndian
      body = bytes.dropFirst(2)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16BigEndian
      body = bytes.dropFirst(2)
    } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      encoding = .utf8WithBOM
      body = bytes.dropFirst(3)
    } else if bytes.count >= 2, bytes.count % 2 == 0, bytes.contains(0) {
      encoding = bytes[0] == 0 ? .utf16BigEndian : .utf16LittleEndian
    }
    switch encoding {
    case .utf8, .utf8WithBOM:
      return (try UTF8Text.decode(body, what: "neither UTF-8 nor UTF-16 with a byte-order mark"), encoding)
    case .utf16LittleEndian, .utf16BigEndian:
      guard body.count % 2 == 0 else {
        throw CatalogError(path: "", message: "UTF-16 text with an odd number of bytes")
      }
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var i = body.startIndex
      while i < body.endIndex {
        let a = UInt16(body[i])
        let b = UInt16(body[i + 1])
        units.append(encoding == .utf16LittleEndian ? a | b << 8 : a << 8 | b)
        i += 2
      }
      guard let text = String(validating: units, as: UTF16.self) else {
        throw CatalogError(path: "", message: "UTF-16 text with an unpaired surrogate")
      }
      return (text, encoding)
    }
  }

  /// `text` in this encoding, with the byte-order mark the input had.
  func encode(_ text: String) -> [UInt8] {
    switch self {
    case .utf8: return Array(text.utf8)
    case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case .utf16LittleEndian, .utf16BigEndian:
      var out: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      for unit in text.utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        out += self == .utf16LittleEndian ? [low, high] : [high, low]
      }
      return out
    }
  }
}

/// The old-style (OpenStep) property-list text of a `.strings` file:
/// `"key" = "value";` entries, optionally inside `{ }`, with `/* */` and `//`
/// comments, quoted strings with the escapes `\n \t \r \" \\ \U1234` (and
/// octal), unquoted words, and `"key";` for a value equal to its key.
struct OldStylePlistReader {
  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  /// The text of the last comment read, for the entry after it.
  var comment: String?

  /// The entries of a `.strings` file as one dictionary node.
  ///
  /// - Throws: ``CatalogError`` with the line of a syntax error.
  static func parse(_ text: String) throws(CatalogError) -> PlistNode {
    var reader = OldStylePlistReader(scalars: Array(text.unicodeScalars))
    try reader.skipSpaceAndComments()
    var braced = false
    if reader.peek("{") {
      braced = true
      reader.index += 1
    }
    let members = try reader.entries(closedBy: braced)
    if braced {
      try reader.skipSpaceAndComments()
      guard reader.index == reader.scalars.count else { throw reader.error("text after the closing '}'") }
    }
    return PlistNode(value: .dictionary(members), line: 1, range: 0..<reader.scalars.count)
  }

  func error(_ message: String) -> CatalogError {
    CatalogError(path: "", message: message, line: line, column: column)
  }

  /// The 1-based column (in characters) of the reader.
  var column: Int {
    var start = index
    while start > 0, scalars[start - 1] != "\n" { start -= 1 }
    return index - start + 1
  }

  func peek(_ c: Unicode.Scalar) -> Bool { index < scalars.count && scalars[index] == c }

  mutating func skipSpaceAndComments() throws(CatalogError) {
    while index < scalars.count {
      let c = scalars[index]
      if c == "\n" {
        line += 1
        index += 1
      } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{0B}" || c == "\u{0C}" {
        index += 1
      } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let startLine = line
        index += 2
        var text = String.UnicodeScalarView()
        while index < scalars.count,
          !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
        {
          if scalars[index] == "\n" { line += 1 }
          text.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else {
          throw CatalogError(
            path: "", message: "a /* comment that is never closed (opened on line \(startLine))",
            line: startLine, column: 1)
        }
        index += 2
        comment = stripSpaces(String(text))
      } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        var text = String.UnicodeScalarView()
        index += 2
        while index < scalars.count, scalars[index] != "\n" {
          text.append(scalars[index])
          index += 1
        }
        comment = stripSpaces(String(text))
      } else {
        return
      }
    }
  }

  mutating func entries(closedBy brace: Bool) throws(CatalogError) -> [PlistNode.Member] {
    var members: [PlistNode.Member] = []
    while true {
      // The comment read last before the key is the entry's.
      try skipSpaceAndComments()
      if index == scalars.count {
        if brace { throw error("the file ends before the closing '}'") }
        return members
      }
      if brace, peek("}") {
        index += 1
        return members
      }
      let keyComment = comment
      let keyLine = line
      let key = try string(what: "a key")
      try skipSpaceAndComments()
      if peek(";") {
        // `"key";` stands for `"key" = "key";`.
        members.append(
          PlistNode.Member(
            key: key.text, line: keyLine,
            node: PlistNode(
              value: .string(key.text), line: keyLine, range: key.range.upperBound..<key.range.upperBound),
            comment: keyComment))
        index += 1
        comment = nil
        continue
      }
      guard peek("=") else {
        throw error(
          "expected '=' after the key \(JSONString.quoted(key.text))"
            + (index < scalars.count ? ", found '\(scalars[index])'" : ""))
      }
      index += 1
      try skipSpaceAndComments()
      let valueLine = line
      let value = try string(what: "the value of \(JSONString.quoted(key.text))")
      try skipSpaceAndComments()
      guard peek(";") else {
        throw error("expected ';' after the value of \(JSONString.quoted(key.text))")
      }
      index += 1
      members.append(
        PlistNode.Member(
          key: key.text, line: keyLine,
          node: PlistNode(value: .string(value.text), line: valueLine, range: value.range),
          comment: keyComment))
      comment = nil
    }
  }

  static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
    (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c)
      || "_$+/:.-".unicodeScalars.contains(c)
  }

  /// A quoted string or an unquoted word, with its range (quotes included).
  mutating func string(what: String) throws(CatalogError) -> (text: String, range: Range<Int>) {
    let start = index
    guard index < scalars.count else { throw error("the file ends where \(what) should be") }
    if scalars[index] == "\"" || scalars[index] == "'" {
      let quote = scalars[index]
      let startLine = line
      index += 1
      var out = String.UnicodeScalarView()
      var pendingHigh: UInt32?
      while index < scalars.count, scalars[index] != quote {
        var c = scalars[index]
        index += 1
        if c == "\n" { line += 1 }
        if c == "\\" {
          guard index < scalars.count else { break }
          let e = scalars[index]
          index += 1
          switch e {
          case "n": c = "\n"
          case "t": c = "\t"
          case "r": c = "\r"
          case "a": c = "\u{07}"
          case "b": c = "\u{08}"
          case "f": c = "\u{0C}"
          case "v": c = "\u{0B}"
          case "U", "u":
            var code: UInt32 = 0
            var digits = 0
            while digits < 4, index < scalars.count, let d = UInt32(String(scalars[index]), radix: 16) {
              code = code << 4 | d
              index += 1
              digits += 1
            }
            guard digits > 0 else { throw error("\\\(e) without hexadecimal digits in \(what)") }
            if (0xD800...0xDBFF).contains(code) {
              pendingHigh = code
              continue
            }
            if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
              code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
              pendingHigh = nil
            }
            guard let scalar = Unicode.Scalar(code) else {
              throw error(
                "\\\(e)\(String(code, radix: 16, uppercase: true)) is an unpaired surrogate in \(what)")
            }
            c = scalar
          case "0"..."7":
            var code = e.value - 0x30
            var digits = 1
            while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
              code = code * 8 + scalars[index].value - 0x30
              index += 1
              digits += 1
            }
            c = Unicode.Scalar(code) ?? "\u{FFFD}"
          case "\n":
            line += 1
            c = e
          default: c = e
          }
        }
        if let high = pendingHigh {
          throw error("\\U\(String(high, radix: 16, uppercase: true)) is an unpaired surrogate in \(what)")
        }
        out.append(c)
      }
      if let high = pendingHigh {
        throw error("\\U\(String(high, radix: 16, uppercase: true)) is an unpaired surrogate in \(what)")
      }
      guard index < scalars.count else {
        throw CatalogError(
          path: "", message: "\(what) has no closing quote (it opens on line \(startLine))", line: startLine,
          column: 1)
      }
      index += 1
      return (String(out), start..<index)
    }
    var out = String.UnicodeScalarView()
    while index < scalars.count, Self.isWordScalar(scalars[index]) {
      out.append(scalars[index])
      index += 1
    }
    guard !out.isEmpty else { throw error("expected \(what) in quotes, found '\(scalars[index])'") }
    return (String(out), start..<index)
  }

  /// `text` as a quoted old-style string: `"`, `\` and line breaks escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for c in text.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(c)
      }
    }
    return out + "\""
  }
}

/// XML property lists (`<plist><dict>…</dict></plist>`), through ``XMLReader``.
enum XMLPlistReader {
  /// The root value of an XML property list.
  ///
  /// - Throws: ``CatalogError`` with the line of an XML error, or naming what
  ///   is not a property list (a binary plist, an unknown element, a key
  ///   without a value, a duplicate key).
  static func parse(_ bytes: [UInt8]) throws(CatalogError) -> PlistNode {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw CatalogError(
        path: "", message: "a binary property list; convert it to XML (plutil -convert xml1 FILE)")
    }
    let root = try XMLReader.parseCatalog(bytes)
    guard root.name == "plist" else {
      throw CatalogError(
        path: "", message: "the root element is <\(root.name)>, not <plist>", line: root.line)
    }
    let values = root.children.compactMap { child -> XMLElement? in
      if case .element(let e) = child { return e }
      return nil
    }
    guard values.count == 1 else {
      throw CatalogError(
        path: "", message: "<plist> holds \(values.count) values; a property list has one", line: root.line)
    }
    return try node(values[0], path: "", depth: 0)
  }

  static func node(_ e: XMLElement, path: String, depth: Int) throws(CatalogError) -> PlistNode {
    switch e.name {
    case "string":
      return PlistNode(value: .string(e.text), line: e.line, range: e.range)
    case "dict":
      var members: [PlistNode.Member] = []
      var pendingKey: XMLElement?
      for child in e.children {
        guard case .element(let c) = child else { continue }
        if let key = pendingKey {
          let name = key.text
          if members.contains(where: { $0.key == name }) {
            throw CatalogError(
              path: path + "[\(JSONString.quoted(name))]",
              message: "the key is in this dictionary twice (line \(key.line))", line: key.line)
          }
          members.append(
            PlistNode.Member(
              key: name, line: key.line,
              node: try node(c, path: path + "[\(JSONString.quoted(name))]", depth: depth + 1),
              keyStart: key.range.lowerBound))
          pendingKey = nil
        } else {
          guard c.name == "key" else {
            throw CatalogError(
              path: path, message: "<\(c.name)> where a <key> should be (line \(c.line))", line: c.line)
          }
          pendingKey = c
        }
      }
      if let key = pendingKey {
        throw CatalogError(
          path: path + "[\(JSONString.quoted(key.text))]", message: "a <key> without a value", line: key.line)
      }
      return PlistNode(value: .dictionary(members), line: e.line, range: e.range)
    case "array":
      var items: [PlistNode] = []
      for child in e.children {
        guard case .element(let c) = child else { continue }
        items.append(try node(c, path: path + "[\(items.count)]", depth: depth + 1))
      }
      return PlistNode(value: .array(items), line: e.line, range: e.range)
    case "integer", "real", "true", "false", "date", "data":
      return PlistNode(value: .other(e.name), line: e.line, range: e.range)
    default:
      throw CatalogError(path: path, message: "<\(e.name)> is not a property-list element", line: e.line)
    }
  }
}
