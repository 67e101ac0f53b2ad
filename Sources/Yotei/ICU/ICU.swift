internal import CYoteiICU

/// Small helpers around the C door: buffers that retry once on overflow and
/// ICU error names. Shared with Yotei's other modules (`package`), so there is
/// one copy of the buffer handling.
package enum ICU {
  /// ICU's name for an error code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  package static func errorName(_ status: Int32) -> String {
    String(cString: yotei_error_name(status))
  }

  /// Calls a C function that writes a NUL-terminated UTF-8 string by the
  /// buffer rule of CYoteiICU.h (see `utf16`).
  package static func string(
    capacity: Int = 128, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String? {
    var size = capacity
    for _ in 0..<2 {
      var buffer = [CChar](repeating: 0, count: size)
      let n = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size)) }
      if n >= 0 && Int(n) < size {
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      guard overflowed(n, size) else { return nil }
      size *= 8
    }
    return nil
  }

  /// Calls a C function that writes UTF-16 and returns its length.
  ///
  /// The C functions follow one rule (CYoteiICU.h): a string fits when it and
  /// its NUL do, so a length of `capacity` or more never comes back as a
  /// success; a string that does not fit, an exact fit included, returns
  /// `-U_BUFFER_OVERFLOW_ERROR`. The buffer then grows eightfold, once.
  package static func utf16(
    capacity: Int = 256, _ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32
  ) -> String? {
    var size = capacity
    for _ in 0..<2 {
      var buffer = [UInt16](repeating: 0, count: size)
      let n = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size)) }
      if n >= 0 && Int(n) < size {
        return buffer.withUnsafeBufferPointer { text(utf16: UnsafeBufferPointer(rebasing: $0[..<Int(n)])) }
      }
      guard overflowed(n, size) else { return nil }
      size *= 8
    }
    return nil
  }

  /// UTF-16 code units as text, each ill-formed unit as U+FFFD (what
  /// `String(decoding:as: UTF16.self)` gives). It decodes here, in code the
  /// compiler specialises, because the standard library's UTF-16 path is
  /// generic: in a fresh process its first use looks up conformances at run
  /// time, about 0.3 M instructions of a `yotei-repl` start.
  package static func text(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units.count * 3)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): UTF8.encode(scalar) { utf8.append($0) }
      case .emptyInput: return String(decoding: utf8, as: UTF8.self)
      case .error: utf8 += [0xEF, 0xBF, 0xBD]
      }
    }
  }

  /// Whether a C function's answer `n` for a buffer of `size` units says the
  /// string did not fit: U_BUFFER_OVERFLOW_ERROR, or a length the rule says
  /// cannot have fitted.
  static func overflowed(_ n: Int32, _ size: Int) -> Bool {
    n == -15 || Int(n) >= size
  }
}

/// Versions of the data Yotei formats and computes with.
public enum YoteiVersions {
  /// The version of Yotei itself.
  public static let yotei = "0.1.0"
  /// The ICU library version, such as `72.1`.
  public static let icu: String = ICU.string { yotei_icu_version($0, $1) } ?? "unknown"
  /// The CLDR version of ICU's locale data, such as `42.0`.
  public static let cldr: String = ICU.string { yotei_cldr_version($0, $1) } ?? "unknown"
  /// The version of ICU's built-in time-zone data (Yotei reads the system tz
  /// database instead; see the time-zone module's report).
  public static let icuTimeZoneData: String = ICU.string { yotei_icu_tz_version($0, $1) } ?? "unknown"
}
