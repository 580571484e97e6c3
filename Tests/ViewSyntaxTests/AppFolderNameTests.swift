import LayoutCore
import Testing
@testable import ViewSyntax

/// An app folder read as Swift reads a module (issue 26: 59 of 180 files failed in their app
/// folder while laying out alone). Each case is the construct of a real app, written here.
@Suite struct AppFolderNameTests {
    private func layout(_ files: [SourceFile], view: String) throws -> (LayoutResult, Translation) {
        let translation = translator.translate(files, choice: .view(view))
        let root = try #require(translation.root, "\(translation.diagnostics.map(\.rendered))")
        return (LayoutEngine.layout(root, in: .window(width: 400, height: 800)), translation)
    }

    private func height(_ result: LayoutResult, _ name: String) -> Double? {
        result.node(named: name)?.frame.size.height
    }

    /// Two files each with a `private struct Row` (and a nested `Header`): each file's views use
    /// their own. They were one name space: the later `Row` replaced the first, with a warning.
    @Test func filePrivateAndNestedTypesAreSeenInTheirOwnFile() throws {
        let a = SourceFile(name: "A.swift", text: """
            private struct Row: View { var body: some View { Color.red.frame(height: 30) } }
            struct ScreenA: View {
                struct Header: View { var body: some View { Color.blue.frame(height: 10) } }
                var body: some View { VStack(spacing: 0) { Header().id("header"); Row().id("row") } }
            }
            """)
        let b = SourceFile(name: "B.swift", text: """
            fileprivate struct Row: View { var body: some View { Color.red.frame(height: 60) } }
            struct ScreenB: View {
                struct Header: View { var body: some View { Color.blue.frame(height: 20) } }
                var body: some View { VStack(spacing: 0) { Header().id("header"); Row().id("row") } }
            }
            """)
        let (screenA, translationA) = try layout([a, b], view: "ScreenA")
        #expect(height(screenA, "row") == 30)        // A.swift's Row, not B.swift's 60
        #expect(height(screenA, "header") == 10)     // ScreenA.Header
        #expect(!translationA.diagnostics.contains { $0.id == SourceMessages.duplicateDefinition })
        let (screenB, _) = try layout([a, b], view: "ScreenB")
        #expect(height(screenB, "row") == 60)
        #expect(height(screenB, "header") == 20)
    }

    /// `init(start:)` declared in an extension, beside the memberwise initializer, and
    /// `@State var value: Int` without a default in the memberwise initializer.
    @Test func extensionInitializersAndStateInTheMemberwiseInitializer() throws {
        let files = [SourceFile(name: "Counter.swift", text: """
            struct Counter: View {
                @State var value: Double
                var body: some View { Color.red.frame(width: value, height: value).id("counter") }
            }
            extension Counter {
                init(start: Double) { self._value = State(initialValue: start * 2) }
            }
            struct Screen: View {
                var body: some View { VStack { Counter(start: 10).id("extension"); Counter(value: 7).id("memberwise") } }
            }
            """)]
        let (result, _) = try layout(files, view: "Screen")
        #expect(result.node(named: "extension")?.frame.size == Size(width: 20, height: 20))   // 10 × 2, set by the extension's init
        #expect(result.node(named: "memberwise")?.frame.size == Size(width: 7, height: 7))    // the memberwise init's value: 7
    }

    /// An extension overload that calls SwiftUI's modifier of the same name, and one overload
    /// calling another: neither is recursion ("'hidden' contains itself" before). A class's
    /// `func onAppear()` does not replace SwiftUI's `onAppear`.
    @Test func overloadsAndAppMethodsNamedLikeSwiftUIs() throws {
        let files = [SourceFile(name: "Extensions.swift", text: """
            extension View {
                @ViewBuilder func hidden(_ hide: Bool) -> some View {
                    if hide { self.hidden() } else { self }
                }
                func bordered() -> some View { self.bordered(width: 4) }
                func bordered(width: Double) -> some View { self.padding(width) }
            }
            final class Model {
                func onAppear() -> Int { 1 }
            }
            struct Screen: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .hidden(false)
                        .bordered()
                        .onAppear { }
                        .id("screen")
                }
            }
            """)]
        let (result, translation) = try layout(files, view: "Screen")
        #expect(result.node(named: "screen")?.frame.size == Size(width: 18, height: 18))   // 10 + 4 + 4
        #expect(!translation.diagnostics.contains { $0.id == SourceMessages.recursiveView }, "\(translation.diagnostics.map(\.message))")
    }

