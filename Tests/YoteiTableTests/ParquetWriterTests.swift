import Testing
import Yotei

@testable import YoteiTable

/// The Parquet writer's bytes against the format as its specification
/// (parquet-format's parquet.thrift and Encodings.md, Thrift's compact
/// protocol) spells it out, derived here by hand; scripts/table_engines.py
/// checks the same files with pyarrow and DuckDB.
@Suite struct ParquetWriterTests {
  /// One INT32 column `n`, one row holding 7: every byte of the file.
  @Test func oneValueFileIsByteForByteTheSpecification() throws {
    let sink = MemorySink()
    let writer = try ParquetWriter(columns: [TableColumn("n", .int32)], sink: sink)
    try writer.append([.int32(7)])
    try writer.finish()
    let value: [UInt8] = [0x07, 0x00, 0x00, 0x00]  // PLAIN INT32, little-endian
    // CRC-32 of the page body, as zlib.crc32 gives it: 0xBC93E7A5, as a
    // signed i32 -1131157595, zigzag 2262315189, ULEB128 b5 e1 e0 b6 08.
    let crc: [UInt8] = [0xB5, 0xE1, 0xE0, 0xB6, 0x08]
    let statistics: [UInt8] =
      [0x36, 0x00]  // field 3 (delta 3, i64) null_count 0
      + [0x28, 0x04] + value  // field 5 (delta 2, binary) max_value
      + [0x18, 0x04] + value  // field 6 (delta 1, binary) min_value
      + [0x00]
    let pageHeader: [UInt8] =
      [0x15, 0x00]  // field 1 (i32) type DATA_PAGE
      + [0x15, 0x08]  // field 2 uncompressed_page_size 4 (zigzag 8)
      + [0x15, 0x08]  // field 3 compressed_page_size 4
      + [0x15] + crc  // field 4 crc
      + [0x1C]  // field 5 (struct) data_page_header
      + [0x15, 0x02, 0x15, 0x00, 0x15, 0x06, 0x15, 0x06]  // num_values 1, PLAIN, RLE, RLE
      + [0x1C] + statistics  // field 5 statistics
      + [0x00, 0x00]
    #expect(pageHeader.count == 39)
    let chunkSize: UInt8 = 43 * 2  // header and body, zigzag
    let footer: [UInt8] =
      [0x15, 0x02]  // field 1 version 1
      + [0x19, 0x2C]  // field 2 (list) schema: 2 structs
      + [0x48, 0x06] + Array("schema".utf8) + [0x15, 0x02, 0x00]  // root: name, num_children 1
      + [0x15, 0x02, 0x25, 0x00, 0x18, 0x01, 0x6E, 0x00]  // INT32, REQUIRED, name "n"
      + [0x16, 0x02]  // field 3 (i64) num_rows 1
      + [0x19, 0x1C]  // field 4 row_groups: 1 struct
      + [0x19, 0x1C]  // RowGroup field 1 columns: 1 struct
      + [0x26, 0x00]  // ColumnChunk field 2 file_offset 0
      + [0x1C]  // field 3 meta_data
      + [0x15, 0x02]  // type INT32
      + [0x19, 0x25, 0x00, 0x06]  // encodings [PLAIN, RLE]
      + [0x19, 0x18, 0x01, 0x6E]  // path_in_schema ["n"]
      + [0x15, 0x00]  // codec UNCOMPRESSED
      + [0x16, 0x02]  // num_values 1
      + [0x16, chunkSize, 0x16, chunkSize]  // total uncompressed and compressed sizes 43
      + [0x26, 0x08]  // field 9 (delta 2) data_page_offset 4
      + [0x3C] + statistics  // field 12 (delta 3) statistics
      + [0x00, 0x00]  // end of meta_data, of the chunk
      + [0x16, chunkSize]  // RowGroup field 2 total_byte_size 43
      + [0x16, 0x02]  // num_rows 1
      + [0x26, 0x08]  // field 5 (delta 2) file_offset 4
      + [0x16, chunkSize]  // total_compressed_size 43
      + [0x14, 0x00]  // field 7 (i16) ordinal 0
      + [0x00]
      + [0x28, 0x05] + Array("Yotei".utf8)  // field 6 (delta 2) created_by
      + [0x19, 0x1C, 0x1C, 0x00, 0x00]  // field 7 column_orders: [TYPE_ORDER]
      + [0x00]
    let length = UInt8(footer.count)
    let expected = Array("PAR1".utf8) + pageHeader + value + footer + [length, 0, 0, 0] + Array("PAR1".utf8)
    #expect(sink.bytes == expected)
  }

