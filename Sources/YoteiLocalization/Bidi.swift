import CYoteiICU

/// The direction text runs in.
public enum TextDirection: String, Sendable, Hashable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"

  /// The direction of a locale's script: right to left for Arabic, Hebrew, Persian,
  /// Urdu and the `ar-XB` pseudo-locale.
  public init(locale: String) {
    if let pseudo = PseudoLocale(locale: locale) {
      self = pseudo.direction
      return
    }
    self = yotei_locale_is_rtl(LocaleTag(locale).baseICU) == 1 ? .rightToLeft : .leftToRight
  }

  /// The direction of the first strong character of `text` (UAX #9, P2-P3), or `nil`
  /// if it has none (digits, punctuation).
  public static func firstStrong(in text: String) -> TextDirection? {
    let units = Array(text.utf16)
    switch yotei_base_direction(units, Int32(units.count)) {
    case 0: return .leftToRight
    case 1: return .rightToLeft
    default: return nil
    }
  }
}

/// Unicode bidirectional isolates (UAX #9): the marks a label needs when it mixes
/// left-to-right and right-to-left text, so that neither reorders the other.
///
/// ```swift
/// // A Hebrew label that names an English holiday:
/// Bidi.isolateIfNeeded("Labor Day", in: .rightToLeft)  // "\u{2066}Labor Day\u{2069}"
/// ```
public enum Bidi {
  /// FIRST STRONG ISOLATE: direction taken from the isolated text.
  public static let firstStrongIsolate: Character = "\u{2068}"
  /// LEFT-TO-RIGHT ISOLATE.
  public static let leftToRightIsolate: Character = "\u{2066}"
  /// RIGHT-TO-LEFT ISOLATE.
  public static let rightToLeftIsolate: Character = "\u{2067}"
  /// POP DIRECTIONAL ISOLATE: ends any of the three.
  public static let popDirectionalIsolate: Character = "\u{2069}"

  /// `text` between an isolate and PDI: LRI or RLI for a known direction, FSI when
  /// `direction` is `nil`.
  public static func isolate(_ text: String, direction: TextDirection? = nil) -> String {
    let open: Character
    switch direction {
    case .leftToRight: open = leftToRightIsolate
    case .rightToLeft: open = rightToLeftIsolate
    case nil: open = firstStrongIsolate
    }
    return String(open) + text + String(popDirectionalIsolate)
  }

  /// `text` isolated with its own direction when that differs from `context`, or
  /// unchanged when it runs the same way or has no strong character.
  public static func isolateIfNeeded(_ text: String, in context: TextDirection) -> String {
    guard let own = TextDirection.firstStrong(in: text), own != context else { return text }
    return isolate(text, direction: own)
  }

  /// Joins the parts of a label for a `context` direction, isolating every part that
  /// runs the other way ("Nowruz, holiday" in a Persian sentence).
  public static func join(_ parts: [String], separator: String, in context: TextDirection) -> String {
    parts.map { isolateIfNeeded($0, in: context) }.joined(separator: separator)
  }

  /// `text` without the isolate, embedding, override and mark characters, for
  /// comparing what a reader sees.
  public static func removingControls(_ text: String) -> String {
    let controls: Set<UInt32> = [
      0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    var out = String.UnicodeScalarView()
    out.append(contentsOf: text.unicodeScalars.filter { !controls.contains($0.value) })
    return String(out)
  }
}
