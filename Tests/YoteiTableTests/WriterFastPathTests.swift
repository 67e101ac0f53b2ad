import Testing
import Yotei

@testable import YoteiTable

/// The writers' fast paths against the plain ways of giving the same bytes:
/// decimal digits against `String(n)`, dates against `Day.isoString`, the
/// bit-packing against a bit-by-bit packer, and CRC-32 over parts against
/// the CRC of the whole.
@Suite struct WriterFastPathTests {
  /// Every integer a power of ten away from a digit count changing, both
  /// signs, and the ends of `Int64`.
  @Test func decimalsAreStringsDigits() {
    var numbers: [Int64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, Int64.max, Int64.min, Int64.min + 1]
    var power: Int64 = 1
    for _ in 0..<18 {
      power *= 10
      numbers += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
    }
    numbers += (-1000...1000).map(Int64.init)
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    defer { out.deallocate() }
    for n in numbers {
      let count = LineRows.writeDecimal(n, to: out)
      #expect(String(decoding: UnsafeBufferPointer(start: out, count: count), as: UTF8.self) == String(n))
    }
  }

  /// A CSV of one date column, day after day across month, year and era
  /// ends, and days far apart, equals the days' `isoString`s.
  @Test func datesAreIsoStrings() throws {
    var days: [Day] = []
    let start = Day(iso: 1999, 12, 1)!
    days += (0..<800).map { start + $0 }
    days += [
      Day(iso: 2000, 2, 29)!, Day(iso: 1900, 2, 28)!, Day(iso: 1900, 3, 1)!, Day(iso: 1, 1, 1)!,
      Day(iso: -44, 3, 15)!, Day(iso: -44, 3, 16)!, Day(iso: 9999, 12, 31)!, Day(iso: 0, 12, 31)!,
      Day(iso: 2024, 1, 31)!, Day(iso: 2024, 1, 30)!, Day(iso: 2024, 2, 1)!,
    ]
    days += (0..<400).map { start + $0 * 37 - 5000 }
    let sink = MemorySink()
    let writer = try TableFormat.csv.writer(columns: [TableColumn("d", .date)], sink: sink)
    for day in days { try writer.append([.date(day)]) }
    try writer.finish()
    let expected = "d\r\n" + days.map { $0.isoString + "\r\n" }.joined()
    #expect(String(decoding: sink.bytes, as: UTF8.self) == expected)
  }

  /// Bit-packed runs of every width 1-32 and of lengths around a group and
  /// a run, against packing bit by bit.
  @Test func bitPackingEqualsPackingBitByBit() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 16
    }
    for width in 1...32 {
      for count in [1, 7, 8, 9, 63 * 8 - 1, 63 * 8, 63 * 8 + 1, 1500] {
        let mask: UInt64 = width == 32 ? 0xFFFF_FFFF : (1 << UInt64(width)) - 1
        let values = (0..<count).map { _ in UInt32(random() & mask) }
        var out: [UInt8] = []
        RLEHybrid.bitPack(values, width: width, into: &out)
        #expect(out == Self.packedBitByBit(values, width: width), "width \(width), \(count) values")
      }
    }
  }

  static func packedBitByBit(_ values: [UInt32], width: Int) -> [UInt8] {
    var out: [UInt8] = []
    var start = 0
    while start < values.count {
      let end = min(values.count, start + 63 * 8)
      let groups = (end - start + 7) / 8
      out.append(UInt8(groups << 1 | 1))
      var bits: [Bool] = []
      for index in start..<(start + groups * 8) {
        let value = index < end ? values[index] : 0
        for bit in 0..<width { bits.append(value >> UInt32(bit) & 1 == 1) }
      }
      for byte in 0..<(bits.count / 8) {
        var b: UInt8 = 0
        for bit in 0..<8 where bits[byte * 8 + bit] { b |= 1 << UInt8(bit) }
        out.append(b)
      }
      start = end
    }
    return out
  }

  /// The CRC of a page's parts, continued from one to the next, is the CRC
  /// of the whole page, wherever it is split.
  @Test func crcContinuesOverParts() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 3) }
    let whole = CRC32.checksum(bytes)
    for split in [0, 1, 7, 8, 9, 500, 999, 1000] {
      let first = CRC32.checksum(Array(bytes[..<split]))
      #expect(CRC32.checksum(Array(bytes[split...]), continuing: first) == whole)
    }
    #expect(
      CRC32.checksum(Array("56789".utf8), continuing: CRC32.checksum(Array("1234".utf8))) == 0xCBF4_3926)
  }

  /// A nullable integer column's page (levels, then the values written
  /// apart from them) reads back with the CRC of the body as written.
  @Test func nullableIntegerPageCarriesTheCrcOfItsWholeBody() throws {
    let sink = MemorySink()
    let writer = try ParquetWriter(columns: [TableColumn("n", .int32, nullable: true)], sink: sink)
    for n in 0..<100 { try writer.append([n % 3 == 0 ? .null : .int32(Int32(n))]) }
    try writer.finish()
    // The data page header starts after the magic: its compact-protocol
    // fields 1-4 (type, sizes, crc), then the body.
    var reader = HeaderReader(bytes: sink.bytes, at: 4)
    let fields = reader.firstInt32Fields(4)
    let size = Int(fields[1])
    let body = Array(sink.bytes[reader.bodyStart..<(reader.bodyStart + size)])
    #expect(UInt32(bitPattern: fields[3]) == CRC32.checksum(body))
    // 33 nulls' levels, then 67 values of 4 bytes.
    #expect(size > 67 * 4)
  }
}

/// Reads the first int32 fields of a Thrift compact struct (the page
/// header's), then skips to the end of the header.
private struct HeaderReader {
  let bytes: [UInt8]
  var at: Int
  var bodyStart = 0

  init(bytes: [UInt8], at: Int) {
    self.bytes = bytes
    self.at = at
  }

  mutating func varint() -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = bytes[at]
      at += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }

  mutating func zigzag() -> Int64 {
    let n = varint()
    return Int64(bitPattern: n >> 1) ^ -Int64(bitPattern: n & 1)
  }

  /// The values of the struct's first `count` fields (all i32), then the
  /// rest of the header skipped by its nested structs' stop bytes.
  mutating func firstInt32Fields(_ count: Int) -> [Int32] {
    var values: [Int32] = []
    for _ in 0..<count {
      at += 1  // field header: delta and type i32
      values.append(Int32(truncatingIfNeeded: zigzag()))
    }
    skipStruct()
    bodyStart = at
    return values
  }

  /// Skips the rest of a struct: i32/i64 fields, nested structs, binaries.
  mutating func skipStruct() {
    while true {
      let header = bytes[at]
      at += 1
      if header == 0 { return }
      if header & 0xF0 == 0 { _ = zigzag() }  // long-form field id
      switch header & 0x0F {
      case 1, 2: break  // booleans
      case 3: at += 1
      case 4, 5, 6: _ = varint()
      case 7: at += 8
      case 8:
        let length = Int(varint())
        at += length
      case 12: skipStruct()
      default: return
      }
    }
  }
}
