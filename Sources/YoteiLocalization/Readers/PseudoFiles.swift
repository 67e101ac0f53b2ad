import Yotei

extension StringCatalog {
  /// The text of an XLIFF 1.2 file with every unit's target in `locale`: each
  /// `<file>`'s `target-language` becomes the pseudo-locale's tag, each unit's
  /// `<target>` (added after its `<source>` where it has none) holds the
  /// pseudo-localized source with `state="translated"`, and every other byte is
  /// kept as it was, so the diff is the targets alone. The result reads back
  /// through ``StringsCheck`` without problems when the source has none (both
  /// pseudo-locales follow English plural rules, so the units' forms stay the
  /// ones they need).
  ///
  /// - Throws: ``CatalogError`` when `text` is not XLIFF 1.2.
  public static func pseudoLocalized(xliff text: String, _ locale: PseudoLocale) throws(CatalogError)
    -> String
  {
    // Read as XLIFF first, for its errors; then splice by the XML's byte ranges.
    _ = try XLIFFDocument(text: text)
    let bytes = Array(text.utf8)
    let root = try XMLReader.parseCatalog(bytes)
    var edits: [(range: Range<Int>, text: String)] = []
    for file in root.elements("file") {
      if let n = file.attributes.firstIndex(where: { $0.name == "target-language" }) {
        edits.append((file.valueRanges[n], locale.rawValue))
      } else if let n = file.attributes.firstIndex(where: { $0.name == "source-language" }) {
        let end = file.valueRanges[n].upperBound + 1  // past the closing quote
        edits.append((end..<end, " target-language=\"\(locale.rawValue)\""))
      }
      func units(_ element: XMLElement) {
        for child in element.children {
          guard case .element(let e) = child else { continue }
          if e.localName == "trans-unit", let source = e.elements("source").first {
            let target =
              "<target state=\"translated\">" + XMLText.escaped(locale.text(source.text, argument: nil))
              + "</target>"
            if let old = e.elements("target").first {
              edits.append((old.range, target))
            } else {
              // On its own line, indented as the source is.
              var start = source.range.lowerBound
              while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
              let indent = String(decoding: bytes[start..<source.range.lowerBound], as: UTF8.self)
              let breakBefore = start > 0 && bytes[start - 1] == 0x0A
              edits.append(
                (
                  source.range.upperBound..<source.range.upperBound,
                  (breakBefore ? "\n" + indent : "") + target
                ))
            }
          } else if e.localName == "body" || e.localName == "group" {
            units(e)
          }
        }
      }
      units(file)
    }
    return String(decoding: splice(bytes, edits), as: UTF8.self)
  }

  /// `bytes` with each range replaced by its text (ranges in any order, not overlapping).
  static func splice(_ bytes: [UInt8], _ edits: [(range: Range<Int>, text: String)]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + edits.count * 32)
    var at = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      out += bytes[at..<edit.range.lowerBound]
      out += Array(edit.text.utf8)
      at = edit.range.upperBound
    }
    out += bytes[at...]
    return out
  }
}

/// Escaping of XML character data.
enum XMLText {
  /// `text` with `&`, `<` and `>` as entities.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}

extension StringsTable {
  /// The development language's files of the table in each pseudo-locale, as
  /// paths relative to a resources folder (`en-XA.lproj/Localizable.strings`)
  /// and their bytes: every value pseudo-localized (a `.stringsdict`'s format
  /// strings, plural forms and device strings), every other byte kept, in the
  /// source file's encoding. Where `Base.lproj` and the development language's
  /// folder both have the file, the development language's is copied and the
  /// keys only `Base.lproj`'s has are added at the end of it, so every key the
  /// app looks up has a pseudo value.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` for a file that
  ///   cannot be read again.
  public func pseudoLocalizedFiles(_ locales: [PseudoLocale] = PseudoLocale.allCases)
    throws(LocalizationError)
    -> [(path: String, bytes: [UInt8])]
  {
    // The development language's files by name, Base.lproj's before its own folder's.
    var byName: [(name: String, files: [String])] = []
    for file in languageFiles[catalog.sourceLanguage] ?? [] {
      let name = Self.split(file).1
      if let i = byName.firstIndex(where: { $0.name == name }) {
        byName[i].files.append(file)
      } else {
        byName.append((name, [file]))
      }
    }
    var result: [(path: String, bytes: [UInt8])] = []
    for locale in locales {
      for (name, files) in byName {
        var out: [UInt8]?
        for file in files.reversed() {
          let bytes = try CatalogSource.bytes(of: file)
          do {
            let pseudo = try Self.pseudoLocalized(bytes, stringsdict: file.hasSuffix(".stringsdict"), locale)
            if let own = out {
              out = try Self.adding(pseudo, to: own, stringsdict: file.hasSuffix(".stringsdict"))
            } else {
              out = pseudo
            }
          } catch {
            throw .unreadableCatalog(file: file, error)
          }
        }
        result.append((locale.rawValue + ".lproj/" + name, out ?? []))
      }
    }
    return result
  }

  /// A `.strings` or `.stringsdict` file's text, read as ``StringsTable`` reads
  /// it: its top-level dictionary, its encoding, its text as UTF-8, and whether
  /// it is an XML property list (node ranges are bytes of that UTF-8) rather
  /// than old-style text.
  static func topLevel(_ bytes: [UInt8], stringsdict: Bool) throws(CatalogError) -> (
    node: PlistNode, encoding: StringsEncoding, utf8: [UInt8], isXML: Bool
  ) {
    if stringsdict { return (try XMLPlistReader.parse(bytes), .utf8, bytes, true) }
    let (text, encoding) = try StringsEncoding.decode(bytes)
    let (node, _) = try parseStrings(bytes)
    let isXML = text.unicodeScalars.first(where: { ![" ", "\n", "\r", "\t"].contains($0) }) == "<"
    return (node, encoding, Array(text.utf8), isXML)
  }

