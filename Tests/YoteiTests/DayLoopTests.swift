import Testing

@testable import Yotei

/// Loops over days end, up to the last `Int` day: ranges and strides stop at
/// their bound (the `while d <= Day(julianDayNumber: .max)` form cannot, as
/// `Day`'s documentation says).
@Suite struct DayLoopTests {
  let top = Day(julianDayNumber: .max)
  let bottom = Day(julianDayNumber: .min)

  @Test func rangesAndStridesEndAtTheLastIntDay() {
    #expect(Array((top - 2)...top) == [top - 2, top - 1, top])
    #expect(Array(stride(from: top - 9, through: top, by: 3)).count == 4)
    #expect(Array(stride(from: bottom + 2, through: bottom, by: -1)) == [bottom + 2, bottom + 1, bottom])
    #expect(Array(((top - 3)..<top)).count == 3)
    // Saturation keeps the last day the last: one step past it is itself.
    #expect(top + 1 == top && bottom - 1 == bottom)
  }

  @Test func theSupportedRangeIsACollectionThatEnds() {
    var count = 0
    var last = Day.minimum
    for day in Day.supportedRange {
      count += 1
      last = day
    }
    #expect(count == 5_373_485 && last == Day.maximum)
    #expect(Day.supportedRange.count == 5_373_485)
    // The while form ends when it stops at the maximum.
    var d = Day.maximum - 3
    var steps = 0
    while d <= Day.maximum {
      d += 1
      steps += 1
    }
    #expect(steps == 4)
  }
}
