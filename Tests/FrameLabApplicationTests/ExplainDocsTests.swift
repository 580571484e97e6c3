import Foundation
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// `docs/explain.md` shows real output: the gallery's `:why` there is what FrameLab prints now,
/// and `docs/images/gallery.svg` is what `:svg` writes now (`FRAMELAB_UPDATE_GOLDEN=1` rewrites
/// the picture).
struct ExplainDocsTests {
    static let docs = TestSupport.packageRoot.appendingPathComponent("docs")

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func galleryMatchesTheDocs() throws {
        let source = try String(contentsOf: Self.docs.appendingPathComponent("images/Gallery.swift"), encoding: .utf8)
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.execute(InputEntry(text: ":os ios17"))   // the page shows the iOS 17 bars
        let laidOut = interpreter.run(script: source, file: "Gallery.swift")
        #expect(!laidOut.failed, "\(laidOut.rendered())")
        let why = interpreter.execute(InputEntry(text: ":why item0")).rendered()
            .replacingOccurrences(of: TestSupport.packageRoot.path + "/", with: "")
        let page = try String(contentsOf: Self.docs.appendingPathComponent("explain.md"), encoding: .utf8)
        #expect(page.contains("```text\n" + why + "\n```"), "docs/explain.md shows an old :why:\n\(why)")

        let result = try #require(interpreter.session.result)
        let selected = try #require(result.node(named: "item0")).id
        let svg = LayoutSVG(result: result, selected: selected, format: NumberFormat(precision: 3)).document()
        let picture = Self.docs.appendingPathComponent("images/gallery.svg")
        if ProcessInfo.processInfo.environment["FRAMELAB_UPDATE_GOLDEN"] == "1" {
            try svg.write(to: picture, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: picture, encoding: .utf8) == svg, "docs/images/gallery.svg is out of date")
    }
}
