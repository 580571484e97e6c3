import LayoutCore
import Profiles
import ViewSyntax

/// The one way from source to frames. Every command goes through it: `eval` and its `--matrix`,
/// `--sweep` and `--html`, the REPL, `check`, `test`, `watch`, `previews`, the pictures, the MCP
/// server and `serve` (through `LayoutService`) and the benchmarks.
///
/// Three stages, each a function of values:
/// 1. **environment**: a `DeviceSelection` (device, orientation, window, column, OS, posture) and
///    the settings (Dynamic Type size, direction, list policy) → a `LayoutEnvironment`;
/// 2. **translation**: source files, the root choice and the environment (whose size classes,
///    idiom and OS `@Environment` reads and `#if` see) → a `Translation` (tree and diagnostics);
/// 3. **layout**: tree and environment → a `LayoutResult` (frames, explanations, diagnostics).
///
/// `run(_:)` does all three for a `LayoutRequest` and returns a `LayoutOutcome`; callers that keep
/// a tree between steps (the REPL edits it, `:matrix` lays one tree out in many environments) call
/// the stages. Nothing else in the application calls the translator or the engine.
public struct LayoutPipeline: Sendable {
    public var profiles: ProfileState
    public var settings: SessionSettings = SessionSettings()

    // MARK: - Stage 1: environment

    /// The environment `selection` names, with the settings' Dynamic Type size, direction and list
    /// policy. An unknown device suggests the closest.
    public func environment(for selection: DeviceSelection) throws(CommandError) -> LayoutEnvironment {
        try profiles.environment(for: selection, settings: settings)
    }

    /// The environment of a request: its selection, Dynamic Type size and direction.
    public func environment(for request: LayoutRequest) throws(CommandError) -> LayoutEnvironment {
        var environment = try self.environment(for: request.selection)
        environment.dynamicTypeSize = request.dynamicTypeSize
        environment.layoutDirection = request.layoutDirection
        return environment
    }

    // MARK: - Stage 2: translation

    /// The translator for the settings, reading `@Environment` values and `#if` from `environment`
    /// (nil: none; completion only asks it for names).
    func translator(in environment: LayoutEnvironment?) -> SourceTranslator {
        var options = TranslationOptions(forEachDefaultCount: settings.forEachCount)
        if let environment { options.environment = SourceEnvironment(environment) }
        options.argumentOverrides = settings.arguments
        options.stateOverrides = settings.stateValues
        options.optionalsPresent = settings.optionalsPresent
        options.strict = settings.strict
        options.placeholderString = settings.placeholderWord
        return SourceTranslator(containerKinds: profiles.containerKinds, viewKinds: profiles.registry.viewKindList, options: options)
    }

    /// Translates `files` as one module and picks the root `choice` says.
    public func translate(_ files: [SourceFile], choice: RootChoice = .automatic, in environment: LayoutEnvironment?) -> Translation {
        translator(in: environment).translate(files, choice: choice)
    }

    /// Translates one piece of source alone (its syntax errors are errors; in a module a file
    /// that does not parse is left out with a warning).
    public func translate(_ source: String, fileName: String, in environment: LayoutEnvironment?) -> Translation {
        translator(in: environment).translate(source, fileName: fileName)
    }

    /// Applies modifier source (`.padding(10)`) to `node` with `module`'s declarations in scope.
    func applyModifiers(_ source: String, to node: ViewNode, fileName: String, module: [SourceFile], in environment: LayoutEnvironment?) -> Translation {
        translator(in: environment).applyModifiers(source, to: node, fileName: fileName, module: module)
    }

    /// `files` translated again per environment (`:matrix`, `--sweep`, `check`).
    func sourceTrees(_ files: [SourceFile], choice: RootChoice) -> SourceTrees {
        SourceTrees(files: files, choice: choice, pipeline: self)
    }

    // MARK: - Stage 3: layout

    /// Lays `root` out in `environment`.
    @inlinable public static func layout(_ root: ViewNode, in environment: LayoutEnvironment) -> LayoutResult {
        LayoutEngine.layout(root, in: environment)
    }

