import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `framelab check FILE… [--matrix AXES] [--json] [--config FILE]`: lays each file out on every
/// layout of the matrix and reports what `LayoutChecker` finds, one entry per view and check with
/// the layouts it happens on. Exit status 0 when clean, 1 with findings, 2 when a file or the
/// configuration could not be read.
public enum CheckRunner {
    public struct Options: Sendable {
        public var paths: [String]
        public var matrix: String?
        public var json: Bool
        public var configPath: String?
        public init(paths: [String], matrix: String? = nil, json: Bool = false, configPath: String? = nil) {
            self.paths = paths
            self.matrix = matrix
            self.json = json
            self.configPath = configPath
        }
    }

    public static let configFileName = ".framelab.yml"

    /// A finding on one view, with every layout it happens on.
    struct Report: Sendable, Codable, Hashable {
        var check: LayoutCheck
        var file: String
        var line: Int?
        var column: Int?
        var view: String
        var name: String?
        var message: String
        var layouts: [String]
        /// The preview it happens in, when the file has several (`preview 2 "Dark"`).
        var preview: String?
        /// Why it is accepted, when `.framelab.yml` disables it.
        var disabledBecause: String?
    }

    struct Outcome: Sendable, Codable {
        var files: [String]
        var layouts: Int
        var findings: [Report]
        var disabled: [Report]
        var errors: [String]
    }

    public static func run(_ check: Options, options: SessionOptions) -> Int32 {
        let profiles = ProfileState(searchPath: options.searchPath, readAhead: options.readAhead)
        let style = OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO))
        let outcome = self.check(check, profiles: profiles)
        if check.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: (try? encoder.encode(outcome)) ?? Data(), as: UTF8.self))
        } else {
            for error in outcome.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            if outcome.errors.isEmpty || !outcome.findings.isEmpty { print(render(outcome, style: style), terminator: "") }
        }
        if !outcome.errors.isEmpty { return 2 }
        return outcome.findings.isEmpty ? 0 : 1
    }

    /// What `framelab check` finds in the files at `paths` on the `matrix` axes: the text it prints,
    /// its `--json` document, its errors and the number of findings (for the MCP server).
    public static func report(paths: [String], matrix: String?, options: SessionOptions) -> (text: String, json: String, errors: [String], findings: Int) {
        let outcome = check(Options(paths: paths, matrix: matrix), profiles: ProfileState(searchPath: options.searchPath, readAhead: options.readAhead))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(outcome)) ?? Data(), as: UTF8.self)
        return (render(outcome, style: .plain), json, outcome.errors, outcome.findings.count)
    }

    static func check(_ check: Options, profiles: ProfileState) -> Outcome {
        var outcome = Outcome(files: check.paths, layouts: 0, findings: [], disabled: [], errors: [])
        let matrix: CheckMatrix
        do {
            matrix = try CheckMatrix.parse(check.matrix, registry: profiles.registry)
        } catch {
            outcome.errors.append("error: --matrix: \(error.message)")
            return outcome
        }
        var configuration = CheckConfiguration()
        let configPath = check.configPath ?? (FileManager.default.fileExists(atPath: configFileName) ? configFileName : nil)
        if let configPath {
            let loaded = CheckConfiguration.load(path: configPath, checks: LayoutCheck.allCases.map(\.rawValue))
            outcome.errors += loaded.diagnostics.filter { $0.severity == .error }.map(\.description)
            guard let found = loaded.configuration else { return outcome }
            configuration = found
        }
        let layouts = matrix.layouts
        outcome.layouts = layouts.count
        let pipeline = LayoutPipeline(profiles: profiles)
        for file in check.paths {
            let source: String
            do {
                source = try TextFile.read(file)
            } catch {
                outcome.errors.append("error: \(error.message)")
                continue
            }
            var environments: [(label: String, environment: LayoutEnvironment)] = []
            for layout in layouts {
                do {
                    var environment = try pipeline.environment(for: layout.selection)
                    if let dynamicType = layout.dynamicType { environment.dynamicTypeSize = dynamicType }
                    environments.append((layout.label, environment))
                } catch {
                    outcome.errors.append("error: \(layout.label): \(error.message)")
                }
            }
            // Each layout lays out the source translated for its own environment (size classes, idiom,
            // type size); a file with several previews has each of them checked.
            let module = [SourceFile(name: file, text: source)]
            var choices: [(choice: RootChoice, preview: String?)] = [(.automatic, nil)]
            if let first = environments.first, let previews = pipeline.translate(module, in: first.environment).selection?.previews, previews.count > 1 {
                choices = previews.map { (.preview(String($0.index)), "preview \($0.index) \($0.title)") }
            }
            var reports: [Report] = []
            var reportedErrors = Set<String>()
            for (choice, preview) in choices {
                let translations = pipeline.sourceTrees(module, choice: choice)
                    .translations(for: environments.map(\.environment)).translations
                for ((layoutLabel, environment), translation) in zip(environments, translations) {
                    guard let root = translation.root, !translation.hasErrors else {
                        var errors = translation.diagnostics.map(\.rendered)
                        if translation.diagnostics.isEmpty { errors.append("error: \(file) has no view to lay out") }
                        for error in errors where reportedErrors.insert(error).inserted { outcome.errors.append(error) }
                        continue
                    }
                    let label = preview.map { "\(layoutLabel), \($0)" } ?? layoutLabel
                    for finding in LayoutChecker(result: LayoutPipeline.layout(root, in: environment), choices: BranchChoices.byNodeID(in: root)).findings() {
                        if let index = reports.firstIndex(where: { $0.check == finding.check && $0.view == finding.view && $0.preview == preview }) {
                            reports[index].layouts.append(label)
                        } else {
                            reports.append(Report(check: finding.check, file: file, line: finding.line, column: finding.column, view: finding.view,
                                                  name: finding.name, message: "\(finding.message) (on \(label))", layouts: [label], preview: preview))
                        }
                    }
                }
            }
            for var report in reports {
                if let rule = configuration.rules.first(where: { $0.covers(check: report.check.rawValue, file: file, view: report.name) }) {
                    report.disabledBecause = "\(rule.reason) (\(rule.origin.file):\(rule.origin.line))"
                    outcome.disabled.append(report)
                } else {
                    outcome.findings.append(report)
                }
            }
        }
        return outcome
    }

    /// `file:line:col: warning: [check] view: message`, the layouts it happens on, and a summary.
    static func render(_ outcome: Outcome, style: OutputStyle) -> String {
        var text = ""
        for report in outcome.findings {
            let position = [report.file, report.line.map(String.init), report.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            text += "\(position): \(style.yellow("warning")): [\(report.check.rawValue)] \(report.view) \(report.message)\n"
            let shown = report.layouts.prefix(6).joined(separator: ", ") + (report.layouts.count > 6 ? ", …" : "")
            text += "    on \(report.layouts.count) of \(outcome.layouts) layouts: \(shown)\n"
        }
        let files = outcome.files.count
        var summary = "\(outcome.findings.count) finding\(outcome.findings.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") across \(outcome.layouts) layouts"
        if !outcome.disabled.isEmpty { summary += " (\(outcome.disabled.count) disabled by \(configFileName))" }
        return text + summary + "\n"
    }
}
