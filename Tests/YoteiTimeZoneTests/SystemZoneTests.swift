import Testing

@testable import Yotei

#if canImport(Glibc)
  import Glibc
#endif

/// The `TZ` variable read as POSIX and glibc read it, checked against glibc's
/// own `localtime_r` under the same `TZ`.
@Suite struct SystemZoneTests {
  let db = TimeZoneDatabase.system
  /// Instants in winter and summer, before and after 2000.
  let instants: [Int64] = [0, 700_000_000, 1_704_067_200, 1_719_792_000, 1_750_000_000, 2_000_000_000]

  @Test(arguments: [
    "UTC-3", "UTC+3", "<+0330>-3:30", ":Europe/Paris", "Europe/Paris", "EST5EDT,M3.2.0,M11.1.0",
    "<-03>3", "CET-1CEST,M3.5.0,M10.5.0/3", "JST-9", "America/Sao_Paulo", "IST-5:30",
  ])
  func tzVariableAgreesWithGlibc(_ tz: String) throws {
    let current = db.currentZone(environment: ["TZ": tz])
    #expect(current.source == .tzVariable)
    #expect(current.problem == nil)
    GlibcReference.shared.with(tz: tz) { glibc in
      for t in instants {
        let reference = glibc.local(t)
        let instant = Instant(secondsSinceUnixEpoch: t)
        #expect(current.zone.offset(at: instant) == reference.offset, "TZ=\(tz) at \(t)")
        #expect(current.zone.abbreviation(at: instant) == reference.abbreviation, "TZ=\(tz) at \(t)")
      }
    }
  }

  @Test func utcMinusThreeIsThreeHoursEastButTheArgumentKeepsICUsMeaning() throws {
    let now = Instant(secondsSinceUnixEpoch: 1_750_000_000)
    #expect(db.currentZone(environment: ["TZ": "UTC-3"]).zone.offset(at: now) == 10_800)
    let argument = try db.zone("UTC+3")
    #expect(argument.offset(at: now) == 10_800)
    #expect(argument.identifier == "+03:00")
    #expect(try db.zone("GMT-03:30").identifier == "-03:30")
  }

  @Test func absolutePathsInTZ() throws {
    guard case .directory(let directory) = db.source else { return }
    let current = db.currentZone(environment: ["TZ": ":" + directory + "/Asia/Tokyo"])
    #expect(current.zone.identifier == "Asia/Tokyo")
    #expect(current.zone.offset(at: Instant(secondsSinceUnixEpoch: 0)) == 32_400)
  }

  @Test func unusableTZIsReportedAndGivesUTCAsGlibcDoes() throws {
    for tz in ["Mars/Olympus_Mons", ":Nowhere/City", "1234", ":/nonexistent/file"] {
      let current = db.currentZone(environment: ["TZ": tz])
      #expect(current.source == .utcFallback)
      let problem = try #require(current.problem, "TZ=\(tz)")
      #expect(problem.contains("TZ='\(tz)'"))
      #expect(current.zone.offset(at: Instant(secondsSinceUnixEpoch: 1_750_000_000)) == 0)
    }
    // glibc uses UTC for a TZ it cannot read, too.
    GlibcReference.shared.with(tz: "Mars/Olympus_Mons") { glibc in
      #expect(glibc.local(1_750_000_000).offset == 0)
    }
    let empty = db.currentZone(environment: ["TZ": ""])
    #expect(empty.problem == nil && empty.zone.identifier == "UTC")
  }

  @Test func withoutTZTheLocaltimeLinkDecides() throws {
    guard case .directory(let directory) = db.source else { return }
    let folder = "/tmp/yotei-systemzone-\(getpid())"
    mkdir(folder, 0o755)
    defer {
      unlink(folder + "/localtime")
      unlink(folder + "/timezone")
      rmdir(folder)
    }
    symlink(directory + "/America/Sao_Paulo", folder + "/localtime")
    let linked = db.currentZone(tz: nil, localtime: folder + "/localtime", timezoneFile: folder + "/timezone")
    #expect(linked.zone.identifier == "America/Sao_Paulo" && linked.source == .localtime)
    unlink(folder + "/localtime")
    let none = db.currentZone(tz: nil, localtime: folder + "/localtime", timezoneFile: folder + "/timezone")
    #expect(none.zone.identifier == "UTC" && none.source == .utcFallback && none.problem == nil)
    let file = fopen(folder + "/timezone", "w")
    fputs("Asia/Jerusalem\n", file)
    fclose(file)
    let named = db.currentZone(tz: nil, localtime: folder + "/localtime", timezoneFile: folder + "/timezone")
    #expect(named.zone.identifier == "Asia/Jerusalem" && named.source == .timezoneFile)
  }

  /// The zone name in a link target: what follows the first `zoneinfo/`.
  @Test func zoneNameInALinkTarget() {
    #expect(TimeZoneDatabase.zoneName(inPath: "/usr/share/zoneinfo/Europe/Paris") == "Europe/Paris")
    #expect(TimeZoneDatabase.zoneName(inPath: "../usr/share/zoneinfo/Asia/Tehran") == "Asia/Tehran")
    #expect(TimeZoneDatabase.zoneName(inPath: "zoneinfo/UTC") == "UTC")
    #expect(TimeZoneDatabase.zoneName(inPath: "/a/zoneinfo/posix/zoneinfo/X") == "posix/zoneinfo/X")
    #expect(TimeZoneDatabase.zoneName(inPath: "/usr/share/zoneinfo/") == nil)
    #expect(TimeZoneDatabase.zoneName(inPath: "/etc/localtime") == nil)
    #expect(TimeZoneDatabase.zoneName(inPath: "zoneinfo") == nil)
    #expect(TimeZoneDatabase.zoneName(inPath: "") == nil)
    #expect(TimeZoneDatabase.zoneName(inPath: "/usr/share/zoneinfo/Amérique/Zürich") == "Amérique/Zürich")
  }
}
