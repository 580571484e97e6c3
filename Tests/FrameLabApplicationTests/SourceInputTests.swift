import Foundation
import LayoutCore
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// Source typed at the prompt (needs the real translator; skipped while ViewSyntax is a stub).
struct SourceInputTests {
    static var translatorAvailable: Bool {
        SourceTranslator(containerKinds: []).translate("Rectangle()").root != nil
    }

    @Test(.enabled(if: translatorAvailable)) func aLineStartingWithADotContinuesTheSourceBefore() {
        var interpreter = TestSupport.interpreter()
        #expect(!interpreter.execute(InputEntry(text: "Rectangle()")).failed)
        let output = interpreter.execute(InputEntry(text: "  .frame(width: 50, height: 20).id(\"box\")"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(!interpreter.execute(InputEntry(text: ":expect box.width == 50")).failed)
        #expect(interpreter.session.undoStack.count == 2, "each tree is one undo step")
    }

    @Test(.enabled(if: translatorAvailable)) func sourceErrorsPointAtTheScriptLine() {
        var interpreter = TestSupport.interpreter()
        let output = interpreter.run(script: ":set precision 2\n\nVStack {\n  Rectangle(\n}\n", file: "bad.framelab")
        #expect(output.failed)
        let error = output.messages.first { $0.kind == .error }
        #expect(error?.location == InputLocation(file: "bad.framelab", line: 3))
        #expect(error?.text.contains("bad.framelab:") == true, "\(output.rendered())")
        #expect(interpreter.session.state.root == nil, "a source error leaves the tree as it was")
    }
}
