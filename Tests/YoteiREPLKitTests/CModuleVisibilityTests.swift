import Foundation
import Testing

/// The C modules are implementation details (SE-0409, as swift-foundation
/// imports its ICU): every Swift file that imports one imports it
/// `internal`, so no client of a Yotei module sees `yotei_edit_*` or ICU's
/// wrappers. `scripts/client-check.sh` proves it for the library products
/// from outside; this reads every source file, YoteiREPLKit's included.
@Suite struct CModuleVisibilityTests {
  /// The repository's `Sources` folder, found from this file's path.
  static func sourcesFolder(file: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
  }

  @Test func everyImportOfACModuleIsInternal() throws {
    let root = Self.sourcesFolder()
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    var cImports = 0
    var exposed: [String] = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(separator: " ")
        guard let module = words.last, module.hasPrefix("CYotei"), words.contains("import") else { continue }
        cImports += 1
        if !words.contains("internal") && !words.contains("private") && !words.contains("fileprivate") {
          exposed.append("\(file.lastPathComponent): \(line)")
        }
      }
    }
    // 15 files import CYoteiICU and 3 import CYoteiEdit: the scan saw them.
    #expect(cImports >= 18)
    #expect(exposed == [])
  }
}
