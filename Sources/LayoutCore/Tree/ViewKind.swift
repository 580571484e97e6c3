/// What a node is. Leaves have no children; modifiers have the modified view as their first child
/// (overlay, background and safeAreaInset add a second); stacks and containers have any number.
public enum ViewKind: Sendable, Hashable {
    // Leaves
    case shape(ShapeKind)
    case color(String)
    /// A `Text` and its string. `guess` says why the string is a stand-in (a string FrameLab could
    /// not compute, laid out as the placeholder text); nil for a string taken from the source.
    case text(String, guess: String? = nil)
    indirect case image(name: String, size: Size)
    case spacer(minLength: Double?)
    case emptyView
    // Stacks and grouping
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    case zStack(alignment: Alignment)
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?)
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?)
    indirect case lazyGrid(LazyGridSpec)
    indirect case grid(GridSpec)
    /// `ViewThatFits(in:)`: the first child whose ideal size fits on `axes`.
    case viewThatFits(axes: AxisSet)
    /// A row of a `Grid`; on its own it lays out as an HStack.
    case gridRow(alignment: VerticalAlignment?)
    /// A custom `Layout` from the source, run by its program.
    indirect case customLayout(CustomLayoutSpec)
    case group
    case forEach
    case geometryReader
    // Layout-affecting modifiers
    case frame(FixedFrame)
    indirect case flexibleFrame(FlexibleFrame)
    case padding(edges: EdgeSet, length: Double?)
    case overlay(alignment: Alignment)
    case background(alignment: Alignment)
    /// `.environment(\.layoutDirection, …)`: the subtree is placed in this direction.
    case layoutDirection(LayoutDirection)
    case ignoresSafeArea(edges: EdgeSet)
    case safeAreaPadding(edges: EdgeSet, length: Double?)
    case safeAreaInset(edge: Edge, spacing: Double?)
    indirect case containerRelativeFrame(ContainerRelativeFrame)
    case font(TextStyle)
    case lineLimit(Int?)
    case textEnvironment(TextEnvironmentModifier)
    /// `Section`: header, rows, footer (see `ListSectionSpec`).
    case listSection(ListSectionSpec)
    /// `.listStyle`, `.formStyle`, `.listRowInsets`, `.listSectionSpacing`, … (see `ListEnvironmentModifier`).
    case listEnvironment(ListEnvironmentModifier)
    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
    indirect case gridCell(GridCellSpec)
    /// `alignmentGuide(_:computeValue:)`.
    indirect case alignmentGuide(AlignmentGuideSpec)
    case navigationBarTitleDisplayMode(TitleDisplayMode)
    indirect case toolbarVisibility(visible: Bool, bars: [BarPlacement])
    /// `.toolbar { ToolbarItem(placement: .bottomBar) { … } }`: the placements its items use, which
    /// bar rules (`when: {toolbarItems: …}`) turn into bars. The items' own views are not laid out.
    indirect case toolbarItems(placements: [String])
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.inspector`: the receiver lays out as before; the
    /// presented content is laid out on its own by `:present` (`PresentationLayout`).
    indirect case presentation(PresentationSpec)
    /// `contentMargins`, `scrollTargetBehavior`, `scrollTargetLayout`, `scrollClipDisabled`.
    indirect case scrollModifier(ScrollModifier)
    /// A style or size selection for the controls inside (`buttonStyle` → `bordered`,
    /// `controlSize` → `large`), which picks their view kinds' variants.
    case controlSelection(name: String, value: String)
    /// A modifier described by a `LayoutModifier` (`ModifierTable`): it lays out, prints, clamps
    /// and explains itself.
    indirect case modifier(AnyLayoutModifier)
    // Containers whose behaviour comes from a `ContainerKind` value
    indirect case container(ContainerNode)
    // Controls and leaf views whose behaviour comes from a `ControlKind` value (Views/ profiles)
    indirect case control(ControlNode)

    /// Why the node is a stand-in for source FrameLab could not see (`ControlNode.guess`, a
    /// `Text`'s uncomputed string); nil for a node laid out from what was written.
    public var guess: String? {
        switch self {
        case .control(let control): control.guess
        case .text(_, let guess): guess
        default: nil
        }
    }

    /// The SwiftUI spelling of the view or modifier, used in tables and JSON.
    public var typeName: String {
        switch self {
        case .shape(let shape): shape.rawValue
        case .color: "Color"
        case .text: "Text"
        case .image: "Image"
        case .spacer: "Spacer"
        case .emptyView: "EmptyView"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        case .lazyGrid(let grid): grid.viewName
        case .grid: "Grid"
        case .viewThatFits: "ViewThatFits"
        case .gridRow: "GridRow"
        case .customLayout(let spec): spec.name
        case .gridCell: "gridCell"
        case .alignmentGuide: "alignmentGuide"
        case .group: "Group"
        case .forEach: "ForEach"
        case .geometryReader: "GeometryReader"
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .overlay: "overlay"
        case .background: "background"
        case .layoutDirection: "layoutDirection"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .safeAreaPadding: "safeAreaPadding"
        case .safeAreaInset: "safeAreaInset"
        case .containerRelativeFrame(let frame): frame.measuresReader ? "frame" : "containerRelativeFrame"
        case .font: "font"
        case .lineLimit: "lineLimit"
        case .textEnvironment(let modifier): modifier.name
        case .listSection: "Section"
        case .listEnvironment(let modifier): modifier.name
        case .navigationBarTitleDisplayMode: "navigationBarTitleDisplayMode"
        case .toolbarVisibility, .toolbarItems: "toolbar"
        case .presentation(let spec): spec.modifier
        case .scrollModifier(let modifier): modifier.name
        case .container(let container): container.viewName
        case .controlSelection(let name, _): name
        case .modifier(let modifier): modifier.base.name
        case .control(let control): control.viewName
        }
    }

    /// True for kinds written as a modifier (`.frame(…)`) rather than a view.
    public var isModifier: Bool { NodeOp(self).isModifier }
}

/// Built-in shapes.
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
    case rectangle = "Rectangle"
    case roundedRectangle = "RoundedRectangle"
    case circle = "Circle"
    case capsule = "Capsule"
    case ellipse = "Ellipse"
}

/// `.fit` or `.fill`.
public enum ContentMode: String, Sendable, Hashable, Codable {
    case fit, fill
}

/// iOS Dynamic Type text styles.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// `navigationBarTitleDisplayMode`.
public enum TitleDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic, inline, large
}

/// Bars that `toolbar(.hidden, for:)` can hide and that bar rules refer to.
public enum BarPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    case navigationBar, tabBar, bottomBar
}
