import CYoteiICU
import Synchronization

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
  private let state = Mutex(State())
  private let limit = 256

  /// `day` formatted with `pattern` in `locale` (an ICU id with keywords).
  func format(_ day: Day, pattern: String, locale: String) -> String? {
    let key = locale + "|" + pattern
    return state.withLock { s -> String? in
      var formatter = s.dates[key]
      if formatter == nil {
        var status: Int32 = 0
        let units = Array(pattern.utf16)
        guard let handle = yotei_formatter_open(locale, units, Int32(units.count), &status) else {
          return nil
        }
        if s.dates.count >= limit { s.dates.removeAll() }
        formatter = DateFormatter(handle)
        s.dates[key] = formatter
      }
      let handle = formatter!.handle
      return ICU.utf16 { yotei_formatter_format(handle, Int32(day.julianDayNumber), $0, $1) }
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
