/// Runs commands against a session and writes their results in input order:
/// text (or one JSON object per line) to `output`, and in text mode error
/// messages to `errors`.
///
/// A failing command is reported and the next one still runs; ``failures``
/// counts them for the exit status.
public final class Interpreter {
  /// The session commands read and change.
  public private(set) var session: Session
  /// How many commands failed.
  public private(set) var failures = 0
  /// Whether `quit` ran.
  public private(set) var quitRequested = false
  /// Where the commands come from, for error messages (`e.yotei:2`), when
  /// they come from a file.
  public var location: String?
  private var output: (String) -> Void
  private var errors: (String) -> Void
  /// Whether `pick` asked for picker mode (the interactive loop runs it).
  public var pickerRequested = false

  /// An interpreter writing through the given functions (each call is one line).
  public init(session: Session, output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
    self.session = session
    self.output = output
    self.errors = errors
  }

  /// Runs `body` with what commands print kept instead of written: the
  /// output lines and the error lines.
  public func capturing(_ body: () -> Void) -> (out: [String], err: [String]) {
    let savedOutput = output
    let savedErrors = errors
    var out: [String] = []
    var err: [String] = []
    output = { out.append($0) }
    errors = { err.append($0) }
    body()
    output = savedOutput
    errors = savedErrors
    return (out, err)
  }

  /// Runs every command on a line (`;` separates commands); stops at `quit`.
  public func execute(line: String) {
    guard !quitRequested else { return }
    let commands: [CommandLineSplitter.Command]
    do {
      commands = try CommandLineSplitter.commands(in: line)
    } catch {
      report(error, command: line.trimmingCharacters(in: " \t\r\n"))
      return
    }
    for command in commands {
      execute(command)
      if quitRequested { return }
    }
  }

  /// Runs one command.
  public func execute(_ command: CommandLineSplitter.Command) {
    guard let name = command.words.first else { return }
    do {
      guard let type = CommandRegistry.command(named: name) else {
        throw REPLError.unknownCommand(
          name, suggestions: Suggestions.closest(to: name, in: CommandRegistry.names))
      }
      let parsed = try type.init(arguments: Array(command.words.dropFirst()), session: session)
      var working = session
      let result = try parsed.run(in: &working)
      working.syncPicker()
      session = working
      if session.json {
        output(result.json.serialized)
      } else if !result.text.isEmpty {
        output(result.text)
      }
      if result.quit { quitRequested = true }
      if result.pickerMode { pickerRequested = true }
      if result.failed { failures += 1 }
    } catch {
      report(error, command: command.text)
    }
  }

  private func report(_ error: any Error, command: String) {
    failures += 1
    if session.json {
      output(ErrorMapper.json(error, command: command).serialized)
    } else {
      let mapped = ErrorMapper.map(error)
      // Whatever the message echoes goes out with its control characters escaped.
      errors((location.map { $0 + ": " } ?? "") + "error: " + sanitized(mapped.text ?? mapped.message))
    }
  }
}
