import Foundation
import Testing

/// Tests that run the built `yotei-repl` executable, as a user would.
@Suite(.serialized) struct InstalledBinaryTests {
  /// The yotei-repl SwiftPM built with this test bundle, found the way SwiftPM
  /// reports its products, never a hard-coded `.build/debug` (a sanitizer run
  /// uses another `--build-path`): `YOTEI_BIN_PATH` when a script passes
  /// `swift build --show-bin-path`, else the folder of the running test
  /// bundle (SwiftPM puts every product there), else what
  /// `swift build --show-bin-path` answers for this package.
  static var builtBinary: URL {
    var folders: [URL] = []
    if let bin = ProcessInfo.processInfo.environment["YOTEI_BIN_PATH"], !bin.isEmpty {
      folders.append(URL(fileURLWithPath: bin))
    }
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for folder in folders {
      let candidate = folder.appendingPathComponent("yotei-repl")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return showBinPath().appendingPathComponent("yotei-repl")
  }

  /// `swift build --show-bin-path` run in the package folder.
  static func showBinPath() -> URL {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--show-bin-path"]
    process.currentDirectoryURL = package
    let out = Pipe()
    process.standardOutput = out
    guard (try? process.run()) != nil else { return package }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: path)
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL, input: String = "",
    environment: [String: String]
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh folder holding a copy of the binary, away from `.build`.
  ///
  /// The copy is written through a descriptor opened with `O_CLOEXEC`:
  /// tests run in parallel, and a descriptor without it (as
  /// `FileManager.copyItem` opens) is inherited by every process another
  /// test spawns meanwhile, so running the copy fails with `ETXTBSY`
  /// ("Text file busy") while such a child still holds it open for writing.
  static func installedCopy() throws -> (folder: URL, binary: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-installed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = folder.appendingPathComponent("yotei-repl")
    let bytes = try Data(contentsOf: builtBinary)
    let fd = open(binary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    try #require(fd >= 0, "cannot create \(binary.path): errno \(errno)")
    var written = 0
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += count
      }
    }
    let closed = close(fd)
    try #require(failure == 0 && closed == 0, "cannot write \(binary.path): errno \(failure)")
    return (folder, binary)
  }

  @Test func worksAsInstalled() throws {
    let (folder, binary) = try Self.installedCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try Self.run(
      binary, ["--today", "2024-03-20", "--locale", "fa-IR", "-c", "show; symbols"], in: folder,
      environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty)
    #expect(output.stdout.contains("فروردین"))
    // The digits named as CLDR names them in Persian.
    #expect(output.stdout.contains("ارقام (ارقام فارسی): ۰ ۱ ۲ ۳ ۴ ۵ ۶ ۷ ۸ ۹؛ جهت: راست به چپ"))
    let json = try Self.run(
      binary, ["--json", "--today", "2024-03-20", "-c", "show; symbols"], in: folder,
      environment: ["HOME": folder.path])
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let show = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(show?["title"] as? String == "March 2024")
  }

  /// yotei-repl must start like a C program: nothing on its path may load
  /// Foundation (with its own copy of ICU). The dynamic loader lists what it
  /// loads (`LD_DEBUG=libs`), dependencies of dependencies and `dlopen` too.
  @Test func doesNotLoadFoundation() throws {
    let folder = FileManager.default.temporaryDirectory
    for arguments in [["-c", "show"], ["--locale", "fa_IR", "-c", "show; day"], ["-c", "strings check"]] {
      let output = try Self.run(
        Self.builtBinary, arguments, in: folder, environment: ["LD_DEBUG": "libs", "HOME": folder.path])
      #expect(output.status == 0, "\(arguments): \(output.stderr.suffix(500))")
      let loaded = output.stderr.split(separator: "\n").filter { $0.contains("calling init: ") }
        .map { String($0.split(separator: "/").last ?? "") }
      // The check itself works: ICU is seen loading (the Swift runtime too,
      // unless it is linked in statically).
      #expect(loaded.contains { $0.hasPrefix("libicuuc.so") }, "\(loaded)")
      let foundation = loaded.filter { $0.contains("Foundation") }
      #expect(foundation.isEmpty, "\(arguments) loads \(foundation)")
    }
  }

  @Test func standardInputAndExitStatus() throws {
    let (folder, binary) = try Self.installedCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try Self.run(
      binary, ["--json"], in: folder, input: "convert 2024-03-20 persian\nnope\n", environment: [:])
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix(#"{"error":{"message":"unknown command 'nope'"#))
    let bad = try Self.run(binary, ["--calendar", "mayan"], in: folder, environment: [:])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("yotei-repl: --calendar: unknown calendar 'mayan'"))
    let version = try Self.run(binary, ["--version"], in: folder, environment: [:])
    #expect(version.status == 0)
    #expect(version.stdout.contains("ICU 72"))
  }

  /// Runs the binary on a pseudo-terminal through util-linux `script`, which
  /// passes Ctrl-C and Ctrl-D through the terminal's line discipline.
  @Test func interactiveSessionKeepsHistory() throws {
    let (folder, binary) = try Self.installedCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      "util-linux 'script' gives the pseudo-terminal")
    let command = "'\(binary.path)' --today 2024-03-20 --no-color"
    let shell = """
      (sleep 0.5; printf 'calendar persian\\n'; sleep 0.8; printf 'half-typed'; sleep 0.8; printf '\\003'; \
      sleep 0.8; printf 'settings\\n'; sleep 0.8; printf '\\004') | script -qec "\(command)" /dev/null
      """
    let output = try Self.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", shell], in: folder,
      environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"])
    let text = output.stdout.replacingOccurrences(of: "\r", with: "")
    // The confirmation names the calendar and redraws the month in it.
    #expect(text.contains("gregorian en-US> calendar persian\nCalendar: Persian Calendar\n"))
    #expect(text.contains("[ 1*] 2   3   4\n"))
    #expect(!text.contains("unknown command"))
    #expect(text.hasPrefix("Yotei 0.1.0. Type “help” for commands, “quit” to leave.\n"))
    #expect(text.hasSuffix("Goodbye.\n"))
    #expect(text.contains("calendar    Persian Calendar\n"))
    let history = try String(contentsOf: folder.appendingPathComponent(".yotei_history"), encoding: .utf8)
    #expect(history.contains("calendar\\040persian"))
    #expect(!history.contains("half-typed"))
  }
}
