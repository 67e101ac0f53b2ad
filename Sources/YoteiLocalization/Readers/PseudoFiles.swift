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
    let root: XMLElement
    do {
      root = try XMLReader.parse(bytes)
    } catch {
      throw CatalogError(
        path: "", message: "not valid XML: \(error.message)", line: error.line, column: error.column)
    }
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
  /// folder both have the file, the development language's is used.
  ///
  /// - Throws: ``LocalizationError/unreadableCatalog(file:_:)`` for a file that
  ///   cannot be read again.
  public func pseudoLocalizedFiles(_ locales: [PseudoLocale] = PseudoLocale.allCases)
    throws(LocalizationError)
    -> [(path: String, bytes: [UInt8])]
  {
    var result: [(path: String, bytes: [UInt8])] = []
    for locale in locales {
      for file in languageFiles[catalog.sourceLanguage] ?? [] {
        let name = Self.split(file).1
        let bytes = try CatalogSource.bytes(of: file)
        let out: [UInt8]
        do {
          out = try Self.pseudoLocalized(bytes, stringsdict: file.hasSuffix(".stringsdict"), locale)
        } catch {
          throw .unreadableCatalog(file: file, error)
        }
        let path = locale.rawValue + ".lproj/" + name
        result.removeAll { $0.path == path }
        result.append((path, out))
      }
    }
    return result
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
