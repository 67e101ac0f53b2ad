internal import CYoteiICU

/// Open ICU formatters, kept for reuse and used one caller at a time.
///
/// Opening a date formatter costs tens of microseconds, and one with a
/// rule-based numbering system (Hebrew letters) milliseconds; formatting with
/// an open one costs about a microsecond. The cache is bounded: when full it
/// closes everything and starts again.
package final class FormatterCache: Sendable {
  package static let shared = FormatterCache()

  private final class DateFormatter: @unchecked Sendable {
    let handle: OpaquePointer
    /// The pattern the formatter has now (used under the cache's lock).
    var pattern: String?
    init(_ handle: OpaquePointer, pattern: String?) {
      self.handle = handle
      self.pattern = pattern
    }
    deinit { yotei_formatter_close(handle) }
  }

  private final class NumberFormatter: @unchecked Sendable {
    let handle: OpaquePointer
    init(_ handle: OpaquePointer) { self.handle = handle }
    deinit { yotei_number_formatter_close(handle) }
  }

  private struct State: ~Copyable {
    // HashedStorage's: a process's first formatter asks the runtime for no
    // conformance (docs/PERFORMANCE.md).
    var dates: [String: DateFormatter] = HashedStorage.dictionary(capacity: 16)
    var numbers: [String: NumberFormatter] = HashedStorage.dictionary(capacity: 16)
  }
  private let state = Lock(State())
  private let limit = 256

  /// How a date formatter is opened.
  enum DateSource: Hashable {
    /// An ICU pattern, with the locale's `@numbers=` digits.
    case pattern(String)
    /// A date style (0 full ... 3 short), with CLDR's numbering override.
    case style(Int32)
    /// A pattern on a formatter opened for a style, keeping the style's
    /// numbering override (Hebrew years without the thousands).
    case patternWithStyleNumbers(String)

    /// A short key for caches (string interpolation of the enum itself goes
    /// through reflection: millions of instructions on first use).
    var key: String {
      switch self {
      case .pattern(let pattern): "p|" + pattern
      case .style(let style): "s|" + String(style)
      case .patternWithStyleNumbers(let pattern): "n|" + pattern
      }
    }
  }

  /// `day` formatted with `pattern` in `locale` (an ICU id with keywords).
  func format(_ day: Day, pattern: String, locale: String) -> String? {
    format(day, source: .pattern(pattern), locale: locale)
  }

  /// The cache key of the formatter for `source` in `locale`, and the pattern
  /// it keeps when it is shared.
  ///
  /// Patterns share one formatter per locale (and one per locale for the
  /// patterns with a style's numbers), which takes each new pattern as it
  /// comes: opening a formatter costs about a million instructions, applying
  /// a pattern a few thousand. Japanese-calendar formatters in Japanese keep
  /// one per pattern: applying a pattern there turns ICU's first-year
  /// numbering (元年) on or off, which a formatter opened with it does not.
  private static func slot(_ source: DateSource, locale: String) -> (key: String, shared: String?) {
    let shared: String?
    switch source {
    case .pattern(let pattern) where !keepsOnePerPattern(locale): shared = pattern
    case .patternWithStyleNumbers(let pattern) where !keepsOnePerPattern(locale): shared = pattern
    default: shared = nil
    }
    guard shared != nil else { return (locale + "|" + source.key, nil) }
    if case .patternWithStyleNumbers = source { return (locale + "|n", shared) }
    return (locale + "|p", shared)
  }

  /// A new ICU formatter for `source` in `locale`, or `nil` when ICU refuses.
  private static func open(_ source: DateSource, locale: String) -> OpaquePointer? {
    var status: Int32 = 0
    switch source {
    case .pattern(let pattern):
      let units = Array(pattern.utf16)
      return yotei_formatter_open(locale, units, Int32(units.count), &status)
    case .style(let style):
      return yotei_formatter_open_style(locale, style, nil, 0, &status)
    case .patternWithStyleNumbers(let pattern):
      let units = Array(pattern.utf16)
      return yotei_formatter_open_style(locale, 1, units, Int32(units.count), &status)
    }
  }

  /// Opens the formatter for `source` in `locale` if the cache has none, with
  /// the lock released while ICU opens it (a million instructions, several for
  /// the Chinese calendar), so other threads' formatting does not wait. When
  /// two threads open the same one, the first kept wins and the other closes.
  private func openIfMissing(_ source: DateSource, locale: String) {
    let (key, shared) = Self.slot(source, locale: locale)
    if state.withLock({ $0.dates[key] != nil }) { return }
    guard let handle = Self.open(source, locale: locale) else { return }
    let formatter = DateFormatter(handle, pattern: shared)
    state.withLock { s in
      guard s.dates[key] == nil else { return }
      if s.dates.count >= limit { s.dates.removeAll() }
      s.dates[key] = formatter
    }
  }

  /// The open formatter for `source` in `locale`, with the shared one's
  /// pattern applied; opened here (under the lock) only if another thread's
  /// use evicted the one ``openIfMissing(_:locale:)`` opened.
  private func _locked_formatter(_ s: inout State, source: DateSource, locale: String) -> OpaquePointer? {
    let (key, shared) = Self.slot(source, locale: locale)
    if let formatter = s.dates[key] {
      if let shared, formatter.pattern != shared {
        let units = Array(shared.utf16)
        yotei_formatter_apply_pattern(formatter.handle, units, Int32(units.count))
        formatter.pattern = shared
      }
      return formatter.handle
    }
    guard let handle = Self.open(source, locale: locale) else { return nil }
    if s.dates.count >= limit { s.dates.removeAll() }
    s.dates[key] = DateFormatter(handle, pattern: shared)
    return handle
  }

  /// Whether formatters of `locale` are kept one per pattern (the Japanese
  /// calendar in Japanese: see `_locked_formatter`).
  private static func keepsOnePerPattern(_ locale: String) -> Bool {
    (locale.hasPrefix("ja_") || locale.hasPrefix("ja@") || locale == "ja")
      && locale.contains("calendar=japanese")
  }

  /// `day` formatted from `source` in `locale` (an ICU id with keywords).
  func format(_ day: Day, source: DateSource, locale: String) -> String? {
    openIfMissing(source, locale: locale)
    return state.withLock { s -> String? in
      guard let handle = _locked_formatter(&s, source: source, locale: locale) else { return nil }
      return ICU.utf16 { yotei_formatter_format(handle, Int32(day.julianDayNumber), $0, $1) }
    }
  }

  /// Formatted date text with ICU's fields in it.
  struct FormattedFields {
    /// The text, as UTF-16.
    var text: [UInt16]
    /// ICU's fields (a `UDateFormatField` value, `YOTEI_DATE_FIELD_` in
    /// CYoteiICU.h) and their UTF-16 ranges, in the order ICU gives them.
    var fields: [(field: Int32, range: Range<Int>)]
  }

  /// `day` formatted from `source` in `locale`, with its fields: the one
  /// door to ICU's field positions, which `formatParts` and
  /// `formatWithHebrewNumerals` read.
  func formatFields(_ day: Day, source: DateSource, locale: String) -> FormattedFields? {
    openIfMissing(source, locale: locale)
    return state.withLock { s -> FormattedFields? in
      guard let handle = _locked_formatter(&s, source: source, locale: locale) else { return nil }
      var size = 256
      var fieldCapacity = 32
      for _ in 0..<2 {
        var units = [UInt16](repeating: 0, count: size)
        var fields = [Int32](repeating: 0, count: 3 * fieldCapacity)
        var count: Int32 = 0
        let n = yotei_formatter_format_fields(
          handle, Int32(day.julianDayNumber), &units, Int32(size), &fields, Int32(fieldCapacity), &count)
        if n >= 0 && Int(n) < size && Int(count) <= fieldCapacity {
          var found: [(field: Int32, range: Range<Int>)] = []
          found.reserveCapacity(Int(count))
          for i in 0..<Int(count) {
            let begin = Int(fields[3 * i + 1])
            let end = Int(fields[3 * i + 2])
            found.append((fields[3 * i], begin..<max(begin, end)))
          }
          return FormattedFields(text: Array(units.prefix(Int(n))), fields: found)
        }
        guard ICU.overflowed(n, size) else { return nil }
        size *= 8
        fieldCapacity = max(fieldCapacity, Int(count))
      }
      return nil
    }
  }

  /// What a part of formatted date text shows.
  enum DatePart: Hashable {
    /// Era, year, cyclic year name, related year.
    case year
    /// Month, with its leap marker.
    case month
    /// Day of the month.
    case day
    /// Day of the week.
    case weekday
    /// Literal text, or a field of none of the kinds above.
    case other

    /// The part an ICU date field (a `UDateFormatField` value) shows.
    init(field: Int32) {
      switch Int(field) {
      case YOTEI_DATE_FIELD_ERA, YOTEI_DATE_FIELD_YEAR, YOTEI_DATE_FIELD_YEAR_WOY,
        YOTEI_DATE_FIELD_EXTENDED_YEAR,
        YOTEI_DATE_FIELD_YEAR_NAME, YOTEI_DATE_FIELD_RELATED_YEAR:
        self = .year
      case YOTEI_DATE_FIELD_MONTH, YOTEI_DATE_FIELD_STANDALONE_MONTH: self = .month
      case YOTEI_DATE_FIELD_DATE: self = .day
      case YOTEI_DATE_FIELD_DAY_OF_WEEK, YOTEI_DATE_FIELD_DOW_LOCAL, YOTEI_DATE_FIELD_STANDALONE_DAY:
        self = .weekday
      default: self = .other
      }
    }
  }

  /// Formatted date text split into consecutive parts: part i shows
  /// `parts[i].kind` and ends at UTF-16 offset `parts[i].end`.
  struct DateParts {
    /// The text, as UTF-16.
    var text: [UInt16]
    /// The parts, in the order of the text; they cover it all.
    var parts: [(kind: DatePart, end: Int)]

    /// The text of part `i`.
    func text(ofPart i: Int) -> ArraySlice<UInt16> {
      text[(i == 0 ? 0 : parts[i - 1].end)..<parts[i].end]
    }
  }

  /// `day` formatted from `source` in `locale`, split into parts. The same
  /// pattern gives the same parts on every day, so a part can be taken from
  /// the text of another day.
  func formatParts(_ day: Day, source: DateSource, locale: String) -> DateParts? {
    guard let formatted = formatFields(day, source: source, locale: locale) else { return nil }
    // Fields come in the order of the pattern; text between them is literal.
    var parts: [(kind: DatePart, end: Int)] = []
    var cursor = 0
    for (field, range) in formatted.fields where range.lowerBound >= cursor {
      // A nested or repeated span is skipped: the first one counts.
      if range.lowerBound > cursor { parts.append((.other, range.lowerBound)) }
      parts.append((DatePart(field: field), range.upperBound))
      cursor = range.upperBound
    }
    if cursor < formatted.text.count { parts.append((.other, formatted.text.count)) }
    return DateParts(text: formatted.text, parts: parts)
  }

  /// `day` formatted with `pattern` in `latinLocale` (a locale with
  /// `numbers=latn`), then its year and day-of-month fields written in Hebrew
  /// letters (`HebrewNumerals`), the years 5001-5999 without their
  /// thousands when `dropsThousands` is set, as ICU's date styles with the
  /// `hebr` override write them. ICU's own formatter with Hebrew letters
  /// builds its rule-based numerals when it opens and again for each field it
  /// writes (milliseconds each); this one never builds them.
  ///
  /// `nil` when the text has any other number in it (a numeric month, a
  /// two-digit year), which ICU then writes itself.
  func formatWithHebrewNumerals(_ day: Day, pattern: String, latinLocale: String, dropsThousands: Bool)
    -> String?
  {
    guard let formatted = formatFields(day, source: .pattern(pattern), locale: latinLocale) else {
      return nil
    }
    let units = formatted.text
    var result: [UInt16] = []
    result.reserveCapacity(units.count + 8)
    var copied = 0
    // Fields come in the order they appear in the text.
    for (field, range) in formatted.fields {
      let isYear = Int(field) == YOTEI_DATE_FIELD_YEAR
      guard isYear || Int(field) == YOTEI_DATE_FIELD_DATE, range.lowerBound >= copied,
        range.upperBound <= units.count, !range.isEmpty
      else { continue }
      var value = 0
      for unit in units[range] {
        guard unit >= 48 && unit <= 57, value < 100_000_000 else { return nil }
        value = value * 10 + Int(unit - 48)
      }
      let letters = isYear && dropsThousands ? HebrewNumerals.formatYear(value) : HebrewNumerals.format(value)
      guard let letters else { return nil }
      result.append(contentsOf: units[copied..<range.lowerBound])
      result.append(contentsOf: letters.utf16)
      copied = range.upperBound
    }
    result.append(contentsOf: units[copied...])
    guard !result.contains(where: { $0 >= 48 && $0 <= 57 }) else { return nil }
    return String(decoding: result, as: UTF16.self)
  }

  /// Every date format symbol of `kind` (a `UDateFormatSymbolType` value) in
  /// `locale`, read from one open formatter: opening a formatter per name cost
  /// most of a month view's first drawing.
  func symbols(kind: Int32, locale: String, indices: Range<Int32>? = nil) -> [String]? {
    openIfMissing(.pattern("d"), locale: locale)
    return state.withLock { s -> [String]? in
      // Names do not depend on the pattern: any open pattern formatter of the locale serves.
      guard
        let handle = s.dates[locale + "|p"]?.handle
          ?? _locked_formatter(&s, source: .pattern("d"), locale: locale)
      else { return nil }
      let range = indices ?? 0..<max(0, yotei_formatter_symbol_count(handle, kind))
      return range.map { i in ICU.utf16 { yotei_formatter_symbol(handle, kind, i, $0, $1) } ?? "" }
    }
  }

  /// `n` formatted in `locale` (with its `@numbers=` keyword), without grouping.
  package func format(_ n: Int, locale: String) -> String? {
    state.withLock { s -> String? in
      var formatter = s.numbers[locale]
      if formatter == nil {
        var status: Int32 = 0
        guard let handle = yotei_number_formatter_open(locale, &status) else { return nil }
        if s.numbers.count >= limit { s.numbers.removeAll() }
        formatter = NumberFormatter(handle)
        s.numbers[locale] = formatter
      }
      let handle = formatter!.handle
      return ICU.utf16 { yotei_number_formatter_format(handle, Int64(n), $0, $1) }
    }
  }
}
