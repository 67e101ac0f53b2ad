/// Finds where a JSON text first breaks the grammar (RFC 8259), so that an
/// unreadable catalog is reported with a line and a column whatever parser read it.
///
/// Only the syntax is checked: no values are built. Used after the parser has
/// already refused the text.
enum JSONSyntax {
  /// A syntax error: 1-based line and column (in Unicode scalars) and what was
  /// expected there.
  struct Location: Sendable, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  /// The first syntax error of `bytes` (UTF-8), or `nil` when the text is valid JSON.
  static func firstError(in bytes: [UInt8]) -> Location? {
    var scanner = Scanner(bytes: bytes)
    do throws(Failure) {
      scanner.skipSpace()
      try scanner.value(depth: 0)
      scanner.skipSpace()
      if scanner.index < bytes.count { throw Failure(index: scanner.index, message: "text after the end") }
      return nil
    } catch {
      return location(of: error.index, in: bytes, message: error.message)
    }
  }

  /// The line and column of a byte offset.
  static func location(of index: Int, in bytes: [UInt8], message: String) -> Location {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Location(line: line, column: column, message: message)
  }

  private struct Failure: Error {
    var index: Int
    var message: String
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    func fail(_ message: String) -> Failure {
      Failure(index: index, message: current == nil ? "unexpected end of text; " + message : message)
    }

    mutating func value(depth: Int) throws(Failure) {
      guard depth < 512 else { throw fail("nested too deeply") }
      switch current {
      case UInt8(ascii: "{"): try object(depth: depth)
      case UInt8(ascii: "["): try array(depth: depth)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("true")
      case UInt8(ascii: "f"): try literal("false")
      case UInt8(ascii: "n"): try literal("null")
      case let b? where b == UInt8(ascii: "-") || (0x30...0x39).contains(b): try number()
      default: throw fail("expected a value (object, array, string, number, true, false or null)")
      }
    }

    mutating func object(depth: Int) throws(Failure) {
      index += 1
      skipSpace()
      if current == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        guard current == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes") }
        try string()
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw fail("expected ':' after the member name") }
        index += 1
        skipSpace()
        try value(depth: depth + 1)
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          skipSpace()
          continue
        }
        guard current == UInt8(ascii: "}") else { throw fail("expected ',' or '}' in an object") }
        index += 1
        return
      }
    }

    mutating func array(depth: Int) throws(Failure) {
      index += 1
      skipSpace()
      if current == UInt8(ascii: "]") {
        index += 1
        return
      }
      while true {
        try value(depth: depth + 1)
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          skipSpace()
          continue
        }
        guard current == UInt8(ascii: "]") else { throw fail("expected ',' or ']' in an array") }
        index += 1
        return
      }
    }

    mutating func string() throws(Failure) {
      index += 1
      while let b = current {
        switch b {
        case UInt8(ascii: "\""):
          index += 1
          return
        case UInt8(ascii: "\\"):
          index += 1
          guard let e = current else { throw fail("unterminated string") }
          if e == UInt8(ascii: "u") {
            for _ in 0..<4 {
              index += 1
              guard let h = current, isHex(h) else { throw fail("\\u needs four hexadecimal digits") }
            }
          } else if !Array("\"\\/bfnrt".utf8).contains(e) {
            throw fail("unknown escape '\\\(Character(Unicode.Scalar(e)))'")
          }
          index += 1
        case 0..<0x20:
          throw fail("control character in a string (a line break must be written \\n)")
        default:
          index += 1
        }
      }
      throw fail("unterminated string")
    }

    mutating func literal(_ word: String) throws(Failure) {
      for byte in word.utf8 {
        guard current == byte else { throw fail("expected '\(word)'") }
        index += 1
      }
    }

    mutating func number() throws(Failure) {
      if current == UInt8(ascii: "-") { index += 1 }
      guard let first = current, isDigit(first) else { throw fail("expected a digit") }
      index += 1
      if first != UInt8(ascii: "0") { while let d = current, isDigit(d) { index += 1 } }
      if current == UInt8(ascii: ".") {
        index += 1
        guard let d = current, isDigit(d) else { throw fail("expected a digit after '.'") }
        while let d = current, isDigit(d) { index += 1 }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard let d = current, isDigit(d) else { throw fail("expected a digit in the exponent") }
        while let d = current, isDigit(d) { index += 1 }
      }
    }

    func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    func isHex(_ b: UInt8) -> Bool {
      isDigit(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
    }
  }
}
