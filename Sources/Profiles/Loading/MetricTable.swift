import LayoutCore

/// A device's metric figures at one layer of its profile (top level, an orientation, an OS
/// generation), with where each came from (`.metric(NAME)`). Layering tables gives what merging
/// the layers' `metrics:` trees and decoding the result gives, without merging a hundred names
/// again for every orientation and OS generation.
struct MetricTable: Hashable {
    var values: [String: Double] = [:]
    var origins: [FigureKey: ProfileOrigin] = [:]

    /// This table under a `metrics:` node. A name whose new value is not a number drops out (a
    /// merged tree would hold that value, which decoding skips); a `metrics:` that is not a
    /// mapping replaces the whole table.
    func overlaid(by metrics: YAMLNode?) -> MetricTable {
        guard let metrics else { return self }
        guard let pairs = metrics.mapping else { return MetricTable() }
        var table = self
        if values.isEmpty {
            // Room for the figure's other origins (size, safe area, size classes, windows), so
            // that each figure's copy does not grow again.
            table.values.reserveCapacity(pairs.count)
            table.origins.reserveCapacity(pairs.count + 32)
        }
        for pair in pairs {
            let name = pair.name
            if let value = pair.value.number {
                table.values[name] = value
                table.origins[.metric(name)] = pair.value.mark.origin
            } else {
                table.values[name] = nil
                table.origins[.metric(name)] = nil
            }
        }
        return table
    }

    /// This table under an orientation section (`portrait:`, `landscape:`): the section's
    /// `metrics:`; a section that is not a mapping replaces everything, its metrics included.
    func overlaid(bySection section: YAMLNode?) -> MetricTable {
        guard let section else { return self }
        guard section.mapping != nil else { return MetricTable() }
        return overlaid(by: section["metrics"])
    }
}
