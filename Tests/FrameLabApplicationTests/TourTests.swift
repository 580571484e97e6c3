import Foundation
import Testing
@testable import FrameLabApplication

/// The tour runs to the end without a terminal, every step's :expect holding (the article's
/// numbers on iPhone 15 Pro), and `:tour` steps through it inside a session.
struct TourTests {
    @Test(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
    func tourRunsToTheEndNonInteractively() throws {
        let result = try ProcessRunner.run(["tour", "--color", "never"])
        #expect(result.status == 0, "\(result.standardError)")
        let steps = try TourScript.load().steps.count
        #expect(steps == 5)
        #expect(result.standardOutput.contains("── Step 5 of 5: Counting the spacing"))
        // One :expect per step: 759 / 2, 759 / 2 by count, 200 / 2, 393 / 3, (393 − 20) / 3.
        #expect(result.standardOutput.components(separatedBy: ": ok: ").count - 1 == 5, "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("error"), "\(result.standardOutput)")
    }

    @Test func tourCommandShowsOneStepAtATimeAndKeepsItsLayout() {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        let first = interpreter.execute(InputEntry(text: ":tour"))
        #expect(!first.failed, "\(first.rendered())")
        #expect(first.rendered().contains("── Step 1 of 5: Half the container, not half the parent"))
        #expect(first.rendered().contains(":tour for the next step (2 of 5)"))
        // The step's layout stays to play with: a third instead of a half, 759 / 3 = 253.
        let tried = interpreter.execute(InputEntry(text: ":replace half Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 3 }.id(\"half\")"))
        #expect(!tried.failed, "\(tried.rendered())")
        #expect(!interpreter.execute(InputEntry(text: ":expect half.height == 253")).failed)
        #expect(interpreter.execute(InputEntry(text: ":tour")).rendered().contains("── Step 2 of 5"))
        #expect(interpreter.execute(InputEntry(text: ":tour 9")).failed)
    }
}
