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
  /// How many of those failed because their input could not be read (a catalog
  /// that is not JSON, a missing fixture folder, a bad option of a QA command).
  public private(set) var inputFailures = 0
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

  /// Sets how many terminal columns text output may use (the terminal was
  /// resized).
  public func setColumns(_ columns: Int) {
    session.columns = max(1, columns)
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
    let type = CommandRegistry.command(named: name)
    var arguments = Array(command.words.dropFirst())
    var json = session.json
    // `--json` among a QA command's options (before any `--`, which ends them).
    let optionWords = arguments.firstIndex(of: "--") ?? arguments.endIndex
    if let type, type.takesJSONOption, arguments[..<optionWords].contains("--json") {
      json = true
      arguments = arguments[..<optionWords].filter { $0 != "--json" } + arguments[optionWords...]
    }
    do {
      guard var type else {
        throw REPLError.unknownCommand(
          name, suggestions: Suggestions.closest(to: name, in: CommandRegistry.names))
      }
      // `COMMAND ... --help` is `help COMMAND`, for every command.
      if CommandOptions.asksForHelp(arguments) {
        arguments = [type.spec.name]
        type = HelpCommand.self
      }
      let parsed = try type.init(arguments: arguments, session: session)
      var working = session
      working.printsJSON = json
      let result = try parsed.run(in: &working)
      working.printsJSON = true
      working.syncPicker()
      session = working
      if json {
        output(result.json.serialized)
      } else if !result.text.isEmpty {
        output(type.textIsProse ? HelpText.fit(result.text, width: session.columns) : result.text)
      }
      if result.quit { quitRequested = true }
      if result.pickerMode { pickerRequested = true }
      if result.failed { failures += 1 }
    } catch {
      if type?.errorsAreInputErrors == true { inputFailures += 1 }
      report(error, command: command.text, json: json)
    }
  }

  private func report(_ error: any Error, command: String, json: Bool? = nil) {
    failures += 1
    if json ?? session.json {
      output(ErrorMapper.json(error, command: command).serialized)
    } else {
      let mapped = ErrorMapper.map(error)
      let text = mapped.text ?? session.localizedError(error)
      // Whatever the message echoes goes out with its control characters escaped.
      errors((location.map { $0 + ": " } ?? "") + "error: " + sanitized(text ?? mapped.message))
    }
  }
}
