public import Yotei

/// The type of a table column, as every writer stores it.
///
/// Each type maps to one Parquet physical type (with a logical type where
/// Parquet has one), one CSV text form and one JSON form:
///
/// | Type | Parquet | CSV and JSON Lines |
/// |------|---------|--------------------|
/// | ``date`` | INT32, DATE | `YYYY-MM-DD` |
/// | ``int32`` | INT32 | decimal digits |
/// | ``int64`` | INT64 | decimal digits |
/// | ``boolean`` | BOOLEAN | `true`, `false` |
/// | ``double`` | DOUBLE | the shortest decimal that reads back the same |
/// | ``string`` | BYTE_ARRAY, STRING | the UTF-8 text |
public enum ColumnType: String, Hashable, Sendable, CaseIterable {
  /// A calendar day (days since 1970-01-01 in Parquet).
  case date
  /// A 32-bit integer.
  case int32
  /// A 64-bit integer.
  case int64
  /// `true` or `false`.
  case boolean
  /// A 64-bit floating-point number.
  case double
  /// UTF-8 text.
  case string
}

/// A column: its name, its type and whether it may hold nulls.
public struct TableColumn: Hashable, Sendable, CustomStringConvertible {
  /// The column name (`date`, `persian_month_code`).
  public var name: String
  /// The type of its values.
  public var type: ColumnType
  /// Whether a row may have no value here (a Parquet OPTIONAL column).
  public var isNullable: Bool

  /// A column from its parts.
  public init(_ name: String, _ type: ColumnType, nullable: Bool = false) {
    self.name = name
    self.type = type
    self.isNullable = nullable
  }

  /// `name TYPE` or `name TYPE NULL`.
  public var description: String { name + " " + type.rawValue + (isNullable ? " NULL" : "") }
}

/// One value of a row.
public enum TableValue: Hashable, Sendable, CustomStringConvertible {
  /// No value (only in a nullable column).
  case null
  /// A day, for a ``ColumnType/date`` column.
  case date(Day)
  /// A ``ColumnType/int32`` value.
  case int32(Int32)
  /// A ``ColumnType/int64`` value.
  case int64(Int64)
  /// A ``ColumnType/boolean`` value.
  case boolean(Bool)
  /// A ``ColumnType/double`` value.
  case double(Double)
  /// A ``ColumnType/string`` value.
  case string(String)

  /// A ``ColumnType/int32`` value from an `Int` that fits.
  @inline(__always)
  public static func int(_ n: Int) -> TableValue { .int32(Int32(truncatingIfNeeded: n)) }

  /// The text of the value as CSV writes it (before quoting); empty for null.
  public var description: String {
    switch self {
    case .null: ""
    case .date(let day): day.isoString
    case .int32(let n): String(n)
    case .int64(let n): String(n)
    case .boolean(let b): b ? "true" : "false"
    case .double(let x): TableValue.text(of: x)
    case .string(let s): s
    }
  }

  /// Whether the value can stand in a column of `type`.
  func fits(_ type: ColumnType) -> Bool {
    switch (self, type) {
    case (.null, _), (.date, .date), (.int32, .int32), (.int64, .int64), (.boolean, .boolean),
      (.double, .double), (.string, .string):
      true
    default: false
    }
  }

  /// The kind of the value, for errors.
  var typeName: String {
    switch self {
    case .null: "null"
    case .date: ColumnType.date.rawValue
    case .int32: ColumnType.int32.rawValue
    case .int64: ColumnType.int64.rawValue
    case .boolean: ColumnType.boolean.rawValue
    case .double: ColumnType.double.rawValue
    case .string: ColumnType.string.rawValue
    }
  }

  /// `x` as the shortest decimal that reads back as `x`, without a `.0` on
  /// whole numbers (`8`, `7.2`), so every engine reads the same number.
  static func text(of x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return x.description
  }
}

/// The row layout every writer checks rows against.
struct RowChecker {
  let columns: [TableColumn]

  /// Refuses a row of the wrong width, a value of another type or a null in
  /// a column that takes none, naming the column.
  func check(_ row: [TableValue], number: Int) throws(TableError) {
    guard row.count == columns.count else {
      throw TableError(
        kind: .badRow, field: "row \(number)", value: String(row.count),
        allowed: "\(columns.count) values, one per column",
        message: "row \(number) has \(row.count) values; the table has \(columns.count) columns")
    }
    for (value, column) in zip(row, columns)
    where !value.fits(column.type) || (value == .null && !column.isNullable) {
      throw TableError(
        kind: .badRow, field: column.name, value: value.typeName,
        allowed: column.type.rawValue + (column.isNullable ? " or null" : ""),
        message: "row \(number), column \(column.name): a \(value.typeName) value where the column takes "
          + column.type.rawValue + (column.isNullable ? " or null" : ""))
    }
    for (value, column) in zip(row, columns) {
      if case .double(let x) = value, !x.isFinite {
        throw TableError(
          kind: .badRow, field: column.name, value: String(describing: x), allowed: "a finite number",
          message: "row \(number), column \(column.name): \(x) is not a finite number")
      }
    }
  }
}
