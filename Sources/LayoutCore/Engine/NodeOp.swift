/// What a node is, in one byte: its `ViewKind`'s case without the payload (a circle apart from
/// other shapes, because its answer is not closed-form). The compiled tree (`LayoutArena`) keeps
/// one per node, so that passes asking only what a node is (expanding Group and ForEach, stack
/// axes, closed-form traits, size-cache slots, text-likeness) read a byte instead of copying the
/// node's kind.
enum NodeOp: UInt8 {
    case shape, circle, color, text, image, spacer, emptyView
    case hStack, vStack, zStack, lazyHStack, lazyVStack, lazyGrid, grid, viewThatFits, gridRow, customLayout
    case group, forEach, geometryReader
    case frame, flexibleFrame, padding, overlay, background
    case layoutDirection, ignoresSafeArea, safeAreaPadding, safeAreaInset, containerRelativeFrame
    case font, lineLimit, textEnvironment, listSection, listEnvironment, gridCell, alignmentGuide
    case navigationBarTitleDisplayMode, toolbarVisibility, toolbarItems, presentation, scrollModifier, controlSelection, modifier
    case container, control

    @inline(__always)
    init(_ kind: ViewKind) {
        switch kind {
        case .shape(let shape): self = shape == .circle ? .circle : .shape
        case .color: self = .color
        case .text: self = .text
        case .image: self = .image
        case .spacer: self = .spacer
        case .emptyView: self = .emptyView
        case .hStack: self = .hStack
        case .vStack: self = .vStack
        case .zStack: self = .zStack
        case .lazyHStack: self = .lazyHStack
        case .lazyVStack: self = .lazyVStack
        case .lazyGrid: self = .lazyGrid
        case .grid: self = .grid
        case .viewThatFits: self = .viewThatFits
        case .gridRow: self = .gridRow
        case .customLayout: self = .customLayout
        case .group: self = .group
        case .forEach: self = .forEach
        case .geometryReader: self = .geometryReader
        case .frame: self = .frame
        case .flexibleFrame: self = .flexibleFrame
        case .padding: self = .padding
        case .overlay: self = .overlay
        case .background: self = .background
        case .layoutDirection: self = .layoutDirection
        case .ignoresSafeArea: self = .ignoresSafeArea
        case .safeAreaPadding: self = .safeAreaPadding
        case .safeAreaInset: self = .safeAreaInset
        case .containerRelativeFrame: self = .containerRelativeFrame
        case .font: self = .font
        case .lineLimit: self = .lineLimit
        case .textEnvironment: self = .textEnvironment
        case .listSection: self = .listSection
        case .listEnvironment: self = .listEnvironment
        case .gridCell: self = .gridCell
        case .alignmentGuide: self = .alignmentGuide
        case .navigationBarTitleDisplayMode: self = .navigationBarTitleDisplayMode
        case .toolbarVisibility: self = .toolbarVisibility
        case .toolbarItems: self = .toolbarItems
        case .presentation: self = .presentation
        case .scrollModifier: self = .scrollModifier
        case .controlSelection: self = .controlSelection
        case .modifier: self = .modifier
        case .container: self = .container
        case .control: self = .control
        }
    }

    /// Whether the node modifies its first child (`ViewKind.isModifier`).
    var isModifier: Bool {
        switch self {
        case .frame, .flexibleFrame, .padding, .overlay,
            .background, .layoutDirection, .ignoresSafeArea, .safeAreaPadding, .safeAreaInset,
            .containerRelativeFrame, .font, .lineLimit, .textEnvironment, .listEnvironment, .navigationBarTitleDisplayMode,
            .toolbarVisibility, .toolbarItems, .presentation, .controlSelection, .gridCell, .alignmentGuide, .scrollModifier, .modifier:
            true
        default:
            false
        }
    }

    /// Group, ForEach and Section are replaced by their children in a stack or list; EmptyView is dropped.
    var isExpandedInStacks: Bool {
        switch self {
        case .group, .forEach, .listSection, .emptyView: true
        default: false
        }
    }
}
