import Yotei

/// A JSON value for writing deterministic text: two-space indent, `"key" : value`,
/// object members sorted by code point (the layout Xcode gives `.xcstrings`).
/// The same input always gives the same bytes, whatever Foundation version runs.
indirect enum JSONText {
  case string(String)
  case bool(Bool)
  case int(Int)
  case array([JSONText])
  case object([(String, JSONText)])
  /// An object written on one line (`{"a" : "b", "c" : "d"}`).
  case inlineObject([(String, JSONText)])
  /// An array written on one line (`["a", "b"]`).
  case inlineArray([JSONText])

  /// The value as text, without a trailing newline.
  var text: String {
    var out = ""
    write(into: &out, indent: 0)
    return out
  }

  func write(into out: inout String, indent: Int) {
    switch self {
    case .string(let s): Self.writeString(s, into: &out)
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .inlineObject(let members):
      out += "{"
      for (i, member) in members.sorted(by: { codePointOrder($0.0, $1.0) }).enumerated() {
        if i > 0 { out += ", " }
        Self.writeString(member.0, into: &out)
        out += " : "
        member.1.write(into: &out, indent: indent)
      }
      out += "}"
    case .inlineArray(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(into: &out, indent: indent)
      }
      out += "]"
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      let pad = String(repeating: " ", count: indent + 2)
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += pad
        item.write(into: &out, indent: indent + 2)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      let pad = String(repeating: " ", count: indent + 2)
      out += "{\n"
      for (i, member) in members.sorted(by: { codePointOrder($0.0, $1.0) }).enumerated() {
        out += pad
        Self.writeString(member.0, into: &out)
        out += " : "
        member.1.write(into: &out, indent: indent + 2)
        out += i == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// A JSON string literal (see `JSONString`).
  static func writeString(_ s: String, into out: inout String) {
    JSONString.append(s, to: &out)
  }
}
