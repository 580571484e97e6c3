import LayoutCore

/// The parts of the window a picture shades: the safe-area insets of the device, and the bars
/// containers took off their size (as recorded in their `ContainerGeometry`).
struct ScreenRegions {
    struct Band: Hashable {
        enum Kind: Hashable { case safeArea, bar }
        var kind: Kind
        var edge: Edge
        var rect: Rect
        /// `safe area top 59`, `tabBar 49`.
        var label: String
    }

    var window: Rect
    var bands: [Band]

    init(_ result: LayoutResult, format: NumberFormat) {
        let environment = result.environment
        window = Rect(origin: .zero, size: environment.windowSize)
        var bands: [Band] = []
        let insets = environment.safeAreaInsets
        let middleHeight = max(0, window.height - insets.top - insets.bottom)
        for edge in Edge.allCases where insets[edge] > 0 {
            let amount = insets[edge]
            let rect: Rect
            switch edge {
            case .top: rect = Rect(x: 0, y: 0, width: window.width, height: amount)
            case .bottom: rect = Rect(x: 0, y: window.height - amount, width: window.width, height: amount)
            case .leading: rect = Rect(x: 0, y: insets.top, width: amount, height: middleHeight)
            case .trailing: rect = Rect(x: window.width - amount, y: insets.top, width: amount, height: middleHeight)
            }
            bands.append(Band(kind: .safeArea, edge: edge, rect: rect, label: "safe area \(edge.rawValue) \(format.string(amount))"))
        }
        for node in result.nodes {
            guard let geometry = node.containerGeometry else { continue }
            for band in Self.bars(of: geometry, format: format) where !bands.contains(band) {
                bands.append(band)
            }
        }
        self.bands = bands
    }

    /// Each bar subtraction of a container, as a band inside its visible frame and within the
    /// safe-area amounts taken off the same edge.
    private static func bars(of geometry: ContainerGeometry, format: NumberFormat) -> [Band] {
        var offsets = EdgeInsets()
        for subtraction in geometry.subtractions where subtraction.reason == .safeArea {
            offsets[subtraction.edge] += subtraction.amount
        }
        var bands: [Band] = []
        let frame = geometry.visibleFrame
        for subtraction in geometry.subtractions {
            guard case .bar(let metric, _) = subtraction.reason else { continue }
            let edge = subtraction.edge
            let amount = subtraction.amount
            let offset = offsets[edge]
            offsets[edge] += amount
            let rect: Rect
            switch edge {
            case .top: rect = Rect(x: frame.minX, y: frame.minY + offset, width: frame.width, height: amount)
            case .bottom: rect = Rect(x: frame.minX, y: frame.maxY - offset - amount, width: frame.width, height: amount)
            case .leading: rect = Rect(x: frame.minX + offset, y: frame.minY, width: amount, height: frame.height)
            case .trailing: rect = Rect(x: frame.maxX - offset - amount, y: frame.minY, width: amount, height: frame.height)
            }
            bands.append(Band(kind: .bar, edge: edge, rect: rect, label: "\(metric) \(format.string(amount))"))
        }
        // Bars the content sits below without the container subtracting them (a NavigationStack's).
        var taken = EdgeInsets()
        for subtraction in geometry.subtractions { taken[subtraction.edge] += subtraction.amount }
        for edge in Edge.allCases {
            let amount = geometry.contentInsets[edge] - taken[edge]
            guard amount > 0.001 else { continue }
            let offset = offsets[edge]
            let rect: Rect
            switch edge {
            case .top: rect = Rect(x: frame.minX, y: frame.minY + offset, width: frame.width, height: amount)
            case .bottom: rect = Rect(x: frame.minX, y: frame.maxY - offset - amount, width: frame.width, height: amount)
            case .leading: rect = Rect(x: frame.minX + offset, y: frame.minY, width: amount, height: frame.height)
            case .trailing: rect = Rect(x: frame.maxX - offset - amount, y: frame.minY, width: amount, height: frame.height)
            }
            bands.append(Band(kind: .bar, edge: edge, rect: rect, label: "bar \(format.string(amount))"))
        }
        return bands
    }
}
