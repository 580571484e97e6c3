import LayoutCore
import Profiles

/// Real-sized screens (issue 18): each as the SwiftUI source a person writes, for whole-process
/// `framelab eval --file`, and as the tree the translator makes of it, for per-layout timings in
/// a benchmark that builds without swift-syntax. Container and view kinds come from the shipped
/// profiles, as in `framelab`.
struct RealScreen: Sendable {
    var name: String
    var summary: String
    var source: String
    var tree: @Sendable (ProfileRegistry) -> ViewNode

    static let all = [settings, list, grid]

    /// A settings form of 200 views: 20 sections of a Toggle, a LabeledContent and an
    /// `HStack { Image; Text; Spacer; Text }` row.
    static let settings = RealScreen(
        name: "settings", summary: "Form of 20 sections: Toggle, LabeledContent, HStack { Image; Text; Spacer; Text } (201 views)",
        source: {
            var text = "struct SettingsView: View {\n    @State private var enabled = true\n\n    var body: some View {\n        Form {\n"
            for section in 0..<20 {
                text += """
                            Section("Section \(section)") {
                                Toggle("Option \(section)", isOn: $enabled)
                                LabeledContent("Version", value: "1.\(section)")
                                HStack {
                                    Image(systemName: "gear")
                                    Text("Storage \(section)")
                                    Spacer()
                                    Text("\(section * 3) GB")
                                }
                            }

                """
            }
            return text + "        }\n    }\n}\n"
        }(),
        tree: { registry in
            let sections = (0..<20).map { section in
                ViewNode(.group, children: [
                    control(registry, "Toggle", parts: ["title"], children: [ViewNode(.text("Option \(section)"))]),
                    control(registry, "LabeledContent", parts: ["title"], children: [ViewNode(.text("Version"))]),
                    ViewNode(.hStack(alignment: .center, spacing: nil), children: [
                        control(registry, "Image(systemName:)"),
                        ViewNode(.text("Storage \(section)")),
                        ViewNode(.spacer(minLength: nil)),
                        ViewNode(.text("\(section * 3) GB")),
                    ]),
                ])
            }
            return container(registry, "Form", children: sections)
        })

    /// A list of 100 rows `HStack { Image; VStack { Text; Text }; Spacer; Text }`.
    static let list = RealScreen(
        name: "list", summary: "List of 100 rows HStack { Image; VStack { Text; Text }; Spacer; Text } (802 views)",
        source: """
            struct InboxView: View {
                var body: some View {
                    List {
                        ForEach(0..<100) { index in
                            HStack {
                                Image(systemName: "envelope")
                                VStack(alignment: .leading) {
                                    Text("Message \\(index)")
                                    Text("From a sender").font(.subheadline)
                                }
                                Spacer()
                                Text("9:41")
                            }
                        }
                    }
                }
            }

            """,
        tree: { registry in
            let rows = (0..<100).map { index in
                ViewNode(.hStack(alignment: .center, spacing: nil), children: [
                    control(registry, "Image(systemName:)"),
                    ViewNode(.vStack(alignment: .leading, spacing: nil), children: [
                        ViewNode(.text("Message \(index)")),
                        ViewNode(.font(.subheadline), children: [ViewNode(.text("From a sender"))]),
                    ]),
                    ViewNode(.spacer(minLength: nil)),
                    ViewNode(.text("9:41")),
                ])
            }
            return container(registry, "List", children: [ViewNode(.forEach, children: rows)])
        })

    /// A scrolling adaptive grid of 500 cells `VStack { Image; Text }`.
    static let grid = RealScreen(
        name: "grid", summary: "ScrollView { LazyVGrid(.adaptive(minimum: 80)) } of 500 cells VStack { Image; Text } (1,503 views)",
        source: """
            struct PhotosView: View {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                            ForEach(0..<500) { index in
                                VStack {
                                    Image(systemName: "photo")
                                    Text("Photo \\(index)")
                                }
                            }
                        }
                    }
                }
            }

            """,
        tree: { registry in
            let cells = (0..<500).map { index in
                ViewNode(.vStack(alignment: .center, spacing: nil), children: [
                    control(registry, "Image(systemName:)"),
                    ViewNode(.text("Photo \(index)")),
                ])
            }
            let grid = ViewNode(.lazyGrid(LazyGridSpec(axis: .vertical, items: [GridItemSpec(.adaptive(minimum: 80, maximum: .infinity))])), children: [ViewNode(.forEach, children: cells)])
            return container(registry, "ScrollView", children: [grid])
        })

    static func control(_ registry: ProfileRegistry, _ name: String, parts: [String] = [], children: [ViewNode] = []) -> ViewNode {
        let kind = registry.viewKind(forViewName: name) ?? registry.viewKinds[ProfileRegistry.fallbackViewKindID]!
        return ViewNode(.control(ControlNode(kind: kind, viewName: name, parts: parts)), children: children)
    }

    static func container(_ registry: ProfileRegistry, _ name: String, children: [ViewNode]) -> ViewNode {
        let kind = registry.containerKind(forViewName: name) ?? ContainerKind(id: name, strategy: .singleContent)
        return ViewNode(.container(ContainerNode(kind: kind, viewName: name)), children: children)
    }
}
