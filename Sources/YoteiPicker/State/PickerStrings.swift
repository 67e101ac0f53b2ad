import Yotei

/// The localized words of a picker's accessibility labels.
///
/// Keys follow the string catalogs of `YoteiLocalization`: `a11y.today`,
/// `a11y.selected`, `a11y.rangeStart`, `a11y.rangeEnd`, `a11y.inSelectedRange`,
/// `a11y.unavailable`, `a11y.disabled`, `a11y.weekend`, and `a11y.` followed
/// by a mark kind (`a11y.holiday`); the number of events is `a11y.events`
/// (plural) and the separator `a11y.listSeparator`. A host plugs in its own
/// catalog by conforming to this protocol.
public protocol PickerStrings: Sendable {
  /// The text for a key such as `a11y.today`, or `nil` when there is none.
  func text(_ key: String) -> String?
  /// The number of events, with the language's plural rules: "1 event", "3 events".
  func eventCount(_ count: Int) -> String
  /// Label parts joined with the language's separator (", " in English, "، " in Persian).
  func joined(_ parts: [String]) -> String
}

/// English picker strings, used when the host supplies none.
public struct EnglishPickerStrings: PickerStrings {
  /// English strings.
  public init() {}

  private static let texts: [String: String] = [
    "a11y.today": "Today",
    "a11y.selected": "selected",
    "a11y.rangeStart": "range start",
    "a11y.rangeEnd": "range end",
    "a11y.inSelectedRange": "in selected range",
    "a11y.unavailable": "unavailable",
    "a11y.disabled": "disabled",
    "a11y.weekend": "weekend",
    "a11y.holiday": "holiday",
    "a11y.transferredDayOff": "transferred day off",
    "a11y.transferredWorkingDay": "working day",
    "a11y.shortened": "shortened day",
    "a11y.previousMonth": "Previous month",
    "a11y.nextMonth": "Next month",
  ]

  public func text(_ key: String) -> String? { Self.texts[key] }

  public func eventCount(_ count: Int) -> String { count == 1 ? "1 event" : "\(count) events" }

  public func joined(_ parts: [String]) -> String { parts.joined(separator: ", ") }
}
