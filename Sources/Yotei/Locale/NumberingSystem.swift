internal import CYoteiICU

/// A numbering system from CLDR: `latn`, `arab` (٠١٢), `arabext` (۰۱۲), `hebr`
/// (Hebrew letter numerals, 15 = ט״ו) and every other system ICU has.
public struct NumberingSystem: Hashable, Sendable, CustomStringConvertible {
  /// The CLDR name (`arabext`).
  public let name: String
  /// The ten digits, zero first, or `nil` for an algorithmic system (`hebr`).
  public let digits: [Character]?

  /// A numbering system by CLDR name.
  ///
  /// - Throws: ``LocaleError`` when ICU does not know the name.
  public init(name: String) throws(LocaleError) {
    let key = name.lowercased()
    guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
      yotei_numbering_system_exists(key) == 1
    else {
      throw LocaleError(
        identifier: name,
        reason: "'\(name)' is not a numbering system ICU knows (latn, arab, arabext, hebr, ...)")
    }
    self.init(locale: "en@numbers=\(key)")
  }

  init(locale: String) {
    var algorithmic: Int32 = 0
    var nameBuffer = [CChar](repeating: 0, count: 32)
    var digitBuffer = [UInt16](repeating: 0, count: 64)
    let count = yotei_numbering_system(locale, &nameBuffer, 32, &digitBuffer, 64, &algorithmic)
    let n = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    self.name = n.isEmpty ? "latn" : n
    if algorithmic == 0, count > 0 {
      let chars = Array(
        digitBuffer.withUnsafeBufferPointer {
          ICU.text(utf16: UnsafeBufferPointer(rebasing: $0[..<Int(count)]))
        })
      self.digits = chars.count == 10 ? chars : nil
    } else {
      self.digits = nil
    }
  }

  /// Latin digits 0-9 (written out, as ICU has them: a test compares).
  public static let latin = NumberingSystem(
    name: "latn", digits: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])

  /// A system from its parts.
  private init(name: String, digits: [Character]?) {
    self.name = name
    self.digits = digits
  }

  public var description: String { name }

  /// Whether the system is algorithmic (letters, not ten digits).
  public var isAlgorithmic: Bool { digits == nil }

  /// `n` written in this system, without grouping (`15` is `۱۵` in `arabext`,
  /// `ט״ו` in `hebr`). Every `Int` works; `Int.min`, which ICU's rule-based
  /// numerals cannot take, is written in Latin digits by an algorithmic system.
  ///
  /// Hebrew letters up to a million are Yotei's own (the same text as ICU's,
  /// without building ICU's rule-based formatter, which takes milliseconds).
  public func format(_ n: Int) -> String {
    // Latin digits are the number's own text (no per-digit mapping).
    if name == "latn" { return String(n) }
    if let digits {
      let text = String(n.magnitude)
      let converted = String(text.map { digits[Int($0.asciiValue! - 48)] })
      return n < 0 ? "-" + converted : converted
    }
    if let own = ownAlgorithmicText(n) { return own }
    return FormatterCache.shared.format(n, locale: "he@numbers=\(name)") ?? String(n)
  }

  /// `n` in an algorithmic system Yotei writes itself, without ICU's
  /// rule-based formatter (which builds every rule set before its first
  /// number: milliseconds): Hebrew letters, and the Chinese day numerals
  /// `hanidays` 1...30; `nil` otherwise.
  func ownAlgorithmicText(_ n: Int) -> String? {
    if isHebrew { return HebrewNumerals.format(n) }
    if name == "hanidays" { return ChineseDayNumerals.format(n) }
    return nil
  }

  /// Whether this is `hebr`, Hebrew letter numerals.
  var isHebrew: Bool { name == Self.hebrewName }

  /// The CLDR name of Hebrew letter numerals.
  static let hebrewName = "hebr"
}
