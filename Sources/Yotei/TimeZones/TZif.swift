/// A parsed TZif file (RFC 8536, versions 1 to 4).
///
/// For version 2 and later only the 64-bit data block and the footer are used;
/// a version 1 file is read from its 32-bit block.
struct TZifFile: Sendable {
  struct LocalTimeType: Sendable, Hashable {
    var offset: Int
    var isDaylight: Bool
    var abbreviation: String
  }

  var version: Int
  var transitionTimes: [Int64]
  var transitionTypes: [Int]
  var types: [LocalTimeType]
  /// The POSIX TZ string of the footer, if the file has a non-empty one.
  var footer: PosixTZ?

  /// Parses TZif bytes; `problem` in the error says what is wrong.
  init(bytes: [UInt8]) throws(TZifError) {
    var reader = ByteReader(bytes: bytes)
    let header = try TZifFile.header(&reader)
    if header.version == 0 {
      self = try TZifFile.block(&reader, header: header, timeSize: 4, footer: nil)
      return
    }
    try reader.skip(TZifFile.blockSize(header, timeSize: 4), what: "version 1 data block")
    let header2 = try TZifFile.header(&reader)
    guard header2.version == header.version else {
      throw TZifError("second header says version \(header2.version), first says \(header.version)")
    }
    var data = try TZifFile.block(&reader, header: header2, timeSize: 8, footer: nil)
    // Footer: "\n" TZ string "\n".
    guard try reader.byte(what: "footer") == 0x0A else {
      throw TZifError("footer does not start with a newline")
    }
    var text: [UInt8] = []
    while true {
      let c = try reader.byte(what: "footer (no closing newline)")
      if c == 0x0A { break }
      guard c >= 0x20 && c < 0x7F else { throw TZifError("footer has a non-ASCII or control byte") }
      text.append(c)
    }
    if !text.isEmpty {
      let string = String(decoding: text, as: UTF8.self)
      do {
        data.footer = try PosixTZ(parsing: string)
      } catch {
        throw TZifError("footer TZ string '\(string)': \(error.message)")
      }
    }
    self = data
  }

  private struct Header {
    var version: Int
    var isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt: Int
  }

  private static func header(_ reader: inout ByteReader) throws(TZifError) -> Header {
    guard reader.remaining >= 44 else {
      throw TZifError("truncated header: \(reader.remaining) bytes where 44 are needed")
    }
    let magic = try reader.bytes(4, what: "magic")
    guard magic.elementsEqual("TZif".utf8) else { throw TZifError("not a TZif file (no 'TZif' magic)") }
    let v = try reader.byte(what: "version")
    let version: Int
    switch v {
    case 0: version = 1
    case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(v - 0x30)
    default: throw TZifError("unknown version byte \(v)")
    }
    try reader.skip(15, what: "reserved header bytes")
    var counts: [Int] = []
    for name in ["isutcnt", "isstdcnt", "leapcnt", "timecnt", "typecnt", "charcnt"] {
      let n = Int(try reader.uint32(what: name))
      guard n <= 1 << 20 else { throw TZifError("\(name) \(n) is implausibly large") }
      counts.append(n)
    }
    let h = Header(
      version: version == 1 ? 0 : version, isutcnt: counts[0], isstdcnt: counts[1], leapcnt: counts[2],
      timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
    guard h.typecnt >= 1 else { throw TZifError("typecnt is zero") }
    guard h.charcnt >= 1 else { throw TZifError("charcnt is zero") }
    guard h.isutcnt == 0 || h.isutcnt == h.typecnt else {
      throw TZifError("isutcnt \(h.isutcnt) is neither 0 nor typecnt \(h.typecnt)")
    }
    guard h.isstdcnt == 0 || h.isstdcnt == h.typecnt else {
      throw TZifError("isstdcnt \(h.isstdcnt) is neither 0 nor typecnt \(h.typecnt)")
    }
    return h
  }

  private static func blockSize(_ h: Header, timeSize: Int) -> Int {
    h.timecnt * timeSize + h.timecnt + h.typecnt * 6 + h.charcnt + h.leapcnt * (timeSize + 4)
      + h.isstdcnt + h.isutcnt
  }

  private static func block(
    _ reader: inout ByteReader, header h: Header, timeSize: Int, footer: PosixTZ?
  ) throws(TZifError) -> TZifFile {
    let size = blockSize(h, timeSize: timeSize)
    guard reader.remaining >= size else {
      throw TZifError(
        "truncated \(timeSize == 4 ? "32" : "64")-bit data block: \(reader.remaining) bytes where \(size) are needed"
      )
    }
    var times: [Int64] = []
    times.reserveCapacity(h.timecnt)
    for _ in 0..<h.timecnt {
      let read =
        timeSize == 4
        ? Int64(Int32(bitPattern: try reader.uint32(what: "transition time"))) : try reader.int64()
      // zic never writes times beyond ±2^59 s (its "big bang"); anything
      // further is damage, and would overflow day arithmetic.
      // Older zic wrote its big bang as -2^63 (Int64.min) instead: read a
      // first transition that early as -2^59, which means the same.
      let t = times.isEmpty && read < -(1 << 59) ? -(1 << 59) : read
      guard t.magnitude <= 1 << 59 else { throw TZifError("transition time \(t) is out of range ±2^59") }
      if let last = times.last, t <= last {
        throw TZifError("transition times are not in ascending order (\(t) after \(last))")
      }
      times.append(t)
    }
    var typeIndices: [Int] = []
    typeIndices.reserveCapacity(h.timecnt)
    for _ in 0..<h.timecnt {
      let i = Int(try reader.byte(what: "transition type"))
      guard i < h.typecnt else {
        throw TZifError("transition type index \(i) is not below typecnt \(h.typecnt)")
      }
      typeIndices.append(i)
    }
    var raw: [(Int, Bool, Int)] = []
    for _ in 0..<h.typecnt {
      let offset = Int32(bitPattern: try reader.uint32(what: "utoff"))
      guard offset != Int32.min else { throw TZifError("utoff is -2^31") }
      guard offset.magnitude <= 7 * 86_400 else { throw TZifError("utoff \(offset) is implausible") }
      let isdst = try reader.byte(what: "isdst")
      guard isdst <= 1 else { throw TZifError("isdst is \(isdst), not 0 or 1") }
      let index = Int(try reader.byte(what: "desigidx"))
      guard index < h.charcnt else {
        throw TZifError("desigidx \(index) is not below charcnt \(h.charcnt)")
      }
      raw.append((Int(offset), isdst == 1, index))
    }
    let chars = Array(try reader.bytes(h.charcnt, what: "time zone designations"))
    var types: [LocalTimeType] = []
    for (offset, isDaylight, index) in raw {
      guard let end = chars[index...].firstIndex(of: 0) else {
        throw TZifError("time zone designation at \(index) is not NUL-terminated")
      }
      types.append(
        LocalTimeType(
          offset: offset, isDaylight: isDaylight,
          abbreviation: String(decoding: chars[index..<end], as: UTF8.self)))
    }
    // Leap-second records: TZif files with them ("right/" zones) count time
    // differently from POSIX time, which Yotei uses throughout.
    guard h.leapcnt == 0 else {
      throw TZifError(
        "has \(h.leapcnt) leap-second records (a right/ zone); only POSIX-time zones are supported")
    }
    try reader.skip(h.isstdcnt + h.isutcnt, what: "standard/wall and UT/local indicators")
    return TZifFile(
      version: max(h.version, 1), transitionTimes: times, transitionTypes: typeIndices, types: types,
      footer: footer)
  }

  private init(
    version: Int, transitionTimes: [Int64], transitionTypes: [Int], types: [LocalTimeType], footer: PosixTZ?
  ) {
    self.version = version
    self.transitionTimes = transitionTimes
    self.transitionTypes = transitionTypes
    self.types = types
    self.footer = footer
  }
}

/// What is wrong with some TZif bytes.
struct TZifError: Error, Sendable {
  var problem: String
  init(_ problem: String) { self.problem = problem }
}

/// Big-endian reading with bounds checks.
private struct ByteReader {
  let bytes: [UInt8]
  var index = 0

