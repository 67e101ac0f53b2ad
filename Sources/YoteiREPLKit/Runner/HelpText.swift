import Yotei
import YoteiLocalization

/// Help and usage text, from pure functions so tests can compare it literally.
public enum HelpText {
  /// `yotei-repl --help`, in the language of `localizer` (English by
  /// default; see ``helpLocale(arguments:environment:)``). The synopses,
  /// option names and exit codes are the program's syntax and stay as they are.
  public static func usage(localizer: Localizer = CatalogMessage.englishLocalizer) -> String {
    let synopses = [
      "yotei-repl [options] [SCRIPT]",
      "yotei-repl [options] -c 'COMMAND; COMMAND'",
      "COMMANDS | yotei-repl [options]",
      "yotei-repl [options] fixtures generate --out DIR [--locales L,...] [--calendars C,...]",
      "           [--strings FILE.xcstrings] [--formats SPEC,...] [--dates FILE] [--json]",
      "yotei-repl [options] fixtures check DIR [--strings FILE] [--formats SPEC,...] [--dates FILE] [--json]",
      "yotei-repl [options] strings check [FILE.xcstrings ...] [--languages L,...] [--json]",
      "yotei-repl [options] strings pseudo FILE.xcstrings --out OUT.xcstrings [--locales en-XA,ar-XB]",
      "yotei-repl [options] export-days FROM TO FILE [--calendars ID,...|all] [--region CODE,...]",
      "           [--locale L] [--format csv|parquet|jsonl]",
    ]
    let options: [(name: String, key: String, arguments: [FormatArgument])] = [
      ("--calendar ID", "repl.cli.calendar", []), ("--locale ID", "repl.cli.locale", []),
      ("--tz ZONE", "repl.cli.tz", []),
      ("--region CODE", "repl.cli.region", RegionCommand.spec.summaryArguments),
      ("--today DATE", "repl.cli.today", []),
      ("--week-numbers, -w", "repl.cli.weekNumbers", []), ("--json", "repl.cli.json", []),
      ("--no-color", "repl.cli.noColor", []), ("-c COMMANDS", "repl.cli.commands", []),
      ("--version", "repl.cli.version", []), ("-h, --help", "repl.cli.help", []),
    ]
    let title = localizer.string("repl.cli.usage") + ": "
    let hang = String(repeating: " ", count: TextWidth.columns(title))
    var lines = synopses.enumerated().map { ($0.offset == 0 ? title : hang) + $0.element }
    lines.append("")
    lines += wrap(localizer.string("repl.cli.about"), width: 72)
    lines += ["", localizer.string("repl.cli.options") + ":"]
    // Descriptions start in column 21 and wrap there, within 90 columns.
    let column = String(repeating: " ", count: 21)
    for option in options {
      let parts = wrap(localizer.string(option.key, arguments: option.arguments), width: 69)
      for (index, part) in parts.enumerated() {
        lines.append((index == 0 ? "  " + TextWidth.pad(option.name, to: 19) : column) + part)
      }
    }
    lines += ["", localizer.string("repl.cli.exitStatus") + ":"]
    for code in 0...2 { lines.append("  \(code)  " + localizer.string("repl.cli.exit\(code)")) }
    lines += ["", localizer.string("repl.cli.more")]
    return lines.joined(separator: "\n")
  }

