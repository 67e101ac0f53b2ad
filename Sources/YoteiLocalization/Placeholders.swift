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
  ///
  /// The scan reads `format`'s UTF-8 bytes, as printf does; a string without a
  /// `%` costs one pass over its bytes.
  public static func parse(_ format: String) -> [FormatPlaceholder]? {
    var copy = format
    return copy.withUTF8 { bytes in
      guard bytes.contains(UInt8(ascii: "%")) else { return [] }
      return parse(bytes, format)
    }
  }

  private static func parse(_ b: UnsafeBufferPointer<UInt8>, _ format: String) -> [FormatPlaceholder]? {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func index(_ offset: Int) -> String.Index { format.utf8.index(format.utf8.startIndex, offsetBy: offset) }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }
    // ASCII digits as a number, `nil` when there are none or it overflows.
    func number(_ range: Range<Int>) -> Int? {
      guard !range.isEmpty else { return nil }
      var value = 0
      for at in range {
        let (times, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(Int(b[at] - 0x30))
        if o1 || o2 { return nil }
        value = sum
      }
      return value
    }
    let n = b.count
    var result: [FormatPlaceholder] = []
    var next = 1
    var i = 0
    while i < n {
      guard b[i] == UInt8(ascii: "%") else {
        i += 1
        continue
      }
      let start = i
      var j = i + 1
      guard j < n else { return nil }
      if b[j] == UInt8(ascii: "%") {
        i = j + 1
        continue
      }
      // Optional position: digits followed by "$".
      var k = j
      while k < n, isDigit(b[k]) { k += 1 }
      var position: Int?
      if k > j, k < n, b[k] == UInt8(ascii: "$") {
        position = number(j..<k)
        j = k + 1
      }
      // A substitution token: %#@name@.
      if j < n, b[j] == UInt8(ascii: "#") {
        let at = j + 1
        guard at < n, b[at] == UInt8(ascii: "@") else { return nil }
        let nameStart = at + 1
        var close = nameStart
        while close < n, b[close] != UInt8(ascii: "@") { close += 1 }
        guard close < n, close > nameStart else { return nil }
        let end = close + 1
        let argument = position ?? next
        if position == nil { next += 1 }
        result.append(
          FormatPlaceholder(
            argument: argument, kind: .object, text: text(start..<end), range: index(start)..<index(end),
            precision: nil, substitution: text(nameStart..<close)))
        i = end
        continue
      }
      // Flags and a field width ("%-5d", "%05.1f"); digits read above that were not
      // a position were the width.
      if position == nil { j = k }
      // Not the space flag: "50% off" is a stray percent sign far more often than "% o".
      while j < n, isFlag(b[j]) { j += 1 }
      while j < n, isDigit(b[j]) || b[j] == UInt8(ascii: "*") { j += 1 }
      // Optional precision ".n".
      var precision: Int?
      if j < n, b[j] == UInt8(ascii: ".") {
        var m = j + 1
        while m < n, isDigit(b[m]) { m += 1 }
        precision = number(j + 1..<m) ?? 0
        j = m
      }
      // Length modifiers.
      while j < n, isLengthModifier(b[j]) { j += 1 }
      guard j < n else { return nil }
      let kind: Kind
      switch b[j] {
      case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): kind = .object
      case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
        UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"):
        kind = .integer
      case UInt8(ascii: "f"), UInt8(ascii: "e"), UInt8(ascii: "g"), UInt8(ascii: "F"), UInt8(ascii: "E"),
        UInt8(ascii: "G"):
        kind = .double
      default: return nil
      }
      let end = j + 1
      let argument = position ?? next
      if position == nil { next += 1 }
      result.append(
        FormatPlaceholder(
          argument: argument, kind: kind, text: text(start..<end), range: index(start)..<index(end),
          precision: precision, substitution: nil))
      i = end
    }
    return result
  }

  /// `-`, `+`, `0`, `#`, `'`: printf's flags (not the space flag).
  static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0"), UInt8(ascii: "#"), UInt8(ascii: "'"):
      return true
    default: return false
    }
  }

  /// `l`, `h`, `q`, `z`, `j`, `t`: printf's length modifiers.
  static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "j"),
      UInt8(ascii: "t"):
      return true
    default: return false
    }
  }

  /// The conversion as a type, without position, flags or width: "@", "d" (an
  /// `int`: `%d`, `%i`, `%hd`), "lld" (a 64-bit integer: `%ld`, `%lld`, `%qd`,
  /// `%zd`), "u", "llu", "x", "f", ".2f" (with its precision), "#@name@" for a
  /// substitution. Two placeholders that read their argument as the same type have
  /// the same spec.
  public var spec: String {
    if let substitution { return "#@" + substitution + "@" }
    let precision = precision
    var copy = text
    return copy.withUTF8 { b -> String in
      // The conversion is the last byte: every placeholder ``parse(_:)`` finds
      // but a substitution is ASCII. A text set by hand that ends in anything
      // else than a conversion letter has its last character as conversion.
      guard let conversion = b.last else { return "" }
      var wide = false
      var at = b.count - 1
      while at > 0, Self.isLengthModifier(b[at - 1]) {
        at -= 1
        if b[at] != UInt8(ascii: "h") { wide = true }
      }
      switch conversion {
      case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"): return "@"
      case UInt8(ascii: "d"), UInt8(ascii: "i"): return wide ? "lld" : "d"
      case UInt8(ascii: "u"): return wide ? "llu" : "u"
      case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
        return (wide ? "ll" : "") + String(UnicodeScalar(conversion))
      case UInt8(ascii: "c"), UInt8(ascii: "C"): return String(UnicodeScalar(conversion))
      case UInt8(ascii: "F"): return (precision.map { ".\($0)" } ?? "") + "f"
      case UInt8(ascii: "f"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"):
        return (precision.map { ".\($0)" } ?? "") + String(UnicodeScalar(conversion))
      default: return (precision.map { ".\($0)" } ?? "") + String(text.last!)
      }
    }
  }

  /// The spec each argument is read with, keyed by 1-based argument number, or
  /// `nil` if `format` is malformed or reads one argument with two different specs.
  public static func specs(of format: String) -> [Int: String]? {
    parse(format).flatMap { specs(of: $0) }
  }

  /// The spec each argument is read with, keyed by 1-based argument number, or
  /// `nil` if the placeholders read one argument with two different specs.
  static func specs(of placeholders: [FormatPlaceholder]) -> [Int: String]? {
    var result: [Int: String] = [:]
    for p in placeholders {
      if let existing = result[p.argument], existing != p.spec { return nil }
      result[p.argument] = p.spec
    }
    return result
  }

  /// A readable form of specs: "%1$@, %2$lld", or "none".
  public static func describe(specs: [Int: String]) -> String {
    if specs.isEmpty { return "none" }
    return specs.keys.sorted().map { "%\($0)$" + specs[$0]! }.joined(separator: ", ")
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

extension StringCatalog.Substitution {
  /// The placeholder a form's `%arg` stands for: `%2$lld`.
  var placeholder: String { "%\(argumentNumber)$\(formatSpecifier)" }

  /// `form` with each `%arg` replaced by ``placeholder``.
  func filled(_ form: String) -> String { Substitutions.replacingArg(in: form, with: placeholder) }
}

/// Flattening of String Catalog substitutions (`%#@name@` tokens).
enum Substitutions {
  /// `text` with each `%arg` replaced by `argument`, scanning UTF-8 bytes.
  static func replacingArg(in text: String, with argument: String) -> String {
    var copy = text
    return copy.withUTF8 { b in
      guard let first = b.firstIndex(of: UInt8(ascii: "%")) else { return text }
      var out: [UInt8] = []
      out.reserveCapacity(b.count + argument.utf8.count)
      out += b[..<first]
      var i = first
      while i < b.count {
        if b[i] == UInt8(ascii: "%"), i + 3 < b.count, b[i + 1] == UInt8(ascii: "a"),
          b[i + 2] == UInt8(ascii: "r"),
          b[i + 3] == UInt8(ascii: "g")
        {
          out += argument.utf8
          i += 4
        } else {
          out.append(b[i])
          i += 1
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

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
        let form =
          (sub.forms[category(name, sub)] ?? sub.forms[.other] ?? sub.forms.values.first)?.value ?? ""
        out += sub.filled(form)
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
