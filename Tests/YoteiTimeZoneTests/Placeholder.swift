import Testing
@testable import Yotei
