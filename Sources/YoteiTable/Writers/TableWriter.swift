import Yotei

/// A streaming writer of rows in one file format: rows go out as they are
/// appended (Parquet in bounded row groups), so memory stays flat however
/// many rows pass.
///
/// ```swift
/// let sink = MemorySink()
/// let writer = try TableFormat.csv.writer(columns: [TableColumn("n", .int32)], sink: sink)
/// try writer.append([.int32(1)])
/// try writer.finish()
/// sink.bytes.count  // 6
/// ```
public protocol TableWriter: AnyObject {
  /// The columns every row follows.
  var columns: [TableColumn] { get }
  /// The number of rows appended.
  var rowCount: Int { get }
  /// Appends one row: a value per column, of the column's type (or null
  /// where the column is nullable).
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/badRow`` naming the
  ///   column, or ``TableError/Kind/writeFailed``.
  func append(_ row: [TableValue]) throws(TableError)
  /// Writes what is buffered and the file's closing part (Parquet's footer).
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/writeFailed``.
  func finish() throws(TableError)
}

/// The file formats a table is written in.
public enum TableFormat: String, Hashable, Sendable, CaseIterable {
  /// RFC 4180 CSV: a header row, CRLF line ends, ISO dates, empty for null.
  case csv
  /// Apache Parquet, written by Yotei (PLAIN encoding, no compression).
  case parquet
  /// JSON Lines: one object per row, keys the column names.
  case jsonl

  /// The format named `name` (`csv`, `parquet`, `jsonl`), case-insensitively.
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/invalidArgument``
  ///   listing the formats.
  public init(name: String) throws(TableError) {
    guard let format = TableFormat(rawValue: name.lowercased()) else {
      throw TableError(
        kind: .invalidArgument, field: "format", value: name, allowed: Self.names,
        message: "unknown format '\(name)'; the formats are \(Self.names)")
    }
    self = format
  }

  /// The format a file's extension names (`days.parquet`, `days.CSV`,
  /// `days.jsonl` or `days.ndjson`), or `nil`.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "csv": self = .csv
    case "parquet", "pq": self = .parquet
    case "jsonl", "ndjson": self = .jsonl
    default: return nil
    }
  }

  /// `csv, parquet, jsonl`.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// A writer of this format for `columns`, writing to `sink`.
  ///
  /// - Parameters:
  ///   - columns: The table's columns, in order.
  ///   - sink: Where the bytes go.
  ///   - rowGroupRows: For Parquet, the most rows a row group holds.
  /// - Throws: ``TableError`` when the columns are refused (no columns, or
  ///   two with one name).
  public func writer(
    columns: [TableColumn], sink: any ByteSink, rowGroupRows: Int = ParquetWriter.defaultRowGroupRows
  )
    throws(TableError) -> any TableWriter
  {
    switch self {
    case .csv: try CSVWriter(columns: columns, sink: sink)
    case .parquet: try ParquetWriter(columns: columns, sink: sink, rowGroupRows: rowGroupRows)
    case .jsonl: try JSONLinesWriter(columns: columns, sink: sink)
    }
  }
}

/// Refuses an empty column list and repeated names.
func checkColumns(_ columns: [TableColumn]) throws(TableError) {
  guard !columns.isEmpty else {
    throw TableError(
      kind: .invalidArgument, field: "columns", value: "", allowed: "at least one column",
      message: "a table needs at least one column")
  }
  var seen = Set<String>()
  for column in columns where !seen.insert(column.name).inserted {
    throw TableError(
      kind: .invalidArgument, field: "columns", value: column.name, allowed: "distinct column names",
      message: "the column name '\(column.name)' is used twice")
  }
}

/// RFC 4180 CSV: a header row of the column names, then a line per row,
/// every line ending in CRLF; a field holding a comma, a double quote, CR or
/// LF is quoted with its quotes doubled; null is an empty field; dates are
/// `YYYY-MM-DD` and booleans `true` and `false`.
public final class CSVWriter: BlockWriter {
  /// The columns.
  public let columns: [TableColumn]
  /// Rows appended.
  public var rowCount: Int { lines.count }
  private var lines: LineRows

