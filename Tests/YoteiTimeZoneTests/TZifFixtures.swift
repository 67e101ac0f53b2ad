@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

/// Builds TZif bytes (RFC 8536) for crafted test files.
struct TZifBuilder {
  struct LocalType {
    var offset: Int32
    var isDaylight: Bool
    var abbreviation: String
  }

  var version: UInt8 = UInt8(ascii: "2")
  var transitions: [(Int64, UInt8)] = []
  var types: [LocalType]
  var footer: String? = ""
  var leapRecords = 0

  init(types: [LocalType]) { self.types = types }

  func build() -> [UInt8] {
    var out: [UInt8] = []
    var chars: [UInt8] = []
    var indices: [UInt8] = []
    for type in types {
      indices.append(UInt8(chars.count))
      chars += Array(type.abbreviation.utf8) + [0]
    }
    func u32(_ v: UInt32) {
      out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func i64(_ v: Int64) { u32(UInt32(truncatingIfNeeded: v >> 32)); u32(UInt32(truncatingIfNeeded: v)) }
    func block(timeSize: Int) {
      out += Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
      let fits = transitions.filter { timeSize == 8 || Int64(Int32.min)...Int64(Int32.max) ~= $0.0 }
      for n in [0, 0, leapRecords, fits.count, types.count, chars.count] { u32(UInt32(n)) }
      for (t, _) in fits { timeSize == 8 ? i64(t) : u32(UInt32(bitPattern: Int32(t))) }
      for (_, i) in fits { out.append(i) }
      for (type, index) in zip(types, indices) {
        u32(UInt32(bitPattern: type.offset))
        out += [type.isDaylight ? 1 : 0, index]
      }
      out += chars
      for k in 0..<leapRecords {
        timeSize == 8 ? i64(Int64(78_796_800 + k)) : u32(UInt32(78_796_800 + k))
        u32(UInt32(k + 1))
      }
    }
    block(timeSize: 4)
    if version != 0 {
      block(timeSize: 8)
      if let footer { out += [0x0A] + Array(footer.utf8) + [0x0A] }
    }
    return out
  }
}

/// A fresh temporary directory, removed by `cleanup`.
struct TemporaryDirectory {
  let path: String

  init() {
    var template = Array("/tmp/yotei-tz-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func write(_ name: String, _ bytes: [UInt8]) {
    let full = path + "/" + name
    if let slash = full.lastIndex(of: "/"), slash != full.startIndex {
      mkdir(String(full[..<slash]), 0o755)
    }
    let file = fopen(full, "wb")!
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  func cleanup() {
    _ = system("rm -rf '\(path)'")
  }
}

/// The bytes of a file in the system tz database.
func systemZoneBytes(_ id: String) throws -> [UInt8] {
  guard case .directory(let directory) = TimeZoneDatabase.system.source else {
    fatalError("tests need a system tz database")
  }
  return try TimeZoneDatabase.readFile(directory + "/" + id, identifier: id)
}
