import Foundation

/// The `source` of every case in reference-cases.json (shared/reference), by id, read from the
/// fixture files `Tests/Fixtures/ref-*.swift` that `scripts/import-reference-cases.py` writes.
enum ReferenceSources {
    static let all: [(id: String, source: String)] = load()

    private static func load() -> [(id: String, source: String)] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("ref-") && $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            guard let source = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8),
                  let header = source.split(separator: "\n").first,
                  let range = header.range(of: "reference case ")
            else { return nil }
            let id = header[range.upperBound...].split(separator: " ").first.map(String.init) ?? name
            return (id, source)
        }
    }
}
