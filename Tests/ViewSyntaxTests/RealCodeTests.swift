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
}
