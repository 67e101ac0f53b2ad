internal import CYoteiICU

/// Text in a charset other than UTF-8, decoded by ICU's converters (the
/// `ucnv_*` of libicu, no outside package): Japan's Cabinet Office publishes
/// its holiday list in Shift_JIS.
package enum Charset {
  /// Why bytes could not be decoded.
  package enum DecodingError: Error, Equatable, Sendable {
    /// The bytes from `offset` (0-based) are not a character of the charset.
    case invalidSequence(offset: Int)
    /// ICU has no converter of that name.
    case unknownCharset(String)
  }

  /// `bytes` decoded from `charset` (an ICU converter name or alias:
  /// `Shift_JIS`, `EUC-JP`, `ISO-2022-JP`, `UTF-16LE`), with no substitution:
  /// the first byte sequence the charset does not define throws, with its
  /// offset.
  package static func decode(_ bytes: [UInt8], charset: String) throws(DecodingError) -> String {
    if bytes.isEmpty { return "" }
    // A byte gives at most two UTF-16 units; one more for the NUL.
    let capacity = bytes.count * 2 + 1
    var units = [UInt16](repeating: 0, count: capacity)
    var offset: Int32 = -1
    let n = bytes.withUnsafeBufferPointer { input in
      units.withUnsafeMutableBufferPointer { output in
        yotei_decode_charset(
          charset, input.baseAddress, Int32(input.count), output.baseAddress, Int32(capacity), &offset)
      }
    }
    if n < 0 {
      if offset >= 0 { throw .invalidSequence(offset: Int(offset)) }
      throw .unknownCharset(charset)
    }
    return units.withUnsafeBufferPointer { ICU.text(utf16: UnsafeBufferPointer(rebasing: $0[..<Int(n)])) }
  }
}
