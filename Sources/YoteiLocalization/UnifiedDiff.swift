/// Line diffs in the unified format (`diff -u`), computed with a longest common
/// subsequence after trimming the common head and tail.
public enum UnifiedDiff {
  /// One line of an edit script.
  enum Edit: Equatable {
    case keep(String)
    case delete(String)
    case insert(String)

    var isInsert: Bool { if case .insert = self { true } else { false } }
    var isDelete: Bool { if case .delete = self { true } else { false } }
  }

  /// The unified diff from `old` to `new`, or `nil` when they are equal.
  ///
  /// ```diff
  /// --- a/ru-RU/hebrew.txt
  /// +++ b/ru-RU/hebrew.txt
  /// @@ -3,7 +3,7 @@
  ///  context
  /// -old line
  /// +new line
  /// ```
  public static func diff(
    old: String, new: String, oldPath: String, newPath: String, context: Int = 3
  ) -> String? {
    if old == new { return nil }
    let a = lines(old)
    let b = lines(new)
    let edits = editScript(a, b)
    var out = "--- \(oldPath)\n+++ \(newPath)\n"
    for hunk in hunks(edits, context: context) { out += hunk }
    return out
  }

  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The shortest edit script turning `a` into `b`.
  static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let x = Array(a[prefix..<(a.count - suffix)])
    let y = Array(b[prefix..<(b.count - suffix)])
    var middle: [Edit] = []
    if x.count * y.count > 4_000_000 {
      // Too large for the table: report the changed middle as replaced.
      middle = x.map(Edit.delete) + y.map(Edit.insert)
    } else {
      // lcs[i][j] = length of the LCS of x[i...] and y[j...].
      let n = x.count
      let m = y.count
      var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
      if n > 0 && m > 0 {
        for i in stride(from: n - 1, through: 0, by: -1) {
          for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
          }
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, x[i] == y[j] {
          middle.append(.keep(x[i]))
          i += 1
          j += 1
        } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
          // Deletions before insertions when both are as good, as diff(1) prints them.
          middle.append(.insert(y[j]))
          j += 1
        } else {
          middle.append(.delete(x[i]))
          i += 1
        }
      }
      middle = orderDeletesFirst(middle)
    }
    return a[0..<prefix].map(Edit.keep) + middle + a[(a.count - suffix)...].map(Edit.keep)
  }

  /// Within each run of changes, deletions first, then insertions.
  private static func orderDeletesFirst(_ edits: [Edit]) -> [Edit] {
    var result: [Edit] = []
    var deletes: [Edit] = []
    var inserts: [Edit] = []
    func flush() {
      result += deletes + inserts
      deletes = []
      inserts = []
    }
    for e in edits {
      switch e {
      case .keep:
        flush()
        result.append(e)
      case .delete: deletes.append(e)
      case .insert: inserts.append(e)
      }
    }
    flush()
    return result
  }

  private static func hunks(_ edits: [Edit], context: Int) -> [String] {
    let changed = edits.indices.filter { edits[$0].isInsert || edits[$0].isDelete }
    guard !changed.isEmpty else { return [] }
    // Group changes whose context windows touch.
    var groups: [(Int, Int)] = []
    var start = changed[0]
    var end = changed[0]
    for index in changed.dropFirst() {
      if index - end - 1 > 2 * context {
        groups.append((start, end))
        start = index
      }
      end = index
    }
    groups.append((start, end))
    // Line numbers before each edit.
    var oldLine = [Int](repeating: 0, count: edits.count + 1)
    var newLine = [Int](repeating: 0, count: edits.count + 1)
    for (i, e) in edits.enumerated() {
      oldLine[i + 1] = oldLine[i] + (e.isInsert ? 0 : 1)
      newLine[i + 1] = newLine[i] + (e.isDelete ? 0 : 1)
    }
    return groups.map { group in
      let lo = max(0, group.0 - context)
      let hi = min(edits.count - 1, group.1 + context)
      let oldCount = oldLine[hi + 1] - oldLine[lo]
      let newCount = newLine[hi + 1] - newLine[lo]
      let oldStart = oldCount == 0 ? oldLine[lo] : oldLine[lo] + 1
      let newStart = newCount == 0 ? newLine[lo] : newLine[lo] + 1
      var text = "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for e in edits[lo...hi] {
        switch e {
        case .keep(let l): text += " " + l + "\n"
        case .delete(let l): text += "-" + l + "\n"
        case .insert(let l): text += "+" + l + "\n"
        }
      }
      return text
    }
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
