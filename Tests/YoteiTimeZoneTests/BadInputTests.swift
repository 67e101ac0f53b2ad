import Testing
import YoteiTestSupport

@testable import Yotei

/// Damaged and unexpected input: every failure names the zone or the file
/// and the problem, and nothing crashes.
@Suite struct BadInputTests {
  @Test func unknownZoneNamesItAndSuggestsCloseMatches() throws {
    let db = TimeZoneDatabase.system
    for (typo, expected) in [
      ("America/Sao_Paolo", "America/Sao_Paulo"), ("Europe/Berlinn", "Europe/Berlin"),
      ("asia/tokyo", "Asia/Tokyo"), ("Australia/LordHowe", "Australia/Lord_Howe"),
      ("Kolkata", "Asia/Kolkata"),
    ] {
      do {
        _ = try db.zone(typo)
        Issue.record("\(typo) loaded")
      } catch {
        guard case .unknownZone(let id, let suggestions) = error else {
          Issue.record("\(typo): \(error)")
          continue
        }
        #expect(id == typo)
        #expect(suggestions.contains(expected), "\(typo): \(suggestions)")
        #expect(error.description.contains(typo) && error.description.contains(expected))
      }
    }
  }

  @Test func namesThatAreNotZonesAreUnknown() {
    let db = TimeZoneDatabase.system
    for id in [
      "", "../../etc/passwd", "/etc/localtime", "tzdata.zi", "zone1970.tab", "America", "America/",
      "Mars/Olympus_Mons", "+25:00", "UTC+", "right/UTC", String(repeating: "A", count: 300),
    ] {
      #expect(throws: ZoneError.self, "\(id)") { try db.zone(id) }
      do {
        _ = try db.zone(id)
      } catch {
        if case .unknownZone(let named, _) = error {
          #expect(named == id)
        } else {
          Issue.record("\(id): \(error)")
        }
      }
    }
  }

