import Glibc
import Testing

@testable import Yotei
@testable import YoteiREPLKit

/// Readers never follow a path into a device, a pipe or a huge file.
@Suite struct BoundedReadTests {
  @Test func devicesPipesAndFoldersAreRefusedUnread() throws {
    let fifo = "/tmp/yotei-fifo-\(getpid())"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    // Each would block or never end if read: /dev/zero has no end, a FIFO
    // without a writer blocks in open(2).
    for path in ["/dev/zero", "/dev/null", fifo, "/tmp"] {
      #expect(throws: (any Error).self, "\(path)") { try readWholeFile(path) }
      #expect(throws: DataFileError.self, "\(path)") { try DataFile.read(path) }
    }
    #expect(throws: ZoneError.self) { try TimeZoneDatabase.readFile("/dev/zero", identifier: "zero") }
    #expect(throws: ZoneError.self) { try TimeZoneDatabase.readFile(fifo, identifier: "fifo") }
    // A zone named by a path to a device is refused with the file named.
    do {
      _ = try TimeZoneDatabase.readFile("/dev/zero", identifier: "zero")
    } catch {
      #expect("\(error)".contains("/dev/zero"))
    }
  }

  @Test func filesAboveTheLimitAreRefused() throws {
    let path = "/tmp/yotei-big-\(getpid())"
    let file = fopen(path, "wb")!
    let chunk = [UInt8](repeating: 0x41, count: 1 << 16)
    for _ in 0..<3 { _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } }
    fclose(file)
    defer { unlink(path) }
    #expect(throws: DataFileError.self) { try DataFile.read(path, limit: 1 << 17) }
    #expect(try DataFile.read(path, limit: 1 << 18).count == 3 << 16)
  }
}
