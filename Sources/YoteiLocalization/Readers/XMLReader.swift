/// A small XML reader for the files translators send back (XLIFF): elements,
/// attributes, text, CDATA and the predefined and numeric entities; comments,
/// processing instructions and a DOCTYPE without an internal subset are
/// skipped. Nesting is bounded at 128 levels; every error names its line and
/// column.
struct XMLElement: Sendable {
  /// The name as written, with its prefix ("xliff", "xml:space" for attributes).
  var name: String
  /// The attributes in file order.
  var attributes: [(name: String, value: String)]
  /// Child elements and text, in order.
  var children: [XMLChild]
  /// The 1-based line of the start tag.
  var line: Int
  /// Byte offsets in the document: the whole element, from its `<` to past its
  /// end tag, and its content between the tags (empty, at the end of the tag,
  /// for `<a/>`).
  var range: Range<Int> = 0..<0
  var contentRange: Range<Int> = 0..<0
  /// The byte range of each attribute's value inside its quotes, in attribute order.
  var valueRanges: [Range<Int>] = []

  /// The value of an attribute.
  func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

  /// The child elements named `name` (without a prefix: "trans-unit").
  func elements(_ name: String) -> [XMLElement] {
    children.compactMap {
      if case .element(let e) = $0, e.localName == name { return e }
      return nil
    }
  }

  /// The name without its namespace prefix.
  var localName: Substring { name.split(separator: ":").last ?? Substring(name) }

  /// The text inside the element, markup of inline elements dropped.
  var text: String {
    children.map {
      switch $0 {
      case .text(let t): return t
      case .element(let e): return e.text
      }
    }.joined()
  }
}

/// A child of an element.
enum XMLChild: Sendable {
  case element(XMLElement)
  case text(String)
}

/// An XML syntax error.
struct XMLSyntaxError: Error, Sendable, Equatable {
  var line: Int
  var column: Int
  var message: String
}

struct XMLReader {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var lineStart = 0
  static let maxDepth = 128

