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

/// Rows held column by column, the form every writer encodes: a value per
/// row and column as a 64-bit number (a date as days since 1970-01-01, an
/// integer itself, a boolean 0 or 1, a double its bit pattern, a string its
/// number in the column's ``StringTable``), and for a nullable column
/// whether each row has a value.
struct ColumnBlock {
  /// The columns.
  let columns: [TableColumn]
  /// The values, by column, then row.
  var values: [[Int64]]
  /// By column, then row: whether the row has a value (empty for columns
  /// that take no null).
  var defined: [[Bool]]
  /// The strings of each string column (`nil` for the others).
  let strings: [StringTable?]
  /// The rows held.
  private(set) var count = 0

  /// An empty block of `columns`, with string tables of its own or
  /// `strings` (one per column, for the string columns).
  init(columns: [TableColumn], strings: [StringTable?]? = nil) {
    self.columns = columns
    values = Array(repeating: [], count: columns.count)
    defined = Array(repeating: [], count: columns.count)
    self.strings = strings ?? columns.map { $0.type == .string ? StringTable() : nil }
  }

  /// Counts a row whose values the caller has appended to every column.
  @inline(__always)
  mutating func endRow() { count += 1 }

  /// Empties the rows, keeping the strings (and so their numbers).
  mutating func removeRows() {
    for index in values.indices {
      values[index].removeAll(keepingCapacity: true)
      defined[index].removeAll(keepingCapacity: true)
    }
    count = 0
  }

  /// Appends a row of checked values.
  mutating func append(_ row: [TableValue]) {
    for (index, value) in row.enumerated() {
      if columns[index].isNullable { defined[index].append(value != .null) }
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
      values[index].append(number)
    }
    count += 1
  }

  /// Row `row`'s value in column `column`.
  func value(row: Int, column: Int) -> TableValue {
    if columns[column].isNullable && !defined[column][row] { return .null }
    let number = values[column][row]
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
