import Testing

@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct DatabaseTests {
  var systemDirectory: String {
    guard case .directory(let directory) = TimeZoneDatabase.system.source else { return "" }
    return directory
  }

  @Test func systemDatabaseReportsItsVersionAndSource() throws {
    let db = TimeZoneDatabase.system
    let expected =
      getenv("TZDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    #expect(db.source == .directory(expected))
    // The version is the first line of tzdata.zi, read here with stdio.
    let file = try #require(fopen(expected + "/tzdata.zi", "r"))
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    #expect(fgets(&buffer, 128, file) != nil)
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(line.hasPrefix("# version "))
    let version = String(line.dropFirst(10).filter { !$0.isWhitespace })
    #expect(db.version == version)
    #expect(db.report == "tz database \(version): TZif files in \(expected)")
  }

  @Test func zonesAreParsedOnceAndLinksShareAFile() throws {
    let db = try TimeZoneDatabase(directory: systemDirectory)
    #expect(db.filesRead == 0)
    let a = try db.zone("America/New_York")
    let b = try db.zone("America/New_York")
    #expect(db.filesRead == 1)
    #expect(a == b && a.rules === b.rules)
    let link = try db.zone("US/Eastern")
    #expect(db.filesRead == 1)
    #expect(link.identifier == "US/Eastern")
    #expect(link.rules === a.rules)
    _ = try db.zone("Europe/Paris")
    #expect(db.filesRead == 2)
  }

  @Test func concurrentLoadsReadEachFileOnce() async throws {
    let db = try TimeZoneDatabase(directory: systemDirectory)
    let ids = [
      "Asia/Tokyo", "Europe/Berlin", "Africa/Lagos", "America/Chicago", "Pacific/Auckland", "Asia/Kolkata",
    ]
    try await withThrowingTaskGroup(of: Int.self) { group in
      for k in 0..<60 {
        group.addTask { try db.zone(ids[k % ids.count]).offset(at: Instant(secondsSinceUnixEpoch: Int64(k))) }
      }
      for try await _ in group {}
    }
    #expect(db.filesRead == ids.count)
  }

  @Test func fixedOffsetsAndUTC() throws {
    let db = TimeZoneDatabase.system
    let now = Instant(secondsSinceUnixEpoch: 1_750_000_000)
    // Fixed offsets are named by their offset, as ICU prints custom IDs.
    for (id, offset, abbreviation, name) in [
      ("UTC", 0, "UTC", "UTC"), ("Etc/GMT+3", -10_800, "-03", "Etc/GMT+3"),
      ("Etc/GMT-14", 50_400, "+14", "Etc/GMT-14"), ("+05:30", 19_800, "+0530", "+05:30"),
      ("-03", -10_800, "-03", "-03:00"), ("+0545", 20_700, "+0545", "+05:45"),
      ("UTC+3", 10_800, "+03", "+03:00"),
      ("GMT-03:30", -12_600, "-0330", "-03:30"),
      ("+00:00", 0, "+00", "+00:00"),
    ] {
      let zone = try db.zone(id)
      #expect(zone.identifier == name)
      #expect(zone.offset(at: now) == offset, "\(id)")
      #expect(zone.abbreviation(at: now) == abbreviation, "\(id)")
    }
    let fixed = try db.zone("+05:30")
    #expect(fixed.nextTransition(after: now) == nil)
    #expect(fixed.previousTransition(before: now) == nil)
    #expect(try fixed.length(of: Day(iso: 2024, 3, 31)!) == 86_400)
    #expect(
      try fixed.startOfDay(Day(iso: 2024, 1, 1)!)
        == .exists(Instant(day: Day(iso: 2024, 1, 1)!, offset: 19_800), offset: 19_800))
  }

  @Test func identifiersListZonesAndLinks() {
    let ids = TimeZoneDatabase.system.identifiers()
    #expect(ids.contains("America/Sao_Paulo"))
    #expect(ids.contains("US/Eastern"))
    #expect(ids.contains("Etc/GMT+3"))
    #expect(ids == ids.sorted())
    #expect(!ids.contains { $0.hasPrefix("right/") || $0.contains(".") })
    #expect(Set(zone1970Identifiers()).isSubset(of: Set(ids)))
  }

  @Test func tzdirSelectsAnotherDirectory() throws {
    let dir = TemporaryDirectory()
    defer { dir.cleanup() }
    var builder = TZifBuilder(types: [
      .init(offset: -3 * 3600, isDaylight: false, abbreviation: "-03"),
      .init(offset: -2 * 3600, isDaylight: true, abbreviation: "-02"),
    ])
    builder.transitions = [(1_000_000_000, 1), (1_010_000_000, 0)]
    builder.footer = "<-03>3"
    dir.write("Test/Zone", builder.build())
    dir.write("tzdata.zi", Array("# version 2099z\nZ Test/Zone -3 - -03\n".utf8))
    let db = TimeZoneDatabase(environment: ["TZDIR": dir.path])
    #expect(db.source == .directory(dir.path))
    #expect(db.version == "2099z")
    let zone = try db.zone("Test/Zone")
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 999_999_999)) == -10_800)
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 1_000_000_000)) == -7200)
    #expect(zone.abbreviation(at: Instant(secondsSinceUnixEpoch: 1_005_000_000)) == "-02")
    #expect(zone.offset(at: Instant(secondsSinceUnixEpoch: 1_010_000_000)) == -10_800)
    // Zones of the system directory are not mixed in.
    #expect(throws: ZoneError.self) { try db.zone("Europe/Paris") }
    #expect(db.identifiers() == ["Test/Zone"])
    do {
      _ = try db.zone("Test/Zon")
    } catch {
      #expect(error == .unknownZone("Test/Zon", suggestions: ["Test/Zone"]))
    }
  }

  @Test func directoryWithoutTzdataZiListsByWalking() throws {
    let dir = TemporaryDirectory()
    defer { dir.cleanup() }
    let builder = TZifBuilder(types: [.init(offset: 0, isDaylight: false, abbreviation: "UTC")])
    dir.write("UTC", builder.build())
    dir.write("Etc/UTC", builder.build())
    dir.write("leapseconds", Array("# not a TZif file\n".utf8))
    let db = TimeZoneDatabase(environment: ["TZDIR": dir.path])
    #expect(db.version == nil)
    #expect(db.identifiers() == ["Etc/UTC", "UTC"])
    #expect(db.report.contains(dir.path))
  }
}
