import Yotei

/// Apache Parquet, written by Yotei itself: a flat schema of REQUIRED and
/// OPTIONAL columns, one data page (v1, PLAIN encoding, uncompressed, with
/// its CRC-32) per column and row group, and the footer in the Thrift
/// compact protocol with each chunk's statistics (min, max, null count) and
/// the type-defined column order, so readers may skip row groups by them.
///
/// Types: ``ColumnType/date`` is INT32 with the DATE logical type (days since
/// 1970-01-01), ``ColumnType/string`` BYTE_ARRAY with STRING (and the UTF8
/// converted type for older readers), the others their physical types.
/// Nullable columns carry definition levels (bit width 1) in the
/// RLE/bit-packed hybrid encoding. Rows are buffered only until a row group
/// is full (``defaultRowGroupRows`` rows, or 64 MiB of values), then written,
/// so memory stays flat however long the table is.
///
/// ```swift
/// let sink = MemorySink()
/// let writer = try ParquetWriter(columns: [TableColumn("date", .date)], sink: sink)
/// try writer.append([.date(Day(iso: 2026, 1, 1)!)])
/// try writer.finish()
/// Array(sink.bytes.prefix(4)) == Array("PAR1".utf8)  // true
/// ```
public final class ParquetWriter: TableWriter {
  /// The rows of a row group unless the writer is told otherwise.
  public static let defaultRowGroupRows = 32_768
  /// A row group is written early once its values reach this many bytes.
  static let rowGroupBytes = 64 << 20

  /// The columns.
  public let columns: [TableColumn]
  /// Rows appended.
  public private(set) var rowCount = 0
  /// The most rows a row group holds.
  public let rowGroupRows: Int
  /// The row groups written so far.
  public var rowGroupCount: Int { rowGroups.count }

  private var output: BufferedOutput
  private let checker: RowChecker
  private var chunks: [ChunkBuffer]
  private var rowGroups: [RowGroupRecord] = []
  private var done = false
  private let createdBy: String

  /// A writer of `columns` to `sink`; the magic bytes are written at once.
  ///
  /// - Parameters:
  ///   - columns: The table's columns, in order.
  ///   - sink: Where the bytes go.
  ///   - rowGroupRows: The most rows a row group holds (at least 1).
  ///   - createdBy: The footer's `created_by`.
  /// - Throws: ``TableError`` for refused columns, a row group size below 1,
  ///   or a failed write.
  public init(
    columns: [TableColumn], sink: any ByteSink, rowGroupRows: Int = defaultRowGroupRows,
    createdBy: String = "Yotei"
  ) throws(TableError) {
    try checkColumns(columns)
    guard rowGroupRows >= 1 else {
      throw TableError(
        kind: .invalidArgument, field: "rowGroupRows", value: String(rowGroupRows), allowed: "1 or more",
        message: "a row group holds at least 1 row, not \(rowGroupRows)")
    }
    self.columns = columns
    self.rowGroupRows = rowGroupRows
    self.createdBy = createdBy
    self.checker = RowChecker(columns: columns)
    self.chunks = columns.map { ChunkBuffer(column: $0) }
    self.output = BufferedOutput(sink)
    try output.append(Self.magic)
  }

  static let magic = Array("PAR1".utf8)

  public func append(_ row: [TableValue]) throws(TableError) {
    guard !done else { throw finishedError() }
    try checker.check(row, number: rowCount + 1)
    for index in row.indices { chunks[index].append(row[index]) }
    rowCount += 1
    if chunks[0].rows >= rowGroupRows || (rowCount & 1023 == 0 && bufferedBytes >= Self.rowGroupBytes) {
      try writeRowGroup()
    }
  }

