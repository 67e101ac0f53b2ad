import YoteiLocalization

/// A command's words split into its arguments and its `--name` options, by
/// the one rule every command with such options follows (`kind --week`,
/// `export-days`, `fixtures`, `strings`):
///
/// - `--name VALUE` and `--name=VALUE` are the same; a flag takes no value
///   (`--include-stale`, not `--include-stale=yes`).
/// - A value is never a word that begins with `--` (`--out --locales` lacks
///   the value of `--out`); write `--out=--odd-name` for such a value.
/// - Each option is given at most once: a second one is refused naming it,
///   rather than one of them silently winning.
/// - A name the command does not take is refused with the names it takes and
///   the closest of them.
/// - `--` ends the options: every word after it is an argument.
/// - Any other word, `-5` and `-` included, is an argument, in order.
///
/// `--help` before any `--` asks for the command's help instead
/// (``asksForHelp(_:)``, which the interpreter applies to every command).
struct CommandOptions: Sendable {
  /// The words that are not options, in order.
  let arguments: [String]
  /// The options given with their values (a flag's is `""`), in order.
  private let given: [(name: String, value: String)]

  /// Splits `words`, the words after the command's name.
  ///
  /// - Parameters:
  ///   - valued: The options that take a value.
  ///   - flags: The options that take none.
  ///   - command: The command, for its name in errors.
  /// - Throws: ``REPLError/badArgument(command:field:value:allowed:suggestions:)``
  ///   for an option the command does not take (field `option`) or one given
  ///   twice (field: its name), ``REPLError/usage(command:_:)`` for an option
  ///   without its value or a flag with one.
  init(_ words: [String], valued: [String], flags: [String] = [], command: CommandSpec) throws(REPLError) {
    var arguments: [String] = []
    var given: [(name: String, value: String)] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        arguments += words[index...]
        break
      }
      guard word.hasPrefix("--") else {
        arguments.append(word)
        continue
      }
      let equals = word.firstIndex(of: "=")
      let name = equals.map { String(word[..<$0]) } ?? word
      var value = equals.map { String(word[word.index(after: $0)...]) }
      if flags.contains(name) {
        guard value == nil else {
          throw .usage(command: command.name, CatalogMessage("repl.usage.noValue", .text(name)))
        }
        value = ""
      } else if valued.contains(name) {
        if value == nil, index < words.count, !words[index].hasPrefix("--") {
          value = words[index]
          index += 1
        }
        guard let text = value, !text.isEmpty else {
          throw .usage(command: command.name, CatalogMessage("repl.usage.needsValue", .text(name)))
        }
      } else {
        let names = valued + flags
        throw .badArgument(
          command: command.name, field: "option", value: word,
          allowed: CatalogMessage("repl.allowed.options", .text(names.joined(separator: ", "))),
          suggestions: Suggestions.closest(to: name, in: names))
      }
      guard !given.contains(where: { $0.name == name }) else {
        throw .badArgument(
          command: command.name, field: name, value: value!.isEmpty ? name : value!,
          allowed: CatalogMessage("repl.allowed.listedOnce"))
      }
      given.append((name, value!))
    }
    self.arguments = arguments
    self.given = given
  }

  /// The value of the option `name`, or `nil` when it was not given.
  func value(_ name: String) -> String? { given.first { $0.name == name }?.value }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { given.contains { $0.name == name } }

  /// Whether `words` (a command's, after its name) ask for its help:
  /// `--help` among them before any `--`.
  static func asksForHelp(_ words: [String]) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "--help" { return true }
    }
    return false
  }
}
