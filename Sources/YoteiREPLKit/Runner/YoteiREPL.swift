internal import CYoteiEdit
import Yotei
import YoteiLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `yotei-repl` reads from and writes to, so tests can run it in-process.
public struct REPLEnvironment {
  /// Environment variables (`NO_COLOR`, `HOME`, `XDG_STATE_HOME`).
  public var variables: [String: String]
  /// Whether standard input is a terminal.
  public var inputIsTerminal: Bool
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// Reads a line of standard input without its line break, or `nil` at the end.
  public var readLine: () -> String?
  /// Writes a line to standard output.
  public var write: (String) -> Void
  /// Writes a line to standard error.
  public var writeError: (String) -> Void
  /// Reads a whole file.
  public var readFile: (String) throws -> String
  /// The width of the terminal standard output is, in columns, if it is one.
  public var terminalColumns: () -> Int? = { nil }
  /// The width of the terminal standard error is, in columns, if it is one
  /// (`nil` for a pipe or a file).
  public var errorTerminalColumns: () -> Int? = { nil }
  /// How many colours a terminal of type TERM has by terminfo (`nil` when
  /// terminfo does not know the type; 0 or less when it has none).
  public var terminalColors: (String) -> Int? = { _ in nil }
  /// The clock "today" is read from.
  public var clock: any InstantClock

  /// An environment from its parts.
  public init(
    variables: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool,
    readLine: @escaping () -> String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, readFile: @escaping (String) throws -> String,
    clock: any InstantClock = SystemClock()
  ) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.readFile = readFile
    self.clock = clock
  }

  /// The real process: its environment, terminals and standard streams.
  public static func process() -> REPLEnvironment {
    var count = 0
    while environ[count] != nil { count += 1 }
    // HashedStorage's, with room for every variable: the first dictionary of
    // a run asks the runtime for no conformance (docs/PERFORMANCE.md).
    var variables: [String: String] = HashedStorage.dictionary(capacity: count)
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      // The first '=' byte ends the name, as getenv reads it (a search by
      // Character costs a fresh process about 0.25 M instructions).
      if let eq = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        variables[String(text[..<eq])] = String(text[text.utf8.index(after: eq)...])
      }
      pointer += 1
    }
    var environment = REPLEnvironment(
      variables: variables, inputIsTerminal: isatty(0) == 1, outputIsTerminal: isatty(1) == 1,
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { writeAll(line: $0, to: 1) },
      writeError: { writeAll(line: $0, to: 2) },
      readFile: { path in try readWholeFile(path) })
    environment.terminalColumns = {
      let n = yotei_edit_terminal_columns(1)
      return n > 0 ? Int(n) : nil
    }
    environment.errorTerminalColumns = {
      guard isatty(2) == 1 else { return nil }
      let n = yotei_edit_terminal_columns(2)
      return n > 0 ? Int(n) : nil
    }
    environment.terminalColors = { term in
      let n = yotei_edit_terminal_colors(term)
      return n == -3 ? nil : Int(n)
    }
    return environment
  }
}

/// Writes `line` and a line break to a file descriptor, retrying short writes.
func writeAll(line: String, to descriptor: Int32) {
  var bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeMutableBytes { buffer in
      Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
    }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { return }
    offset += n
  }
}

/// Writes `text` to the file at `path`, replacing it.
///
/// - Throws: ``REPLError/file(path:reason:)``.
func writeWholeFile(_ path: String, _ text: String) throws {
  try writeWholeFile(path, bytes: Array(text.utf8))
}

/// Writes `bytes` to the file at `path`, replacing it.
///
/// - Throws: ``REPLError/file(path:reason:)``.
func writeWholeFile(_ path: String, bytes: [UInt8]) throws {
  guard let file = fopen(path, "wb") else {
    throw REPLError.file(path: path, reason: "cannot write: " + String(cString: strerror(errno)))
  }
  let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
  let closed = fclose(file)
  guard written == bytes.count, closed == 0 else {
    throw REPLError.file(path: path, reason: "cannot write: " + String(cString: strerror(errno)))
  }
}

/// A file could not be read.
struct FileReadError: Error, CustomStringConvertible {
  var description: String
}

