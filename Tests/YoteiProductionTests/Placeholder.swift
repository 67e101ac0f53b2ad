import Testing
@testable import YoteiProduction
