import Foundation
import Testing

@testable import Yotei

/// A tz database folder must exist, and a folder that is no tz database is
/// not walked for suggestions.
@Suite struct DatabaseFolderTests {
  @Test func aMissingFolderIsRefused() throws {
    let error = try #require(throws: ZoneError.self) {
      try TimeZoneDatabase(directory: "/nonexistent/zoneinfo")
    }
    #expect(error == .unreadableFile(path: "/nonexistent/zoneinfo", problem: "no such folder"))
    #expect(throws: ZoneError.self) { try TimeZoneDatabase(directory: "/etc/hostname") }
  }

  @Test func theRootFolderIsNotWalkedForSuggestions() throws {
    let root = try TimeZoneDatabase(directory: "/")
    #expect(root.identifiers().isEmpty)
    let error = try #require(throws: ZoneError.self) { try root.zone("Europe/Pariss") }
    guard case .unknownZone(_, let suggestions) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(suggestions.isEmpty)
  }
}
