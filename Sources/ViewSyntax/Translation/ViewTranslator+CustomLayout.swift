import LayoutCore
import SwiftSyntax

/// A struct of the source conforming to `Layout` (`FlowLayout(spacing: 8) { … }`,
/// `AnyLayout(FlowLayout())`): its value is built by running its initializer, and its
/// `sizeThatFits`/`placeSubviews` (and `explicitAlignment`, `spacing`, `makeCache`/`updateCache`)
/// run at layout time (`InterpretedLayout`); `static var layoutProperties` is read here.
extension ViewTranslator {
    /// The kind a call of a custom layout's initializer stands for; nil when `name` is not one.
    mutating func customLayoutKind(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ViewKind? {
        guard dataTypes[name]?.conformsToLayout == true else { return nil }
        let files = [source.tree] + source.others.map(\.tree)
        let types = LayoutTypeIndex(files: files)
        let code = Self.fingerprint(files)
        let layoutCode = LayoutCode(types: types, source: source, stepBudget: options.maxClosureSteps)
        var interpreter = LayoutInterpreter(layoutCode, subviews: nil)
        interpreter.frames = [LayoutInterpreter.Frame()]
        var arguments: [LayoutInterpreter.Argument] = []
        for argument in call.arguments {
            arguments.append(.init(label: argument.label?.text, value: try layoutArgument(argument.expression, scope, &interpreter), node: argument.expression))
        }
        let instance: SwiftValue
        do throws(CustomLayoutError) {
            instance = try interpreter.initialize(name, arguments, at: call)
        } catch {
            throw TranslationIssue(call, "FrameLab cannot make the layout \(name): \(error.message)", id: SourceMessages.customLayoutUnreadable)
        }
        let orientation = try stackOrientation(name, layoutCode, call)
        var bare = call
        bare.trailingClosure = nil
        bare.additionalTrailingClosures = []
        let program = InterpretedLayout(typeName: name, instance: instance, code: layoutCode, stackOrientation: orientation)
        return .customLayout(CustomLayoutSpec(name: name, source: bare.sourceText, value: "\(instance)", code: code, location: location(call.calledExpression), program: program))
    }

    /// `static var layoutProperties`' `stackOrientation`, nil when the layout does not set it.
    private func stackOrientation(_ name: String, _ code: LayoutCode, _ call: FunctionCallExprSyntax) throws(TranslationIssue) -> Axis? {
        guard let info = code.types[name], info.statics["layoutProperties"] != nil || info.staticComputed["layoutProperties"] != nil else { return nil }
        var interpreter = LayoutInterpreter(code, subviews: nil)
        interpreter.frames = [LayoutInterpreter.Frame(selfValue: nil, selfType: info.name)]
        let properties: SwiftValue
        do throws(CustomLayoutError) {
            properties = try interpreter.staticMember(info.name, "layoutProperties", call)
        } catch {
            throw TranslationIssue(call, "FrameLab cannot read \(name).layoutProperties: \(error.message)", id: SourceMessages.customLayoutUnreadable)
        }
        guard case .implicit(let axis)? = properties.fields["stackOrientation"] else { return nil }
        return Axis(rawValue: axis)
    }

    /// FNV-1a over the files' text: a layout's methods are part of its identity, without a copy of the text per use.
    static func fingerprint(_ files: [SourceFileSyntax]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in files {
            for byte in file.syntaxTextBytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// An argument of a custom layout's initializer: a value the view knows (its properties, a
    /// number, a Bool, an enum case) or an expression the layout interpreter can evaluate.
    private mutating func layoutArgument(_ expression: ExprSyntax, _ scope: Scope, _ interpreter: inout LayoutInterpreter) throws(TranslationIssue) -> SwiftValue {
        if let value = try? evaluate(expression, scope) {
            if case .axis(let axis) = value { return .implicit(axis.rawValue) }
            return value
        }
        do throws(CustomLayoutError) {
            return try interpreter.evaluate(expression)
        } catch {
            switch value(of: expression, scope) {
            case .string(let text): return .string(text)
            case .enumCase(_, let caseName): return .implicit(caseName)
            case .nilValue: return .none
            default: throw .unknownValue(expression, "FrameLab cannot know the value of '\(Self.short(expression))' for the custom layout: \(error.message)")
            }
        }
    }
}

extension ViewTranslator {
    /// `.layoutValue(key: Rank.self, value: 2)`: kept on the view with its value resolved, for a
    /// custom layout to read with `subview[Rank.self]`.
    mutating func layoutValueModifier(_ call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        guard let key = arguments.labeled("key"), let valueItem = arguments.labeled("value") else {
            throw TranslationIssue(call, "layoutValue takes 'key:' (a LayoutValueKey type, Key.self) and 'value:'", id: SourceMessages.missingArgument)
        }
        let keyName = key.expression.sourceText.replacingOccurrences(of: ".self", with: "")
        let text: String
        switch value(of: valueItem.expression, scope) {
        case .value(.number(let number)): text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .value(.bool(let flag)): text = String(flag)
        case .string(let string): text = "\"\(string)\""
        default:
            warn(valueItem.expression, SourceMessages.unknownValue, "FrameLab cannot know the layout value '\(Self.short(valueItem.expression))'; a custom layout reads \(keyName)'s defaultValue instead")
            return receiver
        }
        var kept = receiver
        kept.inertModifiers.append(InertModifier(name: "layoutValue", arguments: "key: \(keyName).self, value: \(text)"))
        return kept
    }
}