  /// The root element of `bytes` (UTF-8).
  static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    try reader.skipMisc()
    guard reader.peek(UInt8(ascii: "<")) else { throw reader.error("expected the root element") }
    let root = try reader.element(depth: 0)
    try reader.skipMisc()
    guard reader.index == bytes.count else { throw reader.error("text after the root element") }
    return root
  }

  /// The root element of a catalog file's `bytes`: an XML error becomes the
  /// ``CatalogError`` every reader of XML catalogs (XLIFF, `.stringsdict`, XML
  /// `.strings`) gives, with its line and column.
  static func parseCatalog(_ bytes: [UInt8]) throws(CatalogError) -> XMLElement {
    do {
      return try parse(bytes)
    } catch {
      throw CatalogError(
        path: "", message: "not valid XML: \(error.message)", line: error.line, column: error.column)
    }
  }

  func error(_ message: String) -> XMLSyntaxError {
    XMLSyntaxError(line: line, column: index - lineStart + 1, message: message)
  }

  func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  func starts(_ text: String) -> Bool {
    let t = Array(text.utf8)
    return index + t.count <= bytes.count && bytes[index..<index + t.count].elementsEqual(t)
  }

  mutating func advance(_ n: Int = 1) {
    for _ in 0..<n where index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) {
    while index < bytes.count, !starts(terminator) { advance() }
    guard index < bytes.count else { throw error("unterminated \(what)") }
    advance(terminator.utf8.count)
  }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
  }

  /// Spaces, comments, processing instructions and a DOCTYPE.
  mutating func skipMisc() throws(XMLSyntaxError) {
    while true {
      skipSpace()
      if starts("<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts("<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts("<!DOCTYPE") {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          if bytes[index] == UInt8(ascii: "[") {
            throw error("a DOCTYPE with an internal subset is not read")
          }
          advance()
        }
        guard index < bytes.count else { throw error("unterminated DOCTYPE") }
        advance()
      } else {
        return
      }
    }
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
      || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
  }

  mutating func name() throws(XMLSyntaxError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { advance() }
    guard index > start else { throw error("expected a name") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func element(depth: Int) throws(XMLSyntaxError) -> XMLElement {
    guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) elements") }
    let startLine = line
    let start = index
    advance()  // <
    let tag = try name()
    var attributes: [(name: String, value: String)] = []
    var valueRanges: [Range<Int>] = []
    while true {
      skipSpace()
      guard index < bytes.count else { throw error("unterminated start tag <\(tag)>") }
      if starts("/>") {
        advance(2)
        return XMLElement(
          name: tag, attributes: attributes, children: [], line: startLine, range: start..<index,
          contentRange: index..<index, valueRanges: valueRanges)
      }
      if peek(UInt8(ascii: ">")) {
        advance()
        break
      }
      let attribute = try name()
      skipSpace()
      guard peek(UInt8(ascii: "=")) else { throw error("expected '=' after the attribute \(attribute)") }
      advance()
      skipSpace()
      guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
        throw error("expected a quoted value for the attribute \(attribute)")
      }
      let quote = bytes[index]
      advance()
      let valueStart = index
      let value = try characters(until: quote, what: "attribute value")
      valueRanges.append(valueStart..<index)
      advance()
      if attributes.contains(where: { $0.name == attribute }) {
        throw error("duplicate attribute \(attribute) in <\(tag)>")
      }
      attributes.append((attribute, value))
    }
    var children: [XMLChild] = []
    let contentStart = index
    while true {
      guard index < bytes.count else { throw error("unterminated element <\(tag)> (line \(startLine))") }
      if starts("</") {
        let contentEnd = index
        advance(2)
        let closing = try name()
        guard closing == tag else { throw error("</\(closing)> closes <\(tag)> (line \(startLine))") }
        skipSpace()
        guard peek(UInt8(ascii: ">")) else { throw error("expected '>' after </\(closing)") }
        advance()
        return XMLElement(
          name: tag, attributes: attributes, children: children, line: startLine, range: start..<index,
          contentRange: contentStart..<contentEnd, valueRanges: valueRanges)
      } else if starts("<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts("<![CDATA[") {
        advance(9)
        let start = index
        while index < bytes.count, !starts("]]>") { advance() }
        guard index < bytes.count else { throw error("unterminated CDATA section") }
        children.append(.text(String(decoding: bytes[start..<index], as: UTF8.self)))
        advance(3)
      } else if starts("<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if peek(UInt8(ascii: "<")) {
        children.append(.element(try element(depth: depth + 1)))
      } else {
        children.append(.text(try characters(until: UInt8(ascii: "<"), what: "text")))
      }
    }
  }

  /// Text up to `terminator` (not consumed), entities decoded.
  mutating func characters(until terminator: UInt8, what: String) throws(XMLSyntaxError) -> String {
    var out: [UInt8] = []
    while index < bytes.count, bytes[index] != terminator {
      let b = bytes[index]
      if b == UInt8(ascii: "&") {
        let start = index
        advance()
        var entity: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), entity.count < 12 {
          entity.append(bytes[index])
          advance()
        }
        guard peek(UInt8(ascii: ";")) else {
          index = start
          throw error("an '&' that starts no entity (write &amp;)")
        }
        advance()
        let name = String(decoding: entity, as: UTF8.self)
        switch name {
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "amp": out.append(UInt8(ascii: "&"))
        case "quot": out.append(0x22)
        case "apos": out.append(0x27)
        default:
          let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
          guard name.hasPrefix("#"), let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
            let scalar = Unicode.Scalar(code)
          else { throw error("unknown entity &\(name);") }
          out += Array(String(Character(scalar)).utf8)
        }
      } else if b == UInt8(ascii: "<") {
        throw error("'<' in an \(what)")
      } else {
        out.append(b)
        advance()
      }
    }
    guard index < bytes.count else { throw error("unterminated \(what)") }
    return String(decoding: out, as: UTF8.self)
  }
}
