import Foundation
import LayoutCore
import Profiles
import Testing
@testable import ViewSyntax

/// Container kinds as the shipped profiles declare them, built in code for tests.
enum TestKinds {
    static let navigationStack = ContainerKind(id: "NavigationStack", viewNames: ["NavigationStack", "NavigationView"], strategy: .singleContent)
    static let scrollView = ContainerKind(id: "ScrollView", strategy: .scroll(axes: .vertical))
    static let list = ContainerKind(id: "List", strategy: .list)
    static let tabView = ContainerKind(id: "TabView", strategy: .tabs)
    static let splitView = ContainerKind(id: "NavigationSplitView", strategy: .splitColumns)
    static let window = ContainerKind(id: "WindowGroup", strategy: .rootWindow)
    static let all = [navigationStack, scrollView, list, tabView, splitView, window]
}

/// The shipped view kinds (`Views/`), which decide how controls and images are laid out.
let shippedViewKinds: [ControlKind] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    return ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [root])).registry.viewKindList
}()

let translator = SourceTranslator(containerKinds: TestKinds.all, viewKinds: shippedViewKinds)

/// Translates and fails the test with every diagnostic when there are errors.
func translated(_ source: String, with translator: SourceTranslator = translator, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ViewNode? {
    let translation = translator.translate(source)
    if translation.hasErrors || translation.root == nil {
        let rendered = translation.diagnostics.map(\.rendered).joined(separator: "\n")
        Issue.record(Comment(rawValue: "translation failed:\n\(rendered)"), sourceLocation: sourceLocation)
    }
    return translation.root
}

extension ViewNode {
    /// The tree without source locations, for comparing trees from different text.
    var withoutLocations: ViewNode {
        ViewNode(kind, children: children.map(\.withoutLocations), name: name, inertModifiers: inertModifiers, location: nil)
    }

    /// Every `Text`'s string, in pre-order.
    var texts: [String] {
        var found: [String] = []
        if case .text(let text, _) = kind { found.append(text) }
        for child in children { found += child.texts }
        return found
    }

    /// The first node in pre-order named `name`.
    func named(_ name: String) -> ViewNode? {
        if self.name == name { return self }
        for child in children { if let found = child.named(name) { return found } }
        return nil
    }

    /// One line per node, indented by depth: type name, key values, `#name`.
    var outline: String {
        var lines: [String] = []
        func walk(_ node: ViewNode, _ depth: Int) {
            var text = String(repeating: "  ", count: depth) + node.kind.outlineText
            if let name = node.name { text += " #\(name)" }
            if !node.inertModifiers.isEmpty { text += " [" + node.inertModifiers.map(\.name).joined(separator: ",") + "]" }
            lines.append(text)
            for child in node.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}

extension ViewKind {
    var outlineText: String {
        func n(_ value: Double?) -> String { value.map { TreePrinter.number($0) } ?? "nil" }
        switch self {
        case .shape(let shape): return shape.rawValue
        case .color(let name): return "Color(\(name))"
        case .text(let text, _): return "Text(\(text))"
        case .image(let name, let size): return "Image(\(name) \(n(size.width))x\(n(size.height)))"
        case .control(let control): return "\(control.kind.id)(\(control.caption ?? ""))"
        case .controlSelection(let name, let value): return "\(name)(\(value))"
        case .spacer(let minLength): return "Spacer(\(n(minLength)))"
        case .hStack(let a, let s): return "HStack(\(a.rawValue), \(n(s)))"
        case .vStack(let a, let s): return "VStack(\(a.rawValue), \(n(s)))"
        case .lazyHStack(let a, let s): return "LazyHStack(\(a.rawValue), \(n(s)))"
        case .lazyVStack(let a, let s): return "LazyVStack(\(a.rawValue), \(n(s)))"
        case .zStack(let a): return "ZStack(\(a.name))"
        case .frame(let f): return "frame(\(n(f.width)), \(n(f.height)), \(f.alignment.name))"
        case .flexibleFrame(let f):
            return "flexibleFrame(\(n(f.minWidth)), \(n(f.idealWidth)), \(n(f.maxWidth)), \(n(f.minHeight)), \(n(f.idealHeight)), \(n(f.maxHeight)), \(f.alignment.name))"
        case .padding(let e, let l): return "padding(\(TreePrinter.edges(e)), \(n(l)))"
        case .safeAreaPadding(let e, let l): return "safeAreaPadding(\(TreePrinter.edges(e)), \(n(l)))"
        case .overlay(let a): return "overlay(\(a.name))"
        case .background(let a): return "background(\(a.name))"
        case .containerRelativeFrame(let crf):
            let rule: String
            switch crf.rule {
            case .fullLength: rule = "full"
            case .grid(let c, let s, let sp): rule = "grid(\(c), \(s), \(n(sp)))"
            case .closure: rule = "closure"
            }
            return "containerRelativeFrame(\(crf.axes.swiftSpelling), \(crf.alignment.name), \(rule))"
        case .container(let c): return "\(c.viewName)\(c.scrollAxes.map { "(" + $0.swiftSpelling + ")" } ?? "")"
        case .safeAreaInset(let e, let s): return "safeAreaInset(\(e.rawValue), \(n(s)))"
        case .toolbarVisibility(let v, let bars): return "toolbar(\(v), \(bars.map(\.rawValue)))"
        case .ignoresSafeArea(let e): return "ignoresSafeArea(\(TreePrinter.edges(e)))"
        case .modifier(let m):
            if let offset = m.base as? OffsetModifier { return "offset(\(n(offset.x)), \(n(offset.y)))" }
            if let aspect = m.base as? AspectRatioModifier { return "aspectRatio(\(n(aspect.ratio)), \(aspect.contentMode.rawValue))" }
            if let fixed = m.base as? FixedSizeModifier { return "fixedSize(\(fixed.horizontal), \(fixed.vertical))" }
            return "\(m.base.name)(\(m.base.argumentText))"
        case .font(let s): return "font(\(s.rawValue))"
        case .lineLimit(let l): return "lineLimit(\(l.map(String.init) ?? "nil"))"
        default: return typeName
        }
    }
}