  @Test func crcIsTheStandardCheckValue() {
    // CRC-32's check value (the catalogue of parametrised CRC algorithms).
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test(arguments: [
    ([UInt8](), [UInt8]()),
    ([1, 1, 1], [0x06, 0x01]),
    ([1, 0, 0, 1], [0x02, 0x01, 0x04, 0x00, 0x02, 0x01]),
    ([UInt8](repeating: 1, count: 200), [0x90, 0x03, 0x01]),  // 400 as ULEB128
  ])
  func definitionLevelsAreRLERuns(levels: [UInt8], encoded: [UInt8]) {
    #expect(RLEHybrid.encode(levels) == encoded)
  }

  /// A nullable string column in two row groups: levels, the dictionary
  /// page (each string once, PLAIN, in order of first use), the data page's
  /// numbers (bit width 1, one bit-packed group), and statistics by
  /// unsigned byte order ("Z" < "a" < "é").
  @Test func nullableStringsAreDictionaryEncodedWithByteOrderStatistics() throws {
    let sink = MemorySink()
    let writer = try ParquetWriter(
      columns: [TableColumn("s", .string, nullable: true)], sink: sink, rowGroupRows: 4)
    for value: TableValue in [.string("é"), .null, .string("Z"), .string("é"), .string("a"), .null] {
      try writer.append([value])
    }
    try writer.finish()
    #expect(writer.rowGroupCount == 2)
    let bytes = sink.bytes
    // The first dictionary page: "é" and "Z" with 4-byte lengths; its
    // header: DICTIONARY_PAGE (2), sizes 11, field 7 with 2 values, PLAIN.
    let dictionary: [UInt8] = [0x02, 0x00, 0x00, 0x00, 0xC3, 0xA9, 0x01, 0x00, 0x00, 0x00, 0x5A]
    #expect(contains(bytes, [0x15, 0x04, 0x15, 0x16, 0x15, 0x16]))
    #expect(contains(bytes, [0x3C, 0x15, 0x04, 0x15, 0x00, 0x00, 0x00] + dictionary))
    // The first data page: levels 1,0,1,1 as three RLE runs (6 bytes,
    // length-prefixed), then bit width 1 and one group (header 0x03) of
    // the numbers 0, 1, 0: 0b010.
    let body: [UInt8] = [0x06, 0x00, 0x00, 0x00, 0x02, 0x01, 0x02, 0x00, 0x04, 0x01] + [0x01, 0x03, 0x02]
    #expect(contains(bytes, body))
    // Its header: 4 values, RLE_DICTIONARY (8, zigzag 16), RLE levels.
    #expect(contains(bytes, [0x15, 0x08, 0x15, 0x10, 0x15, 0x06, 0x15, 0x06]))
    // Its statistics: one null, max "é", min "Z".
    #expect(contains(bytes, [0x36, 0x02, 0x28, 0x02, 0xC3, 0xA9, 0x18, 0x01, 0x5A, 0x00]))
    // The second group's: one null, max and min "a".
    #expect(contains(bytes, [0x36, 0x02, 0x28, 0x01, 0x61, 0x18, 0x01, 0x61, 0x00]))
    // The schema element: BYTE_ARRAY, OPTIONAL, "s", UTF8, logical STRING.
    #expect(
      contains(bytes, [0x15, 0x0C, 0x25, 0x02, 0x18, 0x01, 0x73, 0x25, 0x00, 0x4C, 0x1C, 0x00, 0x00, 0x00]))
  }

