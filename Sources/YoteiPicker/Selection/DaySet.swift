import Yotei

/// A set of days kept as its runs: ascending, disjoint ranges of consecutive
/// days, never two touching.
///
/// A multiple selection, the days a change dropped and a range's days are
/// `DaySet`s, so their size is the number of runs, not of days: every
/// supported day is one range (`Day.minimum...Day.maximum`), and a UI that
/// redraws or announces a change reads ``intersection(_:)`` of what it
/// shows, ``runCount`` and ``count`` without listing 5.4 million days. It is
/// also a random-access collection of its days, ascending, for code that
/// wants them one by one.
///
/// ```swift
/// var days: DaySet = [Day(iso: 2025, 3, 1)!, Day(iso: 2025, 3, 2)!]
/// days.insert(Day(iso: 2025, 3, 9)!)
/// days.ranges.count   // 2: 1...2 March and 9 March
/// days.count          // 3
/// days.description    // "2025-03-01...2025-03-02 2025-03-09"
/// ```
///
/// The runs live in a persistent B-tree whose nodes are never changed once
/// built: a copy of a set costs nothing, and ``insert(_:)`` or
/// ``remove(_:)`` builds new nodes only on the path to the changed run, so
/// the old value (which a picker's change list keeps beside the new) and the
/// new share everything else.
///
/// - Complexity: ``contains(_:)``, subscripting, ``insert(_:)`` and
///   ``remove(_:)`` are O(log *r*) in the number of runs *r*, whether or not
///   the set's old value is kept; ``count``, ``runCount``, ``first`` and
///   ``last`` are O(1); ``ranges`` lists the runs, O(*r*); building from *n*
///   days is O(*n* log *n*), from days already ascending O(*n*).
public struct DaySet: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The tree of runs; `nil` for the empty set.
  private var root: Node?

  /// The runs of consecutive days, ascending; no two overlap or touch.
  ///
  /// - Complexity: O(*r*): the runs are listed into a new array. Read
  ///   ``runCount`` for their number and ``intersection(_:)`` for those a
  ///   view shows.
  public var ranges: [ClosedRange<Day>] {
    var result: [ClosedRange<Day>] = []
    result.reserveCapacity(runCount)
    var runs = RunIterator(root)
    while let run = runs.next() { result.append(run) }
    return result
  }

  /// The number of runs of consecutive days (`ranges.count`, in O(1)).
  public var runCount: Int { root?.runCount ?? 0 }

  /// The empty set.
  public init() { root = nil }

  /// The days of `range`.
  public init(_ range: ClosedRange<Day>) { root = Node(runs: [range]) }

  /// The days of some runs, in any order; overlapping and touching runs merge.
  ///
  /// - Complexity: O(*r* log *r*) for *r* runs, O(*r*) when they are ascending.
  public init(ranges: some Sequence<ClosedRange<Day>>) {
    var sorted = Array(ranges)
    if !sorted.isSorted(by: { $0.lowerBound <= $1.lowerBound }) {
      sorted.sort { $0.lowerBound < $1.lowerBound }
    }
    var merged: [ClosedRange<Day>] = []
    merged.reserveCapacity(sorted.count)
    for range in sorted {
      if let last = merged.last, Self.joins(last, range) {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.init(normalized: merged)
  }

  /// The given days, in any order, duplicates counted once.
  ///
  /// - Complexity: O(*n* log *n*), or O(*n*) when the days are ascending.
  public init(_ days: some Sequence<Day>) {
    self.init(ranges: days.lazy.map { $0...$0 })
  }

  /// The given days, in any order, duplicates counted once.
  public init(arrayLiteral days: Day...) { self.init(days) }

  // MARK: - Collection

  /// The position of the first day: 0.
  public var startIndex: Int { 0 }
  /// One past the position of the last day: the number of days.
  public var endIndex: Int { root?.dayCount ?? 0 }

  /// The day at `position` (0 is the first day).
  ///
  /// - Complexity: O(log *r*).
  public subscript(position: Int) -> Day {
    precondition(
      position >= 0 && position < endIndex, "DaySet index \(position) out of range 0..<\(endIndex)")
    var node = root!
    var position = position
    while !node.isLeaf {
      var k = 0
      while position >= node.children[k].dayCount {
        position -= node.children[k].dayCount
        k += 1
      }
      node = node.children[k]
    }
    for run in node.runs {
      let length = Self.length(run)
      if position < length { return run.lowerBound + position }
      position -= length
    }
    preconditionFailure("DaySet's day counts disagree with its runs")
  }

  /// The days in ascending order, run by run.
  public struct Iterator: IteratorProtocol {
    var runs: RunIterator
    var day: Day?
    var upper: Day?

    /// The next day, or `nil` after the last.
    public mutating func next() -> Day? {
      if day == nil, let run = runs.next() {
        day = run.lowerBound
        upper = run.upperBound
      }
      guard let current = day else { return nil }
      day = current == upper ? nil : current + 1
      return current
    }
  }

  /// An iterator over the days, ascending.
  public func makeIterator() -> Iterator { Iterator(runs: RunIterator(root)) }

  /// The number of days (saturating at `Int.max`).
  public var count: Int { endIndex }
  /// Whether the set has no day.
  public var isEmpty: Bool { root == nil }
  /// The earliest day, if any.
  public var first: Day? { root?.firstDay }
  /// The latest day, if any.
  public var last: Day? { root?.lastDay }

  // MARK: - Queries

  /// Whether `day` is in the set.
  ///
  /// - Complexity: O(log *r*).
  public func contains(_ day: Day) -> Bool {
    guard let run = locate(day).run else { return false }
    return run.lowerBound <= day
  }

  /// The days of the set inside `range`: what a view showing those days
  /// redraws.
  ///
  /// - Complexity: O(log *r* + *k*) for the *k* runs it returns.
  public func intersection(_ range: ClosedRange<Day>) -> DaySet {
    var result: [ClosedRange<Day>] = []
    var runs = RunIterator(root, from: locate(range.lowerBound).index)
    while let run = runs.next(), run.lowerBound <= range.upperBound {
      result.append(
        Swift.max(run.lowerBound, range.lowerBound)...Swift.min(run.upperBound, range.upperBound))
    }
    return DaySet(normalized: result)
  }

  /// The days of the set that are not in `other`.
  ///
  /// - Complexity: O(*r* + *s*) for the two sets' runs.
  public func subtracting(_ other: DaySet) -> DaySet {
    let cuts = other.ranges
    var result: [ClosedRange<Day>] = []
    var j = 0
    var runs = RunIterator(root)
    while let range = runs.next() {
      var lower = range.lowerBound
      var open = true
      while j < cuts.count, cuts[j].upperBound < lower { j += 1 }
      var k = j
      while k < cuts.count, cuts[k].lowerBound <= range.upperBound {
        let cut = cuts[k]
        if cut.lowerBound > lower { result.append(lower...(cut.lowerBound - 1)) }
        if cut.upperBound >= range.upperBound {
          open = false
          break
        }
        lower = cut.upperBound + 1
        k += 1
      }
      if open { result.append(lower...range.upperBound) }
    }
    return DaySet(normalized: result)
  }

  /// The days in either set.
  ///
  /// - Complexity: O(*r* + *s*).
  public func union(_ other: DaySet) -> DaySet {
    var merged: [ClosedRange<Day>] = []
    merged.reserveCapacity(runCount + other.runCount)
    var mine = RunIterator(root)
    var theirs = RunIterator(other.root)
    var a = mine.next()
    var b = theirs.next()
    while a != nil || b != nil {
      let next: ClosedRange<Day>
      if let x = a, b == nil || x.lowerBound <= b!.lowerBound {
        next = x
        a = mine.next()
      } else {
        next = b!
        b = theirs.next()
      }
      if let last = merged.last, Self.joins(last, next) {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, next.upperBound)
      } else {
        merged.append(next)
      }
    }
    return DaySet(normalized: merged)
  }

  /// The days of this set for which `isIncluded` is true.
  ///
  /// - Complexity: O(*n*) calls for the *n* days: use it where each day needs
  ///   its own answer.
  public func filter(_ isIncluded: (Day) throws -> Bool) rethrows -> DaySet {
    var kept: [ClosedRange<Day>] = []
    var runs = RunIterator(root)
    while let range = runs.next() {
      var start: Day?
      var day = range.lowerBound
      while true {
        if try isIncluded(day) {
          if start == nil { start = day }
        } else if let first = start {
          kept.append(first...(day - 1))
          start = nil
        }
        if day == range.upperBound { break }
        day += 1
      }
      if let first = start { kept.append(first...range.upperBound) }
    }
    return DaySet(normalized: kept)
  }

  // MARK: - Changes

  /// Adds `day`; returns whether it was new.
  ///
  /// - Complexity: O(log *r*).
  @discardableResult
  public mutating func insert(_ day: Day) -> Bool {
    guard root != nil else {
      root = Node(runs: [day...day])
      return true
    }
    let (run, next) = locate(day)
    if let next, next.lowerBound <= day { return false }
    let joinsNext = next.map { $0.lowerBound == day + 1 } ?? false
    let previous = run > 0 ? self.run(at: run - 1) : nil
    let joinsPrevious =
      previous.map { $0.upperBound == day - 1 && day > Day(julianDayNumber: .min) } ?? false
    switch (joinsPrevious, joinsNext) {
    case (true, true):
      edit(at: run - 1, [previous!.lowerBound...next!.upperBound])
      edit(at: run, [])
    case (true, false): edit(at: run - 1, [previous!.lowerBound...day])
    case (false, true): edit(at: run, [day...next!.upperBound])
    case (false, false):
      if let next {
        edit(at: run, [day...day, next])
      } else {
        edit(at: run - 1, [previous!, day...day])
      }
    }
    return true
  }

  /// Removes `day`; returns whether it was there.
  ///
  /// - Complexity: O(log *r*).
  @discardableResult
  public mutating func remove(_ day: Day) -> Bool {
    let (run, found) = locate(day)
    guard let range = found, range.lowerBound <= day else { return false }
    var pieces: [ClosedRange<Day>] = []
    if range.lowerBound < day { pieces.append(range.lowerBound...(day - 1)) }
    if day < range.upperBound { pieces.append((day + 1)...range.upperBound) }
    edit(at: run, pieces)
    return true
  }

  /// The first `n` days (all of them when there are fewer): a selection cut
  /// to a maximum count.
  ///
  /// - Complexity: O(log *r* + *k*) for the *k* runs it keeps.
  public func prefix(days n: Int) -> DaySet {
    guard n < count else { return self }
    guard n > 0 else { return DaySet() }
    var kept: [ClosedRange<Day>] = []
    var left = n
    var runs = RunIterator(root)
    while left > 0, let run = runs.next() {
      let length = Self.length(run)
      if length >= left {
        kept.append(run.lowerBound...(run.lowerBound + (left - 1)))
        break
      }
      kept.append(run)
      left -= length
    }
    return DaySet(normalized: kept)
  }

  // MARK: - Text

  /// The runs as ISO text, separated by spaces: a one-day run as its day
  /// (`2025-03-09`), a longer one as `2025-03-01...2025-03-02`.
  public var description: String {
    ranges.map {
      $0.lowerBound == $0.upperBound ? $0.lowerBound.isoString : "\($0.lowerBound)...\($0.upperBound)"
    }
    .joined(separator: " ")
  }

  // MARK: - Equality

  /// Whether the two sets hold the same days.
  ///
  /// - Complexity: O(1) when their sizes differ or one is a copy of the
  ///   other; otherwise O(*r*).
  public static func == (lhs: DaySet, rhs: DaySet) -> Bool {
    if lhs.root === rhs.root { return true }
    guard lhs.runCount == rhs.runCount, lhs.count == rhs.count, lhs.first == rhs.first,
      lhs.last == rhs.last
    else { return false }
    var a = RunIterator(lhs.root)
    var b = RunIterator(rhs.root)
    while let x = a.next() {
      if x != b.next() { return false }
    }
    return true
  }

  /// Hashes the runs, so equal sets hash alike whatever their tree's shape.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(runCount)
    var runs = RunIterator(root)
    while let run = runs.next() {
      hasher.combine(run.lowerBound)
      hasher.combine(run.upperBound)
    }
  }

  // MARK: - Internals

  /// Runs already ascending, disjoint and apart.
  private init(normalized ranges: [ClosedRange<Day>]) { root = Node.build(ranges) }

  /// The index of the first run whose last day is on or after `day`, and
  /// that run (`nil` when every run ends before `day`).
  private func locate(_ day: Day) -> (index: Int, run: ClosedRange<Day>?) {
    guard var node = root, node.lastDay >= day else { return (runCount, nil) }
    var index = 0
    while !node.isLeaf {
      var k = 0
      while node.children[k].lastDay < day {
        index += node.children[k].runCount
        k += 1
      }
      node = node.children[k]
    }
    let j = node.runs.partitionPoint { $0.upperBound < day }
    return (index + j, node.runs[j])
  }

  /// The run at `index` (0 is the first).
  private func run(at index: Int) -> ClosedRange<Day> {
    var node = root!
    var index = index
    while !node.isLeaf {
      var k = 0
      while index >= node.children[k].runCount {
        index -= node.children[k].runCount
        k += 1
      }
      node = node.children[k]
    }
    return node.runs[index]
  }

  /// Replaces the run at `index` with `replacement` (none, one or two runs,
  /// which keep the runs ascending and apart), building new nodes on the
  /// path to it only.
  private mutating func edit(at index: Int, _ replacement: [ClosedRange<Day>]) {
    var edited = Node.edit(root!, at: index, replacement)
    if let node = edited, node.width > Node.maximumWidth { edited = Node(children: node.split()) }
    while let node = edited, !node.isLeaf, node.children.count == 1 { edited = node.children[0] }
    root = edited
  }

  fileprivate static func length(_ range: ClosedRange<Day>) -> Int {
    let (count, overflow) = range.lowerBound.distance(to: range.upperBound).addingReportingOverflow(1)
    return overflow ? .max : count
  }

  /// Whether `b`, which starts on or after `a`, overlaps or touches it.
  private static func joins(_ a: ClosedRange<Day>, _ b: ClosedRange<Day>) -> Bool {
    a.upperBound == Day(julianDayNumber: .max) || b.lowerBound <= a.upperBound + 1
  }
}