  var remaining: Int { bytes.count - index }

  mutating func byte(what: String) throws(TZifError) -> UInt8 {
    guard index < bytes.count else { throw TZifError("truncated: file ends inside \(what)") }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bytes(_ n: Int, what: String) throws(TZifError) -> ArraySlice<UInt8> {
    guard remaining >= n else { throw TZifError("truncated: file ends inside \(what)") }
    defer { index += n }
    return bytes[index..<index + n]
  }

  mutating func skip(_ n: Int, what: String) throws(TZifError) {
    guard remaining >= n else { throw TZifError("truncated: file ends inside \(what)") }
    index += n
  }

  mutating func uint32(what: String) throws(TZifError) -> UInt32 {
    guard remaining >= 4 else { throw TZifError("truncated: file ends inside \(what)") }
    var v: UInt32 = 0
    for k in 0..<4 { v = v << 8 | UInt32(bytes[index + k]) }
    index += 4
    return v
  }

  mutating func int64() throws(TZifError) -> Int64 {
    guard remaining >= 8 else { throw TZifError("truncated: file ends inside a transition time") }
    var v: UInt64 = 0
    for k in 0..<8 { v = v << 8 | UInt64(bytes[index + k]) }
    index += 8
    return Int64(bitPattern: v)
  }
}

/// The time-zone readers for the fuzz harnesses (`Sources/yotei-fuzz`):
/// TZif bytes and POSIX TZ strings go through the same code as a zone file
/// or a `TZ` value, and every lookup the rules answer is asked once.
package enum TimeZoneReaders {
  /// Reads TZif bytes and, if they are valid, exercises the rules.
  package static func readTZif(_ bytes: [UInt8]) {
    guard let file = try? TZifFile(bytes: bytes) else { return }
    exercise(Zone(identifier: "fuzz", rules: ZoneRules(tzif: file)))
  }

  /// Reads a POSIX TZ string and, if it is valid, exercises the rules.
  package static func readPosixTZ(_ text: String) {
    guard let rules = try? PosixTZ(parsing: text) else { return }
    exercise(Zone(identifier: "fuzz", rules: ZoneRules(posix: rules)))
  }

  private static func exercise(_ zone: Zone) {
    for t: Int64 in [.min, -(1 << 59), -1, 0, 1_700_000_000, 1 << 40, .max] {
      let instant = Instant(secondsSinceUnixEpoch: t)
      _ = zone.offset(at: instant)
      _ = zone.abbreviation(at: instant)
      _ = zone.nextTransition(after: instant)
      _ = zone.previousTransition(before: instant)
      _ = zone.rfc3339(instant)
    }
    for day in [Day.minimum, Day(iso: 1970, 1, 1)!, Day(iso: 2024, 3, 31)!, Day.maximum] {
      _ = try? zone.startOfDay(day)
      _ = try? zone.length(of: day)
      _ = try? zone.instant(for: WallTime(day: day, hour: 2, minute: 30))
    }
  }
}