  public func finish() throws(TableError) {
    guard !done else { throw finishedError() }
    done = true
    if chunks[0].rows > 0 { try writeRowGroup() }
    let footer = footerBytes()
    try output.append(footer)
    let length = UInt32(footer.count)
    try output.append((0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) })
    try output.append(Self.magic)
    try output.flush()
  }

  private var bufferedBytes: Int { chunks.reduce(0) { $0 + $1.values.count + $1.levels.count } }

  private func writeRowGroup() throws(TableError) {
    let rows = chunks[0].rows
    let start = output.offset
    var records: [ChunkRecord] = []
    records.reserveCapacity(chunks.count)
    for index in chunks.indices {
      let offset = output.offset
      let (header, body) = chunks[index].page()
      try output.append(header)
      try output.append(body)
      records.append(
        ChunkRecord(
          dataPageOffset: Int64(offset), size: Int64(header.count + body.count), values: Int64(rows),
          statistics: chunks[index].statistics))
      chunks[index].reset()
    }
    rowGroups.append(RowGroupRecord(chunks: records, rows: Int64(rows), offset: Int64(start)))
    try output.flush()
  }

  /// FileMetaData: version, schema, rows, row groups, created_by, column orders.
  private func footerBytes() -> [UInt8] {
    var w = ThriftCompactWriter()
    let columns = self.columns
    let rowGroups = self.rowGroups
    let total = Int64(rowCount)
    let createdBy = self.createdBy
    w.structValue { w in
      w.i32(1, 1)
      w.list(2, .structure, count: columns.count + 1) { w in
        w.structValue { w in
          w.string(4, "schema")
          w.i32(5, Int32(columns.count))
        }
        for column in columns {
          w.structValue { w in
            w.i32(1, column.type.physicalType)
            w.i32(3, column.isNullable ? 1 : 0)
            w.string(4, column.name)
            if let converted = column.type.convertedType { w.i32(6, converted) }
            if let logical = column.type.logicalTypeField {
              w.structure(10) { w in w.structure(logical) { _ in } }
            }
          }
        }
      }
      w.i64(3, total)
      w.list(4, .structure, count: rowGroups.count) { w in
        for group in rowGroups {
          w.structValue { w in
            w.list(1, .structure, count: group.chunks.count) { w in
              for (column, chunk) in zip(columns, group.chunks) {
                w.structValue { w in
                  w.i64(2, 0)
                  w.structure(3) { w in
                    w.i32(1, column.type.physicalType)
                    w.list(2, .i32, count: 2) { w in
                      w.i32Value(0)  // PLAIN
                      w.i32Value(3)  // RLE, for definition levels
                    }
                    w.list(3, .binary, count: 1) { w in w.binaryValue(Array(column.name.utf8)) }
                    w.i32(4, 0)  // UNCOMPRESSED
                    w.i64(5, chunk.values)
                    w.i64(6, chunk.size)
                    w.i64(7, chunk.size)
                    w.i64(9, chunk.dataPageOffset)
                    w.structure(12) { w in chunk.statistics.write(&w) }
                  }
                }
              }
            }
            let size = group.chunks.reduce(Int64(0)) { $0 + $1.size }
            w.i64(2, size)
            w.i64(3, group.rows)
            w.i64(5, group.offset)
            w.i64(6, size)
            w.i16(7, Int16(truncatingIfNeeded: rowGroups.firstIndex { $0.offset == group.offset } ?? 0))
          }
        }
      }
      w.string(6, createdBy)
      w.list(7, .structure, count: columns.count) { w in
        for _ in columns {
          w.structValue { w in w.structure(1) { _ in } }  // TYPE_ORDER
        }
      }
    }
    return w.bytes
  }
}

extension ColumnType {
  /// Parquet's physical type: BOOLEAN 0, INT32 1, INT64 2, DOUBLE 5, BYTE_ARRAY 6.
  var physicalType: Int32 {
    switch self {
    case .boolean: 0
    case .int32, .date: 1
    case .int64: 2
    case .double: 5
    case .string: 6
    }
  }

  /// The legacy converted type: UTF8 0, DATE 6.
  var convertedType: Int32? {
    switch self {
    case .string: 0
    case .date: 6
    default: nil
    }
  }

  /// The LogicalType union's field: STRING 1, DATE 6.
  var logicalTypeField: Int16? {
    switch self {
    case .string: 1
    case .date: 6
    default: nil
    }
  }
}

private struct ChunkRecord {
  var dataPageOffset: Int64
  var size: Int64
  var values: Int64
  var statistics: ChunkStatistics
}

private struct RowGroupRecord {
  var chunks: [ChunkRecord]
  var rows: Int64
  var offset: Int64
}

/// A chunk's statistics, each bound PLAIN-encoded (strings without their length).
struct ChunkStatistics {
  var nullCount: Int64
  var min: [UInt8]?
  var max: [UInt8]?

  func write(_ w: inout ThriftCompactWriter) {
    w.i64(3, nullCount)
    if let max { w.binary(5, max) }
    if let min { w.binary(6, min) }
  }
}

/// One column's values of the row group being filled.
private struct ChunkBuffer {
  let column: TableColumn
  var values: [UInt8] = []
  var levels: [UInt8] = []
  var rows = 0
  var nulls = 0
  var present = 0
  var minInt = Int64.max
  var maxInt = Int64.min
  var minDouble = Double.infinity
  var maxDouble = -Double.infinity
  var minBytes: [UInt8] = []
  var maxBytes: [UInt8] = []

  init(column: TableColumn) { self.column = column }

  mutating func reset() {
    values.removeAll(keepingCapacity: true)
    levels.removeAll(keepingCapacity: true)
    rows = 0
    nulls = 0
    present = 0
    minInt = .max
    maxInt = .min
    minDouble = .infinity
    maxDouble = -.infinity
    minBytes = []
    maxBytes = []
  }

