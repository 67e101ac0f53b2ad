/// A printf-style placeholder in a catalog string, as Foundation's `String(format:)`
/// and Xcode read them: `%@`, `%d`, `%lld`, `%u`, `%f`, `%.1f`, and positional forms
/// such as `%2$@`. `%%` is a literal percent sign, not a placeholder. A String
/// Catalog substitution token, `%#@name@`, is a placeholder too: it takes an
/// argument slot like `%@` and has ``substitution`` set.
public struct FormatPlaceholder: Hashable, Sendable, CustomStringConvertible {
  /// What kind of value a placeholder takes.
  public enum Kind: String, Sendable, Hashable {
    /// `%@`: any value, shown as text.
    case object
    /// `%d`, `%i`, `%ld`, `%lld`, `%u`, `%lu`, `%llu`: an integer.
    case integer
    /// `%f`, `%e`, `%g` with optional precision: a floating-point number.
    case double
  }

  /// The 1-based argument this placeholder reads.
  public var argument: Int
  /// The kind of value.
  public var kind: Kind
  /// The placeholder as written ("%lld", "%2$@").
  public var text: String
  /// Where it is in the string.
  public var range: Range<String.Index>
  /// Digits after the decimal point, for `%.2f`.
  public var precision: Int?
  /// The substitution name of a `%#@name@` token, `nil` for other placeholders.
  public var substitution: String?

  public var description: String {
    "%\(argument)$" + (kind == .object ? "@" : kind == .integer ? "lld" : "f")
  }

  /// The placeholders of `format` in the order they appear, each with the argument it
  /// reads (positional or counted), or `nil` if `format` has a malformed `%`.
  public static func parse(_ format: String) -> [FormatPlaceholder]? {
    var result: [FormatPlaceholder] = []
    var next = 1
    var i = format.startIndex
    while i < format.endIndex {
      guard format[i] == "%" else {
        i = format.index(after: i)
        continue
      }
      let start = i
      var j = format.index(after: i)
      guard j < format.endIndex else { return nil }
      if format[j] == "%" {
        i = format.index(after: j)
        continue
      }
      // Optional position: digits followed by "$".
      var digits = ""
      var k = j
      while k < format.endIndex, let d = format[k].wholeNumberValue, format[k].isASCII {
        digits.append(String(d))
        k = format.index(after: k)
      }
      var position: Int?
      if !digits.isEmpty, k < format.endIndex, format[k] == "$" {
        position = Int(digits)
        j = format.index(after: k)
      }
      // A substitution token: %#@name@.
      if j < format.endIndex, format[j] == "#" {
        let at = format.index(after: j)
        guard at < format.endIndex, format[at] == "@" else { return nil }
        let nameStart = format.index(after: at)
        guard let close = format[nameStart...].firstIndex(of: "@"), close > nameStart else { return nil }
        let end = format.index(after: close)
        let argument = position ?? next
        if position == nil { next += 1 }
        result.append(
          FormatPlaceholder(
            argument: argument, kind: .object, text: String(format[start..<end]), range: start..<end,
            precision: nil, substitution: String(format[nameStart..<close])))
        i = end
        continue
      }
      // Optional precision ".n".
      var precision: Int?
      if j < format.endIndex, format[j] == "." {
        var p = ""
        var m = format.index(after: j)
        while m < format.endIndex, format[m].isASCII, let d = format[m].wholeNumberValue {
          p.append(String(d))
          m = format.index(after: m)
        }
        precision = Int(p) ?? 0
        j = m
      }
      // Length modifiers.
      while j < format.endIndex, "lhqzjt".contains(format[j]) { j = format.index(after: j) }
      guard j < format.endIndex else { return nil }
      let kind: Kind
      switch format[j] {
      case "@": kind = .object
      case "d", "i", "u": kind = .integer
      case "f", "e", "g", "F", "E", "G": kind = .double
      default: return nil
      }
      let end = format.index(after: j)
      let argument = position ?? next
      if position == nil { next += 1 }
      result.append(
        FormatPlaceholder(
          argument: argument, kind: kind, text: String(format[start..<end]), range: start..<end,
          precision: precision, substitution: nil))
      i = end
    }
    return result
  }

  /// The kind each argument takes, keyed by 1-based argument number, or `nil` if
  /// `format` is malformed or reads one argument as two different kinds.
  public static func signature(of format: String) -> [Int: Kind]? {
    guard let placeholders = parse(format) else { return nil }
    var signature: [Int: Kind] = [:]
    for p in placeholders {
      if let existing = signature[p.argument], existing != p.kind { return nil }
      signature[p.argument] = p.kind
    }
    return signature
  }

  /// A readable form of a signature: "%1$lld, %2$@".
  public static func describe(_ signature: [Int: Kind]) -> String {
    if signature.isEmpty { return "none" }
    return signature.keys.sorted().map {
      "%\($0)$" + (signature[$0] == .object ? "@" : signature[$0] == .integer ? "lld" : "f")
    }.joined(separator: ", ")
  }
}

/// Flattening of String Catalog substitutions (`%#@name@` tokens).
enum Substitutions {
  /// `format` with every `%#@name@` token replaced by the chosen plural form of its
  /// substitution (its `%arg` becoming `%N$spec`), and every other placeholder made
  /// positional so the argument numbers stay right.
  static func flatten(
    _ format: String, _ substitutions: [String: StringCatalog.Substitution],
    category: (String, StringCatalog.Substitution) -> PluralCategory
  ) -> String {
    guard let placeholders = FormatPlaceholder.parse(format) else { return format }
    var out = ""
    var cursor = format.startIndex
    for p in placeholders {
      out += format[cursor..<p.range.lowerBound]
      cursor = p.range.upperBound
      if let name = p.substitution {
        guard let sub = substitutions[name] else {
          out += p.text
          continue
        }
        let form = (sub.forms[category(name, sub)] ?? sub.forms[.other])?.value ?? ""
        out += form.replacing("%arg", with: "%\(sub.argumentNumber)$\(sub.formatSpecifier)")
      } else if p.text.contains("$") {
        out += p.text
      } else {
        out += "%\(p.argument)$" + p.text.dropFirst()
      }
    }
    out += format[cursor...]
    return out
  }
}
