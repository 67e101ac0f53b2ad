/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
  /// The edit distance between `a` and `b` by characters, ignoring case:
  /// insertions, deletions, substitutions and swaps of two neighbours
  /// (`shwo` is one edit from `show`), each counting one.
  ///
  /// - Complexity: O(*a* × *b*).
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased())
    let y = Array(b.lowercased())
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { table[i][0] = i }
    for j in 0...y.count { table[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[x.count][y.count]
  }

  /// Up to `limit` candidates close to `word`: those it is a prefix of, and
  /// those within an edit distance of a third of the word's length (at least 1,
  /// at most 3), nearest first, ties in the candidates' order.
  public static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let lowered = word.lowercased()
    let threshold = min(3, max(1, lowered.count / 3))
    let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
      if lowered.count >= 2 && candidate.lowercased().hasPrefix(lowered) { return (0, index, candidate) }
      let d = distance(lowered, candidate)
      return d <= threshold ? (d, index, candidate) : nil
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
  }
}
