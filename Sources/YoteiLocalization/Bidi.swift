internal import CYoteiICU
import Yotei

/// The direction text runs in.
public enum TextDirection: String, Sendable, Hashable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"

  /// The direction of a locale's script: right to left for Arabic, Hebrew,
  /// Persian and Urdu.
  public init(locale: CalendarLocale) {
    self = locale.isRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The direction of a locale identifier's script, the `ar-XB` pseudo-locale
  /// included, checked as `CalendarLocale.init(_:)` checks it.
  ///
  /// - Throws: `LocaleError` for an identifier `CalendarLocale` refuses.
  public init(locale: String) throws(LocaleError) {
    self.init(checked: try CalendarLocale.validatedForLocalization(locale))
  }

  init(checked locale: String) {
    if let pseudo = PseudoLocale(locale: locale) {
      self = pseudo.direction
      return
    }
    self = yotei_locale_is_rtl(LocaleTag(locale).baseICU) == 1 ? .rightToLeft : .leftToRight
  }

  /// The direction of the first strong character of `text` (UAX #9, P2-P3), or `nil`
  /// if it has none (digits, punctuation).
  ///
  /// Right-to-left characters are those of the scripts with Bidi_Class R or AL
  /// (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and the historic
  /// right-to-left blocks) and RLM/ALM; Arabic-Indic digits are weak, as in UAX #9.
  /// Any other letter, and LRM, is left to right. Isolated or embedded text (between
  /// an isolate or embedding and its closing mark) is skipped, per rule P2.
  public static func firstStrong(in text: String) -> TextDirection? {
    var depth = 0
    for scalar in text.unicodeScalars {
      let v = scalar.value
      switch v {
      case 0x2066, 0x2067, 0x2068, 0x202A, 0x202B, 0x202D, 0x202E:
        depth += 1
        continue
      case 0x2069, 0x202C:
        depth = max(0, depth - 1)
        continue
      default: break
      }
      guard depth == 0 else { continue }
      if v == 0x200E { return .leftToRight }
      if v == 0x200F || v == 0x061C { return .rightToLeft }
      if isRightToLeft(v) { return .rightToLeft }
      if scalar.properties.isAlphabetic, !scalar.properties.isWhitespace,
        scalar.properties.generalCategory != .nonspacingMark
      {
        return .leftToRight
      }
    }
    return nil
  }

  private static func isRightToLeft(_ v: UInt32) -> Bool {
    switch v {
    case 0x0660...0x0669, 0x066B...0x066C, 0x06F0...0x06F9, 0x06DD, 0x0890...0x0891, 0x08E2: return false
    case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8,
      0x06EA...0x06ED, 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7:
      return false  // combining marks (NSM)
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default: return false
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

  /// Why the bidi controls of `text` are unbalanced, or `nil` when every embedding
  /// and override (LRE, RLE, LRO, RLO) is closed by a PDF and every isolate (LRI,
  /// RLI, FSI) by a PDI, properly nested. A PDI also closes the embeddings opened
  /// inside its isolate (UAX #9), so those are not reported.
  ///
  /// ```swift
  /// Bidi.balanceProblem(in: "\u{202E}abc")   // "RLO at 1 is never closed"
  /// ```
  public static func balanceProblem(in text: String) -> String? {
    // Every control is U+202A…U+202E or U+2066…U+2069, whose UTF-8 starts with
    // E2: a scan of the contiguous bytes (not the generic `utf8.contains`).
    var copy = text
    guard copy.withUTF8({ $0.contains(0xE2) }) else { return nil }
    var open: [(scalar: UInt32, position: Int)] = []
    let names = controlNames
    let isolates: Set<UInt32> = [0x2066, 0x2067, 0x2068]
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      let v = scalar.value
      let position = offset + 1
      if names[v] != nil {
        open.append((v, position))
      } else if v == 0x202C {
        guard let last = open.last, !isolates.contains(last.scalar) else {
          return "PDF at \(position) closes no embedding or override"
        }
        open.removeLast()
      } else if v == 0x2069 {
        guard let index = open.lastIndex(where: { isolates.contains($0.scalar) }) else {
          return "PDI at \(position) closes no isolate"
        }
        open.removeSubrange(index...)
      }
    }
    if let first = open.first {
      return "\(names[first.scalar]!) at \(first.position) is never closed"
    }
    return nil
  }

  /// The opening controls' names.
  private static let controlNames: [UInt32: String] = [
    0x202A: "LRE", 0x202B: "RLE", 0x202D: "LRO", 0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI",
  ]
}
