import Testing
@testable import YoteiPicker
