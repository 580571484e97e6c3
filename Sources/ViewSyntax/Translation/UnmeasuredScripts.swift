import LayoutCore
import SwiftSyntax

/// One warning per file whose texts use characters FrameLab has no measured advance for
/// (`TextScript`): it names the scripts and says how their widths are estimated.
enum UnmeasuredScripts {
    /// The first text with such characters in each file, and every script found in that file.
    static func findings(in root: ViewNode, font: TextFont) -> [(location: LayoutCore.SourceLocation?, scripts: [String])] {
        var byFile: [(file: String?, location: LayoutCore.SourceLocation?, scripts: [String])] = []
        var stack = [root]
        while let node = stack.popLast() {
            if case .text(let string, _) = node.kind {
                let scripts = TextScript.unmeasured(in: string, font: font)
                if !scripts.isEmpty {
                    let file = node.location?.file
                    if let index = byFile.firstIndex(where: { $0.file == file }) {
                        for script in scripts where !byFile[index].scripts.contains(script) { byFile[index].scripts.append(script) }
                        if let location = node.location, let first = byFile[index].location,
                           (location.line, location.column) < (first.line, first.column) {
                            byFile[index].location = location
                        }
                    } else {
                        byFile.append((file, node.location, scripts))
                    }
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return byFile.map { ($0.location, $0.scripts) }
    }

    static func message(_ scripts: [String]) -> String {
        "text uses characters FrameLab has no measured width for (\(scripts.joined(separator: ", "))): "
            + "an East Asian wide character or an emoji is estimated at one em, any other the mean a–z advance; "
            + "widths of these texts are estimates"
    }
}

extension TranslationSession {
    /// The warnings of `UnmeasuredScripts`, at the first such text of each file.
    static func unmeasuredScripts(_ tree: ViewNode, context: SourceContext, font: TextFont) -> [TranslationIssue] {
        UnmeasuredScripts.findings(in: tree, font: font).map { warning(at: $0.location, context: context, SourceMessages.textScriptUnmeasured, UnmeasuredScripts.message($0.scripts)) }
    }
}
