/// Splits input into commands and commands into words.
///
/// Commands are separated by `;` or a line break; `#` at the start of a word
/// begins a comment that runs to the end of the line. Words are separated by
/// blanks; single quotes keep everything literally, double quotes allow `\"`
/// and `\\`, and a backslash outside quotes escapes the next character. A
/// `'` or `"` right after a Hebrew letter is part of the word (the geresh and
/// gershayim as typed on a Hebrew keyboard: `תשפ"ו`), not a quote.
public enum CommandLineSplitter {
  /// One command: its words and the text it came from.
  public struct Command: Equatable, Sendable {
    /// The words, quotes removed.
    public var words: [String]
    /// The command as typed, trimmed.
    public var text: String
  }

  /// The commands in `input`, in order; empty ones are dropped.
  ///
  /// - Throws: ``REPLError/unterminatedQuote(_:)`` when a quote is left open;
  ///   commands before the broken one are not returned, so nothing half-runs.
  public static func commands(in input: String) throws(REPLError) -> [Command] {
    var result: [Command] = []
    var words: [String] = []
    var word = ""
    var inWord = false
    var text = ""
    var quote: Character?
    var escaped = false
    var comment = false

    func endWord() {
      if inWord { words.append(word) }
      word = ""
      inWord = false
    }
    func endCommand() {
      endWord()
      let trimmed = text.trimmingCharacters(in: " \t\r\n;")
      if !words.isEmpty { result.append(Command(words: words, text: trimmed)) }
      words = []
      text = ""
    }

    func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool { (0x05D0...0x05EA).contains(scalar.value) }

    for ch in input {
      if comment {
        if ch == "\n" {
          comment = false
          endCommand()
        }
        continue
      }
      if escaped {
        word.append(ch)
        text.append(ch)
        escaped = false
        continue
      }
      if let q = quote {
        text.append(ch)
        if ch == q {
          quote = nil
        } else if ch == "\\" && q == "\"" {
          escaped = true
        } else {
          word.append(ch)
        }
        continue
      }
      switch ch {
      case "\\":
        escaped = true
        inWord = true
        text.append(ch)
      case "'", "\"":
        // After a Hebrew letter, `'` and `"` are the geresh and gershayim as
        // Hebrew keyboards type them (תשפ"ו, ה'תשפ"ו), not quotes.
        if word.unicodeScalars.last.map(isHebrewLetter) != true { quote = ch }
        if quote == nil { word.append(ch) }
        inWord = true
        text.append(ch)
      case ";", "\n", "\r\n":
        endCommand()
      case "#" where !inWord:
        comment = true
      default:
        if ch.isWhitespace {
          endWord()
        } else {
          word.append(ch)
          inWord = true
        }
        text.append(ch)
      }
    }
    if quote != nil || escaped {
      throw .unterminatedQuote(input.trimmingCharacters(in: " \t\r\n"))
    }
    endCommand()
    return result
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s.removeFirst() }
    while let l = s.last, set.contains(l) { s.removeLast() }
    return String(s)
  }
}
