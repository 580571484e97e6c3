import Foundation
import LayoutCore
import Testing
@testable import FrameLabApplication

/// `:present` as session state (`:save`, the journal, `:load`, `:json`), `:present N main`, and the
/// iPadOS 26 window controls in `:why`, on the shipped profiles.
@Suite(.enabled(if: PictureTests.hasTranslatorAndProfiles)) struct PresentationSessionTests {
    static func interpreter(_ setup: String) -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        let output = interpreter.run(script: setup, file: "<test>")
        #expect(!output.failed, "\(output.rendered())")
        return interpreter
    }

    static let inspector = """
        :device ipad-pro-11
        Color.red
            .containerRelativeFrame(.horizontal)
            .id("main")
            .inspector(isPresented: $showInspector) {
                Color.blue.id("panel")
            }
        """

    /// `:present 1 main`: the main tree beside the 320-pt column, 834 − 320 = 514 wide.
    @Test func theMainTreeBesideAnInspectorIsNarrower() {
        var interpreter = Self.interpreter(Self.inspector + "\n:present 1 main")
        let why = interpreter.execute(InputEntry(text: ":why main")).rendered()
        #expect(why.contains("834 − 320 = 514 wide"), "\(why)")
        #expect(why.contains("The window here is the main content's while presentation 1 is shown (:present 1 main)"))
        let json = interpreter.execute(InputEntry(text: ":json")).rendered()
        #expect(json.contains("\"shows\" : \"main\""), "\(json)")
        #expect(json.contains("\"container\" : \"inspector\""))
        #expect(json.contains("\"width\" : 514"))
    }

    /// `:save` writes `:present N` after the tree, so `:load` shows the presentation again; the
    /// journal writes the same script.
    @Test func savedSessionsKeepThePresentation() throws {
        var interpreter = Self.interpreter(Self.inspector + "\n:present 1")
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("session.framelab").path
        #expect(!interpreter.execute(InputEntry(text: ":save \(path)")).failed)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.hasSuffix(":present 1\n"), "\(script)")
        #expect(SessionScript.render(interpreter.session.state) == script)
        var restored = Self.interpreter(":load \(path)")
        #expect(restored.session.state.presentation == PresentationChoice(number: 1))
        let frames = restored.execute(InputEntry(text: ":why panel")).rendered()
        #expect(frames.contains("placed along the trailing edge: frame 320×1210 at (514, 0)"), "\(frames)")
        _ = restored.execute(InputEntry(text: ":present off"))
        #expect(!SessionScript.render(restored.session.state).contains(":present"))
    }

    /// In a 700×900 window on iPadOS 26 a GeometryReader at the window's top-leading corner reads the
    /// window controls' 78×32 as containerCornerInsets.topLeading; in a full-screen window, nothing.
    @Test func windowControlsAreTheTopLeadingCornerInsets() {
        let source = """
            GeometryReader { proxy in
                Color.blue
            }
            .id("reader")
            .ignoresSafeArea()
            """
        var windowed = Self.interpreter(":device ipad-pro-11\n:window 700x900\n" + source)
        let why = windowed.execute(InputEntry(text: ":why reader")).rendered()
        #expect(why.contains("GeometryProxy.containerCornerInsets.topLeading = 78×32"), "\(why)")
        #expect(why.contains("estimate"))
        var fullScreen = Self.interpreter(":device ipad-pro-11\n" + source)
        #expect(!fullScreen.execute(InputEntry(text: ":why reader")).rendered().contains("containerCornerInsets"))
        var older = Self.interpreter(":device ipad-pro-11\n:os ios18\n:window 700x900\n" + source)
        #expect(!older.execute(InputEntry(text: ":why reader")).rendered().contains("containerCornerInsets"), "no window controls before iPadOS 26")
    }

    /// In right-to-left the controls sit at the top right (the top-leading corner): a reader there
    /// overlaps them, one at the top left does not; `--json` carries the same `containerCornerInsets`.
    @Test func windowControlsFollowTheLayoutDirection() throws {
        let source = """
            HStack {
                GeometryReader { proxy in Color.blue }.id("reader").frame(width: 200, height: 100)
                Spacer()
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .ignoresSafeArea()
            """
        var rightToLeft = Self.interpreter(":device ipad-pro-11\n:window 700x900\n:set direction rtl\n" + source)
        let why = rightToLeft.execute(InputEntry(text: ":why reader")).rendered()
        // The leading reader is at x = 700 − 200 = 500, under the controls' 78×32 at x 622…700.
        #expect(why.contains("frame (500, 0) 200×100"), "\(why)")
        #expect(why.contains("containerCornerInsets.topLeading = 78×32"), "\(why)")
        let json = rightToLeft.execute(InputEntry(text: ":json")).rendered()
        #expect(json.contains("\"containerCornerInsets\""), "\(json)")
        #expect(json.contains("\"width\" : 78"))
        var bar = Self.interpreter(":device ipad-pro-11\n:window 700x900\n:set direction rtl\nNavigationStack {\n    Color.red.navigationTitle(\"Notes\")\n}")
        #expect(bar.execute(InputEntry(text: ":why #0")).rendered().contains("start at x = 622 (700 − 78, leading is the right edge)"))
    }

    /// A navigation container's top bar moves its leading items clear of the controls (x = 78).
    @Test func leadingBarItemsMoveClearOfTheWindowControls() {
        var interpreter = Self.interpreter(":device ipad-pro-11\n:window 700x900\nNavigationStack {\n    Color.red.navigationTitle(\"Notes\")\n}")
        let why = interpreter.execute(InputEntry(text: ":why #0")).rendered()
        #expect(why.contains("leading items of its top bar start at x = 78"), "\(why)")
    }

    /// iPadOS 26 has no bottom-toolbar figure: the iPadOS 17 50 is kept and `:why` says it is an estimate.
    @Test func theIOS26ToolbarIsAnEstimate() {
        var interpreter = Self.interpreter("""
            :device ipad-pro-11
            NavigationSplitView {
                Color.gray
            } detail: {
                Color.red
                    .containerRelativeFrame(.vertical)
                    .id("crf")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("Add") }
                    }
            }
            """)
        let why = interpreter.execute(InputEntry(text: ":why crf")).rendered()
        #expect(why.contains("metric toolbar ≈ 50"), "\(why)")
        #expect(why.contains("estimate: no iPadOS 26 figure found for the glass bottom"))
    }
}
