import Yotei

/// A JSON value whose objects keep their keys in the order they were built.
///
/// yotei-repl's JSON output is a contract for tools: every command prints one
/// object on one line, and keys always come out in the same order, so a diff
/// of two runs shows only what changed.
///
/// ```swift
/// let value: JSONValue = ["iso": "2024-03-20", "jdn": 2_460_390]
/// value.serialized   // {"iso":"2024-03-20","jdn":2460390}
/// ```
public indirect enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  case null
  case bool(Bool)
  case int(Int)
  /// A number already written as JSON text (`37.5`), for values that must be
  /// exact to a decimal place rather than rounded through `Double`.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in order.
  case object([Member])

  /// One key and its value.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { Member($0.0, $0.1) })
  }

  /// A string, or `null` when `text` is `nil`.
  public static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

  /// A decimal number with exactly `scale` digits kept after the point,
  /// from an integer count of `1/10^scale` units (`tenths(375)` is `37.5`).
  public static func tenths(_ count: Int) -> JSONValue {
    let sign = count < 0 ? "-" : ""
    let whole = abs(count) / 10
    let fraction = abs(count) % 10
    return .number(fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)")
  }

  /// The members of an object (empty for other values).
  public var members: [Member] {
    if case .object(let members) = self { return members }
    return []
  }

  /// The value of `key` in an object.
  public subscript(key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// The object with each of `members` set in turn (see ``adding(_:_:)``).
  public func adding(_ members: [Member]) -> JSONValue {
    members.reduce(self) { $0.adding($1.key, $1.value) }
  }

  /// The object with `key` set to `value` at the end (or replaced in place).
  public func adding(_ key: String, _ value: JSONValue) -> JSONValue {
    var list = members
    if let index = list.firstIndex(where: { $0.key == key }) {
      list[index].value = value
    } else {
      list.append(Member(key, value))
    }
    return .object(list)
  }

  /// Compact JSON text on one line, with non-ASCII characters kept as UTF-8.
  public var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .number(let text): out += text
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        JSONValue.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ s: String, to out: inout String) {
    JSONString.append(s, to: &out)
  }
}
