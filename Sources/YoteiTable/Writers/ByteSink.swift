#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a writer's bytes go: a file, or memory in tests.
public protocol ByteSink: AnyObject {
  /// Appends `bytes`.
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/writeFailed``.
  func write(_ bytes: [UInt8]) throws(TableError)
}

/// Bytes kept in memory.
public final class MemorySink: ByteSink {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  /// Appends `bytes`.
  public func write(_ bytes: [UInt8]) throws(TableError) { self.bytes += bytes }
}

/// A file written through the C library, replaced only when the table is
/// whole: bytes go to a temporary file beside it, which ``commit()`` renames
/// over the path; a failed or abandoned write removes it and leaves any
/// earlier file at the path as it was.
public final class FileSink: ByteSink {
  /// The file's path.
  public let path: String
  private let temporary: String
  private var file: UnsafeMutablePointer<FILE>?

  /// Opens a temporary file beside `path` for writing.
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/writeFailed`` naming
  ///   the path and the system's reason.
  public init(path: String) throws(TableError) {
    self.path = path
    self.temporary = path + ".partial-\(getpid())"
    guard let file = fopen(temporary, "wb") else { throw Self.failure(path, errno) }
    self.file = file
  }

  deinit {
    if let file {
      fclose(file)
      unlink(temporary)
    }
  }

  /// Appends `bytes`.
  public func write(_ bytes: [UInt8]) throws(TableError) {
    guard let file else { throw Self.failure(path, EBADF) }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == bytes.count else {
      let code = errno
      abandon()
      throw Self.failure(path, code)
    }
  }

  /// Closes the file and moves it to ``path``.
  ///
  /// - Throws: ``TableError`` of kind ``TableError/Kind/writeFailed``.
  public func commit() throws(TableError) {
    guard let file else { throw Self.failure(path, EBADF) }
    self.file = nil
    guard fclose(file) == 0 else {
      let code = errno
      unlink(temporary)
      throw Self.failure(path, code)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw Self.failure(path, code)
    }
  }

  /// Closes and removes the temporary file.
  public func abandon() {
    guard let file else { return }
    self.file = nil
    fclose(file)
    unlink(temporary)
  }

  private static func failure(_ path: String, _ code: Int32) -> TableError {
    let reason = String(cString: strerror(code))
    return TableError(
      kind: .writeFailed, field: "file", value: path, allowed: "a path in a writable folder",
      message: "cannot write \(path): \(reason)")
  }
}

/// Bytes gathered into blocks before they reach a sink, so a writer can
/// append small pieces cheaply.
struct BufferedOutput {
  let sink: any ByteSink
  var buffer: [UInt8] = []
  /// Bytes handed to the sink so far.
  private(set) var flushed = 0
  static let blockSize = 1 << 16

  init(_ sink: any ByteSink) {
    self.sink = sink
    buffer.reserveCapacity(Self.blockSize * 2)
  }

  /// Bytes written so far, flushed or not: the file offset of the next byte.
  var offset: Int { flushed + buffer.count }

  @inline(__always)
  mutating func append(_ text: String) throws(TableError) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= Self.blockSize { try flush() }
  }

  /// Appends `bytes`; a block's worth or more goes to the sink as it is,
  /// after what is buffered, instead of being copied into the buffer.
  @inline(__always)
  mutating func append(_ bytes: [UInt8]) throws(TableError) {
    if bytes.count >= Self.blockSize {
      try flush()
      try sink.write(bytes)
      flushed += bytes.count
      return
    }
    buffer += bytes
    if buffer.count >= Self.blockSize { try flush() }
  }

  mutating func flush() throws(TableError) {
    guard !buffer.isEmpty else { return }
    try sink.write(buffer)
    flushed += buffer.count
    buffer.removeAll(keepingCapacity: true)
  }
}