  /// A writer that writes the header row at once.
  ///
  /// - Throws: ``TableError`` for refused columns or a failed write.
  public init(columns: [TableColumn], sink: any ByteSink) throws(TableError) {
    self.columns = columns
    self.lines = try LineRows(columns: columns, sink: sink, style: .csv)
    try lines.write(columns.map { Self.field($0.name) }.joined(separator: ",") + "\r\n")
  }

  /// `text` as one CSV field, quoted when it must be.
  public static func field(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
      return text
    }
    var out = "\""
    for character in text.unicodeScalars {
      if character == "\"" { out += "\"\"" } else { out.unicodeScalars.append(character) }
    }
    return out + "\""
  }

  public func append(_ row: [TableValue]) throws(TableError) { try lines.append(row) }

  func write(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) { try lines.write(block, rows: rows) }

  public func finish() throws(TableError) { try lines.finish() }
}

/// JSON Lines: one JSON object per row and line (LF), keys the column names
/// in column order, dates as `"YYYY-MM-DD"` strings, null as `null`.
public final class JSONLinesWriter: BlockWriter {
  /// The columns.
  public let columns: [TableColumn]
  /// Rows appended.
  public var rowCount: Int { lines.count }
  private var lines: LineRows

  /// A writer of `columns` to `sink`.
  ///
  /// - Throws: ``TableError`` for refused columns.
  public init(columns: [TableColumn], sink: any ByteSink) throws(TableError) {
    self.columns = columns
    self.lines = try LineRows(columns: columns, sink: sink, style: .jsonLines)
  }

  public func append(_ row: [TableValue]) throws(TableError) { try lines.append(row) }

  func write(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) { try lines.write(block, rows: rows) }

  public func finish() throws(TableError) { try lines.finish() }
}

/// What the text writers share: one line per row, each row checked against
/// the columns, the text made straight into the output buffer, strings
/// escaped once per distinct value, and nothing taken after `finish()`.
struct LineRows {
  /// The two text formats.
  enum Style {
    /// CSV: fields between commas, CRLF.
    case csv
    /// JSON Lines: `{"key":value,...}` and LF.
    case jsonLines
  }

  private var output: BufferedOutput
  private let checker: RowChecker
  private let columns: [TableColumn]
  private let style: Style
  /// Per column, what comes before its value (`,` or `,"key":`).
  private let prefixes: [[UInt8]]
  private let lineEnd: [UInt8]
  private let null: [UInt8]
  private var pending: ColumnBlock
  /// Per string column: the text of each string number of `cacheSource`.
  private var escaped: [[[UInt8]]]
  private var cacheSources: [(ObjectIdentifier, Int)?]
  private var doubles: [UInt64: [UInt8]] = [:]
  /// Rows appended.
  private(set) var count = 0
  private var done = false

  init(columns: [TableColumn], sink: any ByteSink, style: Style) throws(TableError) {
    try checkColumns(columns)
    self.checker = RowChecker(columns: columns)
    self.output = BufferedOutput(sink)
    self.columns = columns
    self.style = style
    switch style {
    case .csv:
      prefixes = columns.indices.map { $0 == 0 ? [] : [UInt8(ascii: ",")] }
      lineEnd = Array("\r\n".utf8)
      null = []
    case .jsonLines:
      prefixes = columns.enumerated().map { index, column in
        Array(((index == 0 ? "{" : ",") + JSONString.quoted(column.name) + ":").utf8)
      }
      lineEnd = Array("}\n".utf8)
      null = Array("null".utf8)
    }
    pending = ColumnBlock(columns: columns)
    escaped = Array(repeating: [], count: columns.count)
    cacheSources = Array(repeating: nil, count: columns.count)
  }

  /// Text that is not a row (a header).
  mutating func write(_ text: String) throws(TableError) { try output.append(text) }

  /// Checks `row` and writes its line.
  mutating func append(_ row: [TableValue]) throws(TableError) {
    guard !done else { throw finishedError() }
    try checker.check(row, number: count + 1)
    pending.append(row)
    count += 1
    if pending.count >= 256 { try writePending() }
  }

  /// Writes rows `rows` of `block`.
  mutating func write(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) {
    guard !done else { throw finishedError() }
    try writePending()
    try encode(block, rows: rows)
    count += rows.count
  }

  mutating func finish() throws(TableError) {
    guard !done else { throw finishedError() }
    try writePending()
    done = true
    try output.flush()
  }

