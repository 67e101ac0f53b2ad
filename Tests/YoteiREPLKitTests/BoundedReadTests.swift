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

  /// A socket cannot be opened (open(2) says ENXIO, "No such device or
  /// address"): it is refused as what it is, as a FIFO is.
  @Test func socketsAreRefusedAsNotRegularFiles() throws {
    let path = "/tmp/yotei-socket-\(getpid())"
    unlink(path)
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer {
      close(fd)
      unlink(path)
    }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    #expect(
      throws: DataFileError(path: path, problem: "is not a regular file (a device, a pipe or a socket)")
    ) {
      try DataFile.read(path)
    }
    #expect(throws: DataFile.OpenFailure.notRegular) { try DataFile.openRegular(path) }
    #expect(
      throws: ZoneError.unreadableFile(
        path: path, problem: "not a regular file (a device, a pipe or a socket)")
    ) {
      try TimeZoneDatabase.readFile(path, identifier: "socket")
    }
    // What stat cannot explain keeps the system's reason.
    #expect(throws: DataFile.OpenFailure.system(ENOENT)) { try DataFile.openRegular(path + "-missing") }
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