  @inline(__always)
  mutating func append(_ value: TableValue) {
    rows += 1
    if case .null = value {
      nulls += 1
      levels.append(0)
      return
    }
    if column.isNullable { levels.append(1) }
    switch value {
    case .null: break
    case .date(let day): integer(Int64(day.daysSinceUnixEpoch), width: 4)
    case .int32(let n): integer(Int64(n), width: 4)
    case .int64(let n): integer(n, width: 8)
    case .boolean(let b):
      if present & 7 == 0 { values.append(0) }
      if b { values[values.count - 1] |= 1 << UInt8(present & 7) }
      let n: Int64 = b ? 1 : 0
      minInt = Swift.min(minInt, n)
      maxInt = Swift.max(maxInt, n)
    case .double(let x):
      littleEndian(x.bitPattern, width: 8)
      minDouble = Swift.min(minDouble, x)
      maxDouble = Swift.max(maxDouble, x)
    case .string(var text):
      text.withUTF8 { utf8 in
        littleEndian(UInt64(utf8.count), width: 4)
        values.append(contentsOf: utf8)
        if present == 0 || utf8.lexicographicallyPrecedes(minBytes) { minBytes = Array(utf8) }
        if present == 0 || maxBytes.lexicographicallyPrecedes(utf8) { maxBytes = Array(utf8) }
      }
    }
    present += 1
  }

  @inline(__always)
  private mutating func integer(_ n: Int64, width: Int) {
    littleEndian(UInt64(bitPattern: n), width: width)
    minInt = Swift.min(minInt, n)
    maxInt = Swift.max(maxInt, n)
  }

  @inline(__always)
  private mutating func littleEndian(_ bits: UInt64, width: Int) {
    for shift in 0..<width { values.append(UInt8(truncatingIfNeeded: bits >> (8 * shift))) }
  }

  private static func bytes(_ bits: UInt64, width: Int) -> [UInt8] {
    (0..<width).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
  }

  var statistics: ChunkStatistics {
    guard present > 0 else { return ChunkStatistics(nullCount: Int64(nulls), min: nil, max: nil) }
    let (low, high): ([UInt8], [UInt8])
    switch column.type {
    case .date, .int32:
      (low, high) = (
        Self.bytes(UInt64(bitPattern: minInt), width: 4), Self.bytes(UInt64(bitPattern: maxInt), width: 4)
      )
    case .int64:
      (low, high) = (
        Self.bytes(UInt64(bitPattern: minInt), width: 8), Self.bytes(UInt64(bitPattern: maxInt), width: 8)
      )
    case .boolean: (low, high) = ([UInt8(minInt)], [UInt8(maxInt)])
    case .double:
      // The format asks for -0.0 as a minimum of zero and +0.0 as a maximum.
      let low0 = minDouble == 0 ? -0.0 : minDouble
      let high0 = maxDouble == 0 ? 0.0 : maxDouble
      (low, high) = (Self.bytes(low0.bitPattern, width: 8), Self.bytes(high0.bitPattern, width: 8))
    case .string: (low, high) = (minBytes, maxBytes)
    }
    return ChunkStatistics(nullCount: Int64(nulls), min: low, max: high)
  }

  /// The data page: its header (with the body's CRC-32) and its body
  /// (definition levels for a nullable column, then the values).
  func page() -> (header: [UInt8], body: [UInt8]) {
    var body: [UInt8] = []
    if column.isNullable {
      let encoded = RLEHybrid.encode(levels)
      let length = UInt32(encoded.count)
      body += (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
      body += encoded
    }
    body += values
    let stats = statistics
    var w = ThriftCompactWriter()
    let rows = Int32(self.rows)
    w.structValue { w in
      w.i32(1, 0)  // DATA_PAGE
      w.i32(2, Int32(body.count))
      w.i32(3, Int32(body.count))
      w.i32(4, Int32(bitPattern: CRC32.checksum(body)))
      w.structure(5) { w in
        w.i32(1, rows)
        w.i32(2, 0)  // PLAIN
        w.i32(3, 3)  // RLE
        w.i32(4, 3)  // RLE
        w.structure(5) { w in stats.write(&w) }
      }
    }
    return (w.bytes, body)
  }
}

/// The RLE/bit-packed hybrid encoding of bit width 1, as RLE runs only: each
/// run a ULEB128 header (its length shifted left once) and its value in one byte.
enum RLEHybrid {
  static func encode(_ levels: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var index = 0
    while index < levels.count {
      let value = levels[index]
      var end = index + 1
      while end < levels.count && levels[end] == value { end += 1 }
      var header = UInt64(end - index) << 1
      while header >= 0x80 {
        out.append(UInt8(header & 0x7F) | 0x80)
        header >>= 7
      }
      out.append(UInt8(header))
      out.append(value)
      index = end
    }
    return out
  }
}

/// CRC-32 (IEEE 802.3, reflected, as zlib computes it), which Parquet's page
/// headers carry.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
