import Foundation
import LayoutCore
import Testing
@testable import ViewSyntax

/// The modifier registry (docs/modifiers.md): each name is listed once, and every described modifier
/// (`ModifierTable`) translates from its examples, prints back to the same tree, clamps its lengths
/// and explains its size; the layout numbers themselves are checked by its fixture.
@Suite struct ModifierRegistryTests {
    @Test func eachModifierNameIsListedOnce() {
        let lists: [(String, [String])] = [
            ("ModifierTable.all", ModifierTable.names), ("TranslatedModifier", TranslatedModifier.allCases.map(\.rawValue)),
            ("InertModifier.Effect", ViewCatalog.modifiersReadByLayout), ("ModifierTable.inert", ModifierTable.inert),
            ("ControlSelections", ViewCatalog.selectionModifiers),
        ]
        // Two names are in two lists on purpose: `layoutValue` is translated into a kept modifier whose
        // effect layout reads, and `fontWeight` is translated for Text and selects control variants.
        let both: [String: Set<String>] = [
            "layoutValue": ["TranslatedModifier", "InertModifier.Effect"], "fontWeight": ["TranslatedModifier", "ControlSelections"],
        ]
        var seen: [String: Set<String>] = [:]
        for (list, names) in lists {
            for name in names {
                #expect(seen[name]?.contains(list) != true, "'\(name)' is twice in \(list)")
                seen[name, default: []].insert(list)
            }
        }
        for (name, lists) in seen where lists.count > 1 {
            #expect(both[name] == lists, "'\(name)' is in \(lists.sorted().joined(separator: " and "))")
        }
        #expect(ViewCatalog.modifierNames == Set(seen.keys))
    }

    @Test func fuzzDictionaryNamesAreKnown() throws {
        // Tests/Fuzz/dict/source.dict is generated from the registry (scripts/fuzz-corpus.py); a
        // modifier name it holds that FrameLab no longer knows is stale: run `make fuzz-corpus`.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/dict/source.dict")
        let tokens = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.dropFirst().dropLast() }
        let keywords: Set<String> = ["in", "return", "let", "var", "if", "else", "switch", "case", "default", "for", "while", "struct", "min(", "max("]
        let names = tokens.compactMap { token -> String? in
            let name = token.hasPrefix(".") ? String(token.dropFirst()) : String(token)
            guard let first = name.first, first.isLowercase, name.allSatisfy({ $0.isLetter || $0.isNumber }), !keywords.contains(name) else { return nil }
            return name
        }
        let fixed: Set<String> = ["horizontal", "vertical", "center", "fit", "fill", "all", "infinity", "nan", "topLeading", "bottomTrailing"]
        let stale = names.filter { !ViewCatalog.modifierNames.contains($0) && !fixed.contains($0) }
        #expect(stale.isEmpty, "not modifiers FrameLab knows: \(Set(stale).sorted())")
        #expect(names.count > 100)
    }

    @Test func modifiersLayoutReadsAreNotInert() {
        // `resizable` changes an image's size (Tests/Fixtures/image-resizable.swift); it was listed as inert.
        for name in ["resizable", "navigationTitle", "layoutValue"] {
            #expect(ViewCatalog.modifiersReadByLayout.contains(name))
            #expect(!ViewCatalog.inertModifiers.contains(name))
            #expect(InertModifier(name: name).effect.rawValue == name)
        }
        #expect(InertModifier(name: "opacity").effect == .none)
    }

    @Test func describedModifiersAreKnownNames() {
        for name in ModifierTable.names {
            #expect(ViewTranslator.isModifierName(name))
            #expect(SourceTranslator.knownModifierNames.contains(name))
            #expect(ModifierTable.description(named: name)?.names.contains(name) == true)
        }
    }

    static let examples = ModifierTable.all.flatMap(\.examples)

    @Test(arguments: examples)
    func exampleTranslatesPrintsAndExplains(_ example: String) throws {
        let translation = translator.translate("Rectangle().frame(width: 40, height: 20).\(example)")
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let tree = try #require(translation.root)
        guard case .modifier(let modifier) = tree.kind else { Issue.record("not a described modifier: \(tree.kind)"); return }
        let printed = SourcePrinter.print(tree)
        #expect(printed.contains(".\(modifier.base.name)(\(modifier.base.argumentText))"))
        let again = try #require(translator.translate(printed).root)
        #expect(again.withoutLocations == tree.withoutLocations, "\(printed)")
        let result = LayoutEngine.layout(tree, in: .window(width: 300, height: 300))
        let decision = result.decision(for: 0)
        #expect(decision.detail.hasPrefix("proposed 300×300; \(modifier.base.name)"), "\(decision.detail)")
    }

    /// Every labelled length a described modifier reads, with each value that must be clamped.
    static let lengthArguments: [String] = ModifierTable.all.flatMap { description in
        description.parameters.filter { $0.type == .length && $0.label != nil }.flatMap { parameter in
            [".nan", ".infinity", "5e9"].map { "\(description.names[0])(\(parameter.label!): \($0))" }
        }
    }

    @Test(arguments: lengthArguments)
    func nonFiniteAndHugeLengthsAreClampedWithAWarning(_ call: String) throws {
        // LengthClamp's rules (NaN or ±∞ → 0 for a shift, past 1,000,000 → 1,000,000), through
        // `LengthClamping`: a warning at the call, and finite frames.
        let translation = translator.translate("Color.red.frame(width: 10, height: 10).\(call)")
        #expect(translation.diagnostics.contains { $0.message.contains("is not finite") || $0.message.contains("clamps it to 1000000") }, "\(translation.diagnostics.map(\.message))")
        let tree = try #require(translation.root)
        let result = LayoutEngine.layout(tree, in: .window(width: 300, height: 300))
        #expect(result.nodes.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite })
    }

    @Test(arguments: ModifierTable.names)
    func unknownArgumentOfADescribedModifierIsReported(_ name: String) {
        let translation = translator.translate("Color.red.\(name)(zzz: 1)")
        #expect(translation.diagnostics.map(\.message).contains("FrameLab does not know the argument 'zzz:' of '\(name)'; it is ignored"))
    }
}
