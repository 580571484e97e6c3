import LayoutCore
import SwiftSyntax

/// Names of views sized by a table (`Image(systemName: "chevron.right")`, a Label's
/// `systemImage:`): the translator reads the literal name so that layout can look it up in the
/// kind's `sizeTable` (Views/Symbols/sf-symbols.yaml). A name the table lacks is reported once per
/// file with the closest listed name; a name computed at run time keeps the kind's own size, with
/// one note per file.
extension ViewTranslator {
    /// The size-table key for the name argument of a view of `kind`; nil when the kind has no
    /// table or the name is not known before run time.
    mutating func sizeTableKey(_ expression: ExprSyntax, kind: ControlKind, _ scope: Scope) -> String? {
        guard let table = kind.sizeTable else { return nil }
        guard let name = Self.safeSymbolName(expression) ?? string(expression, scope), Self.isSymbolName(name) else {
            if symbolNames.computed == nil { symbolNames.computed = (Syntax(expression), Self.short(expression)) }
            return nil
        }
        if table.entries[name] == nil {
            let use = Syntax(expression)
            if let index = symbolNames.unknown.firstIndex(where: { $0.name == name }) {
                if !symbolNames.unknown[index].uses.contains(where: { $0.position == use.position }) { symbolNames.unknown[index].uses.append(use) }
            } else {
                symbolNames.unknown.append((name, table, [use]))
            }
        }
        return name
    }

    /// The SF Symbol an SFSafeSymbols case names (`Image(systemSymbol: .checkmarkCircle)`): its
    /// words and numbers joined by dots, as the package derives its cases from the names
    /// (`.person2Fill` is "person.2.fill", `._1Circle` "1.circle"); nil for other expressions.
    static func safeSymbolName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.sourceText == "SFSymbol" else { return nil }
        var name = ""
        var previous: Character?
        for character in member.declName.baseName.text.trimmingPrefix("_") {
            let startsWord = character.isUppercase || (character.isNumber && previous.map { !$0.isNumber } == true)
            if startsWord, !name.isEmpty { name += "." }
            name += character.lowercased()
            previous = character
        }
        return name.isEmpty ? nil : name
    }

    /// `chevron.right`, `person.2.fill`: lowercase letters, digits and dots, as every SF Symbol's
    /// name is (a property's placeholder value, "Sample", is not one: the name is computed).
    static func isSymbolName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2E || $0 == 0x5F }
    }

    /// One warning naming every symbol the table lacks (with the closest listed name), and one
    /// note when some names are computed.
    mutating func finishSymbolNames() {
        if let first = symbolNames.unknown.first?.uses.first {
            let names = symbolNames.unknown.map { item in
                let count = item.uses.count == 1 ? "" : " (used \(item.uses.count) times)"
                let hint = item.table.closestName(to: item.name).map { " (did you mean '\($0)'?)" } ?? ""
                return "'\(item.name)'\(count)\(hint)"
            }
            let what = names.count == 1 ? "symbol" : "\(names.count) symbols"
            issues.append(TranslationIssue(first, "FrameLab's SF Symbols table (Views/Symbols/sf-symbols.yaml) lacks the \(what) \(names.joined(separator: "; ")): laid out as the fallback square (0.9961em of the font) [estimate]", severity: .warning, id: SourceMessages.symbolMissing))
        }
        if let computed = symbolNames.computed {
            note(computed.node, SourceMessages.symbolComputed, "the symbol name '\(computed.text)' is computed at run time: FrameLab lays out such symbols as the fallback square (0.9961em of the font) [estimate]")
        }
        symbolNames = SymbolNameReport()
    }
}

/// Symbol names seen while translating one file: those the table lacks, and the first computed one.
struct SymbolNameReport {
    var unknown: [(name: String, table: SymbolSizeTable, uses: [Syntax])] = []
    var computed: (node: Syntax, text: String)?
}
