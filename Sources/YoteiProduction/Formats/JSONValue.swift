/// A JSON value with the line it starts on, so data errors can name the line.
///
/// Yotei parses its own data files with this small parser instead of
/// `JSONDecoder`, because an error in a hand-edited dataset must say which
/// file, line and field is wrong.
struct JSONNode: Sendable {
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])
  }

  var value: Value
  var line: Int

  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  var isNull: Bool {
    if case .null = value { return true }
    return false
  }
}

/// Parses JSON text (RFC 8259) into ``JSONNode``s that remember their lines.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private let file: String

  init(text: String, file: String) {
    self.bytes = Array(text.utf8)
    self.file = file
  }

  static func parse(_ text: String, file: String) throws(ProductionDataError) -> JSONNode {
    var parser = JSONParser(text: text, file: file)
    parser.skipWhitespace()
    let node = try parser.parseValue(field: "$")
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("$", "unexpected text after the JSON value")
    }
    return node
  }

  private func error(_ field: String, _ message: String) -> ProductionDataError {
    ProductionDataError(file: file, line: line, field: field, message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        line += 1
        index += 1
      case 0x20, 0x09, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue(field: String) throws(ProductionDataError) -> JSONNode {
    guard index < bytes.count else { throw error(field, "unexpected end of file") }
    let startLine = line
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(key: String, value: JSONNode)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return JSONNode(value: .object(members), line: startLine)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error(field, "expected a member name in quotes")
        }
        let key = try parseString(field: field)
        if members.contains(where: { $0.key == key }) {
          throw error(field + "." + key, "duplicate member '\(key)'")
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error(field + "." + key, "expected ':' after the member name")
        }
        index += 1
        skipWhitespace()
        let value = try parseValue(field: field + "." + key)
        members.append((key, value))
        skipWhitespace()
        guard index < bytes.count else { throw error(field, "unterminated object") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return JSONNode(value: .object(members), line: startLine)
        }
        throw error(field, "expected ',' or '}' in an object")
      }
    case UInt8(ascii: "["):
      index += 1
      var items: [JSONNode] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return JSONNode(value: .array(items), line: startLine)
      }
      while true {
        skipWhitespace()
        items.append(try parseValue(field: "\(field)[\(items.count)]"))
        skipWhitespace()
        guard index < bytes.count else { throw error(field, "unterminated array") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return JSONNode(value: .array(items), line: startLine)
        }
        throw error(field, "expected ',' or ']' in an array")
      }
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try parseString(field: field)), line: startLine)
    case UInt8(ascii: "t"):
      try expectLiteral("true", field: field)
      return JSONNode(value: .bool(true), line: startLine)
    case UInt8(ascii: "f"):
      try expectLiteral("false", field: field)
      return JSONNode(value: .bool(false), line: startLine)
    case UInt8(ascii: "n"):
      try expectLiteral("null", field: field)
      return JSONNode(value: .null, line: startLine)
    default:
      let start = index
      while index < bytes.count,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
          || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
          || bytes[index] == UInt8(ascii: "E") || (bytes[index] >= 0x30 && bytes[index] <= 0x39)
      {
        index += 1
      }
      guard index > start else { throw error(field, "unexpected character") }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard Double(text) != nil else { throw error(field, "'\(text)' is not a number") }
      return JSONNode(value: .number(text), line: startLine)
    }
  }

  private mutating func expectLiteral(_ literal: String, field: String) throws(ProductionDataError) {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error(field, "unexpected character")
    }
    index += utf8.count
  }

  private mutating func parseString(field: String) throws(ProductionDataError) -> String {
    index += 1  // opening quote
    var out: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error(field, "unterminated string") }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case 0x0A:
        throw error(field, "line break inside a string")
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw error(field, "unterminated string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4(field: field)
          if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(field, "unpaired surrogate in a \\u escape") }
            index += 2
            let low = try parseHex4(field: field)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error(field, "unpaired surrogate in a \\u escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw error(field, "invalid \\u escape")
          }
          out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
          throw error(field, "invalid escape in a string")
        }
      default:
        out.append(byte)
      }
    }
  }

  private mutating func parseHex4(field: String) throws(ProductionDataError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error(field, "invalid \\u escape") }
    index += 4
    return value
  }
}
