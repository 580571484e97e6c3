import Foundation
import Testing
@testable import Profiles

/// The shipped JSON Schemas are the generator's output. To regenerate them after changing the
/// schema descriptions, run the tests with FRAMELAB_WRITE_SCHEMAS=1.
@Suite struct JSONSchemaTests {
    @Test(arguments: [("Containers/container.schema.json", ProfileJSONSchema.container), ("Devices/device.schema.json", ProfileJSONSchema.device)])
    func shippedSchemaMatchesTheValidator(file: String, generated: String) throws {
        let path = repositoryRoot + "/" + file
        if ProcessInfo.processInfo.environment["FRAMELAB_WRITE_SCHEMAS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let shipped = try String(contentsOfFile: path, encoding: .utf8)
        #expect(shipped == generated)
        let object = try JSONSerialization.jsonObject(with: Data(shipped.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
