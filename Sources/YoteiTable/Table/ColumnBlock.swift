import Yotei

/// Strings stored once each and known by number: a string column's values
/// in a ``ColumnBlock`` are numbers into one of these.
final class StringTable {
  /// The strings' UTF-8 bytes, by number.
  private(set) var entries: [[UInt8]] = []
  private var numbers: [[UInt8]: Int32] = [:]
  /// Counts ``removeAll()`` calls, so users of old numbers can tell.
  private(set) var generation = 0

  /// The number of `text`, added if new.
  func number(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { number(bytes: Array($0)) }
  }

  /// The number of `bytes`, added if new.
  func number(bytes: [UInt8]) -> Int32 {
    if let known = numbers[bytes] { return known }
    let next = Int32(entries.count)
    entries.append(bytes)
    numbers[bytes] = next
    return next
  }

  /// The bytes of all strings held.
  var byteCount: Int { entries.reduce(0) { $0 + $1.count } }

  /// Forgets every string (numbers given out before are no longer valid).
  func removeAll() {
    entries.removeAll(keepingCapacity: true)
    numbers.removeAll(keepingCapacity: true)
    generation += 1
  }
}

/// Rows held as numbers, the form every writer encodes: a value per row
/// and column as a 64-bit number (a date as days since 1970-01-01, an
/// integer itself, a boolean 0 or 1, a double its bit pattern, a string its
/// number in the column's ``StringTable``), and whether each cell has a
/// value (false only for a null in a nullable column).
///
/// Cells are stored row after row in one flat array, so a row is appended
/// cell by cell in column order and read back the same way; a column is
/// read with a stride of ``width``.
struct ColumnBlock {
  /// The columns.
  let columns: [TableColumn]
  /// The number of columns: the stride between one row's cells and the next's.
  let width: Int
  /// The values, row by row (cell `row * width + column`).
  private(set) var values: [Int64] = []
  /// Whether each cell has a value, in the layout of ``values``.
  private(set) var defined: [Bool] = []
  /// The strings of each string column (`nil` for the others).
  let strings: [StringTable?]
  /// The rows held.
  private(set) var count = 0

  /// An empty block of `columns`, with string tables of its own or
  /// `strings` (one per column, for the string columns).
  init(columns: [TableColumn], strings: [StringTable?]? = nil) {
    self.columns = columns
    width = columns.count
    self.strings = strings ?? columns.map { $0.type == .string ? StringTable() : nil }
  }

  /// Appends the next cell of the row being made.
  @inline(__always)
  mutating func append(_ value: Int64) {
    values.append(value)
    defined.append(true)
  }

  /// Appends the next cell of the row being made: `value`, or a null.
  @inline(__always)
  mutating func append(_ value: Int64, defined isDefined: Bool) {
    values.append(isDefined ? value : 0)
    defined.append(isDefined)
  }

  /// Appends the next cells of the row being made, all with values.
  @inline(__always)
  mutating func append(contentsOf cells: [Int64], defined isDefined: [Bool]) {
    values += cells
    defined += isDefined
  }

  /// Counts a row whose cells the caller has appended, one per column.
  @inline(__always)
  mutating func endRow() { count += 1 }

  /// Empties the rows, keeping the strings (and so their numbers).
  mutating func removeRows() {
    values.removeAll(keepingCapacity: true)
    defined.removeAll(keepingCapacity: true)
    count = 0
  }

  /// Appends a row of checked values.
  mutating func append(_ row: [TableValue]) {
    for (index, value) in row.enumerated() {
      let number: Int64
      switch value {
      case .null: number = 0
      case .date(let day): number = Int64(day.daysSinceUnixEpoch)
      case .int32(let n): number = Int64(n)
      case .int64(let n): number = n
      case .boolean(let b): number = b ? 1 : 0
      case .double(let x): number = Int64(bitPattern: x.bitPattern)
      case .string(let text): number = Int64(strings[index]!.number(text))
      }
      append(number, defined: value != .null)
    }
    count += 1
  }

  /// Row `row`'s value in column `column`.
  func value(row: Int, column: Int) -> TableValue {
    let cell = row * width + column
    if !defined[cell] { return .null }
    let number = values[cell]
    switch columns[column].type {
    case .date: return .date(Day(daysSinceUnixEpoch: Int(number)))
    case .int32: return .int32(Int32(truncatingIfNeeded: number))
    case .int64: return .int64(number)
    case .boolean: return .boolean(number != 0)
    case .double: return .double(Double(bitPattern: UInt64(bitPattern: number)))
    case .string: return .string(String(decoding: strings[column]!.entries[Int(number)], as: UTF8.self))
    }
  }

  /// Row `row` as values.
  func row(_ row: Int) -> [TableValue] { columns.indices.map { value(row: row, column: $0) } }
}

/// A writer that takes whole blocks (every writer of this module): the
/// day table hands its rows over this way, without a value per cell.
protocol BlockWriter: TableWriter {
  /// Writes rows `rows` of `block`, which follow the writer's columns.
  func write(_ block: ColumnBlock, rows: Range<Int>) throws(TableError)
}

extension Day {
  /// The day `n` days after 1970-01-01.
  init(daysSinceUnixEpoch n: Int) { self.init(julianDayNumber: n + 2_440_588) }
}
