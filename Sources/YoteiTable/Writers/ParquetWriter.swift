import Yotei

/// Apache Parquet, written by Yotei itself: a flat schema of REQUIRED and
/// OPTIONAL columns, one data page (v1, uncompressed, with its CRC-32) per
/// column and row group, and the footer in the Thrift compact protocol with
/// each chunk's statistics (min, max, null count) and the type-defined
/// column order, so readers may skip row groups by them.
///
/// Numbers, dates and booleans are PLAIN-encoded. Strings are
/// dictionary-encoded, as engines write them: each chunk's distinct strings
/// once in a PLAIN dictionary page before the data page, whose values are
/// their numbers (RLE_DICTIONARY: bit-packed runs of the least bit width).
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
public final class ParquetWriter: BlockWriter {
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
  private var pending: ColumnBlock
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
    self.chunks = columns.map { ChunkBuffer(column: $0, rowGroupRows: rowGroupRows) }
    self.pending = ColumnBlock(columns: columns)
    self.output = BufferedOutput(sink)
    try output.append(Self.magic)
  }

  static let magic = Array("PAR1".utf8)

  public func append(_ row: [TableValue]) throws(TableError) {
    guard !done else { throw finishedError() }
    try checker.check(row, number: rowCount + 1)
    pending.append(row)
    rowCount += 1
    if pending.count >= 1024 { try writePending() }
  }

  func write(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) {
    guard !done else { throw finishedError() }
    try writePending()
    try encode(block, rows: rows)
    rowCount += rows.count
  }

  /// Encodes the rows appended one by one.
  private func writePending() throws(TableError) {
    guard pending.count > 0 else { return }
    try encode(pending, rows: 0..<pending.count)
    pending.removeRows()
    // Their strings are kept for the next rows unless they grow large.
    if pending.strings.contains(where: { ($0?.byteCount ?? 0) > 1 << 20 }) {
      for table in pending.strings { table?.removeAll() }
    }
  }

  /// Adds rows to the row group being filled, writing each that fills up.
  private func encode(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) {
    var start = rows.lowerBound
    while start < rows.upperBound {
      let end = min(rows.upperBound, start + (rowGroupRows - chunks[0].rows))
      for index in chunks.indices { chunks[index].append(block, column: index, rows: start..<end) }
      start = end
      if chunks[0].rows >= rowGroupRows || bufferedBytes >= Self.rowGroupBytes { try writeRowGroup() }
    }
  }

  public func finish() throws(TableError) {
    guard !done else { throw finishedError() }
    try writePending()
    done = true
    if chunks[0].rows > 0 { try writeRowGroup() }
    let footer = footerBytes()
    try output.append(footer)
    let length = UInt32(footer.count)
    try output.append((0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) })
    try output.append(Self.magic)
    try output.flush()
  }

  private var bufferedBytes: Int { chunks.reduce(0) { $0 + $1.byteCount } }

  private func writeRowGroup() throws(TableError) {
    let rows = chunks[0].rows
    let start = output.offset
    var records: [ChunkRecord] = []
    records.reserveCapacity(chunks.count)
    for index in chunks.indices {
      let first = output.offset
      var dictionaryOffset: Int64?
      if let (header, body) = chunks[index].dictionaryPage() {
        dictionaryOffset = Int64(first)
        try output.append(header)
        try output.append(body)
      }
      let offset = output.offset
      let (header, body, values) = chunks[index].page()
      try output.append(header)
      try output.append(body)
      // A PLAIN page's values follow its levels as they are held, not
      // copied into one body first.
      if let values { try output.append(values) }
      records.append(
        ChunkRecord(
          dataPageOffset: Int64(offset), dictionaryPageOffset: dictionaryOffset,
          size: Int64(output.offset - first), values: Int64(rows), statistics: chunks[index].statistics))
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
                    w.list(2, .i32, count: chunk.dictionaryPageOffset == nil ? 2 : 3) { w in
                      w.i32Value(0)  // PLAIN
                      w.i32Value(3)  // RLE, for definition levels
                      if chunk.dictionaryPageOffset != nil { w.i32Value(8) }  // RLE_DICTIONARY
                    }
                    w.list(3, .binary, count: 1) { w in w.binaryValue(Array(column.name.utf8)) }
                    w.i32(4, 0)  // UNCOMPRESSED
                    w.i64(5, chunk.values)
                    w.i64(6, chunk.size)
                    w.i64(7, chunk.size)
                    w.i64(9, chunk.dataPageOffset)
                    if let offset = chunk.dictionaryPageOffset { w.i64(11, offset) }
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
  var dictionaryPageOffset: Int64?
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

/// One column's values of the row group being filled: PLAIN bytes, or for
/// a string column the chunk's dictionary and each value's number in it.
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
  /// String columns: the chunk's distinct strings, in order of first use.
  var dictionary: [[UInt8]] = []
  var dictionaryBytes = 0
  /// String columns: each present value's number in ``dictionary``.
  var indices: [UInt32] = []
  /// From the numbers of the block's string table to the dictionary's
  /// (-1: not in this chunk yet).
  var remap: [Int32] = []
  var remapSource: ObjectIdentifier?
  var remapGeneration = 0

  /// The rows a row group holds (at most ``capacityRows`` are reserved).
  let rowGroupRows: Int
  /// The most rows whose space is reserved at once.
  static let capacityRows = 32_768

  init(column: TableColumn, rowGroupRows: Int) {
    self.column = column
    self.rowGroupRows = rowGroupRows
  }

  /// The bytes held.
  var byteCount: Int { values.count + levels.count + dictionaryBytes + indices.count * 4 }

  mutating func reset() {
    values.removeAll(keepingCapacity: true)
    levels.removeAll(keepingCapacity: true)
    dictionary.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    for index in remap.indices { remap[index] = -1 }
    dictionaryBytes = 0
    rows = 0
    nulls = 0
    present = 0
    minInt = .max
    maxInt = .min
    minDouble = .infinity
    maxDouble = -.infinity
  }

  /// The present cells of the rows being appended (kept between blocks).
  private var scratch: [Int64] = []

  /// Appends rows `range` of the block's column `c`.
  mutating func append(_ block: ColumnBlock, column c: Int, rows range: Range<Int>) {
    rows += range.count
    let type = column.type
    if !column.isNullable && (type == .date || type == .int32 || type == .int64) {
      // Every cell is present: stored straight from the block's rows.
      present += range.count
      guard !range.isEmpty else { return }
      block.values.withUnsafeBufferPointer { cells in
        appendIntegers(
          cells.baseAddress! + (range.lowerBound * block.width + c), stride: block.width, count: range.count,
          width: type == .int64 ? 8 : 4)
      }
      return
    }
    if scratch.count < range.count { scratch = Array(repeating: 0, count: range.count) }
    // The column's cells, nulls skipped (their levels say where they were).
    let count = gather(block, column: c, rows: range)
    nulls += range.count - count
    present += count
    // A local reference, so that the cases below may change `self`.
    let gathered = scratch
    gathered.withUnsafeBufferPointer { cells in
      let numbers = UnsafeBufferPointer(rebasing: cells[0..<count])
      switch type {
      case .date, .int32, .int64:
        if let first = numbers.baseAddress {
          appendIntegers(first, stride: 1, count: count, width: type == .int64 ? 8 : 4)
        }
      case .boolean:
        var held = present - count
        for n in numbers {
          if held & 7 == 0 { values.append(0) }
          if n != 0 { values[values.count - 1] |= 1 << UInt8(held & 7) }
          held += 1
        }
        noteRange(numbers)
      case .double:
        appendBytes(numbers, width: 8) { raw, offset, n in
          raw.storeBytes(of: n.littleEndian, toByteOffset: offset, as: Int64.self)
        }
        for n in numbers {
          let x = Double(bitPattern: UInt64(bitPattern: n))
          minDouble = Swift.min(minDouble, x)
          maxDouble = Swift.max(maxDouble, x)
        }
      case .string:
        appendStrings(numbers, table: block.strings[c]!)
      }
    }
  }

  /// Copies the defined cells of rows `range` of column `c` into `scratch`
  /// (and, for a nullable column, a level per row): the count copied.
  private mutating func gather(_ block: ColumnBlock, column c: Int, rows range: Range<Int>) -> Int {
    let width = block.width
    var count = 0
    if column.isNullable {
      let first = levels.count
      Self.reserve(&levels, rows: rowGroupRows, perRow: 1, adding: range.count)
      levels.append(contentsOf: repeatElement(0, count: range.count))
      levels.withUnsafeMutableBufferPointer { levels in
        scratch.withUnsafeMutableBufferPointer { out in
          block.values.withUnsafeBufferPointer { cells in
            block.defined.withUnsafeBufferPointer { defined in
              var cell = range.lowerBound * width + c
              for i in 0..<range.count {
                if defined[cell] {
                  levels[first + i] = 1
                  out[count] = cells[cell]
                  count += 1
                }
                cell += width
              }
            }
          }
        }
      }
    } else {
      scratch.withUnsafeMutableBufferPointer { out in
        block.values.withUnsafeBufferPointer { cells in
          var cell = range.lowerBound * width + c
          for i in 0..<range.count {
            out[i] = cells[cell]
            cell += width
          }
        }
      }
      count = range.count
    }
    return count
  }

  /// Appends the low `width` bytes (4 or 8) of `count` numbers, `stride`
  /// apart from `numbers` on, to ``values``,
  /// little-endian, and widens the chunk's least and greatest integer to
  /// cover them, in one pass.
  private mutating func appendIntegers(
    _ numbers: UnsafePointer<Int64>, stride: Int, count: Int, width: Int
  ) {
    let first = values.count
    Self.reserve(&values, rows: rowGroupRows, perRow: width, adding: count * width)
    values.append(contentsOf: repeatElement(0, count: count * width))
    var least = minInt
    var most = maxInt
    values.withUnsafeMutableBytes { raw in
      var at = raw.baseAddress! + first
      var from = numbers
      if width == 4 {
        for _ in 0..<count {
          let n = from.pointee
          at.storeBytes(of: UInt32(truncatingIfNeeded: n).littleEndian, as: UInt32.self)
          at += 4
          from += stride
          least = Swift.min(least, n)
          most = Swift.max(most, n)
        }
      } else {
        for _ in 0..<count {
          let n = from.pointee
          at.storeBytes(of: n.littleEndian, as: Int64.self)
          at += 8
          from += stride
          least = Swift.min(least, n)
          most = Swift.max(most, n)
        }
      }
    }
    minInt = least
    maxInt = most
  }

  /// Reserves a row group's space in `array` (`perRow` elements for each
  /// of `rows`, ``capacityRows`` rows at most) the first time it grows, so
  /// the chunk is not copied as it doubles.
  private static func reserve<T>(_ array: inout [T], rows: Int, perRow: Int, adding count: Int) {
    guard array.count + count > array.capacity else { return }
    // Past that, it doubles as an array would.
    array.reserveCapacity(
      Swift.max(array.count + count, 2 * array.capacity, Swift.min(rows, capacityRows) * perRow))
  }

  /// Appends `width` bytes per number to ``values``, each written by `store`.
  private mutating func appendBytes(
    _ numbers: UnsafeBufferPointer<Int64>, width: Int,
    _ store: (UnsafeMutableRawBufferPointer, Int, Int64) -> Void
  ) {
    let first = values.count
    Self.reserve(&values, rows: rowGroupRows, perRow: width, adding: numbers.count * width)
    values.append(contentsOf: repeatElement(0, count: numbers.count * width))
    values.withUnsafeMutableBytes { raw in
      var offset = first
      for n in numbers {
        store(raw, offset, n)
        offset += width
      }
    }
  }

  /// Appends the dictionary numbers of string numbers of `table`.
  private mutating func appendStrings(_ numbers: UnsafeBufferPointer<Int64>, table: StringTable) {
    if remapSource != ObjectIdentifier(table) || remapGeneration != table.generation {
      remapSource = ObjectIdentifier(table)
      remapGeneration = table.generation
      remap.removeAll(keepingCapacity: true)
      // Numbers of another table: the chunk's strings are found again by
      // their bytes.
      var known: [[UInt8]: Int32] = [:]
      for (number, bytes) in dictionary.enumerated() { known[bytes] = Int32(number) }
      remap = table.entries.map { known[$0] ?? -1 }
    }
    let entries = table.entries
    if remap.count < entries.count { remap += repeatElement(-1, count: entries.count - remap.count) }
    // Moved out of `self` for the loop, so that each is written through a
    // pointer (no uniqueness or exclusivity check per cell).
    var remap = self.remap
    var indices = self.indices
    self.remap = []
    self.indices = []
    let first = indices.count
    Self.reserve(&indices, rows: rowGroupRows, perRow: 1, adding: numbers.count)
    indices.append(contentsOf: repeatElement(0, count: numbers.count))
    var added: [Int] = []
    remap.withUnsafeMutableBufferPointer { remap in
      indices.withUnsafeMutableBufferPointer { indices in
        var next = Int32(dictionary.count)
        var at = first
        for n in numbers {
          let n = Int(n)
          var number = remap[n]
          if number < 0 {
            number = next
            next += 1
            added.append(n)
            remap[n] = number
          }
          indices[at] = UInt32(number)
          at += 1
        }
      }
    }
    for n in added {
      dictionary.append(entries[n])
      dictionaryBytes += entries[n].count + 4
    }
    self.remap = remap
    self.indices = indices
  }

  /// Widens the chunk's least and greatest integer to cover `numbers`.
  private mutating func noteRange(_ numbers: UnsafeBufferPointer<Int64>) {
    for n in numbers {
      minInt = Swift.min(minInt, n)
      maxInt = Swift.max(maxInt, n)
    }
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
    case .string:
      // Unsigned byte order; every string of the dictionary is in the chunk.
      var least = dictionary[0]
      var most = dictionary[0]
      for entry in dictionary.dropFirst() {
        if entry.lexicographicallyPrecedes(least) { least = entry }
        if most.lexicographicallyPrecedes(entry) { most = entry }
      }
      (low, high) = (least, most)
    }
    return ChunkStatistics(nullCount: Int64(nulls), min: low, max: high)
  }

  /// Whether the values go through a dictionary (a string column with a
  /// value; a chunk of nulls only has a PLAIN page without values).
  private var usesDictionary: Bool { column.type == .string && !dictionary.isEmpty }

  /// The dictionary page (its header and its body: the strings PLAIN), or
  /// `nil` for a chunk without one.
  func dictionaryPage() -> (header: [UInt8], body: [UInt8])? {
    guard usesDictionary else { return nil }
    var body: [UInt8] = []
    body.reserveCapacity(dictionaryBytes)
    for entry in dictionary {
      withUnsafeBytes(of: UInt32(entry.count).littleEndian) { body.append(contentsOf: $0) }
      body += entry
    }
    var w = ThriftCompactWriter()
    let count = Int32(dictionary.count)
    w.structValue { w in
      w.i32(1, 2)  // DICTIONARY_PAGE
      w.i32(2, Int32(body.count))
      w.i32(3, Int32(body.count))
      w.i32(4, Int32(bitPattern: CRC32.checksum(body)))
      w.structure(7) { w in
        w.i32(1, count)
        w.i32(2, 0)  // PLAIN
      }
    }
    return (w.bytes, body)
  }

  /// The data page: its header (with the body's CRC-32) and its body
  /// (definition levels for a nullable column, then the values: PLAIN, or
  /// the dictionary numbers' bit width and their bit-packed runs).
  func page() -> (header: [UInt8], body: [UInt8], values: [UInt8]?) {
    var body: [UInt8] = []
    if column.isNullable {
      let encoded = RLEHybrid.encode(levels)
      let length = UInt32(encoded.count)
      body += (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
      body += encoded
    }
    var plain: [UInt8]? = nil
    if usesDictionary {
      let width = RLEHybrid.bitWidth(dictionary.count - 1)
      body.append(UInt8(width))
      RLEHybrid.bitPack(indices, width: width, into: &body)
    } else if body.isEmpty {
      body = values
    } else {
      plain = values
    }
    let size = Int32(body.count + (plain?.count ?? 0))
    let crc = CRC32.checksum(plain ?? [], continuing: CRC32.checksum(body))
    let stats = statistics
    var w = ThriftCompactWriter()
    let rows = Int32(self.rows)
    let encoding: Int32 = usesDictionary ? 8 : 0  // RLE_DICTIONARY or PLAIN
    w.structValue { w in
      w.i32(1, 0)  // DATA_PAGE
      w.i32(2, size)
      w.i32(3, size)
      w.i32(4, Int32(bitPattern: crc))
      w.structure(5) { w in
        w.i32(1, rows)
        w.i32(2, encoding)
        w.i32(3, 3)  // RLE
        w.i32(4, 3)  // RLE
        w.structure(5) { w in stats.write(&w) }
      }
    }
    return (w.bytes, body, plain)
  }
}

/// The RLE/bit-packed hybrid encoding of bit width 1, as RLE runs only: each
/// run a ULEB128 header (its length shifted left once) and its value in one byte.
enum RLEHybrid {
  /// The bits a number up to `largest` takes (at least 1).
  static func bitWidth(_ largest: Int) -> Int {
    largest <= 1 ? 1 : Int.bitWidth - largest.leadingZeroBitCount
  }

  /// `values` as bit-packed runs of `width` bits, least significant bit
  /// first, each run at most 63 groups of 8 values (a one-byte header:
  /// the groups shifted left once, plus 1); the last group padded with 0.
  static func bitPack(_ values: [UInt32], width: Int, into out: inout [UInt8]) {
    var start = 0
    values.withUnsafeBufferPointer { values in
      while start < values.count {
        let end = min(values.count, start + 63 * 8)
        let groups = (end - start + 7) / 8
        // A group of 8 values of `width` bits is `width` bytes.
        let first = out.count
        out.append(contentsOf: repeatElement(0, count: 1 + groups * width))
        out.withUnsafeMutableBufferPointer { out in
          out[first] = UInt8(groups << 1 | 1)
          var next = first + 1
          var bits: UInt64 = 0
          var held = 0
          let raw = UnsafeMutableRawPointer(out.baseAddress!)
          // Four bytes are stored whenever 32 bits are held (a value has at
          // most 32), the rest byte by byte after the last value; the
          // padding values of the last group are zero bits.
          for index in start..<end {
            bits |= UInt64(values[index]) &<< UInt64(held)
            held += width
            if held >= 32 {
              (raw + next).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
              next += 4
              bits &>>= 32
              held -= 32
            }
          }
          held += (start + groups * 8 - end) * width
          while held > 0 {
            out[next] = UInt8(truncatingIfNeeded: bits)
            next += 1
            bits >>= 8
            held -= 8
          }
        }
        start = end
      }
    }
  }

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
/// headers carry; eight bytes a step ("slicing by 8": table `k` holds the
/// CRC of a byte followed by `k` zero bytes).
enum CRC32 {
  static let table: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 8 * 256)
    for n in 0..<256 {
      var c = UInt32(n)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      table[n] = c
    }
    for k in 1..<8 {
      for n in 0..<256 {
        let previous = table[(k - 1) * 256 + n]
        table[k * 256 + n] = table[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return table
  }()

  /// The CRC-32 of `bytes`, or with `previous` of the bytes before them and
  /// then `bytes` (`checksum(b, continuing: checksum(a))` is `a + b`'s).
  static func checksum(_ bytes: [UInt8], continuing previous: UInt32 = 0) -> UInt32 {
    var c: UInt32 = previous ^ 0xFFFF_FFFF
    table.withUnsafeBufferPointer { t in
      bytes.withUnsafeBufferPointer { bytes in
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
          let low =
            c
            ^ (UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
              | UInt32(bytes[i + 3]) << 24)
          let high =
            UInt32(bytes[i + 4]) | UInt32(bytes[i + 5]) << 8 | UInt32(bytes[i + 6]) << 16
            | UInt32(bytes[i + 7]) << 24
          c =
            t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int(low >> 8 & 0xFF)]
            ^ t[5 * 256 + Int(low >> 16 & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
            ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int(high >> 8 & 0xFF)]
            ^ t[256 + Int(high >> 16 & 0xFF)] ^ t[Int(high >> 24)]
          i += 8
        }
        while i < n {
          c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
          i += 1
        }
      }
    }
    return c ^ 0xFFFF_FFFF
  }
}
