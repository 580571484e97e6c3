import Testing
@testable import Profiles