extension DaySet {
  /// A node of the tree: a leaf holds up to ``maximumWidth`` runs, an inner
  /// node as many children, all leaves at one depth; every node but the
  /// root holds at least ``minimumWidth``. A node is never changed after it
  /// is built, so sets share nodes freely (and across threads).
  final class Node: Sendable {
    static let maximumWidth = 64
    static let minimumWidth = 16

    /// A leaf's runs, ascending (empty in an inner node).
    let runs: [ClosedRange<Day>]
    /// An inner node's children, in order (empty in a leaf).
    let children: [Node]
    /// The runs below this node.
    let runCount: Int
    /// The days below this node, saturating at `Int.max`.
    let dayCount: Int
    let firstDay: Day
    let lastDay: Day

    init(runs: [ClosedRange<Day>]) {
      self.runs = runs
      children = []
      runCount = runs.count
      var days = 0
      for run in runs { days = Node.adding(days, DaySet.length(run)) }
      dayCount = days
      firstDay = runs[0].lowerBound
      lastDay = runs[runs.count - 1].upperBound
    }

    init(children: [Node]) {
      runs = []
      self.children = children
      var runs = 0
      var days = 0
      for child in children {
        runs += child.runCount
        days = Node.adding(days, child.dayCount)
      }
      runCount = runs
      dayCount = days
      firstDay = children[0].firstDay
      lastDay = children[children.count - 1].lastDay
    }

