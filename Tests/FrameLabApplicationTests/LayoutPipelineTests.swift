import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// `LayoutPipeline`: a request goes through environment, translation and layout, and a failing
/// stage leaves the later ones empty with its error.
@Suite struct LayoutPipelineTests {
    static let pipeline = LayoutPipeline(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))

    /// A 100 × 50 frame in a 300 × 300 window is centred: x = (300 − 100) / 2 = 100, y = (300 − 50) / 2 = 125.
    @Test func runLaysTheSourceOutInTheSelectedWindow() throws {
        let outcome = Self.pipeline.run(LayoutRequest(
            source: #"Color.red.frame(width: 100, height: 50).id("box")"#, selection: DeviceSelection(window: .plain(width: 300, height: 300))))
        let result = try #require(outcome.result)
        let box = try #require(result.nodes.first { $0.name == "box" })
        #expect(box.frame == Rect(x: 100, y: 125, width: 100, height: 50))
        #expect(outcome.errors.isEmpty)
    }

    /// The stages called one by one give what `run` gives.
    @Test func theStagesGiveWhatRunGives() throws {
        let request = LayoutRequest(source: #"HStack { Text("Inbox"); Spacer() }.padding()"#, selection: DeviceSelection(deviceID: "iphone-15-pro"))
        let environment = try Self.pipeline.environment(for: request)
        let root = try #require(Self.pipeline.translate(request.source, fileName: request.fileName, in: environment).root)
        let staged = LayoutPipeline.layout(root, in: environment)
        let run = try #require(Self.pipeline.run(request).result)
        #expect(staged.nodes.map(\.frame) == run.nodes.map(\.frame))
        // Padded 16 inside the 393-point-wide safe area: the HStack is 393 − 2 × 16 = 361 wide.
        #expect(run.nodes.first { $0.typeName == "HStack" }?.frame.width == 361)
    }

    /// A file whose views are all inside `#if os(macOS)` (the fixture `real-mac-only-file`): given no
    /// device, it is laid out on mac-window, and the canvas line says why; the 120 × 40 frame is
    /// centred in the 800 × 600 window: ((800 − 120) / 2, (600 − 40) / 2) = (340, 280). With a
    /// device chosen, the iPhone stays and the error suggests `--device mac-window`.
    @Test func aFileOfMacOnlyViewsIsLaidOutOnTheMacWhenNoDeviceIsGiven() throws {
        let path = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/real-mac-only-file.swift").path
        let file = SourceFile(name: "real-mac-only-file.swift", text: try String(contentsOfFile: path, encoding: .utf8))
        let chosen = Self.pipeline.run(LayoutRequest(files: [file], choice: .automatic, selection: DeviceSelection(), settings: SessionSettings(), previewTraits: PreviewCanvas.Explicit()))
        #expect(chosen.errors.isEmpty, "\(chosen.errors)")
        #expect(chosen.selection.deviceID == "mac-window")
        #expect(chosen.canvas?.applied == ["laid out on mac-window: every view in real-mac-only-file.swift is inside #if os(macOS)"])
        let card = try #require(chosen.result?.nodes.first { $0.name == "card" })
        #expect(card.frame == Rect(x: 340, y: 280, width: 120, height: 40))

        let given = Self.pipeline.run(LayoutRequest(files: [file], choice: .automatic, selection: DeviceSelection(deviceID: "iphone-15-pro"), settings: SessionSettings(), previewTraits: PreviewCanvas.Explicit(device: true)))
        #expect(given.result == nil)
        #expect(given.errors.contains { $0.contains("lay them out on macOS: --device mac-window") }, "\(given.errors)")
    }

    /// An unknown device stops at the first stage: no translation, no layout, the closest id suggested.
    @Test func anUnknownDeviceStopsAtTheEnvironment() {
        let outcome = Self.pipeline.run(LayoutRequest(source: "Color.red", selection: DeviceSelection(deviceID: "iphone-15-pr")))
        #expect(outcome.environment == nil && outcome.translation == nil && outcome.result == nil)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.contains("did you mean 'iphone-15-pro'?") == true)
    }

    /// A source error stops at the translation: the error with its position, no layout.
    @Test func aSourceErrorStopsAtTheTranslation() {
        let outcome = Self.pipeline.run(LayoutRequest(source: "VStack {", fileName: "Broken.swift", selection: DeviceSelection(window: .plain(width: 300, height: 300))))
        #expect(outcome.environment != nil && outcome.result == nil && outcome.root == nil)
        #expect(outcome.sourceDiagnostics.allSatisfy { $0.id == SourceMessages.syntaxError })
        #expect(outcome.errors.first?.hasPrefix("Broken.swift:1:") == true)
    }
}
