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
            let rect = band(on: edge, of: frame, inset: offsets[edge], amount: amount)
            offsets[edge] += amount
            bands.append(Band(kind: .bar, edge: edge, rect: rect, label: "\(metric) \(format.string(amount))"))
        }
        // Bars the content sits below without the container subtracting them (a NavigationStack's).
        var taken = EdgeInsets()
        for subtraction in geometry.subtractions { taken[subtraction.edge] += subtraction.amount }
        for edge in Edge.allCases {
            let amount = geometry.contentInsets[edge] - taken[edge]
            guard amount > 0.001 else { continue }
            bands.append(Band(kind: .bar, edge: edge, rect: band(on: edge, of: frame, inset: offsets[edge], amount: amount), label: "bar \(format.string(amount))"))
        }
        return bands
    }

    /// A strip `amount` thick along `edge` of `frame`, `inset` in from that edge.
    private static func band(on edge: Edge, of frame: Rect, inset: Double, amount: Double) -> Rect {
        switch edge {
        case .top: Rect(x: frame.minX, y: frame.minY + inset, width: frame.width, height: amount)
        case .bottom: Rect(x: frame.minX, y: frame.maxY - inset - amount, width: frame.width, height: amount)
        case .leading: Rect(x: frame.minX + inset, y: frame.minY, width: amount, height: frame.height)
        case .trailing: Rect(x: frame.maxX - inset - amount, y: frame.minY, width: amount, height: frame.height)
        }
    }
}
