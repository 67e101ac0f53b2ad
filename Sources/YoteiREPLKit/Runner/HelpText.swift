import Yotei
import YoteiLocalization

/// Help and usage text, from pure functions so tests can compare it literally.
public enum HelpText {
  /// `yotei-repl --help`.
  public static func usage() -> String {
    """
    USAGE: yotei-repl [options] [SCRIPT]
           yotei-repl [options] -c 'COMMAND; COMMAND'
           COMMANDS | yotei-repl [options]
           yotei-repl [options] fixtures generate --out DIR [--locales L,...] [--calendars C,...]
                      [--strings FILE.xcstrings] [--formats SPEC,...] [--dates FILE] [--json]
           yotei-repl [options] fixtures check DIR [--strings FILE] [--formats SPEC,...] [--dates FILE] [--json]
           yotei-repl [options] strings check [FILE.xcstrings ...] [--languages L,...] [--json]
           yotei-repl [options] strings pseudo FILE.xcstrings --out OUT.xcstrings [--locales en-XA,ar-XB]
           yotei-repl [options] export-days FROM TO FILE [--calendars ID,...|all] [--region CODE,...]
                      [--locale L] [--format csv|parquet|jsonl]

    On a terminal, yotei-repl is interactive: line editing, history in
    ~/.yotei_history (or $XDG_STATE_HOME/yotei/history) and tab completion.
    Otherwise it runs the commands of SCRIPT, of -c, or of standard input,
    without a prompt or colour.

    OPTIONS:
      --calendar ID      Session calendar (default: the locale's)
      --locale ID        Locale, a BCP 47 tag such as fa-IR (default: en-US)
      --tz ZONE          Time zone of today and start of day (default: the system's)
      --region CODE      Production-calendar region: RU, IL, IR, US
      --today DATE       Pin today: any DATE the 'today' command takes (persian:1403-01-01,
                         tomorrow); a plain YYYY-MM-DD is ISO (default: today in the zone)
      --week-numbers, -w Grids have a week-number column (as ncal -w)
      --json             One JSON object per command, one per line
      --no-color         No ANSI colours (also when NO_COLOR is set)
      -c COMMANDS        Run these commands, separated by ';'
      --version          Yotei, ICU, CLDR and time-zone data versions
      -h, --help         Show this help

    EXIT STATUS:
      0  every command succeeded
      1  a command failed (the others still ran), or a check found problems
      2  the options were wrong, or strings/fixtures could not read an input

    Type 'help' inside yotei-repl for the commands.
    """
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
        let summary = localizer.string(type.spec.summaryKey)
        if synopsis.count > width - 2 {
          lines.append("  " + synopsis)
          lines.append("  " + String(repeating: " ", count: width) + summary)
        } else {
          lines.append("  " + TextWidth.pad(synopsis, to: width) + summary)
        }
      }
    }
    lines.append("")
    for key in ["repl.help.dates", "repl.help.pickerKeys"] {
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
        + localizer.string("repl.help.summarySentence", .text(localizer.string(spec.summaryKey))) + "\n\n"
        + details.joined(separator: "\n"), width: width)
  }

  /// `text` with every line wider than `width` terminal columns (by display
  /// width: CJK two, combining marks none, colour escapes none) broken at
  /// spaces. The rest of a broken line lines up under where its text starts:
  /// after the label column of a `name   summary` row or a `Label: ` prefix
  /// when that leaves half the width (else a row's label gets a line of its
  /// own and its text goes under it, indented). A word wider than a line
  /// breaks beside its wide characters (a run of CJK text, which has no
  /// spaces); other words stand alone. Lines that fit are left as they are.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return text }
    func columns(_ text: some StringProtocol) -> Int {
      TextWidth.columns(YearCommand.stripANSI(String(text)))
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      guard columns(line) > width else { return [String(line)] }
      var lead = String(line.prefix { $0 == " " })
      if lead.count > width / 2 { lead = "    " }
      var body = Array(line.drop { $0 == " " })
      var out: [String] = []
      var hang = lead.count
      let gap = body.indices.first { $0 + 1 < body.count && body[$0] == " " && body[$0 + 1] == " " }
      let colon = body.indices.first { $0 + 1 < body.count && body[$0] == ":" && body[$0 + 1] == " " }
      if let gap {
        let end = body[gap...].firstIndex { $0 != " " } ?? body.count
        hang += columns(String(body[..<end]))
        if hang > width / 2 {
          // The label column leaves too little room: the label alone, then its text.
          out.append(lead + String(body[..<gap]))
          body = Array(body[end...])
          lead += "    "
          hang = lead.count
        } else {
          // The column's padding is kept on the first line.
          lead += String(body[..<end])
          body = Array(body[end...])
        }
      } else if let colon {
        hang += columns(String(body[...(colon + 1)]))
        if hang > width / 2 { hang = lead.count + 2 }
      }
      let indent = String(repeating: " ", count: hang)
      var current = lead
      var currentWidth = columns(lead)
      var empty = true
      for word in body.split(separator: " ") {
        let w = columns(String(word))
        let pieces = w > width - hang ? breakable(word) : []
        if pieces.count > 1 {
          // Longer than any line: a run of CJK text, which has no spaces,
          // breaks beside its wide characters (never inside a Latin word).
          var first = true
          for piece in pieces {
            let pw = columns(piece)
            let gap = first && !empty ? 1 : 0
            if currentWidth + gap + pw > width && currentWidth > hang {
              out.append(current)
              current = indent
              currentWidth = hang
            } else if gap == 1 {
              current += " "
              currentWidth += 1
            }
            current += piece
            currentWidth += pw
            first = false
          }
          empty = false
          continue
        }
        if !empty && currentWidth + 1 + w > width {
          out.append(current)
          current = indent + word
          currentWidth = hang + w
        } else {
          current += (empty ? "" : " ") + word
          currentWidth += (empty ? 0 : 1) + w
        }
        empty = false
      }
      out.append(current)
      return out
    }.joined(separator: "\n")
  }

  /// `word` cut where a line may break inside it: before and after each
  /// wide (CJK) character.
  static func breakable(_ word: some Sequence<Character>) -> [String] {
    var pieces: [String] = []
    var current = ""
    var previousWide = false
    for character in word {
      let wide = TextWidth.columns(character) == 2
      if !current.isEmpty && (wide || previousWide) {
        pieces.append(current)
        current = ""
      }
      current.append(character)
      previousWide = wide
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// The width help paragraphs are wrapped to, in terminal columns.
  public static let paragraphWidth = 76

  /// `text` broken into lines of at most `width` terminal columns at spaces
  /// (a longer word stands alone); lines after the first start with `indent`.
  static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if !line.isEmpty && TextWidth.columns(candidate) > width {
        lines.append(line)
        line = indent + word
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
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
