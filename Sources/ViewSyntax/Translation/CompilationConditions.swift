import SwiftSyntax

/// `#if` conditions, evaluated against the selected platform wherever they stand (around
/// top-level declarations, members of a struct, statements of a body, modifiers of a chain):
/// `DEBUG` follows `isDebug`; `os(…)` and `canImport(UIKit|AppKit|WatchKit)` follow the idiom
/// (`os(iOS)` is also true on visionOS, which runs iPad apps); `canImport` of any other module (an
/// Apple framework or a package) is true: an app that asks links it on some platform, and FrameLab
/// lays it out as built with its packages (a file wrapped whole in `#if canImport(Package)` was "no
/// view to lay out"); `targetEnvironment(simulator)` is true;
/// `swift(…)` and `compiler(…)` compare with Swift `swiftVersion`; `hasFeature`/`hasAttribute`
/// are true; `arch(arm64)` is true.
enum CompilationConditions {
    /// The Swift version `swift(>=…)` and `compiler(>=…)` compare with (Xcode 26's compiler).
    static let swiftVersion = [6, 2]

    /// The clause of `#if … #elseif … #else` that is compiled, or nil when none is.
    static func activeClause(_ ifConfig: IfConfigDeclSyntax, in environment: SourceEnvironment) -> IfConfigClauseSyntax? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }
            if isActive(condition, in: environment) { return clause }
        }
        return nil
    }

    /// The members of a type that are compiled: those outside `#if` and those in the active
    /// clause of each `#if` (nested blocks too), in source order.
    static func members(_ block: MemberBlockSyntax, in environment: SourceEnvironment) -> [DeclSyntax] {
        compiled(block.members, in: environment)
    }

    private static func compiled(_ members: MemberBlockItemListSyntax, in environment: SourceEnvironment) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else {
                result.append(member.decl)
                continue
            }
            if case .decls(let inner)? = activeClause(ifConfig, in: environment)?.elements {
                result += compiled(inner, in: environment)
            }
        }
        return result
    }

    static func isActive(_ expression: ExprSyntax, in environment: SourceEnvironment) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isActive(only.expression, in: environment)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !isActive(prefix.expression, in: environment)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let lhs = isActive(infix.leftOperand, in: environment)
            return op == "&&" ? lhs && isActive(infix.rightOperand, in: environment) : lhs || isActive(infix.rightOperand, in: environment)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `a || b && c` (operators not folded yet): `&&` binds tighter, as in Swift.
            var anyTrue = false
            var allTrue = true
            for element in sequence.elements {
                if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
                    anyTrue = anyTrue || allTrue
                    allTrue = true
                } else if !element.is(BinaryOperatorExprSyntax.self) {
                    allTrue = allTrue && isActive(element, in: environment)
                }
            }
            return anyTrue || allTrue
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG" ? environment.isDebug : false
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.tokenKind == .keyword(.true) }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let argument = call.arguments.first?.expression.sourceText ?? ""
        let platform = environment.platformName
        switch function {
        case "os": return argument == platform || (argument == "iOS" && platform == "visionOS")
        case "canImport": return canImport(argument, platform: platform)
        case "targetEnvironment": return argument == "simulator"
        case "swift", "compiler": return versionHolds(argument)
        case "hasFeature", "hasAttribute": return true
        case "arch": return argument == "arm64"
        default: return false
        }
    }

    private static func canImport(_ argument: String, platform: String) -> Bool {
        let module = argument.split(separator: ".").first.map(String.init) ?? argument
        guard let platforms = platformFrameworks[module] else { return true }
        return platforms.contains(platform)
    }

    /// Frameworks of some platforms only: `canImport` of one is false elsewhere. Every other module
    /// is importable: Apple's frameworks (SwiftUI, WebKit, TipKit, Accessibility, …) and the app's
    /// packages (Kingfisher, a reader engine), which the app links to build for the platform laid out.
    private static let platformFrameworks: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "visionOS"],
        "AppKit": ["macOS"],
        "Cocoa": ["macOS"],
        "WatchKit": ["watchOS"],
    ]

    /// `#available(iOS 18, macOS 15, *)` (or `#unavailable`) on the selected OS generation
    /// (`ios26` is iOS 26): the entry for its platform compares the major versions; a platform
    /// not listed takes `*` (available). Nil with no OS generation selected (a plain window).
    static func isAvailable(_ availability: AvailabilityConditionSyntax, in environment: SourceEnvironment) -> Bool? {
        guard let os = environment.operatingSystem,
              let digits = os.firstIndex(where: \.isNumber), let major = Int(os[digits...]) else { return nil }
        let family = os[..<digits].lowercased()
        var available = true
        for argument in availability.availabilityArguments {
            let words = argument.argument.sourceText.split(separator: " ")
            guard words.count == 2, words[0].lowercased() == family else { continue }
            let wanted = Int(words[1].split(separator: ".").first ?? "") ?? 0
            available = major >= wanted
        }
        return availability.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
    }

    /// `>=5.9` or `<6` against `swiftVersion`.
    private static func versionHolds(_ argument: String) -> Bool {
        let text = argument.replacingOccurrences(of: " ", with: "")
        let isLess = text.hasPrefix("<")
        let numbers = text.drop { $0 == "<" || $0 == ">" || $0 == "=" }.split(separator: ".").map { Int($0) ?? 0 }
        var lhs = swiftVersion
        var rhs = numbers
        while lhs.count < rhs.count { lhs.append(0) }
        while rhs.count < lhs.count { rhs.append(0) }
        let atLeast = !lhs.lexicographicallyPrecedes(rhs)
        return isLess ? !atLeast : atLeast
    }
}