/// The contents of the file at `path`, as UTF-8: a regular file of at most
/// `DataFile.sizeLimit` (64 MiB); a folder, device or pipe is refused unread,
/// and so is a byte that is not UTF-8 (never read as U+FFFD).
///
/// - Throws: ``FileReadError`` naming the system's reason, or the line and
///   column of the first byte that is not UTF-8.
func readWholeFile(_ path: String) throws -> String {
  let bytes = try readWholeFileBytes(path)
  do {
    return try UTF8Validation.text(bytes[...])
  } catch {
    throw FileReadError(description: error.description)
  }
}

/// The bytes of the file at `path`, for a reader that checks their encoding
/// itself.
///
/// - Throws: ``FileReadError`` naming the system's reason.
func readWholeFileBytes(_ path: String) throws -> [UInt8] {
  do {
    return try DataFile.read(path)
  } catch {
    throw FileReadError(description: error.problem)
  }
}

extension YoteiREPL {
  /// The locale `--locale` names among `arguments`, when it is a valid one:
  /// the language refused options are explained in.
  static func sessionLocale(_ arguments: [String]) -> CalendarLocale? {
    var value: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { break }
      if argument == "--locale", index + 1 < arguments.count { value = arguments[index + 1] }
      if argument.hasPrefix("--locale=") { value = String(argument.dropFirst("--locale=".count)) }
    }
    return value.flatMap { try? CalendarLocale($0) }
  }
}

extension Session {
  /// "Run 'yotei-repl --help' for usage." in the session language, or `nil`
  /// when the catalog lacks the language (the English line is printed).
  var localizedSeeHelp: String? {
    guard let language = localizer.resolve("repl.option.seeHelp").language,
      language != localizer.catalog.sourceLanguage
    else { return nil }
    return say("repl.option.seeHelp")
  }
}