    /// Compiles `root` once, to lay it out in many environments (`:matrix` without source, the benchmarks).
    @inlinable public static func compile(_ root: ViewNode, for environment: LayoutEnvironment) -> LayoutProgram {
        LayoutProgram(root, for: environment)
    }

    /// Lays a compiled tree out in `environment`.
    @inlinable public static func layout(_ program: LayoutProgram, in environment: LayoutEnvironment) -> LayoutResult {
        LayoutEngine.layout(program, in: environment)
    }

    /// A layout kept between edits: the REPL lays out again only what an edit affects.
    @inlinable public static func session(_ root: ViewNode, in environment: LayoutEnvironment) -> LayoutSession {
        LayoutSession(root: root, environment: environment)
    }

    // MARK: - All three

    /// Environment, translation and layout for `request`. With `request.previewTraits` set, the
    /// chosen preview's traits change the selection (except what the user chose explicitly) and the
    /// source is translated again for it; a size-that-fits preview is laid out in a window of its
    /// ideal size.
    public func run(_ request: LayoutRequest) -> LayoutOutcome {
        var outcome = prepare(request)
        guard let root = outcome.root, var environment = outcome.environment else { return outcome }
        var result = Self.layout(root, in: environment)
        if outcome.canvas?.sizeThatFits == true, let window = PreviewCanvas.fittingWindow(of: root, in: environment) {
            // As eval always did: the fitted window on the request's selection.
            var fitted = request
            fitted.selection.window = window
            if var fittedEnvironment = try? self.environment(for: fitted) {
                fittedEnvironment.proposesIdealSize = true
                environment = fittedEnvironment
                outcome.environment = environment
                result = Self.layout(root, in: environment)
            }
        }
        outcome.result = result
        return outcome
    }

    /// The first two stages of `run`: the environment and the translation, with the preview's
    /// traits applied (the REPL lays the tree out later, after its own bookkeeping).
    public func prepare(_ request: LayoutRequest) -> LayoutOutcome {
        var outcome = LayoutOutcome(selection: request.selection)
        do throws(CommandError) {
            var environment = try self.environment(for: request)
            outcome.environment = environment
            var translation = translate(request, in: environment, choice: request.choice)
            if let explicit = request.previewTraits, case .preview(let preview)? = translation.selection?.kind, !preview.traits.isEmpty {
                let chosen = PreviewCanvas(traits: preview.traits, base: request.selection, explicit: explicit, registry: profiles.registry)
                outcome.canvas = chosen
                if chosen.selection != request.selection {
                    outcome.selection = chosen.selection
                    var traitRequest = request
                    traitRequest.selection = chosen.selection
                    environment = try self.environment(for: traitRequest)
                    outcome.environment = environment
                    translation = translate(request, in: environment, choice: .preview(String(preview.index)))
                }
            }
            if !(request.previewTraits.map(\.device) ?? !request.deviceUnchosen), translation.root == nil,
                let (deviceID, reason) = translation.platformDevice {
                // Every view is inside `#if os(macOS)` and the user chose no device: the Mac, said so.
                var platformRequest = request
                platformRequest.selection.deviceID = deviceID
                if request.previewTraits?.window == false { platformRequest.selection.window = nil }
                platformRequest.selection.os = nil
                if let platformEnvironment = try? self.environment(for: platformRequest) {
                    let platformTranslation = translate(request, in: platformEnvironment, choice: request.choice)
                    if platformTranslation.root != nil {
                        environment = platformEnvironment
                        translation = platformTranslation
                        outcome.environment = environment
                        outcome.selection = platformRequest.selection
                        outcome.canvas = PreviewCanvas(selection: platformRequest.selection, applied: ["laid out on \(deviceID): \(reason)"])
                    }
                }
            }
            outcome.translation = translation
        } catch {
            outcome.environment = nil
            outcome.error = error
        }
        return outcome
    }

    private func translate(_ request: LayoutRequest, in environment: LayoutEnvironment, choice: RootChoice) -> Translation {
        if let module = request.module {
            return translate(module, choice: choice, in: environment)
        }
        return translate(request.source, fileName: request.fileName, in: environment)
    }
}
