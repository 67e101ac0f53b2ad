import Testing
@testable import YoteiLocalization
