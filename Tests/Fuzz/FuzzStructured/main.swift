// libFuzzer target: structure-aware. The input bytes are choices, not text: a small grammar of
// SwiftUI turns them into a view tree with modifiers (views, stacks, containers, controls,
// layout modifiers with ordinary and hostile numbers, wrapped as an expression, a View struct
// or a #Preview), so every execution reaches the translator and the layout engine instead of
// stopping at a syntax error. The same checks as fuzz-source apply. Built by scripts/fuzz.
import CFuzzDriver
import FuzzSupport
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

let environments: [LayoutEnvironment] = [
    try! shippedRegistry.environment(for: DeviceSelection(deviceID: "iphone-15-pro")),
    try! shippedRegistry.environment(for: DeviceSelection(deviceID: "ipad-pro-13", orientation: .landscape)),
    try! shippedRegistry.environment(for: DeviceSelection(deviceID: "iphone-se-3", orientation: .landscape)),
    .window(width: 300, height: 200),
]

/// Reads choices from the fuzzer's bytes; past the end every choice is 0, so any input is a program.
struct Choices {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) % count : 0
    }

    mutating func pick(_ options: [String]) -> String { options[next(options.count)] }
    var exhausted: Bool { index >= bytes.count }
}

/// SwiftUI source from choices: a grammar over the views and modifiers FrameLab knows.
struct SourceGrammar {
    var choices: Choices
    static let maxDepth = 7

    static let numbers = [
        "0", "1", "8", "10", "20", "44", "100", "200.5", "393", "1000", "-1", "-20", "0.5", "1e6",
        ".infinity", "-.infinity", ".nan", ".greatestFiniteMagnitude", "CGFloat.pi",
    ]
    static let leaves = [
        "Rectangle()", "Color.red", "Circle()", "Capsule()", "RoundedRectangle(cornerRadius: 8)", "Spacer()",
        "Spacer(minLength: NUM)", "Divider()", "EmptyView()", "Text(\"Hello\")", "Text(\"A longer line of text that wraps on a phone\")",
        "Text(verbatim: \"\")", "Image(systemName: \"star.fill\")", "Image(\"photo\")", "Image(\"photo\").resizable()",
        "Toggle(\"Wi-Fi\", isOn: .constant(true))", "Button(\"Save\") {}", "TextField(\"Name\", text: .constant(\"\"))",
        "Slider(value: .constant(0.5))", "Stepper(\"Count\", value: .constant(1))", "ProgressView()",
        "ProgressView(value: 0.5)", "Picker(\"Pick\", selection: .constant(1)) { Text(\"One\").tag(1) }",
        "Label(\"Inbox\", systemImage: \"tray\")", "Link(\"Site\", destination: URL(string: \"https://example.com\")!)",
        "SomeUnknownView()", "KFImage(URL(string: \"x\"))",
    ]
    static let containers = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "VStack(alignment: .leading, spacing: NUM)",
        "HStack(spacing: NUM)", "ZStack(alignment: .topLeading)", "Group", "ScrollView", "ScrollView(.horizontal)",
        "List", "Form", "NavigationStack", "TabView", "ViewThatFits", "Grid", "GridRow", "Section",
        "LazyVGrid(columns: [GridItem(.adaptive(minimum: NUM))])", "LazyHGrid(rows: [GridItem(.fixed(NUM))])",
    ]
    static let modifiers = [
        ".frame(width: NUM, height: NUM)", ".frame(width: NUM)", ".frame(maxWidth: .infinity)",
        ".frame(minWidth: NUM, maxWidth: NUM, alignment: .leading)", ".frame(maxHeight: NUM)",
        ".padding()", ".padding(NUM)", ".padding(.horizontal, NUM)", ".offset(x: NUM, y: NUM)",
        ".aspectRatio(NUM, contentMode: .fit)", ".aspectRatio(contentMode: .fill)", ".fixedSize()",
        ".fixedSize(horizontal: true, vertical: false)", ".layoutPriority(NUM)",
        ".containerRelativeFrame(.horizontal)", ".containerRelativeFrame([.horizontal, .vertical])",
        ".containerRelativeFrame(.horizontal, count: NUM, span: NUM, spacing: NUM)",
        ".containerRelativeFrame(.vertical) { length, _ in length * NUM }",
        ".containerRelativeFrame(.horizontal) { w, axis in axis == .horizontal ? w / NUM : w }",
        ".ignoresSafeArea()", ".ignoresSafeArea(edges: .top)", ".safeAreaPadding(NUM)",
        ".font(.title)", ".font(.caption)", ".lineLimit(NUM)", ".lineLimit(1)", ".id(\"node\")",
        ".environment(\\.layoutDirection, .rightToLeft)", ".dynamicTypeSize(.accessibility3)",
        ".buttonStyle(.borderedProminent)", ".controlSize(.large)", ".toolbar(.hidden, for: .navigationBar)",
        ".navigationTitle(\"Title\")", ".navigationBarTitleDisplayMode(.inline)", ".scaledToFit()",
        ".border(.red)", ".opacity(0.5)", ".clipped()", ".scrollTargetBehavior(.paging)",
        ".gridCellColumns(NUM)", ".unknownModifier(NUM)",
    ]
    static let layered = [".overlay { VIEW }", ".background(VIEW)", ".safeAreaInset(edge: .bottom) { VIEW }", ".overlay(alignment: .topTrailing) { VIEW }"]

    mutating func number() -> String { choices.pick(Self.numbers) }

    mutating func fill(_ template: String, depth: Int) -> String {
        var text = template
        while let range = text.range(of: "NUM") { text.replaceSubrange(range, with: number()) }
        if let range = text.range(of: "VIEW") { text.replaceSubrange(range, with: view(depth: depth + 1)) }
        return text
    }

    mutating func view(depth: Int) -> String {
        var text: String
        if depth >= Self.maxDepth || choices.exhausted || choices.next(3) == 0 {
            text = fill(choices.pick(Self.leaves), depth: depth)
        } else if choices.next(6) == 0 {
            text = "ForEach(0..<\(choices.next(6))) { _ in \(view(depth: depth + 1)) }"
        } else if choices.next(8) == 0 {
            text = "GeometryReader { proxy in \(view(depth: depth + 1)) }"
        } else {
            let container = fill(choices.pick(Self.containers), depth: depth)
            let children = (0..<(1 + choices.next(4))).map { _ in view(depth: depth + 1) }
            text = "\(container) {\n" + children.joined(separator: "\n") + "\n}"
        }
        for _ in 0..<choices.next(4) {
            text += choices.next(5) == 0 ? fill(choices.pick(Self.layered), depth: depth) : fill(choices.pick(Self.modifiers), depth: depth)
        }
        return text
    }

    mutating func file() -> String {
        let body = view(depth: 0)
        switch choices.next(3) {
        case 0: return body
        case 1: return "import SwiftUI\n\nstruct ContentView: View {\n    var title: String\n    var body: some View {\n\(body)\n    }\n}\n"
        default: return "import SwiftUI\n\n#Preview {\n\(body)\n}\n"
        }
    }
}

let translator = SourceTranslator(
    containerKinds: Array(shippedRegistry.containerKinds.values), viewKinds: shippedRegistry.viewKindList,
    options: TranslationOptions(forEachDefaultCount: 5, maxNestingDepth: 300, maxNodes: 5_000, maxClosureSteps: 10_000))

func fuzzStructured(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var grammar = SourceGrammar(choices: Choices(bytes: UnsafeBufferPointer(start: data, count: size)))
    checkSource(grammar.file(), translator: translator, environment: environments[size % environments.count])
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzStructured(data, size) })