    var isLeaf: Bool { children.isEmpty }
    var width: Int { isLeaf ? runs.count : children.count }

    private static func adding(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .max : sum
    }

    /// `count` items cut into pieces of at most ``maximumWidth``, as even as
    /// can be (each at least half full when there is more than one).
    private static func pieces(_ count: Int) -> [Range<Int>] {
      let n = (count + maximumWidth - 1) / maximumWidth
      return (0..<n).map { (count * $0 / n)..<(count * ($0 + 1) / n) }
    }

    /// The tree of runs already ascending, disjoint and apart, built level
    /// by level in O(*r*).
    static func build(_ runs: [ClosedRange<Day>]) -> Node? {
      guard !runs.isEmpty else { return nil }
      var level = pieces(runs.count).map { Node(runs: Array(runs[$0])) }
      while level.count > 1 {
        let below = level
        level = pieces(below.count).map { Node(children: Array(below[$0])) }
      }
      return level[0]
    }

    /// This node's items in two halves.
    func split() -> [Node] {
      let half = width / 2
      return isLeaf
        ? [Node(runs: Array(runs[..<half])), Node(runs: Array(runs[half...]))]
        : [Node(children: Array(children[..<half])), Node(children: Array(children[half...]))]
    }

    /// Two neighbouring nodes of one depth as one node, or two when their
    /// items overfill one.
    static func joined(_ a: Node, _ b: Node) -> [Node] {
      let node = a.isLeaf ? Node(runs: a.runs + b.runs) : Node(children: a.children + b.children)
      return node.width > maximumWidth ? node.split() : [node]
    }