  private mutating func writePending() throws(TableError) {
    guard pending.count > 0 else { return }
    try encode(pending, rows: 0..<pending.count)
    pending.removeRows()
    if pending.strings.contains(where: { ($0?.byteCount ?? 0) > 1 << 20 }) {
      for table in pending.strings { table?.removeAll() }
    }
  }

  private mutating func encode(_ block: ColumnBlock, rows: Range<Int>) throws(TableError) {
    // Each string column's escaped texts, laid end to end in one pool for
    // this block: a cell's text is the pool's bytes at its number's span.
    var pool: [UInt8] = []
    var spanBase = Array(repeating: 0, count: columns.count)
    var spans: [(start: Int, count: Int)] = []
    // The most bytes a cell of each column takes (with its prefix).
    var rowMax = lineEnd.count
    for column in columns.indices {
      var most = 24
      switch columns[column].type {
      case .date: most = 18
      case .int32, .int64: most = 20
      case .boolean: most = 5
      case .double: most = 32
      case .string:
        let table = block.strings[column]!
        let source = (ObjectIdentifier(table), table.generation)
        if cacheSources[column].map({ $0 != source }) ?? true {
          cacheSources[column] = source
          escaped[column] = []
        }
        let entries = table.entries
        spanBase[column] = spans.count
        most = 0
        for n in entries.indices {
          if n == escaped[column].count {
            let text = String(decoding: entries[n], as: UTF8.self)
            switch style {
            case .csv: escaped[column].append(Array(CSVWriter.field(text).utf8))
            case .jsonLines: escaped[column].append(Array(JSONString.quoted(text).utf8))
            }
          }
          let bytes = escaped[column][n]
          spans.append((pool.count, bytes.count))
          pool += bytes
          most = max(most, bytes.count)
        }
      }
      rowMax += prefixes[column].count + max(most, null.count)
    }
    var prefixPool: [UInt8] = []
    var prefixSpans: [(start: Int, count: Int)] = []
    for prefix in prefixes {
      prefixSpans.append((prefixPool.count, prefix.count))
      prefixPool += prefix
    }
    let width = block.width
    let quoteDates = style == .jsonLines
    let lineEnd = self.lineEnd
    let null = self.null
    var doubles = self.doubles
    // What each column needs per cell, in raw memory: its type, its
    // prefix's span in `prefixPool`, its strings' first span, and for a
    // date column the month of the last date written (its first day, its
    // length and its `YYYY-MM-` text), so that a date in that month is its
    // day's two digits after the month's text.
    let plans = UnsafeMutablePointer<CellPlan>.allocate(capacity: width)
    for column in 0..<width {
      (plans + column).initialize(
        to: CellPlan(kind: columns[column].type, prefix: prefixSpans[column], spanBase: spanBase[column]))
    }
    defer {
      plans.deinitialize(count: width)
      plans.deallocate()
    }
    let capacity = max(BufferedOutput.blockSize, rowMax) + rowMax
    // Short texts are copied 16 bytes at a time, so both pools and the
    // scratch have 16 bytes to spare.
    pool += repeatElement(0, count: 16)
    prefixPool += repeatElement(0, count: 16)
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + 16)
    let pairs = Self.decimalPairs
    // The line end and the null text (at most 4 bytes each) as words.
    let (lineEndWord, lineEndCount) = Self.word(lineEnd)
    let (nullWord, nullCount) = Self.word(null)
    defer { out.deallocate() }
    var next = rows.lowerBound
    while next < rows.upperBound {
      var at = 0
      // Rows until the scratch could not hold one more.
      block.values.withUnsafeBufferPointer { cells in
        block.defined.withUnsafeBufferPointer { defined in
          pool.withUnsafeBufferPointer { pool in
            prefixPool.withUnsafeBufferPointer { prefixPool in
              spans.withUnsafeBufferPointer { spans in
                @inline(__always) func put(_ from: UnsafePointer<UInt8>, _ count: Int) {
                  // Most cells are a few bytes (a comma, a month name):
                  // copied as two 8-byte words (the bytes past the text are
                  // written over next), not through a call to memmove each.
                  if count <= 16 {
                    let source = UnsafeRawPointer(from)
                    let target = UnsafeMutableRawPointer(out + at)
                    target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
                    target.storeBytes(
                      of: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8,
                      as: UInt64.self)
                  } else {
                    (out + at).update(from: from, count: count)
                  }
                  at += count
                }
                let prefixBase = prefixPool.baseAddress ?? UnsafePointer(out)
                let poolBase = pool.baseAddress ?? UnsafePointer(out)
                while next < rows.upperBound && at + rowMax <= capacity {
                  let base = next * width
                  for column in 0..<width {
                    let plan = plans + column
                    let prefix = plan.pointee.prefix
                    if prefix.count == 1 {
                      out[at] = prefixBase[prefix.start]
                      at += 1
                    } else if prefix.count > 0 {
                      put(prefixBase + prefix.start, prefix.count)
                    }
                    let cell = base + column
                    guard defined[cell] else {
                      UnsafeMutableRawPointer(out + at).storeBytes(of: nullWord, as: UInt32.self)
                      at += nullCount
                      continue
                    }
                    let number = cells[cell]
                    switch plan.pointee.kind {
                    case .date:
                      if quoteDates { out[at] = UInt8(ascii: "\"") }
                      at += quoteDates ? 1 : 0
                      at += plan.pointee.writeDate(number, to: out + at)
                      if quoteDates { out[at] = UInt8(ascii: "\"") }
                      at += quoteDates ? 1 : 0
                    case .int32, .int64: at += Self.writeDecimal(number, to: out + at, pairs: pairs)
                    case .boolean:
                      // `true` or `false`: four bytes and a fifth.
                      let word: UInt32 = number != 0 ? 0x6575_7274 : 0x736C_6166
                      UnsafeMutableRawPointer(out + at).storeBytes(of: word.littleEndian, as: UInt32.self)
                      out[at + 4] = UInt8(ascii: "e")
                      at += number != 0 ? 4 : 5
                    case .double:
                      let bits = UInt64(bitPattern: number)
                      if bits != plan.pointee.lastDouble || plan.pointee.lastDoubleText.isEmpty {
                        let text: [UInt8]
                        if let known = doubles[bits] {
                          text = known
                        } else {
                          text = Array(TableValue.text(of: Double(bitPattern: bits)).utf8)
                          if doubles.count < 4096 { doubles[bits] = text }
                        }
                        plan.pointee.lastDouble = bits
                        plan.pointee.lastDoubleText = text
                      }
                      for byte in plan.pointee.lastDoubleText {
                        out[at] = byte
                        at += 1
                      }
                    case .string:
                      let span = spans[plan.pointee.spanBase + Int(number)]
                      put(poolBase + span.start, span.count)
                    }
                  }
                  UnsafeMutableRawPointer(out + at).storeBytes(of: lineEndWord, as: UInt32.self)
                  at += lineEndCount
                  next += 1
                }
              }
            }
          }
        }
      }
      output.buffer.append(contentsOf: UnsafeBufferPointer(start: out, count: at))
      if output.buffer.count >= BufferedOutput.blockSize { try output.flush() }
    }
    self.doubles = doubles
  }

  /// Up to 4 bytes as one word, to be stored as it is (the bytes past
  /// them are zero), and their count.
  private static func word(_ bytes: [UInt8]) -> (UInt32, Int) {
    precondition(bytes.count <= 4)
    var word: UInt32 = 0
    withUnsafeMutableBytes(of: &word) { $0.copyBytes(from: bytes) }
    return (word, bytes.count)
  }

  /// Writes the decimal digits of `n` at `out` (at most 20 bytes): the
  /// digits counted first, then written from the last, two at a time from
  /// a table of the pairs 00-99 (one division by 100 for two digits).
  ///
  /// - Returns: The bytes written.
  @inline(__always)
  static func writeDecimal(
    _ n: Int64, to out: UnsafeMutablePointer<UInt8>, pairs: UnsafePointer<UInt8> = decimalPairs
  ) -> Int {
    var magnitude = n.magnitude
    let zero = UInt8(ascii: "0")
    // Most cells of a day table are below 100 (months, days, flags).
    if magnitude < 10 && n >= 0 {
      out[0] = zero + UInt8(truncatingIfNeeded: magnitude)
      return 1
    }
    var at = 0
    if n < 0 {
      out[0] = UInt8(ascii: "-")
      at = 1
    }
    var count = 1
    var power: UInt64 = 10
    while count < 20 && magnitude >= power {
      count += 1
      power &*= 10
    }
    var end = at + count
    while magnitude >= 100 {
      let pair = Int(magnitude % 100) * 2
      magnitude /= 100
      out[end - 2] = pairs[pair]
      out[end - 1] = pairs[pair + 1]
      end -= 2
    }
    if magnitude >= 10 {
      let pair = Int(magnitude) * 2
      out[end - 2] = pairs[pair]
      out[end - 1] = pairs[pair + 1]
    } else {
      out[end - 1] = zero + UInt8(truncatingIfNeeded: magnitude)
    }
    return at + count
  }

  /// The ASCII digits of 00, 01, ... 99, two bytes each, never freed.
  nonisolated(unsafe) static let decimalPairs: UnsafePointer<UInt8> = {
    let pairs = UnsafeMutablePointer<UInt8>.allocate(capacity: 200)
    for n in 0..<100 {
      pairs[2 * n] = UInt8(ascii: "0") + UInt8(n / 10)
      pairs[2 * n + 1] = UInt8(ascii: "0") + UInt8(n % 10)
    }
    return UnsafePointer(pairs)
  }()

  /// Writes a day (days since 1970-01-01) at `out` as `YYYY-MM-DD`, as
  /// ``Day/isoString`` gives it (at most 14 bytes).
  ///
  /// - Returns: The bytes written.
  @inline(__always)
  static func writeDate(_ days: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let day = Day(daysSinceUnixEpoch: Int(days))
    let (y, m, d) = day.isoDate
    guard (0...9999).contains(y) else {
      let text = Array(day.isoString.utf8)
      out.update(from: text, count: text.count)
      return text.count
    }
    let zero = UInt8(ascii: "0")
    out[0] = zero + UInt8(y / 1000)
    out[1] = zero + UInt8(y / 100 % 10)
    out[2] = zero + UInt8(y / 10 % 10)
    out[3] = zero + UInt8(y % 10)
    out[4] = UInt8(ascii: "-")
    out[5] = zero + UInt8(m / 10)
    out[6] = zero + UInt8(m % 10)
    out[7] = UInt8(ascii: "-")
    out[8] = zero + UInt8(d / 10)
    out[9] = zero + UInt8(d % 10)
    return 10
  }
}

