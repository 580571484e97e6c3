import Foundation
import FrameLabREPL
import LayoutCore
import Profiles

/// `matrix-480`: `:matrix` over 20 devices × 2 orientations × 12 Dynamic Type sizes (480 layouts)
/// of a 200-view settings screen, through the REPL interpreter as a person runs it (goal: under
/// 2 s in a release build, issue 15).
enum MatrixCase {
    /// 40 rows of `HStack { Text; Spacer; Text }.padding(.horizontal)`: 5 nodes each, 200 views.
    static let screen: String = {
        let rows = (0..<40).map { index in
            "    HStack { Text(\"Setting number \(index) with a longer label\").id(\"label\(index)\"); Spacer(); Text(\"Value\") }.padding(.horizontal)"
        }
        return "VStack(spacing: 0) {\n" + rows.joined(separator: "\n") + "\n}"
    }()

    static func matrix480() -> BenchmarkCase {
        BenchmarkCase(name: "matrix-480", summary: ":matrix of a 200-view screen, 20 devices × 2 orientations × 12 type sizes") {
            let options = SessionOptions()
            let profiles = ProfileState(searchPath: options.searchPath)
            let registry = profiles.registry
            let devices = registry.deviceIDs.filter { [.phone, .pad].contains(registry.devices[$0]?.idiom) }.prefix(20)
            let box = InterpreterBox(CommandInterpreter(profiles: profiles))
            _ = box.run(screen)
            let command = ":matrix label7 --devices \(devices.joined(separator: ",")) --orientations portrait,landscape --dynamic-type all"
            return (devices.count * 2 * 12, { box.run(command) })
        }
    }
}

/// Runs entries on one interpreter; each timed step is one `:matrix`.
final class InterpreterBox: @unchecked Sendable {
    var interpreter: CommandInterpreter

    init(_ interpreter: CommandInterpreter) { self.interpreter = interpreter }

    /// Runs `text`; returns the number of output lines (or -1 on failure) so the work is used.
    func run(_ text: String) -> Double {
        let output = interpreter.execute(InputEntry(text: text))
        return output.failed ? -1 : Double(output.messages.count)
    }
}