  /// Bit-packed runs: LSB first, at most 63 groups of 8 a run, the last
  /// group padded with zeros.
  @Test func dictionaryNumbersAreBitPacked() {
    var out: [UInt8] = []
    RLEHybrid.bitPack([0, 1, 2, 3, 4, 5, 6, 7, 5], width: 3, into: &out)
    // Two groups (header 2 << 1 | 1): 0...7 in 3 bits each is 0x88 0xC6 0xFA
    // (Encodings.md's own example), then 5 and seven zeros.
    #expect(out == [0x05, 0x88, 0xC6, 0xFA, 0x05, 0x00, 0x00])
    out = []
    RLEHybrid.bitPack([UInt32](repeating: 1, count: 63 * 8 + 1), width: 1, into: &out)
    #expect(out.count == 1 + 63 + 1 + 1)
    #expect(out[0] == 0x7F)
    #expect(out[64] == 0x03)
    #expect(RLEHybrid.bitWidth(0) == 1)
    #expect(RLEHybrid.bitWidth(1) == 1)
    #expect(RLEHybrid.bitWidth(2) == 2)
    #expect(RLEHybrid.bitWidth(255) == 8)
    #expect(RLEHybrid.bitWidth(256) == 9)
  }

  @Test func datesAreDaysSinceTheEpochWithTheDateLogicalType() throws {
    let sink = MemorySink()
    let writer = try ParquetWriter(columns: [TableColumn("d", .date)], sink: sink)
    try writer.append([.date(Day(iso: 1969, 12, 31)!)])
    try writer.append([.date(Day(iso: 2024, 2, 29)!)])
    try writer.finish()
    // -1 and 19782 (2024-02-29 is day 19782 of the Unix epoch).
    #expect(contains(sink.bytes, [0xFF, 0xFF, 0xFF, 0xFF, 0x46, 0x4D, 0x00, 0x00]))
    // INT32, REQUIRED, "d", converted DATE (6), logical field 6 DATE.
    #expect(
      contains(
        sink.bytes, [0x15, 0x02, 0x25, 0x00, 0x18, 0x01, 0x64, 0x25, 0x0C, 0x4C, 0x6C, 0x00, 0x00, 0x00]))
  }

  @Test func booleansAreBitPackedLeastSignificantFirst() throws {
    let sink = MemorySink()
    let writer = try ParquetWriter(columns: [TableColumn("b", .boolean)], sink: sink)
    for b in [true, false, true, true, false, false, false, false, true] { try writer.append([.boolean(b)]) }
    try writer.finish()
    // 0b00001101, then 0b00000001; statistics min false, max true.
    #expect(contains(sink.bytes, [0x0D, 0x01]))
    #expect(contains(sink.bytes, [0x36, 0x00, 0x28, 0x01, 0x01, 0x18, 0x01, 0x00, 0x00]))
  }

  @Test func rowsThatBreakTheSchemaAreRefusedByColumn() throws {
    let writer = try ParquetWriter(
      columns: [TableColumn("a", .int32), TableColumn("b", .string)], sink: MemorySink())
    #expect(throws: TableError.self) { try writer.append([.int32(1)]) }
    do {
      try writer.append([.int32(1), .null])
      Issue.record("a null in a required column was taken")
    } catch {
      #expect(error.field == "b")
      #expect(error.allowed == "string")
    }
    do {
      try writer.append([.string("x"), .string("y")])
      Issue.record("a string in an int32 column was taken")
    } catch {
      #expect(error.field == "a")
    }
    try writer.finish()
    #expect(writer.rowCount == 0)
    #expect(throws: TableError.self) { try writer.append([.int32(1), .string("y")]) }
    #expect(throws: TableError.self) {
      try ParquetWriter(columns: [TableColumn("a", .int32), TableColumn("a", .int64)], sink: MemorySink())
    }
  }

  private func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
    guard part.count <= bytes.count else { return false }
    return (0...(bytes.count - part.count)).contains { start in
      bytes[start..<(start + part.count)].elementsEqual(part)
    }
  }
}
