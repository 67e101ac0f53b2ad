/// The Thrift compact protocol, as far as Parquet's metadata needs it:
/// structs, i16/i32/i64 (zigzag varints), binary and lists.
///
/// Field headers carry the field id as a delta from the previous field when
/// it is 1...15 and in full otherwise; every struct ends with a stop byte.
struct ThriftCompactWriter {
  enum FieldType: UInt8 {
    case booleanTrue = 1, booleanFalse = 2, byte = 3, i16 = 4, i32 = 5, i64 = 6, double = 7, binary = 8
    case list = 9, set = 10, map = 11, structure = 12
  }

  private(set) var bytes: [UInt8] = []
  private var lastField: [Int16] = [0]

  mutating func varint(_ value: UInt64) {
    var v = value
    while v >= 0x80 {
      bytes.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  mutating func zigzag(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

  mutating func fieldHeader(_ id: Int16, _ type: FieldType) {
    let delta = Int(id) - Int(lastField[lastField.count - 1])
    if delta > 0 && delta <= 15 {
      bytes.append(UInt8(delta) << 4 | type.rawValue)
    } else {
      bytes.append(type.rawValue)
      zigzag(Int64(id))
    }
    lastField[lastField.count - 1] = id
  }

  mutating func i32(_ id: Int16, _ value: Int32) {
    fieldHeader(id, .i32)
    zigzag(Int64(value))
  }

  mutating func i64(_ id: Int16, _ value: Int64) {
    fieldHeader(id, .i64)
    zigzag(value)
  }

  mutating func i16(_ id: Int16, _ value: Int16) {
    fieldHeader(id, .i16)
    zigzag(Int64(value))
  }

  mutating func binary(_ id: Int16, _ value: [UInt8]) {
    fieldHeader(id, .binary)
    binaryValue(value)
  }

  mutating func string(_ id: Int16, _ value: String) { binary(id, Array(value.utf8)) }

  mutating func binaryValue(_ value: [UInt8]) {
    varint(UInt64(value.count))
    bytes += value
  }

  mutating func i32Value(_ value: Int32) { zigzag(Int64(value)) }

  /// A struct-valued field: `body` writes its fields.
  mutating func structure(_ id: Int16, _ body: (inout ThriftCompactWriter) -> Void) {
    fieldHeader(id, .structure)
    structValue(body)
  }

  /// A struct without a field header (a list element, or the top level).
  mutating func structValue(_ body: (inout ThriftCompactWriter) -> Void) {
    lastField.append(0)
    body(&self)
    bytes.append(0)
    lastField.removeLast()
  }

  /// A list-valued field of `count` elements of `type`; `body` writes them.
  mutating func list(_ id: Int16, _ type: FieldType, count: Int, _ body: (inout ThriftCompactWriter) -> Void)
  {
    fieldHeader(id, .list)
    if count < 15 {
      bytes.append(UInt8(count) << 4 | type.rawValue)
    } else {
      bytes.append(0xF0 | type.rawValue)
      varint(UInt64(count))
    }
    body(&self)
  }
}