  /// The language `--help` is written in: `--locale`'s when the arguments
  /// name a valid one, else the environment's message locale (`LC_ALL`, then
  /// `LC_MESSAGES`, then `LANG`, the first set and not empty; `C` and
  /// `POSIX` are English), else English.
  public static func helpLocale(arguments: [String], environment: [String: String]) -> CalendarLocale {
    if let locale = YoteiREPL.sessionLocale(arguments) { return locale }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return (try? CalendarLocale(posixLocale: value)) ?? .english
    }
    return .english
  }

  /// `help`: every command, grouped, in the language of `localizer`
  /// (English by default); the synopses are the commands' English syntax.
  public static func commandList(
    localizer: Localizer = CatalogMessage.englishLocalizer, width columns: Int = paragraphWidth
  ) -> String {
    // Synopses longer than the column put their summary on the next line.
    let width = 30
    var lines: [String] = []
    for group in CommandGroup.allCases {
      let members = CommandRegistry.all.filter { $0.spec.group == group }
      guard !members.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(localizer.string(group.titleKey) + ":")
      for type in members {
        let synopsis = type.spec.synopsis
        let summary = type.spec.summary(localizer: localizer)
        if synopsis.count > width - 2 {
          lines.append("  " + synopsis)
          lines.append("  " + String(repeating: " ", count: width) + summary)
        } else {
          lines.append("  " + TextWidth.pad(synopsis, to: width) + summary)
        }
      }
    }
    lines.append("")
    for key in ["repl.help.dates", "repl.help.options", "repl.help.pickerKeys"] {
      lines += wrap(localizer.string(key), width: min(paragraphWidth, columns), indent: "      ")
    }
    lines.append(localizer.string("repl.help.more"))
    return fit(lines.joined(separator: "\n"), width: columns)
  }

  /// `help COMMAND`, in the language of `localizer` (English by default).
  public static func command(
    _ spec: CommandSpec, localizer: Localizer = CatalogMessage.englishLocalizer, width: Int = paragraphWidth
  ) -> String {
    let details = wrap(localizer.string(spec.discussionKey), width: min(paragraphWidth, width))
    return fit(
      localizer.string("repl.help.usage", .text(spec.synopsis)) + "\n\n"
        + localizer.string("repl.help.summarySentence", .text(spec.summary(localizer: localizer))) + "\n\n"
        + details.joined(separator: "\n"), width: width)
  }

  /// `text` with every line wider than `width` terminal columns (by display
  /// width: CJK two, combining marks none, colour escapes none) broken at
  /// spaces and, in CJK text, between characters as UAX #14 has it (never
  /// before closing punctuation, never after opening punctuation). The rest
  /// of a broken line lines up under where its text starts: after the label column of a `name   summary` row or a `Label: ` prefix
  /// when that leaves half the width (else a row's label gets a line of its
  /// own and its text goes under it, indented). A Latin word wider than a
  /// line stands alone. Lines that fit are left as they are.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0, !fitsByBytes(text, width: width) else { return text }
    func columns(_ text: some StringProtocol) -> Int {
      TextWidth.columns(YearCommand.stripANSI(String(text)))
    }
    return lines(of: text).flatMap { line -> [String] in
      guard line.utf8.count > width, columns(line) > width else { return [String(line)] }
      var lead = String(line.prefix { $0 == " " })
      if lead.count > width / 2 { lead = "    " }
      var body = line.drop { $0 == " " }
      var out: [String] = []
      var hang = lead.count
      // Where `first` is followed by `second` in the body.
      func pair(_ first: Character, _ second: Character) -> Substring.Index? {
        var index = body.startIndex
        while index != body.endIndex {
          let next = body.index(after: index)
          if next == body.endIndex { return nil }
          if body[index] == first && body[next] == second { return index }
          index = next
        }
        return nil
      }
      if let gap = pair(" ", " ") {
        let end = body[gap...].firstIndex { $0 != " " } ?? body.endIndex
        hang += columns(body[..<end])
        if hang > width / 2 {
          // The label column leaves too little room: the label alone, then
          // its text; the bidi controls closing the padded label stay with it.
          let closing = body[end...].prefix { "\u{2069}\u{202C}\u{200E}\u{200F}".contains($0) }
          out.append(lead + body[..<gap] + closing)
          body = body[closing.endIndex...].drop { $0 == " " }
          lead += "    "
          hang = lead.count
        } else {
          // The column's padding is kept on the first line.
          lead += body[..<end]
          body = body[end...]
        }
      } else if let colon = pair(":", " ") {
        hang += columns(body[...body.index(after: colon)])
        if hang > width / 2 { hang = lead.count + 2 }
      }
      return out
        + fill(pieces(String(body)), width: width, lead: lead, indent: String(repeating: " ", count: hang))
    }.joinedByAppending(separator: "\n")
  }

  /// The lines of `text`, split at each "\n" as its characters would be
  /// (by its bytes, unless a "\r\n" makes one character of the two).
  static func lines(of text: String) -> [Substring] {
    let utf8 = text.utf8
    guard !utf8.contains(UInt8(ascii: "\r")) else {
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    var lines: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        lines.append(text[start..<index])
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    lines.append(text[start...])
    return lines
  }

  /// Whether every line of `text` has at most `width` UTF-8 bytes, so that
  /// ``fit(_:width:)`` leaves it as it is without measuring a character: a
  /// scalar never takes more columns than its bytes (two-column scalars are
  /// from U+1100 on, three bytes; VS16's emoji adds three bytes for one
  /// column; escapes take none). Text with a carriage return is measured,
  /// since "\r\n" is one character there and the lines split at "\n" alone.
  static func fitsByBytes(_ text: String, width: Int) -> Bool {
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") {
        run = 0
      } else if byte == UInt8(ascii: "\r") {
        return false
      } else {
        run += 1
        if run > width { return false }
      }
    }
    return true
  }

  /// `pieces` put on lines of at most `width` columns (by display width,
  /// colour escapes none): the first line starts with `lead`, the others
  /// with `indent`; a piece wider than a line stands alone. Pieces on one
  /// line keep the spaces that were between them (a column's padding stays);
  /// a line break takes their place.
  static func fill(_ pieces: [Piece], width: Int, lead: String = "", indent: String = "") -> [String] {
    func columns(_ text: String) -> Int { TextWidth.columns(YearCommand.stripANSI(text)) }
    var lines: [String] = []
    var current = lead
    var currentWidth = columns(lead)
    let indentWidth = columns(indent)
    var empty = true
    // A date wider than a whole line breaks where its words do.
    let room = width - max(indentWidth, columns(lead))
    let pieces = pieces.flatMap { $0.parts.isEmpty || columns($0.text) <= room ? [$0] : $0.parts }
    for piece in pieces {
      let w = columns(piece.text)
      let gap = empty ? 0 : piece.spaces
      if !empty && currentWidth + gap + w > width {
        lines.append(current)
        current = indent + piece.text
        currentWidth = indentWidth + w
      } else {
        current += String(repeating: " ", count: gap) + piece.text
        currentWidth += gap + w
      }
      empty = false
    }
    if !empty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// A run of text no line may break inside, and how many spaces came before it.
  struct Piece: Equatable {
    var text: String
    var spaces: Int
    /// The pieces a date or a number was joined from (``pieces(_:)``): where
    /// it breaks when it is wider than a whole line.
    var parts: [Piece] = []

    /// `self` with `next` joined on after its spaces.
    func joining(_ next: Piece) -> Piece {
      let first = parts.isEmpty ? [Piece(text: text, spaces: spaces)] : parts
      return Piece(
        text: text + String(repeating: " ", count: next.spaces) + next.text, spaces: spaces,
        parts: first + (next.parts.isEmpty ? [next] : next.parts))
    }
  }

  /// `text` cut where a line may break, after UAX #14 as CJK typesetting
  /// applies it: at spaces, and, in CJK text (which has no spaces), before
  /// and after each ideograph, kana or fullwidth sign, but never before
  /// closing punctuation, small kana and marks that end a syllable
  /// (，。、：）」』ー々ぁっ), nor after opening punctuation (（「『). A
  /// Latin word, number or identifier is never cut, and Hangul, which is
  /// written with spaces, breaks at them.
  ///
  /// A date, a number with its unit and a document number stay whole: no
  /// break beside a digit in CJK text (2026年1月4日, 248営業日), none at a
  /// space before a number (`Jan 3, 2026`, `2026년 1월 4일`) nor after a
  /// number that is not a year (`3 January`, `40 hours`, `7 h`),
  /// and none inside a Chinese document number (国办发明电〔2025〕7号: the
  /// issuer's characters before 〔, at most eight). Such a run wider than
  /// a whole line breaks where its parts do (``fill(_:width:lead:indent:)``).
  static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    for piece in breakablePieces(text) {
      if let last = pieces.last, piece.spaces > 0, joinsAcrossSpace(last.text, piece.text) {
        pieces[pieces.count - 1] = last.joining(piece)
      } else if piece.spaces == 0, piece.text.first == "〔" {
        // The issuer's code runs into its document number.
        var joined = piece
        var issuer = 0
        var opened = false
        while joined.spaces == 0, !opened, let last = pieces.last, issuer + last.text.count <= 8,
          last.text.drop(while: noBreakAfter.contains).allSatisfy(isIdeograph)
        {
          joined = last.joining(joined)
          issuer += last.text.count
          opened = last.text.first.map(noBreakAfter.contains) ?? false
          pieces.removeLast()
        }
        pieces.append(joined)
      } else {
        pieces.append(piece)
      }
    }
    return pieces
  }

  /// Whether the words `before` and `after`, a space between them, stay on
  /// one line: `after` is a short word led by a number (a number after its
  /// word: `Jan 3`, `not 1800`, `2026년 1월`), or `before` is a number of
  /// at most three digits (`3 January`, `40 hours`; `2026 to` may break).
  ///
  /// A run of bidi controls alone (the PDI closing a padded cell) stays
  /// with the text it closes.
  static func joinsAcrossSpace(_ before: String, _ after: String) -> Bool {
    let bidi: Set<Character> = ["\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}"]
    let punctuation: Set<Character> = [".", ",", "،"]
    let next = after.filter { !bidi.contains($0) }
    guard let first = next.first else { return true }
    let last = before.split(separator: " ").last ?? ""
    let word = last.filter { !bidi.contains($0) }.reversed().drop(while: punctuation.contains)
    let digits = word.prefix(while: isDigit).count
    // A word and its comma end a clause (`Monday, 5 January`), as a colon
    // or a closing bracket does; a number and its comma do not
    // (`January 1, 2026`).
    if let end = last.last(where: { !bidi.contains($0) }),
      ":;)]!?：；）".contains(end) || ((end == "," || end == "،") && digits == 0)
    {
      return false
    }
    // A short word led by a number (2026, 3, 1월, 4일에서), not an
    // identifier (2024-03-20[u-ca=gregory], 5784-M05L-10).
    if isDigit(first), next.count <= 12,
      !next.contains(where: { $0.isASCII && ($0.isLetter || "-/:[".contains($0)) })
    {
      return true
    }
    // The number may carry a prefix without digits (Hebrew מ־4), not a
    // sign or an option's dash (-1 shows).
    return (1...3).contains(digits) && !word.dropFirst(digits).contains { isDigit($0) || $0 == "-" }
  }

  /// A decimal digit of any script (0-9, ۰-۹, ٠-٩, ０-９).
  static func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.numericType == .decimal
  }

  /// A CJK ideograph (an issuer's code in a document number).
  private static func isIdeograph(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { $0.properties.isIdeographic } ?? false
  }

  /// `text` cut at every break UAX #14 allows (see ``pieces(_:)``), before
  /// the rules that keep dates and numbers whole.
  private static func breakablePieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var current = ""
    var spaces = 0
    var previous: Character?
    for character in text {
      if character == " " {
        if !current.isEmpty {
          pieces.append(Piece(text: current, spaces: spaces))
          spaces = 0
        }
        current = ""
        spaces += 1
        previous = nil
        continue
      }
      if let previous, !current.isEmpty, breaks(between: previous, and: character) {
        pieces.append(Piece(text: current, spaces: spaces))
        current = ""
        spaces = 0
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { pieces.append(Piece(text: current, spaces: spaces)) }
    return pieces
  }

  /// Whether a line may break between `before` and `after` (no space between).
  static func breaks(between before: Character, and after: Character) -> Bool {
    // A span of dates may break after its dash (2008년 1월 1일~2026년 12월 31일).
    if "~～–".contains(before), isDigit(after) { return true }
    guard breaksAround(before) || breaksAround(after), !isDigit(before), !isDigit(after) else { return false }
    return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
  }

  /// CJK characters a line may break beside (UAX #14's ID class and the
  /// fullwidth signs): two columns wide, Hangul aside.
  private static func breaksAround(_ character: Character) -> Bool {
    guard TextWidth.columns(character) == 2, let v = character.unicodeScalars.first?.value else {
      return false
    }
    let hangul =
      (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
      || (0xA960...0xA97F).contains(v)
    return !hangul
  }

  /// UAX #14's CL, CP, EX, IS and NS classes (and the small kana of CJ,
  /// as strict line breaking has them): no line starts with these.
  private static let noBreakBefore = Set(
    "!%),.:;?]}¢°’”‰′″℃、。〃〆〉》」』】〕〗〙〛〞〟・ー々〻ゝゞヽヾ゛゜"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
      + "！％），．：；？］｝｡｣､･ｰ～…‥—〜")

  /// UAX #14's OP class: no line ends with these.
  private static let noBreakAfter = Set("([{‘“〈《「『【〔〖〘〚〝（［｛｢")

  /// The width help paragraphs are wrapped to, in terminal columns.
  public static let paragraphWidth = 76

  /// `text` broken into lines of at most `width` terminal columns where
  /// `pieces(_:)` allows (at spaces, and between CJK characters; a longer
  /// word stands alone); lines after the first start with `indent`.
  static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    let pieces = pieces(text)
    return pieces.isEmpty ? [] : fill(pieces, width: width, indent: indent)
  }

  /// `yotei-repl --version`.
  public static func version() -> String {
    """
    yotei-repl \(YoteiVersions.yotei)
    ICU \(YoteiVersions.icu), CLDR \(YoteiVersions.cldr), ICU time-zone data \(YoteiVersions.icuTimeZoneData)
    \(TimeZoneDatabase.system.report)
    """
  }
}
