import Testing
@testable import YoteiREPLKit
