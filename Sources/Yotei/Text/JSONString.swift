/// JSON string literals, written the same way wherever Yotei writes JSON
/// (the REPL's output, fixtures, production data files, benchmark rows).
public enum JSONString {
  /// `text` as a JSON string literal.
  ///
  /// Quotes, backslashes and control characters are escaped (`\n`, `\r`, `\t`,
  /// `\b`, `\f`, otherwise `\u00XX`), and so are DEL, U+2028 and U+2029, so
  /// the output is also safe to embed in JavaScript. Everything else is
  /// written as UTF-8, unescaped.
  ///
  /// ```swift
  /// JSONString.quoted("a \"b\"\n")   // "\"a \\\"b\\\"\\n\""
  /// ```
  public static func quoted(_ text: String) -> String {
    var out = ""
    append(text, to: &out)
    return out
  }

  /// Appends `text` as a JSON string literal to `out`; see ``quoted(_:)``.
  public static func append(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
