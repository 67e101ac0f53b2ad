import CYoteiICU

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
    init(_ handle: OpaquePointer) { self.handle = handle }
    deinit { yotei_formatter_close(handle) }
  }

  private final class NumberFormatter: @unchecked Sendable {
    let handle: OpaquePointer
    init(_ handle: OpaquePointer) { self.handle = handle }
    deinit { yotei_number_formatter_close(handle) }
  }

  private struct State: ~Copyable {
    var dates: [String: DateFormatter] = [:]
    var numbers: [String: NumberFormatter] = [:]
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
  }

  /// `day` formatted with `pattern` in `locale` (an ICU id with keywords).
  func format(_ day: Day, pattern: String, locale: String) -> String? {
    format(day, source: .pattern(pattern), locale: locale)
  }

  /// The open formatter for `source` in `locale`, opened on first use.
  private func _locked_formatter(_ s: inout State, source: DateSource, locale: String) -> OpaquePointer? {
    let key: String
    switch source {
    case .pattern(let pattern): key = locale + "|p|" + pattern
    case .style(let style): key = locale + "|s|" + String(style)
    case .patternWithStyleNumbers(let pattern): key = locale + "|n|" + pattern
    }
    if let formatter = s.dates[key] { return formatter.handle }
    var status: Int32 = 0
    let opened: OpaquePointer?
    switch source {
    case .pattern(let pattern):
      let units = Array(pattern.utf16)
      opened = yotei_formatter_open(locale, units, Int32(units.count), &status)
    case .style(let style):
      opened = yotei_formatter_open_style(locale, style, nil, 0, &status)
    case .patternWithStyleNumbers(let pattern):
      let units = Array(pattern.utf16)
      opened = yotei_formatter_open_style(locale, 1, units, Int32(units.count), &status)
    }
    guard let handle = opened else { return nil }
    if s.dates.count >= limit { s.dates.removeAll() }
    s.dates[key] = DateFormatter(handle)
    return handle
  }

  /// `day` formatted from `source` in `locale` (an ICU id with keywords).
  func format(_ day: Day, source: DateSource, locale: String) -> String? {
    state.withLock { s -> String? in
      guard let handle = _locked_formatter(&s, source: source, locale: locale) else { return nil }
      return ICU.utf16 { yotei_formatter_format(handle, Int32(day.julianDayNumber), $0, $1) }
    }
  }

  /// `day` formatted from `source` in `locale`, as UTF-16 split into parts:
  /// each part's kind (a `YOTEI_PART_` value: year, month, day, weekday,
  /// other) and where it ends. The same pattern gives the same parts on every
  /// day, so a part can be taken from the text of another day.
  func formatParts(_ day: Day, source: DateSource, locale: String) -> (
    text: [UInt16], parts: [(kind: Int32, end: Int)]
  )? {
    state.withLock { s -> ([UInt16], [(kind: Int32, end: Int)])? in
      guard let handle = _locked_formatter(&s, source: source, locale: locale) else { return nil }
      var size = 256
      for _ in 0..<2 {
        var buffer = [UInt16](repeating: 0, count: size)
        var kinds = [Int32](repeating: 0, count: 64)
        var ends = [Int32](repeating: 0, count: 64)
        var count: Int32 = 0
        let n = yotei_formatter_format_parts(
          handle, Int32(day.julianDayNumber), &buffer, Int32(size), &kinds, &ends, 64, &count)
        if n >= 0 {
          let parts = (0..<Int(count)).map { (kind: kinds[$0], end: Int(ends[$0])) }
          return (Array(buffer.prefix(Int(n))), parts)
        }
        guard -n == 15 else { return nil }  // U_BUFFER_OVERFLOW_ERROR
        size *= 8
      }
      return nil
    }
  }

  /// Every date format symbol of `kind` (a `UDateFormatSymbolType` value) in
  /// `locale`, read from one open formatter: opening a formatter per name cost
  /// most of a month view's first drawing.
  func symbols(kind: Int32, locale: String, indices: Range<Int32>? = nil) -> [String]? {
    state.withLock { s -> [String]? in
      guard let handle = _locked_formatter(&s, source: .pattern("d"), locale: locale) else { return nil }
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