/// The `yotei-repl` program: options, then commands from `-c`, a script,
/// standard input or an interactive terminal.
public enum YoteiREPL {
  /// Runs the program and returns its exit status: 0 when every command
  /// succeeded, 1 when any failed, 2 for bad options or when a localization QA
  /// command could not read its input.
  public static func main(arguments: [String], environment: REPLEnvironment) -> Int32 {
    // Error messages break at spaces to the width, as sentences on standard
    // output do, when standard error is a terminal or COLUMNS is set; a pipe
    // or a file gets each message on one line. The width is read for each
    // message, so a resized terminal gets its new width.
    var environment = environment
    let writeWhole = environment.writeError
    let errorWidth = { [environment] in errorColumns(environment) }
    environment.writeError = { message in
      writeWhole(errorWidth().map { HelpText.fit(message, width: $0) } ?? message)
    }
    let options: Options
    do {
      options = try Options(parsing: arguments)
    } catch {
      let session = Self.sessionLocale(arguments).map { locale in
        var options = Options()
        options.locale = locale
        return Session(options: options, color: false, systemZone: .utc, clock: environment.clock)
      }
      environment.writeError(
        "yotei-repl: " + sanitized(session.flatMap { $0.localizedError(error) } ?? error.message))
      environment.writeError(session?.localizedSeeHelp ?? "Run 'yotei-repl --help' for usage.")
      return 2
    }
    if options.help {
      let locale = HelpText.helpLocale(arguments: arguments, environment: environment.variables)
      let localizer = Localizer(locale: locale)
      if let note = Session.languageNote(for: locale, localizer: localizer) {
        environment.write(HelpText.wrap(note, width: 72).joined(separator: "\n") + "\n")
      }
      environment.write(HelpText.usage(localizer: localizer))
      return 0
    }
    if options.version {
      environment.write(HelpText.version())
      return 0
    }
    let noColorVariable = environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false
    // A terminal that cannot do colour (TERM=dumb, or one whose terminfo
    // entry has no colours, such as vt100) gets none, as with NO_COLOR.
    let term = environment.variables["TERM"] ?? ""
    let dumbTerminal =
      term == "dumb"
      || (environment.outputIsTerminal && !term.isEmpty
        && (environment.terminalColors(term).map { $0 < 8 } ?? false))
    let interactive =
      options.commands == nil && options.script == nil && options.shellCommand == nil
      && environment.inputIsTerminal
    let color =
      !options.noColor && !noColorVariable && !dumbTerminal && environment.outputIsTerminal
      && (interactive || options.commands != nil || options.script != nil || options.shellCommand != nil)
    let system = TimeZoneDatabase.system.currentZone(environment: environment.variables)
    // An unusable TZ is reported once, unless --tz makes it irrelevant.
    if let problem = system.problem, options.zone == nil { environment.writeError("yotei-repl: \(problem)") }
    var session = Session(options: options, color: color, systemZone: system.zone, clock: environment.clock)
    session.interactive = interactive
    session.columns = Self.columns(environment)
    let interpreter = Interpreter(session: session, output: environment.write, errors: environment.writeError)

    if let words = options.shellCommand {
      interpreter.execute(CommandLineSplitter.Command(words: words, text: words.joined(separator: " ")))
    } else if let commands = options.commands {
      interpreter.execute(line: commands)
    } else if let script = options.script {
      let text: String
      do {
        text = try environment.readFile(script)
      } catch {
        environment.writeError("yotei-repl: cannot read the script \(echo(script)): \(error)")
        // `yotei-repl show` meant the command, not a file called show.
        if let name = script.split(separator: " ").first.map(String.init),
          CommandRegistry.command(named: name) != nil
        {
          environment.writeError("yotei-repl: to run the command, write: yotei-repl -c '\(echo(script))'")
        }
        return 2
      }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        interpreter.location = "\(script):\(number + 1)"
        interpreter.execute(line: String(line))
        if interpreter.quitRequested { break }
      }
    } else if interactive {
      runInteractive(interpreter, environment: environment)
    } else {
      while let line = environment.readLine() {
        interpreter.execute(line: line)
        if interpreter.quitRequested { break }
      }
    }
    return interpreter.inputFailures > 0 ? 2 : interpreter.failures > 0 ? 1 : 0
  }

  /// The width text output may use: `COLUMNS` when it is a number, else the
  /// terminal's width, else 80.
  static func columns(_ environment: REPLEnvironment) -> Int {
    if let n = columnsVariable(environment) { return n }
    if environment.outputIsTerminal, let n = environment.terminalColumns() { return n }
    return 80
  }

  /// The width error messages are broken to: `COLUMNS` when it is a number,
  /// else the width of the terminal standard error is, else `nil` (each
  /// message stays on one line).
  static func errorColumns(_ environment: REPLEnvironment) -> Int? {
    columnsVariable(environment) ?? environment.errorTerminalColumns()
  }

  /// `COLUMNS` when it is a positive number.
  private static func columnsVariable(_ environment: REPLEnvironment) -> Int? {
    guard let text = environment.variables["COLUMNS"], let n = Int(text), n > 0 else { return nil }
    return n
  }

  /// The prompt: calendar, locale and region (when one is set).
  public static func prompt(for session: Session) -> String {
    "\(session.calendar.identifier) \(session.locale.languageTag)"
      + (session.region.map { " \($0.code)" } ?? "") + "> "
  }

  /// Where history is kept: `$XDG_STATE_HOME/yotei/history` when that is
  /// set, else `~/.yotei_history`.
  public static func historyPath(variables: [String: String]) -> String? {
    if let state = variables["XDG_STATE_HOME"], !state.isEmpty {
      let directory = state + "/yotei"
      mkdir(state, 0o700)
      mkdir(directory, 0o700)
      return directory + "/history"
    }
    if let home = variables["HOME"], !home.isEmpty { return home + "/.yotei_history" }
    return nil
  }

  private static func runInteractive(_ interpreter: Interpreter, environment: REPLEnvironment) {
    let editor = LineEditor(historyPath: historyPath(variables: environment.variables))
    if !editor.hasUTF8Locale {
      environment.writeError(
        "yotei-repl: no UTF-8 locale could be loaded (neither the environment's nor C.UTF-8): "
          + "only ASCII can be typed at the prompt")
    }
    // With --json every line is a command's object: no greeting, no first month.
    let json = interpreter.session.json
    if !json {
      environment.write(interpreter.session.localizer.string("repl.welcome", .text(YoteiVersions.yotei)))
      if let note = interpreter.session.languageNote {
        environment.write(HelpText.fit(note, width: interpreter.session.columns))
      }
      interpreter.execute(line: "show")
    }
    while !interpreter.quitRequested {
      switch editor.read(prompt: prompt(for: interpreter.session)) {
      case .line(let line):
        // The terminal may have changed size while the line was typed.
        _ = yotei_edit_take_resize()
        interpreter.setColumns(columns(environment))
        interpreter.execute(line: line)
        if interpreter.pickerRequested {
          interpreter.pickerRequested = false
          PickerMode.run(interpreter, environment: environment)
        }
      case .interrupted: environment.write("")
      case .endOfInput:
        if !json {
          environment.write("")
          environment.write(interpreter.session.localizer.string("repl.goodbye"))
        }
        return
      }
    }
  }
}
