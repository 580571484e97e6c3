import Foundation
import Testing
@testable import Profiles

/// The shipped JSON Schemas are the generator's output. To regenerate them after changing the
/// schema descriptions, run the tests with FRAMELAB_WRITE_SCHEMAS=1.
@Suite struct JSONSchemaTests {
    @Test(arguments: [("Containers/container.schema.json", ProfileJSONSchema.container), ("Devices/device.schema.json", ProfileJSONSchema.device), ("Views/view.schema.json", ProfileJSONSchema.view)])
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

/// Every key the validator accepts is documented in the README beside the files.
@Suite struct ReadmeTests {
    private func keys(_ schema: MappingSchema) -> Set<String> {
        var keys: Set<String> = []
        var pending = [schema]
        while let current = pending.popLast() {
            for field in current.fields {
                keys.insert(field.key)
                var shape = field.shape
                while true {
                    switch shape {
                    case .list(let element), .oneOrList(let element), .dictionary(let element, _): shape = element; continue
                    case .mapping(let nested): pending.append(nested)
                    default: break
                    }
                    break
                }
            }
        }
        return keys
    }

    @Test(arguments: ["Containers", "Devices", "Views"])
    func readmeDocumentsEveryKey(folder: String) throws {
        let schema = folder == "Containers" ? ProfileSchemas.container : folder == "Views" ? ProfileSchemas.view : ProfileSchemas.device
        let file = folder + "/README.md"
        let text = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
        let missing = keys(schema).filter { !text.contains("`\($0)`") }.sorted()
        #expect(missing == [])
    }
}