  /// `main`'s bytes (a `.strings` or `.stringsdict` file) with the members of
  /// `other` (the same table's file in `Base.lproj`) whose keys `main` lacks,
  /// added at the end of its top-level dictionary in `other`'s order: after
  /// the last entry of old-style text (each after its translator comment), or
  /// before the closing `</dict>` of an XML property list (the elements as
  /// `other` writes them). `main`'s own bytes and encoding stay.
  static func adding(_ other: [UInt8], to main: [UInt8], stringsdict: Bool) throws(CatalogError) -> [UInt8] {
    let mine = try topLevel(main, stringsdict: stringsdict)
    let theirs = try topLevel(other, stringsdict: stringsdict)
    let have = Set((mine.node.members ?? []).map(\.key))
    let extra = (theirs.node.members ?? []).filter { !have.contains($0.key) }
    guard !extra.isEmpty else { return main }
    var out = mine.utf8
    if !mine.isXML {
      var text = ""
      if let last = out.last, last != 0x0A { text += "\n" }
      for member in extra {
        guard let value = member.node.string else { continue }
        text += "\n"
        if let comment = member.comment { text += "/* " + comment + " */\n" }
        text += OldStylePlistReader.quoted(member.key) + " = " + OldStylePlistReader.quoted(value) + ";\n"
      }
      // Inside the braces of a `{ … }` table.
      var end = out.count
      while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(out[end - 1]) { end -= 1 }
      if end > 0, out[end - 1] == UInt8(ascii: "}") {
        out.insert(contentsOf: Array(text.utf8), at: end - 1)
      } else {
        out += text.utf8
      }
      return mine.encoding.encode(String(decoding: out, as: UTF8.self))
    }
    // Each member from the start of its <key> line to the end of its value.
    var inserted: [UInt8] = []
    for member in extra {
      guard let keyStart = member.keyStart else { continue }
      var start = keyStart
      while start > 0, theirs.utf8[start - 1] == 0x20 || theirs.utf8[start - 1] == 0x09 { start -= 1 }
      inserted += theirs.utf8[start..<member.node.range.upperBound]
      inserted.append(0x0A)
    }
    let root = mine.node.range
    let close = Array("</dict>".utf8)
    if root.count > close.count, out[root.upperBound - close.count..<root.upperBound].elementsEqual(close) {
      // Before the line of the closing </dict>, or right before it when the line has more.
      var at = root.upperBound - close.count
      while at > root.lowerBound, out[at - 1] == 0x20 || out[at - 1] == 0x09 { at -= 1 }
      if out[at - 1] != 0x0A {
        at = root.upperBound - close.count
        inserted.insert(0x0A, at: 0)
      }
      out.insert(contentsOf: inserted, at: at)
    } else {
      // An empty `<dict/>`.
      out.replaceSubrange(root, with: Array("<dict>\n".utf8) + inserted + close)
    }
    return stringsdict ? out : mine.encoding.encode(String(decoding: out, as: UTF8.self))
  }

  /// One `.strings` or `.stringsdict` file's bytes with its values in `locale`.
  static func pseudoLocalized(_ bytes: [UInt8], stringsdict: Bool, _ locale: PseudoLocale)
    throws(CatalogError)
    -> [UInt8]
  {
    if stringsdict {
      var edits: [(range: Range<Int>, text: String)] = []
      func strings(in node: PlistNode) {
        switch node.value {
        case .string(let text):
          // The element's content: between `<string>` and `</string>`.
          let open = "<string>".utf8.count
          let close = "</string>".utf8.count
          guard node.range.count >= open + close else {
            // `<string/>`: an empty string stays empty.
            return
          }
          edits.append(
            (
              node.range.lowerBound + open..<node.range.upperBound - close,
              XMLText.escaped(locale.text(text, argument: nil))
            ))
        case .dictionary(let members):
          for member in members
          where ![Self.specTypeKey, Self.valueTypeKey].contains(member.key) {
            strings(in: member.node)
          }
        case .array(let items): items.forEach(strings)
        case .other: break
        }
      }
      strings(in: try XMLPlistReader.parse(bytes))
      return StringCatalog.splice(bytes, edits)
    }
    let (text, encoding) = try StringsEncoding.decode(bytes)
    let (node, _) = try parseStrings(bytes)
    let scalars = Array(text.unicodeScalars)
    guard case .dictionary(let members) = node.value else { return bytes }
    if text.unicodeScalars.first(where: { ![" ", "\n", "\r", "\t"].contains($0) }) == "<" {
      // An XML property list of strings: spliced as the .stringsdict is.
      return encoding.encode(
        String(decoding: try pseudoLocalized(Array(text.utf8), stringsdict: true, locale), as: UTF8.self))
    }
    var out = String.UnicodeScalarView()
    var at = 0
    for member in members {
      guard let value = member.node.string else { continue }
      let range = member.node.range
      out.append(contentsOf: scalars[at..<range.lowerBound])
      let pseudo = OldStylePlistReader.quoted(locale.text(value, argument: nil))
      // `"key";` becomes `"key" = "pseudo";`.
      out.append(contentsOf: (range.isEmpty ? " = " + pseudo : pseudo).unicodeScalars)
      at = range.upperBound
    }
    out.append(contentsOf: scalars[at...])
    return encoding.encode(String(out))
  }
}
