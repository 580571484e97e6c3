import LayoutCore

// A small result-builder API so that trees in tests read like SwiftUI.

@resultBuilder
enum ViewTreeBuilder {
    static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    static func buildEither(first: [ViewNode]) -> [ViewNode] { first }
    static func buildEither(second: [ViewNode]) -> [ViewNode] { second }
}

func Rectangle() -> ViewNode { ViewNode(.shape(.rectangle)) }
func Circle() -> ViewNode { ViewNode(.shape(.circle)) }
func Capsule() -> ViewNode { ViewNode(.shape(.capsule)) }
func Text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
func Image(width: Double, height: Double) -> ViewNode { ViewNode(.image(name: "image", size: Size(width: width, height: height))) }
func Spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
/// A Divider as `Views/Divider.yaml` describes it: a one-pixel `line` across the stack's axis.
let dividerKind = ControlKind(id: "Divider", sizing: ControlSizing(rule: .line, thickness: .pixels(1)))
func Divider() -> ViewNode { ViewNode(.control(ControlNode(kind: dividerKind))) }
func EmptyView() -> ViewNode { ViewNode(.emptyView) }

enum Color {
    static var red: ViewNode { ViewNode(.color("red")) }
    static var blue: ViewNode { ViewNode(.color("blue")) }
    static var green: ViewNode { ViewNode(.color("green")) }
    static var orange: ViewNode { ViewNode(.color("orange")) }
    static var pink: ViewNode { ViewNode(.color("pink")) }
    static var clear: ViewNode { ViewNode(.color("clear")) }
}

func HStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.hStack(alignment: alignment, spacing: spacing), children: content())
}
func VStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.vStack(alignment: alignment, spacing: spacing), children: content())
}
func LazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.lazyHStack(alignment: alignment, spacing: spacing), children: content())
}
func LazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.lazyVStack(alignment: alignment, spacing: spacing), children: content())
}
func ZStack(alignment: Alignment = .center, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.zStack(alignment: alignment), children: content())
}
func Group(@ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.group, children: content())
}
func ForEach(_ range: Range<Int>, @ViewTreeBuilder _ content: (Int) -> [ViewNode]) -> ViewNode {
    ViewNode(.forEach, children: range.flatMap { content($0) })
}

func container(_ kind: ContainerKind, scrollAxes: AxisSet? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(.container(ContainerNode(kind: kind, scrollAxes: scrollAxes)), children: children)
}
func NavigationStack(@ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode { container(Kinds.navigationStack, content()) }
func ScrollView(_ axes: AxisSet = .vertical, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
    container(Kinds.scrollView, scrollAxes: axes, content())
}
func TabView(@ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode { container(Kinds.tabView, content()) }
func List(@ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode { container(Kinds.list, content()) }
func NavigationSplitView(@ViewTreeBuilder sidebar: () -> [ViewNode], @ViewTreeBuilder detail: () -> [ViewNode]) -> ViewNode {
    container(Kinds.navigationSplitView, [Group(sidebar), Group(detail)])
}
func NavigationSplitView(@ViewTreeBuilder sidebar: () -> [ViewNode], @ViewTreeBuilder content: () -> [ViewNode], @ViewTreeBuilder detail: () -> [ViewNode]) -> ViewNode {
    container(Kinds.navigationSplitView, [Group(sidebar), Group(content), Group(detail)])
}

extension ViewNode {
    func id(_ name: String) -> ViewNode {
        var copy = self
        copy.name = name
        return copy
    }
    private func wrapped(_ kind: ViewKind, _ extra: [ViewNode] = []) -> ViewNode { ViewNode(kind, children: [self] + extra) }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(.frame(FixedFrame(width: width, height: height, alignment: alignment)))
    }
    func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }
    func padding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> ViewNode { wrapped(.padding(edges: edges, length: length)) }
    func padding(_ length: Double) -> ViewNode { wrapped(.padding(edges: .all, length: length)) }
    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode { wrapped(.aspectRatio(ratio: ratio, contentMode: contentMode)) }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode { wrapped(.fixedSize(horizontal: horizontal, vertical: vertical)) }
    func layoutPriority(_ value: Double) -> ViewNode { wrapped(.layoutPriority(value)) }
    func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(.offset(x: x, y: y)) }
    func ignoresSafeArea(edges: EdgeSet = .all) -> ViewNode { wrapped(.ignoresSafeArea(edges: edges)) }
    func safeAreaPadding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> ViewNode { wrapped(.safeAreaPadding(edges: edges, length: length)) }
    func contentMargins(_ edges: EdgeSet = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> ViewNode {
        wrapped(.scrollModifier(.contentMargins(ContentMargins(edges: edges, length: length, placement: placement))))
    }
    func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> ViewNode { wrapped(.scrollModifier(.targetBehavior(behavior))) }
    func font(_ style: TextStyle) -> ViewNode { wrapped(.font(style)) }
    func lineLimit(_ limit: Int?) -> ViewNode { wrapped(.lineLimit(limit)) }
    func fontWeight(_ weight: FontWeight) -> ViewNode { wrapped(.textEnvironment(.fontWeight(weight))) }
    func monospacedDigit() -> ViewNode { wrapped(.textEnvironment(.monospacedDigit)) }
    func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> ViewNode { wrapped(.navigationBarTitleDisplayMode(mode)) }
    func toolbarHidden(for bars: [BarPlacement] = []) -> ViewNode { wrapped(.toolbarVisibility(visible: false, bars: bars)) }
    func navigationTitle(_ title: String) -> ViewNode {
        var copy = self
        copy.inertModifiers.append(InertModifier(name: "navigationTitle", arguments: "\"\(title)\""))
        return copy
    }
    func overlay(alignment: Alignment = .center, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        let views = content()
        return wrapped(.overlay(alignment: alignment), [views.count == 1 ? views[0] : ZStack(alignment: alignment) { views }])
    }
    func overlay(_ view: ViewNode) -> ViewNode { wrapped(.overlay(alignment: .center), [view]) }
    func background(alignment: Alignment = .center, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        let views = content()
        return wrapped(.background(alignment: alignment), [views.count == 1 ? views[0] : ZStack(alignment: alignment) { views }])
    }
    func background(_ view: ViewNode) -> ViewNode { wrapped(.background(alignment: .center), [view]) }
    func safeAreaInset(edge: Edge, spacing: Double? = nil, @ViewTreeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        wrapped(.safeAreaInset(edge: edge, spacing: spacing), [Group(content)])
    }

    func containerRelativeFrame(_ axes: AxisSet, alignment: Alignment = .center) -> ViewNode {
        wrapped(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .fullLength)))
    }
    func containerRelativeFrame(_ axes: AxisSet, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) -> ViewNode {
        wrapped(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .grid(count: count, span: span, spacing: spacing))))
    }
    func containerRelativeFrame(_ axes: AxisSet, alignment: Alignment = .center, source: String = "{ closure }", _ length: @escaping @Sendable (Double, Axis) -> Double) -> ViewNode {
        wrapped(.containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .closure(LengthClosure(source: source, evaluate: { length($0, $1) })))))
    }
}
