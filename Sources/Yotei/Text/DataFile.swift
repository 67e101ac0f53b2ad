#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a data file could not be read.
package struct DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as given.
  package var path: String
  /// What went wrong ("No such file or directory", "is a directory", ...).
  package var problem: String

  /// An error.
  package init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  package var description: String { "cannot read \(path): \(problem)" }
}

/// Reading and writing the data files Yotei's modules take from users (string
/// catalogs, fixture folders, production calendars) through the C library,
/// without Foundation, and never without a size bound: a path that names a
/// device, a pipe or a folder, or a file above ``sizeLimit``, is refused with
/// an error instead of being read.
package enum DataFile {
  /// The largest file read: 64 MiB. Yotei's biggest shipped file is under
  /// 200 KB.
  package static let sizeLimit = 64 << 20

  /// The bytes of the regular file at `path`.
  ///
  /// - Throws: ``DataFileError`` when the file is missing, unreadable, not a
  ///   regular file or larger than `limit` bytes.
  package static func read(_ path: String, limit: Int = sizeLimit) throws(DataFileError) -> [UInt8] {
    func failure(_ problem: String) -> DataFileError { DataFileError(path: path, problem: problem) }
    func systemProblem() -> String { String(cString: strerror(errno)) }
    let fd: Int32
    let size: Int
    do {
      (fd, size) = try openRegular(path)
    } catch {
      switch error {
      case .system(let code): throw failure(String(cString: strerror(code)))
      case .folder: throw failure("is a folder, not a file")
      case .notRegular: throw failure("is not a regular file (a device, a pipe or a socket)")
      }
    }
    defer { close(fd) }
    guard size <= limit else {
      throw failure("the file is \(size) bytes; the limit is \(limit) bytes")
    }
    guard let bytes = readToEnd(fd, size: size, limit: limit) else {
      throw failure(systemProblem())
    }
    guard bytes.count <= limit else { throw failure("the file is larger than the limit of \(limit) bytes") }
    return bytes
  }

  /// Why ``openRegular(_:)`` refused a path.
  package enum OpenFailure: Error, Equatable {
    /// open(2) or fstat(2) failed with this `errno` (`ENOENT`, `EACCES`, ...).
    case system(Int32)
    /// The path is a folder.
    case folder
    /// The path is a device, a pipe or a socket.
    case notRegular
  }

  /// The open descriptor (the caller closes it) and size of the regular file
  /// at `path`; a folder, device, pipe or socket is refused unread, the one
  /// check every reader of a user's path makes (`read(_:limit:)`, zone files).
  ///
  /// `O_NONBLOCK`: opening a FIFO must not wait for a writer before `fstat`
  /// can refuse it. A socket cannot be opened at all (`ENXIO`, "No such
  /// device or address"), so a failed open asks `stat` what the path is
  /// before it reports the system's reason.
  package static func openRegular(_ path: String) throws(OpenFailure) -> (fd: Int32, size: Int) {
    var info = stat()
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      if stat(path, &info) == 0, let refusal = refusal(of: info.st_mode) { throw refusal }
      throw .system(code)
    }
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw .system(code)
    }
    if let refusal = refusal(of: info.st_mode) {
      close(fd)
      throw refusal
    }
    return (fd, Int(info.st_size))
  }

  /// Why a file of `mode` is not read, or `nil` for a regular file.
  private static func refusal(of mode: mode_t) -> OpenFailure? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .folder
    default: .notRegular
    }
  }

  /// The bytes of the open file `fd` from where it stands to its end, read
  /// into a buffer of `size` bytes (the size `fstat` gave) plus one, so the
  /// read that finds the end needs no larger buffer and nothing more is
  /// zeroed than the file needs. A file that grew since `fstat` is read on,
  /// but never past `limit` bytes: more than `limit` bytes back means the
  /// file is larger. `nil` when a read fails (`errno` says why).
  package static func readToEnd(_ fd: Int32, size: Int, limit: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: min(max(size, 0), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { return bytes }
        bytes += [UInt8](repeating: 0, count: max(4096, min(bytes.count, limit + 1 - bytes.count)))
      }
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The text of the file at `path`, decoded as UTF-8 (invalid sequences become
  /// U+FFFD); see ``read(_:limit:)``.
  package static func readText(_ path: String, limit: Int = sizeLimit) throws(DataFileError) -> String {
    String(decoding: try read(path, limit: limit), as: UTF8.self)
  }

  /// Writes `text` to `path`, replacing the file.
  ///
  /// - Throws: ``DataFileError`` naming the system's reason.
  package static func write(_ text: String, to path: String) throws(DataFileError) {
    guard let file = fopen(path, "wb") else {
      throw DataFileError(path: path, problem: String(cString: strerror(errno)))
    }
    var utf8 = text
    let count = utf8.utf8.count
    let written = utf8.withUTF8 { fwrite($0.baseAddress, 1, count, file) }
    let closed = fclose(file)
    guard written == count, closed == 0 else {
      throw DataFileError(path: path, problem: "cannot write: " + String(cString: strerror(errno)))
    }
  }

  /// Creates the folder `path` and any missing parents (like `mkdir -p`).
  ///
  /// - Throws: ``DataFileError`` when a part exists and is not a folder, or
  ///   cannot be created.
  package static func makeFolders(_ path: String) throws(DataFileError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw DataFileError(
          path: prefix, problem: "cannot create the folder: " + String(cString: strerror(errno)))
      }
      guard isFolder(prefix) else { throw DataFileError(path: prefix, problem: "exists and is not a folder") }
      prefix += "/"
    }
  }

  /// Whether anything is at `path` (a file, a folder, a link even to nothing).
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` names a folder (following symbolic links).
  package static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` names a regular file (following symbolic links).
  package static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Removes the file at `path`; `false` when it could not be removed.
  @discardableResult
  package static func remove(_ path: String) -> Bool { unlink(path) == 0 }

  /// The paths, relative to `folder`, of every regular file below it, hidden
  /// files and folders (names starting with `.`) skipped, sorted by code point.
  /// Symbolic links to folders are not followed, so a loop cannot trap the walk.
  ///
  /// - Throws: ``DataFileError`` when `folder` is not a readable folder.
  package static func files(under folder: String) throws(DataFileError) -> [String] {
    guard isFolder(folder) else { throw DataFileError(path: folder, problem: "not a folder") }
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let full = relative.isEmpty ? folder : folder + "/" + relative
      guard let directory = opendir(full) else {
        throw DataFileError(path: full, problem: String(cString: strerror(errno)))
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name.hasPrefix(".") { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var info = stat()
        guard lstat(folder + "/" + child, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG: result.append(child)
        case S_IFLNK: if isRegularFile(folder + "/" + child) { result.append(child) }
        default: break
        }
      }
    }
    return result.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value }
    }
  }

  /// The value of the environment variable `name`, or `nil`.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