/// How the text writers write one column's cells (see `LineRows.encode`).
private struct CellPlan {
  let kind: ColumnType
  /// The span of the column's prefix in the block's prefix pool.
  let prefix: (start: Int, count: Int)
  /// The index of the column's first string span.
  let spanBase: Int
  /// The month of the last date written: its first day (days since
  /// 1970-01-01), its length, and its `YYYY-MM-` text.
  var monthStart: Int64 = 0
  var monthLength: Int64 = 0
  var monthText: UInt64 = 0
  /// The last double written and its text.
  var lastDouble: UInt64 = 0
  var lastDoubleText: [UInt8] = []

  init(kind: ColumnType, prefix: (start: Int, count: Int), spanBase: Int) {
    self.kind = kind
    self.prefix = prefix
    self.spanBase = spanBase
  }

  /// Writes a day (days since 1970-01-01) as `YYYY-MM-DD` (see
  /// `LineRows.writeDate`): from the month of the last date when the day
  /// is in it.
  ///
  /// - Returns: The bytes written.
  @inline(__always)
  mutating func writeDate(_ days: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let offset = days &- monthStart
    if offset >= 0 && offset < monthLength {
      UnsafeMutableRawPointer(out).storeBytes(of: monthText, as: UInt64.self)
      let day = Int(offset) + 1
      out[8] = UInt8(ascii: "0") + UInt8(day / 10)
      out[9] = UInt8(ascii: "0") + UInt8(day % 10)
      return 10
    }
    let count = LineRows.writeDate(days, to: out)
    let (y, m, d) = Day(daysSinceUnixEpoch: Int(days)).isoDate
    if count == 10 && (0...9999).contains(y) {
      monthStart = days - Int64(d - 1)
      monthLength = Int64(BlockMaker.daysInMonth(y, m))
      monthText = UnsafeRawPointer(out).loadUnaligned(as: UInt64.self)
    }
    return count
  }
}

/// The error for a writer used after `finish()`.
func finishedError() -> TableError {
  TableError(
    kind: .finished, field: "writer", value: "finished", allowed: "rows before finish()",
    message: "the writer has finished; make a new one for another table")
}
