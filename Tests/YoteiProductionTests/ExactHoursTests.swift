import Testing
import Yotei

@testable import YoteiProduction

@Suite struct ExactHoursTests {
  @Test(arguments: [
    ("1774.4", 1_774_400, "1774.4"), ("40", 40_000, "40"), ("7.25", 7_250, "7.25"), ("0.05", 50, "0.05"),
    ("-1.5", -1_500, "-1.5"),
  ])
  func parsesAndPrints(text: String, thousandths: Int, printed: String) {
    let hours = ExactHours(text)
    #expect(hours?.thousandths == thousandths)
    #expect(hours?.description == printed)
  }

  @Test(arguments: ["", ".", "1.2345", "1,5", "abc", "1.", "--1"])
  func rejectsMalformed(text: String) {
    #expect(ExactHours(text) == nil)
  }

  @Test func arithmeticIsExact() {
    // 247 days of 7.2 hours minus 4 shortened hours: 1774.4, never 1774.3999.
    let norm = ExactHours(tenths: 72) * 247 - ExactHours(hours: 4)
    #expect(norm.description == "1774.4")
    #expect(norm.tenths == 17744)
  }
}
