import LayoutCore
import Testing
@testable import ViewSyntax

/// Code as people paste it from apps: property wrappers, state, toolbars, previews.
@Suite struct RealCodeTests {
    @Test func typicalContentView() throws {
        let source = #"""
            import SwiftUI

            struct ContentView: View {
                @Environment(\.dismiss) private var dismiss
                @Binding var selection: Int?
                @State private var items = [1, 2, 3]
                @State private var showSheet = false
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(items, id: \.self) { item in
                                HStack {
                                    Image(systemName: "star.fill")
                                        .foregroundStyle(.yellow)
                                        .frame(width: 24, height: 24)
                                    Text("Item \(item)")
                                    Spacer()
                                }
                            }
                        }
                        .navigationTitle("Items")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Add") { items.append(items.count + 1) }
                            }
                        }
                        .sheet(isPresented: $showSheet) { Text("Sheet") }
                    }
                }
            }

            #Preview {
                ContentView(selection: .constant(nil))
            }
            """#
        let translation = translator.translate(source, fileName: "ContentView.swift")
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let root = try #require(translation.root)
        #expect(root.outline == """
            NavigationStack
              sheet
                List [navigationTitle,toolbar]
                  ForEach
                    HStack(center, nil)
                      frame(24, 24, center)
                        SFSymbol(star.fill) [foregroundStyle]
                      Text(Item 1)
                      Spacer(nil)
                    HStack(center, nil)
                      frame(24, 24, center)
                        SFSymbol(star.fill) [foregroundStyle]
                      Text(Item 2)
                      Spacer(nil)
                    HStack(center, nil)
                      frame(24, 24, center)
                        SFSymbol(star.fill) [foregroundStyle]
                      Text(Item 3)
                      Spacer(nil)
            """)
    }

    /// From Maccy's ConfirmationView (listed in Tests/Corpus/MANIFEST.tsv): content the app supplies has no value
    /// when the view is laid out on its own, so it is a fallback-kind placeholder with one warning
    /// for every use; `--strict` keeps it an error.
    @Test func contentTheAppSuppliesIsAPlaceholderUnlessStrict() throws {
        let source = """
            struct ConfirmationView<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack {
                        content()
                        content()
                    }
                }
            }
            """
        let translation = SourceTranslator(containerKinds: TestKinds.all, viewKinds: shippedViewKinds).translate(source)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let root = try #require(translation.root)
        #expect(root.children.count == 2)
        let warnings = translation.diagnostics.filter { $0.id == SourceMessages.unsuppliedView && $0.message.contains("'content' (2 uses: 5:13, 6:13)") }
        #expect(warnings.count == 1, "\(translation.diagnostics.map(\.message))")
        var options = TranslationOptions()
        options.strict = true
        let strict = SourceTranslator(containerKinds: TestKinds.all, viewKinds: shippedViewKinds, options: options).translate(source)
        #expect(strict.hasErrors)
    }

    /// Modifiers of the new corpus files that do not change layout (Maccy's `onHover`,
    /// MovieSwiftUI's `preference`, Gifski's `onDrag` and file-dialog texts) stay on the view
    /// with no warning.
    @Test func layoutNeutralModifiersFromRealAppsStayWithoutWarnings() throws {
        let source = """
            struct Row: View {
                var body: some View {
                    Text("a")
                        .onHover { _ in }
                        .preference(key: OffsetKey.self, value: 0)
                        .onDrag { NSItemProvider() }
                        .fileDialogMessage("Choose")
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.filter { $0.severity == SourceDiagnostic.Severity.warning }.isEmpty, "\(translation.diagnostics.map(\.message))")
        let root = try #require(translation.root)
        #expect(root.inertModifiers.map(\.name) == ["onHover", "preference", "onDrag", "fileDialogMessage"])
    }
}
