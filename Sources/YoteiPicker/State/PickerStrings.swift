import Yotei
import YoteiLocalization

/// The localized words of a picker's accessibility labels.
///
/// Keys are those of Yotei's string catalog: `a11y.today`, `a11y.selected`,
/// `a11y.rangeStart`, `a11y.rangeEnd`, `a11y.inSelectedRange`,
/// `a11y.unavailable`, `a11y.disabled`, `a11y.weekend`, `a11y.previousMonth`,
/// `a11y.nextMonth`, and `a11y.` or `dayKind.` followed by a mark kind
/// (`a11y.holiday`, `dayKind.transferredDayOff`); the
/// number of events is `a11y.events` (plural) and the separator
/// `a11y.listSeparator`. ``CatalogPickerStrings`` reads that catalog; a host
/// with its own strings conforms to this protocol.
public protocol PickerStrings: Sendable {
  /// The text for a key such as `a11y.today`, or `nil` when there is none.
  func text(_ key: String) -> String?
  /// The number of events, with the language's plural rules: "1 event", "3 events".
  func eventCount(_ count: Int) -> String
  /// Label parts joined with the language's separator (", " in English, "، " in Persian).
  func joined(_ parts: [String]) -> String
}

/// Picker strings from Yotei's string catalog in a locale's language, with
/// its plural rules, digits, list separator and bidi isolation.
///
/// ```swift
/// let strings = CatalogPickerStrings(locale: try CalendarLocale("fa-IR"))
/// strings.text("a11y.today")   // Persian "today"
/// strings.eventCount(3)        // with Persian digits and plural rules
/// ```
public struct CatalogPickerStrings: PickerStrings {
  /// The catalog lookup.
  public let localizer: Localizer

  /// Strings from a localizer the host has set up.
  public init(localizer: Localizer) { self.localizer = localizer }

  /// Strings from Yotei's catalog for `locale`, with numbers in
  /// `numberingSystem` (the locale's default digits when `nil`, or when the
  /// system has no digits: Hebrew letter numerals write the days of a Hebrew
  /// date, never a count, so a he-IL picker announces "15 אירועים", not
  /// "ט״ו אירועים").
  public init(locale: CalendarLocale, numberingSystem: NumberingSystem? = nil) {
    let digits = numberingSystem.flatMap { system -> DigitFormatter? in
      guard let formatter = try? DigitFormatter(locale: locale, numberingSystem: system.name) else {
        return nil
      }
      return formatter.digits == nil ? nil : formatter
    }
    self.init(localizer: Localizer(locale: locale, numbers: digits))
  }

  public func text(_ key: String) -> String? {
    localizer.resolve(key).value == nil ? nil : localizer.string(key)
  }

  public func eventCount(_ count: Int) -> String { localizer.string("a11y.events", .integer(count)) }

  public func joined(_ parts: [String]) -> String { localizer.list(parts) }
}

/// Yotei's catalog strings for a locale and digits, built when first asked
/// for: a picker drawn as text without accessibility labels never asks, and
/// building the localizer is about a seventh of a fresh
/// `yotei-repl -c show`. Copies of a picker share one.
final class LazyCatalogStrings: Sendable {
  let locale: CalendarLocale
  let numberingSystem: NumberingSystem
  private let built = Lock<CatalogPickerStrings?>(nil)

  init(locale: CalendarLocale, numberingSystem: NumberingSystem) {
    self.locale = locale
    self.numberingSystem = numberingSystem
  }

  /// The strings, built on first use.
  var strings: CatalogPickerStrings {
    built.withLock { stored in
      if let stored { return stored }
      let made = CatalogPickerStrings(locale: locale, numberingSystem: numberingSystem)
      stored = made
      return made
    }
  }
}