  @Test func everyTruncationOfARealFileIsAnError() throws {
    for (id, step) in [("Asia/Tehran", 1), ("America/New_York", 7), ("Australia/Lord_Howe", 5)] {
      let bytes = try systemZoneBytes(id)
      #expect((try? TZifFile(bytes: bytes)) != nil)
      for length in stride(from: 0, to: bytes.count, by: step) {
        #expect(throws: TZifError.self, "\(id) cut at \(length)") {
          try TZifFile(bytes: Array(bytes[0..<length]))
        }
      }
    }
  }

  /// Seeded random damage: parsing may fail or succeed, but never crashes.
  @Test func randomDamageNeverCrashes() throws {
    var generator = SeededGenerator(seed: 0x7072_6f74_6f7a)
    let bytes = try systemZoneBytes("Europe/Paris")
    var failures = 0
    for _ in 0..<1000 {
      var damaged = bytes
      for _ in 0...Int(generator.next() % 4) {
        let at = Int(generator.next() % UInt64(damaged.count))
        damaged[at] = UInt8(truncatingIfNeeded: generator.next())
      }
      do {
        let rules = ZoneRules(tzif: try TZifFile(bytes: damaged))
        let zone = Zone(identifier: "damaged", rules: rules)
        for year in [1800, 1950, 2000, 2100, 2500] {
          let day = Day(iso: year, 6, 1)!
          _ = try zone.startOfDay(day)
          _ = try zone.length(of: day)
          _ = try zone.possibleInstants(for: WallTime(day: day, hour: 2, minute: 30))
          _ = zone.nextTransition(after: try Instant(day: day))
        }
      } catch {
        failures += 1
      }
    }
    // Most damage hits the transition data and is caught there.
    #expect(failures > 30)
  }

  @Test func craftedCorruptFilesNameTheFileAndTheProblem() throws {
    let dir = TemporaryDirectory()
    defer { dir.cleanup() }
    let good = TZifBuilder(types: [.init(offset: 3600, isDaylight: false, abbreviation: "ABC")])
    var cases: [(String, [UInt8], String)] = []
    cases.append(("Bad/Magic", Array("TZiX".utf8) + good.build().dropFirst(4), "magic"))
    var versionX = good.build()
    versionX[4] = UInt8(ascii: "x")
    cases.append(("Bad/Version", versionX, "version"))
    cases.append(("Bad/Truncated", Array(good.build().prefix(60)), "truncated"))
    cases.append(("Bad/Empty", [], "truncated"))
    var badIndex = good
    badIndex.transitions = [(0, 3)]
    cases.append(("Bad/TypeIndex", badIndex.build(), "type index"))
    var unordered = good
    unordered.types.append(.init(offset: 7200, isDaylight: true, abbreviation: "ABD"))
    unordered.transitions = [(100, 1), (50, 0)]
    cases.append(("Bad/Order", unordered.build(), "ascending"))
    var badFooter = good
    badFooter.footer = "ABC-1ABD,M13.1.0,M10.5.0"
    cases.append(("Bad/Footer", badFooter.build(), "footer"))
    var unterminated = good.build()
    unterminated.removeLast()
    cases.append(("Bad/FooterEnd", unterminated, "footer"))
    var leap = good
    leap.leapRecords = 2
    cases.append(("Bad/Leap", leap.build(), "leap"))
    var farFuture = good
    farFuture.types.append(.init(offset: 7200, isDaylight: true, abbreviation: "ABD"))
    farFuture.transitions = [(Int64.max - 10, 1)]
    farFuture.footer = "ABC-1ABD,M3.5.0,M10.5.0/3"
    cases.append(("Bad/FarFuture", farFuture.build(), "out of range"))
    var noTypes = good.build()
    // typecnt of the first header (bytes 36...39) set to zero.
    noTypes[39] = 0
    cases.append(("Bad/NoTypes", noTypes, "typecnt"))
    for (name, bytes, _) in cases { dir.write(name, bytes) }
    let db = try TimeZoneDatabase(directory: dir.path)
    for (name, _, word) in cases {
      do {
        _ = try db.zone(name)
        Issue.record("\(name) loaded")
      } catch {
        guard case .corruptFile(let path, let problem) = error else {
          Issue.record("\(name): \(error)")
          continue
        }
        #expect(path == dir.path + "/" + name)
        #expect(problem.lowercased().contains(word), "\(name): \(problem)")
        #expect(error.description.contains(path))
      }
    }
  }

  /// Valid but extreme data: a jump from -6 days to +6 days at midnight UTC
  /// on 1970-01-01 skips twelve local days, and the day before still has a
  /// length.
  @Test func aTwelveDayGap() throws {
    var builder = TZifBuilder(types: [
      .init(offset: -6 * 86_400, isDaylight: false, abbreviation: "WWW"),
      .init(offset: 6 * 86_400, isDaylight: false, abbreviation: "EEE"),
    ])
    builder.transitions = [(0, 1)]
    builder.footer = ""
    let zone = Zone(identifier: "gap", rules: ZoneRules(tzif: try TZifFile(bytes: builder.build())))
    let before = Day(iso: 1969, 12, 25)!
    let skipped = (1...12).map { before + $0 }
    #expect(try skipped.allSatisfy { try zone.startOfDay($0) == .skipped })
    #expect(try zone.startOfDay(before + 13) == .exists(.unixEpoch, offset: 6 * 86_400))
    #expect(try zone.length(of: before) == 86_400)
    #expect(zone.day(containing: .unixEpoch - 1) == before)
  }

  @Test func missingTZDIRFallsBackToICUAndSaysSo() throws {
    let db = TimeZoneDatabase(environment: ["TZDIR": "/nonexistent/zoneinfo"])
    guard case .icu(let reason) = db.source else {
      Issue.record("source \(db.source)")
      return
    }
    #expect(reason.contains("/nonexistent/zoneinfo"))
    #expect(db.report.contains("ICU"))
    #expect(db.version != nil)
    // ICU's zones are used alone: Paris agrees with the system data where
    // the rules have not changed, and Almaty follows ICU's own data version.
    let paris = try db.zone("Europe/Paris")
    let systemParis = try TimeZoneDatabase.system.zone("Europe/Paris")
    for day in stride(from: Day(iso: 1980, 1, 1)!, to: Day(iso: 2040, 1, 1)!, by: 7) {
      #expect(try paris.startOfDay(day) == systemParis.startOfDay(day), "\(day)")
    }
    #expect(try paris.offset(at: Instant(day: Day(iso: 2600, 7, 1)!)) == 7200)
    let almaty = try Instant(day: Day(iso: 2025, 1, 1)!)
    let icuOffset = try db.zone("Asia/Almaty").offset(at: almaty)
    let systemOffset = try TimeZoneDatabase.system.zone("Asia/Almaty").offset(at: almaty)
    #expect(systemOffset == 5 * 3600)
    // ICU data older than 2024a still has Almaty on +06 (ICU 72 ships 2022e).
    if let version = db.version, version < "2024a" {
      #expect(icuOffset == 6 * 3600)
    }
    #expect(throws: ZoneError.self) { try db.zone("Mars/Olympus_Mons") }
    #expect(try db.zone("+05:30").offset(at: almaty) == 19_800)
  }

  @Test func emptyTZDIRMeansTheDefaultDirectory() {
    let db = TimeZoneDatabase(environment: ["TZDIR": ""])
    #expect(db.source == .directory("/usr/share/zoneinfo") || db.source == TimeZoneDatabase.system.source)
  }
}
