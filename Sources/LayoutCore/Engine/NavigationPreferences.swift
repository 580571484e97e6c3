/// What a container's content says about its bars: the title display mode, whether a title is
/// set, and which bars `toolbar(.hidden, for:)` hides. SwiftUI passes these up as preferences.
struct NavigationPreferences {
    var titleDisplayMode: TitleDisplayMode?
    var hasTitle = false
    var hiddenBars: Set<BarPlacement> = []
    /// Placements the content's toolbar items use (`bottomBar`, `status`, `automatic`).
    var toolbarPlacements: Set<String> = []

    /// `.automatic` shows a large title when a title is set, else an inline (empty) bar.
    var effectiveTitleDisplayMode: TitleDisplayMode {
        switch titleDisplayMode {
        case .inline?: .inline
        case .large?: .large
        case .automatic?, nil: hasTitle ? .large : .inline
        }
    }
}

extension LayoutRun {
    /// Preferences set anywhere in the subtrees of `roots`. Title settings and toolbar items stop
    /// at nested navigation containers; hidden bars do not (a tab bar can be hidden from deep inside a tab).
    mutating func navigationPreferences(for node: Int32, roots: [Int32]) -> NavigationPreferences {
        if roots.count == 1, roots[0] == node, let known = navigationPreferences[node] { return known }
        var result = NavigationPreferences()
        var work: [(node: Int32, titleVisible: Bool)] = roots.map { ($0, true) }
        while let (current, titleVisible) = work.popLast() {
            var childrenSeeTitle = titleVisible
            switch arena.kinds[Int(current)] {
            case .navigationBarTitleDisplayMode(let mode) where titleVisible:
                if result.titleDisplayMode == nil { result.titleDisplayMode = mode }
            case .toolbarVisibility(let visible, let bars) where !visible:
                result.hiddenBars.formUnion(bars.isEmpty ? [.navigationBar] : bars)
            case .toolbarItems(let placements) where titleVisible:
                result.toolbarPlacements.formUnion(placements)
            case .container(let container) where current != node && !roots.contains(current):
                switch container.kind.strategy {
                case .singleContent, .splitColumns: childrenSeeTitle = false
                default: break
                }
            default: break
            }
            if titleVisible && arena.inert[Int(current)].contains(where: { $0.effect == .navigationTitle }) {
                result.hasTitle = true
            }
            for child in arena.children(current) { work.append((child, childrenSeeTitle)) }
        }
        if roots.count == 1, roots[0] == node { navigationPreferences[node] = result }
        return result
    }
}