    /// An app `struct List: View` (apps declare `Form`, `Tab`, `List`) is the app's; `SwiftUI.List` is still SwiftUI's.
    @Test func appTypesNamedLikeSwiftUIsAndTheQualifiedName() throws {
        let files = [SourceFile(name: "List.swift", text: """
            struct List: View {
                var body: some View { Color.red.frame(width: 50, height: 50) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        List().id("app")
                        SwiftUI.List { Text("Row") }.id("swiftui")
                    }
                }
            }
            """)]
        let (result, _) = try layout(files, view: "Screen")
        #expect(result.node(named: "app")?.frame.size == Size(width: 50, height: 50))
        guard case .container(let container)? = result.node(named: "swiftui")?.kind else {
            Issue.record("SwiftUI.List is not SwiftUI's List container")
            return
        }
        #expect(container.viewName == "List")
    }

    /// A file whose views are all inside `#if os(macOS)`, laid out for an iPhone: the error says
    /// which platform compiles them and which device to use.
    @Test func viewsOnlyForAnotherPlatformSayWhich() {
        let translation = translator.translate("""
            #if os(macOS)
            struct Preferences: View {
                var body: some View { Text("General") }
            }
            #endif
            """)
        let error = translation.diagnostics.first { $0.severity == .error }
        #expect(error?.id == SourceMessages.noView)
        let message = error?.message ?? ""
        #expect(message.contains("(Preferences)") && message.contains("'#if os(macOS)'"), "\(message)")
        #expect(message.hasSuffix("lay them out on macOS: --device mac-window"), "\(message)")
    }

    /// `extension HelpBadge<Text> { init(_ text: String, width: Double = 90) }`: an initializer in
    /// an extension written with the type's generic arguments is found (Plash's `InfoPopoverButton`,
    /// issue 26's wave-5 sample). It was "'InfoPopoverButton' has no parameter without a label".
    @Test func extensionInitializersOfAGenericTypeWrittenWithItsArgumentsAreFound() throws {
        let files = [SourceFile(name: "Popover.swift", text: """
            struct HelpBadge<Content: View>: View {
                var width: Double
                @ViewBuilder let content: Content
                var body: some View { content.frame(width: width, height: 30) }
            }
            extension HelpBadge<Text> {
                init(_ text: String, width: Double = 90) {
                    self.content = Text(text)
                    self.width = width
                }
            }
            struct Screen: View {
                var body: some View { HelpBadge("Help").id("badge") }
            }
            """)]
        let (result, translation) = try layout(files, view: "Screen")
        #expect(result.node(named: "badge")?.frame.size == Size(width: 90, height: 30), "\(translation.diagnostics.map(\.rendered))")   // the extension's default width
    }

    /// `func onReceive(_ name: Notification.Name, …) -> some View { onReceive(publisher, perform:) }`:
    /// the inner call is SwiftUI's `onReceive` (Swift tells them apart by type), not the overload
    /// calling itself (Loop's View+Extensions, issue 26's wave-5 sample). It was "'onReceive(…)'
    /// contains itself".
    @Test func aSwiftUIModifierCalledInsideItsOwnOverloadIsSwiftUIs() throws {
        let files = [SourceFile(name: "Extensions.swift", text: """
            extension View {
                func onReceive(_ name: Notification.Name, center: NotificationCenter = .default, perform action: @escaping (Notification) -> Void) -> some View {
                    onReceive(center.publisher(for: name), perform: action)
                }
            }
            struct Screen: View {
                var body: some View {
                    Color.red.frame(width: 50, height: 20)
                        .onReceive(.refresh) { _ in }
                        .id("box")
                }
            }
            """)]
        let (result, translation) = try layout(files, view: "Screen")
        #expect(result.node(named: "box")?.frame.size == Size(width: 50, height: 20))
        #expect(!translation.diagnostics.contains { $0.message.contains("contains itself") }, "\(translation.diagnostics.map(\.rendered))")
    }

    /// `@EnvironmentObject var uiStore: UIStore` (and `@Environment(\.dismiss)`) is set by SwiftUI,
    /// not by the caller: it is no parameter of the memberwise initializer, so a trailing closure
    /// binds to the optional `action` before it (eul's `MenuActionButtonView`, issue 26's wave-5
    /// sample). It was "'MenuActionButtonView' has no parameter without a label".
    @Test func injectedPropertiesAreNoMemberwiseParameters() throws {
        let files = [SourceFile(name: "Menu.swift", text: """
            struct MenuAction: View {
                let id: String
                let imageName: String
                var action: (() -> Void)?
                @EnvironmentObject var uiStore: UIStore
                @Environment(\\.dismiss) var dismiss
                var body: some View { Color.red.frame(width: 30, height: 20) }
            }
            struct Screen: View {
                var body: some View { MenuAction(id: "open", imageName: "Folder") { print("open") }.id("button") }
            }
            """)]
        let (result, translation) = try layout(files, view: "Screen")
        #expect(result.node(named: "button")?.frame.size == Size(width: 30, height: 20), "\(translation.diagnostics.map(\.rendered))")
        #expect(!translation.diagnostics.contains { $0.severity == .error })
    }
}
