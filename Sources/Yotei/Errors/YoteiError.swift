/// The shape every Yotei error shares: the field at fault, the value given,
/// what is allowed, and a sentence for people.
///
/// ``CalendarError``, ``LocaleError``, `YoteiProduction`'s
/// `ProductionDataError` and `YoteiTable`'s `TableError` conform, so a caller
/// can report any of them one way while still catching each by its own type:
///
/// ```swift
/// do {
///   _ = try CalendarLocale("en-US-u-ca")
/// } catch {
///   let shared: any YoteiError = error
///   print(shared.field, shared.value)  // locale en-US-u-ca
/// }
/// ```
///
/// An input is quoted in ``value`` and ``message`` with at most 64 of its
/// characters (see `quotedInput(_:)`): a 1 MB input does not make a 1 MB
/// message.
public protocol YoteiError: Error, Sendable, CustomStringConvertible {
  /// The field, option, argument or path at fault (`year`, `locale`,
  /// `$.holidays[3].date.month`).
  var field: String { get }
  /// The value refused, as given (shortened past 64 characters), or `""`
  /// where the error is not about one value.
  var value: String { get }
  /// What would have been accepted, or `""` where there is no short answer.
  var allowed: String { get }
  /// One sentence for people, in English.
  var message: String { get }
}

/// `text` as an error quotes it: whole up to 64 characters, else its first
/// 60 and an ellipsis with the full length (`abc…xyz` would hide where it
/// went wrong less well than the start does). A control character (a NUL, a
/// newline, an escape) is written as its code, `\u{0}`: a terminal would
/// drop or act on it, so `CalendarLocale("en\0US")` would read as `'enUS'`.
///
/// ```swift
/// quotedInput(String(repeating: "a", count: 1_000_000))
/// // "aaaa…a… (1000000 characters)", 60 letters
/// quotedInput("en\u{0}US")  // "en\\u{0}US"
/// ```
///
/// Quoting is idempotent: text that is already a quoted form (an error's
/// `value` passed on to another error) is returned as it is, so the length
/// it reports stays that of the original input.
package func quotedInput(_ text: some StringProtocol) -> String {
  guard text.count > 64, !isQuotedInput(text) else { return visible(text) }
  return visible(text.prefix(60)) + "… (\(text.count) characters)"
}

/// Whether `text` is what ``quotedInput(_:)`` makes of a long input: its
/// first 60 characters (60 to 360 once control characters are written as
/// codes of up to six), then `… (N characters)`.
private func isQuotedInput(_ text: some StringProtocol) -> Bool {
  guard text.hasSuffix(" characters)") else { return false }
  let body = text.dropLast(" characters)".count)
  guard let open = body.lastIndex(of: "(") else { return false }
  let head = body[..<open]
  let digits = body[body.index(after: open)...]
  return head.hasSuffix("… ") && (62...362).contains(head.count) && !digits.isEmpty && digits.count <= 19
    && digits.allSatisfy { $0.isASCII && $0.isNumber }
}

/// Whether `scalar` is a control character (general category Cc).
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.generalCategory == .control
}

/// `text` with each control character written as `\u{HEX}`.
private func visible(_ text: some StringProtocol) -> String {
  guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
  var out = ""
  for scalar in text.unicodeScalars {
    if isControl(scalar) {
      out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// `message` with every occurrence of `raw`, an input longer than 64
/// characters or one with control characters, replaced by its quoted form;
/// the error initializers call it so that no message repeats a long input
/// whole, or a control character raw, whichever site built it.
package func shortening(_ message: String, input raw: String) -> String {
  guard raw.count > 64 || raw.unicodeScalars.contains(where: isControl) else { return message }
  return message.replacing(raw, with: quotedInput(raw))
}