    /// This node with the run at `index` below it replaced by
    /// `replacement`, or `nil` when nothing is left. The result may hold one
    /// item too many or too few; its parent (or ``DaySet/edit(at:_:)`` for
    /// the root) splits or joins it.
    static func edit(_ node: Node, at index: Int, _ replacement: [ClosedRange<Day>]) -> Node? {
      if node.isLeaf {
        var runs = node.runs
        runs.replaceSubrange(index...index, with: replacement)
        return runs.isEmpty ? nil : Node(runs: runs)
      }
      var children = node.children
      var k = 0
      var index = index
      while index >= children[k].runCount {
        index -= children[k].runCount
        k += 1
      }
      if let child = edit(children[k], at: index, replacement) {
        children[k] = child
        if child.width > maximumWidth {
          children.replaceSubrange(k...k, with: child.split())
        } else if child.width < minimumWidth && children.count > 1 {
          let left = k > 0 ? k - 1 : k
          children.replaceSubrange(left...(left + 1), with: joined(children[left], children[left + 1]))
        }
      } else {
        children.remove(at: k)
      }
      return children.isEmpty ? nil : Node(children: children)
    }
  }

  /// The runs of a tree in order, from a given run on.
  struct RunIterator: IteratorProtocol {
    /// The path to the next run: each node with the index of its next item.
    private var path: [(node: Node, next: Int)] = []

