import Foundation
import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct LimitTests {
    private func nested(_ depth: Int) -> String {
        String(repeating: "VStack {\n", count: depth) + "Rectangle().frame(width: 10)\n" + String(repeating: "}\n", count: depth)
    }

    @Test func twentyNestedStacks() throws {
        let root = try #require(translated(nested(20)))
        var depth = 0
        var node = root
        while case .vStack = node.kind, let child = node.children.first {
            depth += 1
            node = child
        }
        #expect(depth == 20)
    }

    @Test func twoHundredNestedStacks() throws {
        #expect(translated(nested(200))?.nodeCount == 202)
    }

    @Test func veryDeepNestingIsAClearError() {
        let translation = translator.translate(nested(5_000))
        #expect(translation.root == nil)
        #expect(translation.diagnostics.count == 1)
        #expect(translation.diagnostics.first?.id == SourceMessages.tooLarge)
        #expect(translation.diagnostics.first?.message.contains("at most 2000 levels") == true)
    }

    @Test func nestingLimitIsAnOption() {
        let strict = SourceTranslator(containerKinds: [], options: TranslationOptions(maxNestingDepth: 10))
        #expect(strict.translate(nested(20)).diagnostics.first?.id == SourceMessages.tooLarge)
    }

    @Test func hugeForEachIsCappedWithAnError() {
        let translation = translator.translate("ForEach(0..<100_000_000) { _ in Text(\"a\") }")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.tooLarge])
        #expect(translation.diagnostics.first?.message.contains("100000000 times, more than the limit of 1000000") == true)
        let small = SourceTranslator(containerKinds: [], options: TranslationOptions(maxNodes: 50))
        let capped = small.translate("VStack { ForEach(0..<30) { _ in Text(\"a\").padding() } }")
        #expect(capped.root == nil)
        #expect(capped.diagnostics.first?.id == SourceMessages.tooLarge)
        #expect(capped.diagnostics.first?.message.contains("60 nodes, more than the limit of 50") == true)
    }

    @Test func forEachBindsItsIndex() throws {
        let root = try #require(translated("HStack { ForEach(1...3, id: \\.self) { i in Text(\"Item \\(i)\").frame(width: CGFloat(i) * 10) } }"))
        let copies = root.children[0].children
        #expect(copies.map(\.kind) == [10.0, 20, 30].map { .frame(FixedFrame(width: $0)) })
        #expect(copies.map(\.children[0].kind) == [.text("Item 1"), .text("Item 2"), .text("Item 3")])
        let unseen = translator.translate("VStack { ForEach(0..<items.count, id: \\.self) { i in Text(\"\\(i)\") } }")
        #expect(unseen.root?.children[0].children.count == 10)
        #expect(unseen.diagnostics.map(\.severity) == [.note])
        let array = try #require(translated("VStack { ForEach([\"a\", \"b\"], id: \\.self) { Text($0) } }"))
        #expect(array.children[0].children.map(\.kind) == [.text("a"), .text("b")])
    }

    /// A generated 10,000-line file of several View structs. The time is printed, not asserted.
    @Test func tenThousandLineFile() throws {
        var lines: [String] = []
        var structIndex = 0
        while lines.count < 10_000 {
            lines.append("struct Row\(structIndex): View {")
            lines.append("    let index: CGFloat")
            lines.append("    var body: some View {")
            lines.append("        HStack(spacing: 8) {")
            for item in 0..<40 {
                lines.append("            Text(\"Row \(structIndex) item \(item)\")")
                lines.append("                .font(.body)")
                lines.append("                .frame(width: index * 2 + \(item), alignment: .leading)")
                lines.append("                .padding(.horizontal, 4)")
                lines.append("                .containerRelativeFrame(.horizontal) { length, _ in length / 3 }")
            }
            lines.append("        }")
            lines.append("    }")
            lines.append("}")
            structIndex += 1
        }
        lines.append("struct ContentView: View {")
        lines.append("    var body: some View {")
        lines.append("        ScrollView {")
        lines.append("            VStack {")
        for index in 0..<structIndex { lines.append("                Row\(index)(index: \(index))") }
        lines.append("            }")
        lines.append("        }")
        lines.append("    }")
        lines.append("}")
        let source = lines.joined(separator: "\n")
        let start = Date()
        let translation = translator.translate(source, fileName: "Generated.swift")
        let elapsed = Date().timeIntervalSince(start)
        print("10,000-line file: \(lines.count) lines, \(structIndex) structs, \(translation.root?.nodeCount ?? 0) nodes, translated in \(String(format: "%.2f", elapsed)) s")
        #expect(translation.diagnostics.isEmpty)
        #expect(translation.root != nil)
        #expect(lines.count >= 10_000)
    }
}
