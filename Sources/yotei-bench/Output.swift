import Yotei

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// A scenario that is registered by its own file.
struct ExtraScenario: Sendable {
  var name: String
  var run: @Sendable (Settings) -> [Row]
  /// Adds notes to the rows once every scenario has run; returns lines for
  /// the foot of the table.
  var finish: @Sendable (inout [Row]) -> [String] = { _ in [] }
}

/// Formats a median with its minimum and maximum, all in the median's unit
/// (ns, µs or ms), with about three significant figures.
func formatSummary(_ s: Summary) -> String {
  let (scale, unit): (Double, String) =
    s.median >= 1_000_000 ? (1_000_000, " ms") : s.median >= 10_000 ? (1_000, " µs") : (1, "")
  func f(_ x: Double) -> String { format1(x / scale) }
  return "\(f(s.median)) (\(f(s.min))-\(f(s.max)))\(unit)"
}

/// One decimal place, or none above 100.
func format1(_ x: Double) -> String {
  if x >= 100 { return String(Int(x.rounded())) }
  let tenths = Int((x * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

func formatRatio(_ r: Double) -> String {
  if r >= 100 { return "\(Int(r.rounded()))x" }
  if r >= 10 { return format1(r) + "x" }
  if r < 1 {
    let thousandths = Int((r * 1000).rounded())
    let text = String(thousandths)
    return "0." + String(repeating: "0", count: max(0, 3 - text.count)) + text + "x"
  }
  let hundredths = Int((r * 100).rounded())
  let frac = hundredths % 100
  return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)x"
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
  let n = s.count
  if n >= width { return s }
  let spaces = String(repeating: " ", count: width - n)
  return right ? spaces + s : s + spaces
}

func table(_ rows: [Row], repeats: Int) -> String {
  var lines: [String] = []
  let header = [
    pad("scenario", 19), pad("peer", 13), pad("Yotei per op (min-max)", 27, right: true),
    pad("peer per op (min-max)", 30, right: true), pad("ratio", 8, right: true), "  goal",
  ]
  lines.append(header.joined(separator: " "))
  lines.append(String(repeating: "-", count: 120))
  for row in rows {
    let y = formatSummary(row.yotei)
    let p = formatSummary(row.peerTime)
    var goal = ""
    if let g = row.goal {
      let text = g >= 1 && g == g.rounded() ? "\(Int(g))x" : formatRatio(g)
      goal = ">= \(text) " + (row.met! ? "met" : "MISSED")
    }
    var line = [
      pad(row.scenario, 19), pad(row.peer, 13), pad(y, 27, right: true), pad(p, 30, right: true),
      pad(formatRatio(row.ratio), 8, right: true), "  " + goal,
    ].joined(separator: " ")
    if row.agrees == false { line += "  [results differ]" }
    lines.append(line)
    if !row.note.isEmpty { lines.append(pad("", 34) + "note: " + row.note) }
  }
  lines.append("")
  lines.append(
    "median of \(repeats) repeats after a warm-up, min-max in brackets, in ns unless marked µs or ms;"
      + " ratio = peer / Yotei (larger is better)")
  return lines.joined(separator: "\n")
}

func jsonString(_ s: String) -> String { JSONString.quoted(s) }

func jsonNumber(_ x: Double) -> String {
  guard x.isFinite else { return "null" }
  let r = (x * 1000).rounded() / 1000
  if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
  return String(r)
}

let knownJSONKeys: Set<String> = [
  "scenario", "peer", "yoteiNs", "peerNs", "ratio", "yoteiMinNs", "yoteiMaxNs", "peerMinNs", "peerMaxNs",
  "repeats", "goal", "met", "agrees", "note",
]

func jsonRows(_ rows: [Row]) -> String {
  let objects = rows.map { row -> String in
    var fields = [
      "\"scenario\": \(jsonString(row.scenario))",
      "\"peer\": \(jsonString(row.peer))",
      "\"yoteiNs\": \(jsonNumber(row.yotei.median))",
      "\"peerNs\": \(jsonNumber(row.peerTime.median))",
      "\"ratio\": \(jsonNumber(row.ratio))",
      "\"yoteiMinNs\": \(jsonNumber(row.yotei.min))",
      "\"yoteiMaxNs\": \(jsonNumber(row.yotei.max))",
      "\"peerMinNs\": \(jsonNumber(row.peerTime.min))",
      "\"peerMaxNs\": \(jsonNumber(row.peerTime.max))",
      "\"repeats\": \(row.yotei.repeats)",
    ]
    if let g = row.goal {
      fields.append("\"goal\": \(jsonNumber(g))")
      fields.append("\"met\": \(row.met! ? "true" : "false")")
    }
    if let a = row.agrees { fields.append("\"agrees\": \(a)") }
    if !row.note.isEmpty { fields.append("\"note\": \(jsonString(row.note))") }
    for key in row.extraNumbers.keys.sorted() where !knownJSONKeys.contains(key) {
      fields.append("\(jsonString(key)): \(jsonNumber(row.extraNumbers[key]!))")
    }
    return "  {" + fields.joined(separator: ", ") + "}"
  }
  return "[\n" + objects.joined(separator: ",\n") + "\n]"
}
