import Foundation
import Testing
import Yotei

@testable import YoteiProduction

/// Production files that used to crash or stall the reader: deep nesting
/// (a stack overflow), a huge object with a duplicate member (a quadratic
/// check), and paths that are not regular files.
@Suite struct HostileJSONTests {
  func loadError(_ text: String) -> ProductionDataError? {
    do {
      try ProductionRegistry().load(text: text, file: "hostile.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
    // 33 KB of '[': `load` in the REPL died with SIGSEGV on this.
    let text =
      "{\"format\": " + String(repeating: "[", count: 33_000) + String(repeating: "]", count: 33_000) + "}"
    let error = try #require(loadError(text))
    #expect(error.file == "hostile.json")
    #expect(error.line == 1)
    #expect(error.message.hasPrefix("nested deeper than 128 levels of arrays and objects"))
    #expect(error.field.hasPrefix("$.format[0][0]"))
  }

  @Test func aDuplicateMemberInAHugeObjectIsFoundQuickly() throws {
    let names = (0..<40_000).map { "\"h\($0)\": {\"en\": \"Holiday \($0)\"}" }
    let text = "{\"names\": {" + (names + ["\"h39999\": {}"]).joined(separator: ",\n") + "}}"
    #expect(text.utf8.count > 650_000)
    let error = try #require(loadError(text))
    #expect(error.message.hasPrefix("duplicate member 'h39999'"))
    #expect(error.line == 40_001)
    #expect(error.field == "$.names.h39999")
  }

  @Test func devicesFoldersAndMissingFilesAreRefused() throws {
    let registry = ProductionRegistry()
    for (path, problem) in [
      ("/dev/zero", "not a regular file"), ("/tmp", "is a folder"),
      ("/nonexistent/x.json", "No such file or directory"),
    ] {
      #expect {
        try registry.load(path: path)
      } throws: { error in
        guard let error = error as? ProductionDataError else { return false }
        return error.field == "file" && error.message.contains(problem) && error.file == path
      }
    }
  }

  @Test func theSizeLimitIsEnforced() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("yotei-size-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(repeating: 0x20, count: 5000).write(to: URL(fileURLWithPath: path))
    #expect(try DataFile.read(path, limit: 5000).count == 5000)
    #expect {
      _ = try DataFile.read(path, limit: 4999)
    } throws: { ($0 as? DataFileError)?.problem == "the file is 5000 bytes; the limit is 4999 bytes" }
    #expect(DataFile.sizeLimit == 64 << 20)
  }
}
