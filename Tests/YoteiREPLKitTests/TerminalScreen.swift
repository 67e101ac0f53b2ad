@testable import YoteiREPLKit

/// A small terminal emulator for the scenario tests: it applies what a
/// program wrote to a pseudo-terminal to a grid of cells, so a test can
/// assert what the screen shows after keys, redraws in place included.
///
/// It understands what yotei-repl and libedit send: printable text (wide
/// characters take two cells, zero-width marks none), CR, LF, BS, and CSI
/// sequences for cursor movement (`A B C D E F G H`), erasing (`J`, `K`),
/// saving and restoring the cursor (`ESC 7`, `ESC 8`), and ignores colours (`m`), modes (`h`, `l`) and anything else.
struct TerminalScreen {
  private(set) var width: Int
  private(set) var rows: [[String]] = [[]]
  private var row = 0
  private var column = 0
  private var saved: (row: Int, column: Int)?

  init(width: Int = 80) { self.width = width }

  /// The terminal becomes `width` columns wide. Its rows stay as they are
  /// (as in a terminal that does not rewrap them): what a test looks at
  /// after a resize must fit the narrower width.
  mutating func resize(width: Int) {
    self.width = width
    column = min(column, width - 1)
  }

  /// The screen's text: each row with trailing blanks removed, without the
  /// blank rows at the end.
  var lines: [String] {
    var out = rows.map { cells in
      var line = cells.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
    while out.last == "" { out.removeLast() }
    return out
  }

  private mutating func ensureRow() {
    while rows.count <= row { rows.append([]) }
  }

  private mutating func put(_ text: String, columns: Int) {
    ensureRow()
    if column >= width {
      row += 1
      column = 0
      ensureRow()
    }
    while rows[row].count < column + max(columns, 1) { rows[row].append(" ") }
    rows[row][column] = text
    if columns == 2 { rows[row][column + 1] = "" }
    column += columns
  }

  /// Applies the bytes a program wrote.
  mutating func feed(_ text: String) {
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      switch scalar {
      case "\r": column = 0
      case "\n":
        row += 1
        ensureRow()
      case "\u{08}": column = max(0, column - 1)
      case "\u{07}": break
      case "\u{1B}":
        guard let next = scalars.first else { return }
        scalars = scalars.dropFirst()
        // DECSC and DECRC: save and restore the cursor.
        if next == "7" { saved = (row, column) }
        if next == "8", let saved { (row, column) = saved }
        guard next == "[" else { continue }
        var parameters = ""
        var final: Unicode.Scalar = "m"
        while let c = scalars.first {
          scalars = scalars.dropFirst()
          if (0x40...0x7E).contains(c.value) {
            final = c
            break
          }
          parameters.unicodeScalars.append(c)
        }
        csi(final, parameters)
      default:
        let character = String(scalar)
        let columns = TextWidth.columns(character)
        if columns == 0 {
          // A combining or format character joins the cell before it.
          ensureRow()
          if column > 0, column - 1 < rows[row].count { rows[row][column - 1] += character }
        } else {
          put(character, columns: columns)
        }
      }
    }
  }

  private mutating func csi(_ final: Unicode.Scalar, _ parameters: String) {
    let numbers = parameters.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 0 }
    let n = max(1, numbers.first ?? 1)
    ensureRow()
    switch final {
    case "A": row = max(0, row - n)
    case "B": row += n
    case "C": column = min(width - 1, column + n)
    case "D": column = max(0, column - n)
    case "E":
      row += n
      column = 0
    case "F":
      row = max(0, row - n)
      column = 0
    case "G": column = max(0, n - 1)
    case "H":
      row = max(0, (numbers.first ?? 1) - 1)
      column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
    case "J":
      if parameters.hasPrefix("2") {
        rows = [[]]
        row = 0
        column = 0
      } else {
        rows[row] = Array(rows[row].prefix(column))
        rows.removeSubrange((row + 1)...)
      }
    case "K": rows[row] = Array(rows[row].prefix(column))
    default: break
    }
    ensureRow()
  }
}
