import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built yotei-repl on a pseudo-terminal of its own, as a terminal
/// emulator runs it: the program is a session leader whose controlling
/// terminal is the pty, so it gets SIGINT from Ctrl-C and SIGWINCH when
/// ``resize(columns:rows:)`` changes the size (TIOCSWINSZ on the master).
final class PseudoTerminal {
  private var master: Int32 = -1
  private var pid: pid_t = 0
  /// Everything the program wrote so far.
  private(set) var output = Data()

  /// Starts `binary` with `arguments` and `environment` on a pty of
  /// `columns` × `rows`.
  init(
    _ binary: URL, _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24
  ) throws {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var slave: Int32 = -1
    try #require(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed")
    let slavePath = String(cString: ttyname(slave))
    close(slave)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // After setsid, opening the pty (without O_NOCTTY) makes it the
    // controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // No signal blocked or ignored as in the test runner's thread: Ctrl-C
    // and SIGWINCH reach the program as in a shell. 0x80 is
    // POSIX_SPAWN_SETSID (glibc's <spawn.h>; Swift's Glibc module leaves it out).
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGWINCH)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80))
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    let status = posix_spawn(&pid, binary.path, &actions, &attributes, argv, envp)
    try #require(status == 0, "posix_spawn failed: \(status)")
  }

  deinit {
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if master >= 0 { close(master) }
  }

  /// Reads what the program writes for `seconds`.
  func settle(_ seconds: Double = 0.5) {
    let end = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while Date() < end {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let left = max(1, Int32(end.timeIntervalSinceNow * 1000))
      guard poll(&descriptor, 1, min(left, 100)) > 0 else { continue }
      let n = read(master, &buffer, buffer.count)
      if n <= 0 { return }
      output.append(contentsOf: buffer[0..<n])
    }
  }

  /// Types `text` (UTF-8, escape sequences as a terminal sends them), then
  /// reads for `seconds`.
  func type(_ text: String, wait seconds: Double = 0.5) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      offset += n
    }
    settle(seconds)
  }

  /// Changes the terminal's size, as a window manager or `tmux
  /// resize-window` does; the program gets SIGWINCH.
  func resize(columns: Int, rows: Int = 24, wait seconds: Double = 0.8) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    settle(seconds)
  }

  /// Sends Ctrl-D and waits for the program to end; whether it did.
  func finish() -> Bool {
    type("\u{4}", wait: 0.3)
    var status: Int32 = 0
    for _ in 0..<50 {
      let reaped = waitpid(pid, &status, WNOHANG)
      // ECHILD: Foundation's own SIGCHLD handling reaped it first.
      if reaped == pid || (reaped == -1 && errno == ECHILD) {
        pid = 0
        settle(0.1)
        return true
      }
      // settle returns at once when the program has closed the terminal.
      settle(0.1)
      usleep(100_000)
    }
    return false
  }

  /// What was written, as text.
  var text: String { String(decoding: output, as: UTF8.self) }
}
