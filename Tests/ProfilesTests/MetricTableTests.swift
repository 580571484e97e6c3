import Foundation
import LayoutCore
import Testing
@testable import Profiles

/// `MetricTable`: a device's metric tables layered once per orientation and OS generation give
/// exactly what merging the layers' trees and decoding the merged `metrics:` gives (the decoder's
/// previous way, kept here as the reference).
@Suite struct MetricTableTests {
    private static let orientationKeys = Set(ProfileSchemas.orientationFields.map(\.key))

    /// The reference: merge the top level, the orientation section, the OS block and its
    /// orientation section as trees, then decode `metrics:`.
    private static func referenceMetrics(_ node: YAMLNode, orientation: String, os: String?) -> (values: [String: Double], origins: [FigureKey: ProfileOrigin]) {
        func fields(_ node: YAMLNode) -> YAMLNode {
            YAMLNode(content: .mapping((node.mapping ?? []).filter { orientationKeys.contains($0.name) }), mark: node.mark)
        }
        var merged = fields(node)
        if let section = node[orientation] { merged = TreeMerge.merge(section, over: merged) }
        // The generation's block after the ones it `inherits:` (ios27 over ios26), oldest first.
        var blocks: [YAMLNode] = []
        var next = os
        while let id = next, let block = node["os"]?[id], blocks.count < 8 {
            blocks.insert(block, at: 0)
            next = block["inherits"]?.string
        }
        for block in blocks {
            merged = TreeMerge.merge(fields(block), over: merged)
            if let section = block[orientation] { merged = TreeMerge.merge(section, over: merged) }
        }
        var values: [String: Double] = [:]
        var origins: [FigureKey: ProfileOrigin] = [:]
        Decode.metrics(merged["metrics"], into: &values, origins: &origins)
        return (values, origins)
    }

    private static func parse(_ text: String, file: String = "test.yaml") throws -> YAMLNode {
        try #require(YAMLParser(file: file).parse(Array(text.utf8)).root)
    }

    /// Every shipped device, resolved through `extends:` as the loader does: each orientation on
    /// each OS generation it runs (and with none) has the reference's metrics and their origins.
    @Test func shippedDevicesMatchTheTreeMerge() throws {
        var roots: [String: YAMLNode] = [:]
        let directory = repositoryRoot + "/Devices"
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".yaml") {
            let file = directory + "/" + name
            let root = try Self.parse(try String(contentsOfFile: file, encoding: .utf8), file: file)
            let id = try #require(root["id"]?.string ?? root["platform"]?.string)
            roots[id] = root
        }
        let registry = loadShipped().registry
        var compared = 0
        for (id, device) in registry.devices {
            var node = try #require(roots[id])
            var parent = node["extends"]?.string
            while let parentID = parent, let parentNode = roots[parentID] {
                node = TreeMerge.inherit(child: node, parent: parentNode)
                parent = parentNode["extends"]?.string
            }
            // A foldable's own figures are its default posture's: that section merged over the rest.
            if let posture = device.defaultPosture, let section = node["postures"]?[posture] {
                node = TreeMerge.merge(section, over: node)
            }
            for os in [nil] + device.osVersions {
                for orientation in device.orientations {
                    let figures = os.flatMap { device.generations[$0] }.map { orientation == .portrait ? $0.portrait : $0.landscape }
                        ?? device.profile(for: orientation)
                    let reference = Self.referenceMetrics(node, orientation: orientation.rawValue, os: os?.id)
                    #expect(figures.metrics == reference.values, "\(id) \(orientation) \(os?.id ?? "-")")
                    #expect(figures.origins.filter { if case .metric = $0.key { true } else { false } } == reference.origins, "\(id) \(orientation) \(os?.id ?? "-")")
                    compared += 1
                }
            }
        }
        // 30 devices, most of them 2 orientations × (3 OS generations + the plain figures): 174.
        #expect(registry.devices.count >= 30)
        #expect(compared >= 174)
    }

    /// The layering rules on trees the schema would reject, so that they hold for any input: a
    /// non-number drops the name, a scalar `metrics:` or section replaces the table.
    @Test func layeringFollowsTheMergeForOddValues() throws {
        let node = try Self.parse("""
            metrics: {a: 1, b: 2, c: 3}
            landscape:
              metrics: {b: 20, c: {x: 1}}
            portrait: 5
            os:
              ios26:
                metrics: {a: 10}
                landscape: {metrics: {d: 4}}
              ios18:
                metrics: 7
              ios17: 9

            """)
        func layered(_ orientation: String, _ os: String?) -> MetricTable {
            var table = MetricTable().overlaid(by: node["metrics"]).overlaid(bySection: node[orientation])
            if let os, let block = node["os"]?[os] {
                if block.mapping != nil { table = table.overlaid(by: block["metrics"]) }
                table = table.overlaid(bySection: block[orientation])
            }
            return table
        }
        let expected: [(String, String?, [String: Double])] = [
            ("landscape", nil, ["a": 1, "b": 20]),             // c: a mapping over 3 is not a number
            ("portrait", nil, [:]),                             // portrait: 5 replaces everything
            ("landscape", "ios26", ["a": 10, "b": 20, "d": 4]),
            ("portrait", "ios26", ["a": 10]),
            ("landscape", "ios18", [:]),                        // metrics: 7 replaces the table
            ("landscape", "ios17", ["a": 1, "b": 20]),          // a scalar block changes nothing
        ]
        for (orientation, os, values) in expected {
            let table = layered(orientation, os)
            let reference = Self.referenceMetrics(node, orientation: orientation, os: os)
            #expect(table.values == values, "\(orientation) \(os ?? "-")")
            #expect(table.values == reference.values, "\(orientation) \(os ?? "-")")
            #expect(table.origins == reference.origins, "\(orientation) \(os ?? "-")")
        }
        // Origins point at the layer that set each figure: a: 10 is on line 7, column 19.
        #expect(layered("portrait", "ios26").origins[.metric("a")] == ProfileOrigin(file: "test.yaml", line: 7, column: 18))
    }
}