    init(_ root: Node?, from index: Int = 0) {
      guard var node = root, index < node.runCount else { return }
      var index = index
      while !node.isLeaf {
        var k = 0
        while index >= node.children[k].runCount {
          index -= node.children[k].runCount
          k += 1
        }
        path.append((node, k + 1))
        node = node.children[k]
      }
      path.append((node, index))
    }

    mutating func next() -> ClosedRange<Day>? {
      while let top = path.last {
        let node = top.node
        let next = top.next
        if node.isLeaf {
          if next < node.runs.count {
            path[path.count - 1].next = next + 1
            return node.runs[next]
          }
          path.removeLast()
        } else if next < node.children.count {
          path[path.count - 1].next = next + 1
          path.append((node.children[next], 0))
        } else {
          path.removeLast()
        }
      }
      return nil
    }
  }
}

extension DaySet {
  /// The levels of the tree (0 for the empty set): at most
  /// log₁₆(*r*) + 1, which the tests pin.
  var treeDepth: Int {
    var depth = 0
    var node = root
    while let current = node {
      depth += 1
      node = current.children.first
    }
    return depth
  }

  /// What is wrong with the tree's shape or sums, if anything: every leaf at
  /// one depth, every node but the root between ``Node/minimumWidth`` and
  /// ``Node/maximumWidth`` items, each node's counts and ends those of its
  /// items, and the runs ascending and apart. Empty when the tree is sound.
  func treeProblems() -> [String] {
    guard let root else { return [] }
    var problems: [String] = []
    var leafDepths = Set<Int>()
    var previous: ClosedRange<Day>?
    func visit(_ node: Node, depth: Int, isRoot: Bool) {
      if node.width > Node.maximumWidth || (!isRoot && node.width < Node.minimumWidth) || node.width == 0 {
        problems.append("a node at depth \(depth) holds \(node.width) items")
      }
      if node.isLeaf {
        leafDepths.insert(depth)
        for run in node.runs {
          if let previous, previous.upperBound >= run.lowerBound || previous.upperBound + 1 >= run.lowerBound
          {
            problems.append("runs \(previous) and \(run) overlap or touch")
          }
          previous = run
        }
        if node.runCount != node.runs.count || node.firstDay != node.runs.first?.lowerBound
          || node.lastDay != node.runs.last?.upperBound
          || node.dayCount != Self.count(ofRuns: node.runs)
        {
          problems.append("a leaf's sums disagree with its runs")
        }
        return
      }
      for child in node.children { visit(child, depth: depth + 1, isRoot: false) }
      if node.runCount != node.children.reduce(0, { $0 + $1.runCount })
        || node.firstDay != node.children.first?.firstDay || node.lastDay != node.children.last?.lastDay
      {
        problems.append("an inner node's sums disagree with its children")
      }
    }
    visit(root, depth: 1, isRoot: true)
    if leafDepths.count != 1 { problems.append("leaves at depths \(leafDepths.sorted())") }
    return problems
  }

