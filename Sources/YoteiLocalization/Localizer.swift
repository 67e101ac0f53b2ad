import Yotei

/// A value for a placeholder of a catalog string.
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  ExpressibleByFloatLiteral
{
  /// For `%lld`, `%d` (and `%@`): formatted with the locale's digits; chooses the plural form.
  case integer(Int)
  /// For `%f`, `%.1f`: formatted with the locale's digits and separators.
  case double(Double)
  /// For `%@`: inserted as is (isolated when its direction differs from the text's).
  case text(String)

  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(stringLiteral value: String) { self = .text(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
}

/// Looks strings up in a ``StringCatalog`` for one locale, with a fallback chain,
/// CLDR plural rules, the locale's digits and bidi isolation of inserted text.
///
/// ```swift
/// let ru = try Localizer(locale: "ru_RU")
/// ru.string("production.workingDays", 1)   // "1 рабочий день"
/// ru.string("production.workingDays", 3)   // "3 рабочих дня"
/// ru.string("production.workingDays", 5)   // "5 рабочих дней"
/// try Localizer(locale: "fa_IR").fallbackChain // ["fa-IR", "fa", "en"]
/// ```
///
/// The chain runs from the most specific catalog language to the least, then to
/// the catalog's source language: `fa_IR` tries `fa-IR`, then `fa`, then `en`.
/// Where the catalog has a language with a script (`zh-Hans`), a locale without
/// one gets the script CLDR's likely subtags give it first: `zh_CN` and `zh_SG`
/// try `zh-Hans-CN` (`zh-Hans-SG`), `zh-Hans`, `zh-CN` (`zh-SG`), `zh`, then
/// `en`; `zh_TW` tries `zh-Hant-TW` and `zh-Hant`, never the Simplified strings.
/// ``fallbackReport(keys:)`` tells what fell back. The pseudo-locales `en-XA` and
/// `ar-XB` are generated from the source strings (see ``PseudoLocale``).
public struct Localizer: Sendable {
  /// The locale as an ICU id ("fa_IR").
  public let locale: String
  /// The catalog strings come from.
  public let catalog: StringCatalog
  /// Catalog languages tried in order; the last is the source language.
  public let fallbackChain: [String]
  /// The pseudo-locale, when `locale` is `en-XA` or `ar-XB`.
  public let pseudoLocale: PseudoLocale?

  /// The catalog language messages are written in: the first of
  /// ``fallbackChain`` the catalog has text for (`zh-Hans` for `zh_CN`,
  /// `fa` for `fa_IR`), or its source language (`en` for `zh_TW` or `fr_FR`,
  /// which the catalog has no text for).
  public var messageLanguage: String {
    let languages = Set(catalog.languages)
    return fallbackChain.first { languages.contains($0) } ?? catalog.sourceLanguage
  }
  /// Digits for numbers in strings.
  public let numbers: DigitFormatter
  /// The direction of the locale's text.
  public let direction: TextDirection
  /// Whether `%@` arguments that run against ``direction`` are wrapped in isolates.
  public var isolatesArguments: Bool = true

  /// A localizer for `locale`, with the locale's digits unless `numbers` says otherwise.
  public init(locale: CalendarLocale, catalog: StringCatalog = .yotei, numbers: DigitFormatter? = nil) {
    self.init(checked: locale.identifier, catalog: catalog, numbers: numbers)
  }

  /// A localizer for a locale identifier (or the pseudo-locales `en-XA`,
  /// `ar-XB`), checked as `CalendarLocale.init(_:)` checks it.
  ///
  /// - Throws: `LocaleError` when the identifier is malformed or its
  ///   language unknown (`"!!!"`, `"xx-YY"`), instead of quietly using English.
  public init(locale: String, catalog: StringCatalog = .yotei, numbers: DigitFormatter? = nil)
    throws(LocaleError)
  {
    self.init(
      checked: try CalendarLocale.validatedForLocalization(locale), catalog: catalog, numbers: numbers)
  }

  init(checked locale: String, catalog: StringCatalog = .yotei, numbers: DigitFormatter? = nil) {
    let tag = LocaleTag(locale)
    self.locale = tag.icu
    self.catalog = catalog
    let pseudo = PseudoLocale(locale: locale)
    self.pseudoLocale = pseudo
    var chain = pseudo.map { [$0.rawValue] } ?? tag.catalogCandidates(in: catalog.languages)
    if !chain.contains(catalog.sourceLanguage) { chain.append(catalog.sourceLanguage) }
    self.fallbackChain = chain
    let defaultNumbers = try? DigitFormatter(checked: locale, numberingSystem: nil)
    self.numbers = numbers ?? defaultNumbers ?? (try! DigitFormatter(checked: "en", numberingSystem: "latn"))
    self.direction = TextDirection(checked: locale)
  }

  /// The one of `languages` (catalog language codes, such as the keys of a
  /// dataset's translated text) that serves `locale`, by the fallback chain a
  /// catalog with those languages gives it: "zh-Hans" for zh-CN and zh-SG,
  /// "fa" for fa-IR; `nil` when none does (the caller's source language then).
  ///
  /// ```swift
  /// Localizer.language(for: try CalendarLocale("zh-SG"), among: ["en", "zh-Hans"])  // "zh-Hans"
  /// ```
  public static func language(for locale: CalendarLocale, among languages: [String]) -> String? {
    LocaleTag(locale.identifier).catalogCandidates(in: languages).first { languages.contains($0) }
  }

  /// Where a key's string came from.
  public struct Resolution: Sendable, Equatable {
    /// The key looked up.
    public var key: String
    /// The catalog language that had it, or `nil` if no language in the chain did.
    public var language: String?
    /// The value found.
    public var value: StringCatalog.Value?
    /// `true` when the value came from a later language of the chain than the first.
    public var isFallback: Bool
    /// `true` when the value was generated for a pseudo-locale from the source string.
    public var isPseudo: Bool
  }

  /// Finds `key` along the fallback chain.
  public func resolve(_ key: String) -> Resolution {
    for (i, language) in fallbackChain.enumerated() {
      if let value = catalog.value(key, language: language) {
        let generated = pseudoLocale != nil && language != pseudoLocale?.rawValue
        return Resolution(
          key: key, language: language, value: value, isFallback: i > 0 && !generated, isPseudo: generated)
      }
    }
    return Resolution(key: key, language: nil, value: nil, isFallback: true, isPseudo: false)
  }

  /// The localized string for `key` with `arguments` put in its placeholders. The
  /// plural form is chosen by the first integer (or else number) argument under the
  /// plural rules of the language the string came from; each `%#@name@`
  /// substitution by its own argument. A key no language has comes back as the key
  /// itself.
  public func string(_ key: String, _ arguments: FormatArgument...) -> String {
    string(key, arguments: arguments)
  }

  /// The localized string for `key` with `arguments`; see ``string(_:_:)``.
  public func string(_ key: String, arguments: [FormatArgument]) -> String {
    let resolution = resolve(key)
    guard let value = resolution.value, let language = resolution.language else { return key }
    var format = pick(value, language: language, arguments: arguments)
    if resolution.isPseudo, let pseudoLocale { format = pseudoLocale.transform(format) }
    return self.format(format, arguments: arguments)
  }

  private func pick(_ value: StringCatalog.Value, language: String, arguments: [FormatArgument]) -> String {
    let rules = PluralRules(checked: pseudoLocale != nil ? catalog.sourceLanguage : language)
    func category(of argument: FormatArgument?) -> PluralCategory {
      switch argument {
      case .integer(let n): return rules.category(for: n)
      case .double(let x): return rules.category(for: x)
      default: return .other
      }
    }
    switch value {
    case .string(let unit):
      return unit.value
    case .plural(let forms):
      let count =
        arguments.first { if case .integer = $0 { true } else { false } }
        ?? arguments.first { if case .double = $0 { true } else { false } }
      return (forms[category(of: count)] ?? forms[.other] ?? forms.values.first)?.value ?? ""
    case .substituted(let unit, let subs):
      return Substitutions.flatten(unit.value, subs) { _, sub in
        category(of: sub.argumentNumber <= arguments.count ? arguments[sub.argumentNumber - 1] : nil)
      }
    case .device(let devices):
      // No device is an iPhone or a Mac here: what every other device gets.
      guard
        let value = devices["other"] ?? devices.keys.sorted(by: codePointOrder).first.map({ devices[$0]! })
      else { return "" }
      return pick(value, language: language, arguments: arguments)
    }
  }

  /// `format` with its placeholders replaced by `arguments`, numbers in this
  /// localizer's digits. Missing arguments leave the placeholder as written.
  public func format(_ format: String, arguments: [FormatArgument]) -> String {
    guard let placeholders = FormatPlaceholder.parse(format) else { return format }
    var out = ""
    var cursor = format.startIndex
    for p in placeholders {
      Self.appendUnescapingPercent(format[cursor..<p.range.lowerBound], to: &out)
      cursor = p.range.upperBound
      guard p.argument >= 1, p.argument <= arguments.count else {
        out += p.text
        continue
      }
      switch (arguments[p.argument - 1], p.kind) {
      case (.integer(let n), .double):
        out += numbers.format(Double(n), fractionDigits: (p.precision ?? 0)...(p.precision ?? 6))
      case (.integer(let n), _):
        out += numbers.format(n)
      case (.double(let x), .integer):
        out += numbers.format(x, fractionDigits: 0...6)
      case (.double(let x), _):
        out += numbers.format(x, fractionDigits: (p.precision ?? 0)...(p.precision ?? 6))
      case (.text(let s), _):
        out += isolatesArguments ? Bidi.isolateIfNeeded(s, in: direction) : s
      }
    }
    Self.appendUnescapingPercent(format[cursor...], to: &out)
    return out
  }

  /// Appends `text` with each `%%` as `%`; text without a `%` (nearly all)
  /// is appended as it is.
  static func appendUnescapingPercent(_ text: Substring, to out: inout String) {
    // String's own `append(contentsOf: Substring)`: `+=` of a Substring is
    // the generic collection operator, whose first call has the runtime look
    // a conformance up (docs/PERFORMANCE.md).
    if text.utf8.contains(UInt8(ascii: "%")) {
      out.append(contentsOf: text.replacing("%%", with: "%"))
    } else {
      out.append(contentsOf: text)
    }
  }

  /// Parts of a label joined with the catalog's `a11y.listSeparator` (", " or "، "),
  /// each part that runs against ``direction`` isolated: the accessibility label of
  /// a day cell is `list([date, "selected", "range start"])`.
  public func list(_ parts: [String]) -> String {
    Bidi.join(parts, separator: string("a11y.listSeparator"), in: direction)
  }

  /// What fell back for `keys` (every key of the catalog when `nil`).
  public func fallbackReport(keys: [String]? = nil) -> FallbackReport {
    let all = keys ?? catalog.keys
    var fallbacks: [FallbackReport.Item] = []
    var missing: [String] = []
    var servedBy: [String: Int] = [:]
    for key in all {
      let r = resolve(key)
      if let language = r.language {
        servedBy[r.isPseudo ? (pseudoLocale?.rawValue ?? language) : language, default: 0] += 1
        if r.isFallback { fallbacks.append(.init(key: key, servedBy: language)) }
      } else {
        missing.append(key)
      }
    }
    return FallbackReport(
      locale: locale, chain: fallbackChain, checked: all.count, fallbacks: fallbacks, missing: missing,
      servedBy: servedBy)
  }
}

/// Which keys a locale did not find in its first-choice language.
public struct FallbackReport: Sendable, Equatable {
  /// A key and the language that served it.
  public struct Item: Sendable, Equatable, Hashable {
    /// The key.
    public var key: String
    /// The catalog language that served it.
    public var servedBy: String
  }
  /// The locale asked for.
  public var locale: String
  /// The fallback chain used.
  public var chain: [String]
  /// How many keys were looked up.
  public var checked: Int
  /// Keys served by a later language of the chain.
  public var fallbacks: [Item]
  /// Keys no language in the chain has.
  public var missing: [String]
  /// How many keys each language served (a pseudo-locale counts as itself).
  public var servedBy: [String: Int]

  /// The fallbacks that show the key in another language than the first of the
  /// chain (`fa-IR` served by `en`, not by `fa`).
  public var languageFallbacks: [Item] {
    let wanted = chain.first.map(Self.language) ?? ""
    return fallbacks.filter { Self.language($0.servedBy) != wanted }
  }

  private static func language(_ tag: String) -> String {
    String(tag.split(separator: "-").first ?? Substring(tag))
  }

  /// A readable report: a summary by serving language, then one line per key shown
  /// in another language and per missing key.
  public var text: String {
    let served = servedBy.keys.sorted().map { "\($0) \(servedBy[$0]!)" }.joined(separator: ", ")
    var lines = [
      "Locale \(locale), chain \(chain.joined(separator: " -> ")): \(checked) keys (\(served)), "
        + "\(fallbacks.count) fell back, \(languageFallbacks.count) to another language, \(missing.count) missing"
    ]
    lines += languageFallbacks.map { "  fallback \($0.key) <- \($0.servedBy)" }
    lines += missing.map { "  missing  \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}
