import LayoutCore
import Testing
@testable import Profiles

@Suite struct ShippedProfilesTests {
    @Test func shippedProfilesValidateCleanly() {
        let result = loadShipped()
        #expect(result.diagnostics.map(\.description) == [])
    }
}
