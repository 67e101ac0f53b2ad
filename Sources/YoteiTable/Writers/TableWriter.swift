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
public final class CSVWriter: TableWriter {
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
    self.lines = try LineRows(columns: columns, sink: sink)
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

  public func append(_ row: [TableValue]) throws(TableError) {
    try lines.append(row) { row in
      var line = ""
      for (index, value) in row.enumerated() {
        if index > 0 { line += "," }
        if case .string(let text) = value { line += Self.field(text) } else { line += value.description }
      }
      return line + "\r\n"
    }
  }

  public func finish() throws(TableError) { try lines.finish() }
}

/// JSON Lines: one JSON object per row and line (LF), keys the column names
/// in column order, dates as `"YYYY-MM-DD"` strings, null as `null`.
public final class JSONLinesWriter: TableWriter {
  /// The columns.
  public let columns: [TableColumn]
  /// Rows appended.
  public var rowCount: Int { lines.count }
  private var lines: LineRows
  private let keys: [String]

  /// A writer of `columns` to `sink`.
  ///
  /// - Throws: ``TableError`` for refused columns.
  public init(columns: [TableColumn], sink: any ByteSink) throws(TableError) {
    self.columns = columns
    self.lines = try LineRows(columns: columns, sink: sink)
    self.keys = columns.map { JSONString.quoted($0.name) + ":" }
  }

  public func append(_ row: [TableValue]) throws(TableError) {
    try lines.append(row) { row in
      var line = "{"
      for (index, value) in row.enumerated() {
        if index > 0 { line += "," }
        line += keys[index]
        switch value {
        case .null: line += "null"
        case .string(let text): JSONString.append(text, to: &line)
        case .date(let day): line += "\"" + day.isoString + "\""
        default: line += value.description
        }
      }
      return line + "}\n"
    }
  }

  public func finish() throws(TableError) { try lines.finish() }
}

/// What the text writers share: one line per row, each row checked against
/// the columns, the text buffered, and nothing taken after `finish()`.
struct LineRows {
  private var output: BufferedOutput
  private let checker: RowChecker
  /// Rows appended.
  private(set) var count = 0
  private var done = false

  init(columns: [TableColumn], sink: any ByteSink) throws(TableError) {
    try checkColumns(columns)
    self.checker = RowChecker(columns: columns)
    self.output = BufferedOutput(sink)
  }

  /// Text that is not a row (a header).
  mutating func write(_ text: String) throws(TableError) { try output.append(text) }

  /// Checks `row`, then writes the line `line` makes of it.
  mutating func append(_ row: [TableValue], line: ([TableValue]) -> String) throws(TableError) {
    guard !done else { throw finishedError() }
    try checker.check(row, number: count + 1)
    try output.append(line(row))
    count += 1
  }

  mutating func finish() throws(TableError) {
    guard !done else { throw finishedError() }
    done = true
    try output.flush()
  }
}

/// The error for a writer used after `finish()`.
func finishedError() -> TableError {
  TableError(
    kind: .finished, field: "writer", value: "finished", allowed: "rows before finish()",
    message: "the writer has finished; make a new one for another table")
}
