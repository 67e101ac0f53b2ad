import Yotei

/// Changes to a JSON text that keep every byte it does not change: a member's
/// value replaced, or a member added to an object in its code-point place (the
/// place Xcode would write it), laid out like the object's other members.
struct JSONSpliceEditor {
  /// The text being edited.
  let bytes: [UInt8]
  /// Replacements of byte ranges, in the order they were asked for.
  private var edits: [(range: Range<Int>, text: String, order: Int)] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Sets the member `name` of `object` (a node read from ``bytes``) to `value`.
  mutating func set(_ name: String, _ value: JSONText, in object: JSONNode) {
    guard let members = object.members else { return }
    let order = edits.count
    if let existing = members.first(where: { $0.key == name })?.value {
      var text = ""
      value.write(into: &text, indent: indent(ofLineAt: existing.byteRange.lowerBound))
      edits.append((existing.byteRange, text, order))
      return
    }
    guard let last = members.last else {
      // An empty object ("{}" or Xcode's "{\n\n}"): written anew in Xcode's layout.
      var text = ""
      JSONText.object([(name, value)]).write(
        into: &text, indent: indent(ofLineAt: object.byteRange.lowerBound))
      edits.append((object.byteRange, text, order))
      return
    }
    let (keyStart, separator) = keyStartAndSeparator(before: members[0].value)
    let memberIndent = indent(ofLineAt: keyStart)
    var member = ""
    JSONText.writeString(name, into: &member)
    member += separator
    value.write(into: &member, indent: memberIndent)
    if let next = members.first(where: { codePointOrder(name, $0.key) })?.value {
      let start = keyStartAndSeparator(before: next).keyStart
      let gap = String(decoding: bytes[whitespaceStart(before: start)..<start], as: UTF8.self)
      edits.append((start..<start, member + "," + gap, order))
    } else {
      let start = keyStartAndSeparator(before: last.value).keyStart
      let gap = String(decoding: bytes[whitespaceStart(before: start)..<start], as: UTF8.self)
      let end = last.value.byteRange.upperBound
      edits.append((end..<end, "," + gap + member, order))
    }
  }

  /// The edited text. Edits at the same place come out in the order they were asked for.
  func result() -> String {
    var out = bytes
    let sorted = edits.sorted {
      $0.range.lowerBound != $1.range.lowerBound
        ? $0.range.lowerBound > $1.range.lowerBound : $0.order > $1.order
    }
    for edit in sorted { out.replaceSubrange(edit.range, with: Array(edit.text.utf8)) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The spaces a line starts with, for the line holding byte `offset`.
  private func indent(ofLineAt offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var n = 0
    while start + n < bytes.count, bytes[start + n] == UInt8(ascii: " ") { n += 1 }
    return n
  }

  /// Where the whitespace before `offset` starts.
  private func whitespaceStart(before offset: Int) -> Int {
    var i = offset
    while i > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1]) { i -= 1 }
    return i
  }

  /// The byte where a member's key starts (its opening quote), and the text
  /// between the key and the value (" : " in Xcode's files), from the value.
  private func keyStartAndSeparator(before value: JSONNode) -> (keyStart: Int, separator: String) {
    let valueStart = value.byteRange.lowerBound
    // The key's closing quote: before the spaces before the colon before the value.
    let quoteEnd = whitespaceStart(before: whitespaceStart(before: valueStart) - 1) - 1
    let separator = String(decoding: bytes[(quoteEnd + 1)..<valueStart], as: UTF8.self)
    // The opening quote: the previous quote not escaped by an odd run of backslashes.
    var i = quoteEnd - 1
    while i >= 0 {
      if bytes[i] == UInt8(ascii: "\"") {
        var slashes = 0
        while i - 1 - slashes >= 0, bytes[i - 1 - slashes] == UInt8(ascii: "\\") { slashes += 1 }
        if slashes % 2 == 0 { break }
      }
      i -= 1
    }
    return (max(i, 0), separator)
  }
}
