import Foundation
import Testing

@testable import YoteiREPLKit

@Suite struct LocalizationCommandTests {
  static func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("yotei-fixtures-\(UUID())").path
  }

  @Test func fixturesGenerateThenCheck() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let generated = try #require(
      try json("fixtures generate --out \(folder) --locales fa_IR,en-XA --calendars persian").first)
    #expect(generated["count"] as? Int == 5)
    #expect(
      generated["files"] as? [String] == [
        "en-XA/persian.json", "en-XA/persian.txt", "fa-IR/persian.json", "fa-IR/persian.txt", "manifest.json",
      ])
    let clean = repl(["--json", "fixtures", "check", folder])
    #expect(clean.status == 0)
    let report = try clean.object()
    #expect(report["ok"] as? Bool == true)
    #expect(report["checked"] as? Int == 4)  // the fixtures; the manifest is not one

    let path = folder + "/fa-IR/persian.txt"
    try (String(contentsOfFile: path, encoding: .utf8) + "tampered\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let broken = repl(["--json", "fixtures", "check", folder])
    #expect(broken.status == 1)
    let differences = try #require(try broken.object()["differences"] as? [[String: Any]])
    #expect(differences.map { $0["path"] as? String } == ["fa-IR/persian.txt"])
    #expect((differences.first?["diff"] as? String)?.contains("-tampered") == true)
    let text = repl(["fixtures", "check", folder])
    #expect(text.status == 1)
    #expect(text.out.last == "1 fixture file differs" || text.out.contains { $0.contains("differ") })
  }

  @Test func fixtureUsageErrors() {
    #expect(repl(["-c", "fixtures generate"]).err == ["error: fixtures: generate needs --out DIR"])
    #expect(
      repl(["-c", "fixtures frobnicate"]).err == [
        "error: fixtures: 'frobnicate' is not a valid action; expected generate or check"
      ])
    #expect(
      repl(["-c", "fixtures generate --out /tmp/x --calendars mayan"]).err == [
        "error: unknown calendar \"mayan\""
      ])
    #expect(repl(["-c", "fixtures check /nonexistent/yotei"]).status == 2)
  }

  @Test func stringsCheckFromTheShell() throws {
    let run = repl(["--json", "strings", "check"])
    let report = try run.object()
    #expect(report["sourceLanguage"] as? String == "en")
    #expect((report["languages"] as? [String])?.contains("fa") == true)
    #expect((report["keyCount"] as? Int ?? 0) > 100)
    #expect(run.status == ((report["ok"] as? Bool) == true ? 0 : 1))
  }

  @Test func legendAndMessagesComeFromTheCatalog() {
    let run = repl(["--today", "2024-03-20", "-c", "locale ru-RU; show"])
    #expect(run.out.first == "Локаль: ru-RU")
    #expect(run.out.last == "[ ] Фокус  * Сегодня  Выходной: сб вс")
    let persian = repl(["--today", "2024-03-20", "--locale", "fa-IR", "-c", "show"])
    #expect(persian.out.last?.hasPrefix("[ ] مکان‌نما  * امروز") == true)
  }
}
