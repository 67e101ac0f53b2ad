import Foundation
import Testing
import Yotei

@testable import YoteiREPLKit

/// What one in-process run of yotei-repl printed.
struct Run {
  var status: Int32
  var out: [String]
  var err: [String]

  var stdout: String { out.joined(separator: "\n") }

  /// Every stdout line parsed as a JSON object.
  func objects(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    try out.map { line in
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(value as? [String: Any], "not an object: \(line)", sourceLocation: sourceLocation)
    }
  }

  /// The only stdout line, parsed.
  func object(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let all = try objects(sourceLocation: sourceLocation)
    try #require(all.count == 1, "expected one object, got \(out)", sourceLocation: sourceLocation)
    return all[0]
  }
}

/// Runs yotei-repl in-process with `arguments`, optional standard input and
/// a clock stopped at 2024-03-20T12:00:00Z (scripts that need another today
/// pass --today), and the zone from `variables` (`TZ`) or the system's;
/// `errorColumns` is the width of the terminal standard error stands for
/// (`nil`: a pipe).
/// A terminal wide enough that no line of a test's output is broken
/// (tests of the breaking itself set their own `COLUMNS`).
let wide = ["COLUMNS": "1000"]

func repl(
  _ arguments: [String], input: String? = nil, variables: [String: String] = [:], terminal: Bool = false,
  errorColumns: Int? = nil
)
  -> Run
{
  final class Box: @unchecked Sendable {
    var out: [String] = []
    var err: [String] = []
    var lines: [String]
    init(lines: [String]) { self.lines = lines }
  }
  let box = Box(
    lines: input.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [])
  var environment = REPLEnvironment(
    variables: variables, inputIsTerminal: false, outputIsTerminal: terminal,
    readLine: { box.lines.isEmpty ? nil : box.lines.removeFirst() },
    write: {
      box.out.append(contentsOf: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    },
    writeError: { box.err.append($0) },
    readFile: { path in try String(contentsOfFile: path, encoding: .utf8) },
    clock: FixedClock(Instant(secondsSinceUnixEpoch: 1_710_936_000)))  // 2024-03-20T12:00:00Z
  environment.errorTerminalColumns = { errorColumns }
  let status = YoteiREPL.main(arguments: arguments, environment: environment)
  return Run(status: status, out: box.out, err: box.err)
}

/// `yotei-repl --json -c commands`, one parsed object per command; with a
/// `region`, in a session with that production calendar (`--region`).
func json(
  _ commands: String, region: String? = nil, options: [String] = [],
  sourceLocation: SourceLocation = #_sourceLocation
)
  throws
  -> [[String: Any]]
{
  let regionOptions = region.map { ["--region", $0] } ?? []
  let run = repl(["--json"] + regionOptions + options + ["-c", commands])
  return try run.objects(sourceLocation: sourceLocation)
}