  /// The days of `runs`, saturating at `Int.max`.
  private static func count(ofRuns runs: [ClosedRange<Day>]) -> Int {
    runs.reduce(0) { total, run in
      let (sum, overflow) = total.addingReportingOverflow(DaySet.length(run))
      return overflow ? .max : sum
    }
  }
}

extension DaySet: Codable {
  /// Decodes a list whose items are days (`"2025-03-09"`) or two-day lists
  /// for runs (`["2025-03-01", "2025-03-02"]`), in any order: a list of days,
  /// as a multiple selection was stored before it had runs, decodes too.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var runs: [ClosedRange<Day>] = []
    while !container.isAtEnd {
      let item = try container.superDecoder()
      guard var pair = try? item.unkeyedContainer() else {
        let day = try Day(from: item)
        runs.append(day...day)
        continue
      }
      var days: [Day] = []
      while !pair.isAtEnd { days.append(try pair.decode(Day.self)) }
      guard days.count == 2, days[0] <= days[1] else {
        throw DecodingError.dataCorruptedError(
          in: pair,
          debugDescription:
            "a run of days must be [first, last] with first <= last; this one has \(days.count) days")
      }
      runs.append(days[0]...days[1])
    }
    self.init(ranges: runs)
  }

  /// Encodes the runs: a one-day run as its day, a longer one as `[first, last]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    var runs = RunIterator(root)
    while let range = runs.next() {
      if range.lowerBound == range.upperBound {
        try container.encode(range.lowerBound)
      } else {
        try container.encode([range.lowerBound, range.upperBound])
      }
    }
  }
}

extension Array {
  /// The first index whose element is not `belongs` (elements that are come
  /// first): a binary search.
  fileprivate func partitionPoint(_ belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if belongs(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  fileprivate func isSorted(by ordered: (Element, Element) -> Bool) -> Bool {
    zip(self, dropFirst()).allSatisfy { ordered($0, $1) }
  }
}
