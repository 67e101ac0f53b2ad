import Testing
import Yotei
import YoteiTestSupport

@testable import YoteiPicker

@Suite("Random sessions keep the picker's promises")
struct RandomSessionTests {
  /// Long random sessions of taps, keys, pages and restrictions, in every
  /// mode and in three calendars; after every action the focus is visible,
  /// focusable and in bounds, and the selection obeys the rules.
  @Test(arguments: [
    (SelectionMode.single, CalendarSystem.gregorian, "en-GB", UnavailablePolicy.block),
    (.multiple, .persian, "fa-IR", .block), (.multiple, .gregorian, "en-US", .allow),
    (.range, .hebrew, "he-IL", .block), (.range, .persian, "fa-IR", .reset),
    (.range, .gregorian, "ar-EG", .allow),
  ])
  func invariantsHoldAfterEveryAction(
    mode: SelectionMode, calendar: CalendarSystem, locale: String, policy: UnavailablePolicy
  ) throws {
    let seed = (mode.rawValue + calendar.rawValue + locale).unicodeScalars.reduce(0) {
      $0 &* 31 &+ UInt64($1.value)
    }
    var random = SeededGenerator(seed: seed)
    let origin = d("2025-03-15")
    var picker = PickerState(
      calendar: calendar, locale: try CalendarLocale(locale), today: origin, mode: mode,
      rules: SelectionRules(
        minimumCount: 2, maximumCount: 4, lengthUnit: .nights, minimumLength: 1, maximumLength: 10,
        unavailablePolicy: policy),
      visibleMonthCount: 2)
    var selectionsSeen = 0
    for step in 0..<300 {
      let near = origin + Int.random(in: -60...60, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: picker.tap(near)
      case 1, 2: picker.tap(picker.focus + Int.random(in: -12...12, using: &random))
      case 3: picker.selectFocused()
      case 4:
        let moves: [FocusMovement] = [
          .left, .right, .up, .down, .month(1), .month(-1), .year(1), .startOfWeek, .endOfMonth, .to(near),
        ]
        picker.move(moves.randomElement(using: &random)!)
      case 5: picker.page(by: Int.random(in: -2...2, using: &random))
      // Bounds stay in order: a minimum after the maximum leaves no day to focus.
      case 6:
        picker.setMinimum(
          Bool.random(using: &random) ? min(near - 30, picker.availability.maximum ?? near) : nil)
      case 7:
        picker.setMaximum(
          Bool.random(using: &random) ? max(near + 30, picker.availability.minimum ?? near) : nil)
      case 8: picker.updateAvailability { $0.unavailable = [.day(near), .weekdays([.tuesday])] }
      default: picker.updateAvailability { $0.disabled = Bool.random(using: &random) ? [.day(near + 1)] : [] }
      }
      if !picker.selection.isEmpty { selectionsSeen += 1 }
      let where_ = "step \(step), focus \(picker.focus), selection \(picker.selection)"
      #expect(picker.visibleMonths.contains { $0.contains(picker.focus) }, "\(where_)")
      #expect(
        picker.availability.isInBounds(picker.focus) || !picker.availability.isFocusable(picker.focus),
        "\(where_)")
      switch picker.selection {
      case .multiple(let days):
        #expect(Array(days) == days.sorted() && Set(days).count == days.count && days.count <= 4, "\(where_)")
      case .range(let range?):
        let nights = range.upperBound - range.lowerBound
        #expect((1...10).contains(nights), "\(where_)")
        if picker.rules.unavailablePolicy != .allow {
          let inside = range.dropFirst().filter {
            !picker.availability.status(of: $0, anchor: range.lowerBound).isSelectable
          }
          #expect(inside.isEmpty, "\(where_)")
        }
      default: break
      }
      for day in picker.selection.days where picker.selection.mode != .range {
        #expect(picker.availability.status(of: day).isSelectable, "\(where_)")
      }
      if step % 25 == 0 {
        let pages = picker.months()
        #expect(pages.allSatisfy { $0.weeks.count == 6 && $0.weeks.allSatisfy { $0.count == 7 } })
        #expect(pages.flatMap { $0.weeks.joined() }.filter(\.isFocused).count == 1, "\(where_)")
      }
    }
    // The session did select things, so the checks above were exercised.
    #expect(selectionsSeen > 5)
  }
}
