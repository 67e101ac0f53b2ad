import Testing
import Yotei

@testable import YoteiPicker

/// What a SwiftUI view keys and diffs by: cells and pages are `Identifiable`
/// and `Hashable`, events are `Equatable` when their payload is.
@Suite struct SwiftUIShapeTests {
  /// What `ForEach(items)` asks of its elements, and an `onChange` of them.
  func ids<T: Identifiable & Hashable>(_ items: [T]) -> [T.ID] { items.map(\.id) }

  @Test func cellsAndPagesAreIdentifiedByTheirDayAndMonth() {
    let picker = PickerState(today: Day(iso: 2025, 3, 12)!, visibleMonthCount: 2)
    let pages = picker.months()
    #expect(ids(pages) == picker.visibleMonths)
    for page in pages {
      let cells = page.weeks.flatMap { $0 }
      // Unique within a page, as ForEach needs.
      #expect(Set(ids(cells)).count == cells.count)
      #expect(ids(cells) == cells.map(\.day))
    }
    #expect(pages == picker.months())
  }

  @Test func eventsCompareWhenTheirPayloadDoes() {
    let day = Day(iso: 2025, 3, 12)!
    let a = PickerEvent(id: "a", timing: .allDay(day...day), payload: "Ana")
    #expect(a == PickerEvent(id: "a", timing: .allDay(day...day), payload: "Ana"))
    #expect(a != PickerEvent(id: "a", timing: .allDay(day...day), payload: "Bo"))
    #expect(Set([a, a]).count == 1)
  }
}
