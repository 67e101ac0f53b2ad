import Foundation

/// `yotei-bench --report [--json] FILE...`: merges JSON arrays of rows (this
/// program's own and the scripts') into one table or one JSON array, so that
/// scripts/bench.sh needs nothing else to print its results.
func report(files: [String], json: Bool) {
  var rows: [Row] = []
  for path in files {
    guard let data = FileManager.default.contents(atPath: path),
      let array = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
    else {
      printError("yotei-bench: \(path) is not a JSON array of rows")
      exit(1)
    }
    for object in array {
      func number(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
      guard let scenario = object["scenario"] as? String, let peer = object["peer"] as? String,
        let yoteiNs = number("yoteiNs"), let peerNs = number("peerNs")
      else {
        printError("yotei-bench: a row in \(path) lacks scenario, peer, yoteiNs or peerNs")
        exit(1)
      }
      let repeats = Int(number("repeats") ?? 1)
      func summary(_ median: Double, _ prefix: String) -> Summary {
        var s = Summary([median])
        s.min = number(prefix + "MinNs") ?? median
        s.max = number(prefix + "MaxNs") ?? median
        s.repeats = repeats
        return s
      }
      var row = Row(
        scenario: scenario, peer: peer, yotei: summary(yoteiNs, "yotei"), peerTime: summary(peerNs, "peer"),
        goal: number("goal"), agrees: object["agrees"] as? Bool, note: object["note"] as? String ?? "")
      row.metOverride = object["met"] as? Bool
      for (key, value) in object where !knownJSONKeys.contains(key) {
        if let n = value as? NSNumber, !(value is Bool) { row.extraNumbers[key] = n.doubleValue }
      }
      rows.append(row)
    }
  }
  if json {
    print(jsonRows(rows))
  } else {
    print(table(rows, repeats: rows.map(\.yotei.repeats).min() ?? 0))
  }
}
