import Foundation
import SwiftSyntax

/// A `struct` of the source that FrameLab can instantiate: a `View`, a `ViewModifier` or the `App`.
struct ViewDefinition {
    enum Role {
        case view, modifier, app, style
        /// A `UIViewRepresentable` and its kin: no body FrameLab can run; a view kind (or the
        /// fallback kind) lays it out.
        case representable

        /// Whether the struct is a view people place in a body.
        var isView: Bool { self == .view || self == .representable }
    }

    struct StoredProperty {
        var name: String
        var type: TypeSyntax?
        var initializer: ExprSyntax?
        var isLet: Bool
        var isPrivate: Bool
        var isViewBuilder: Bool
        /// A property wrapper (`@State`, `@Binding`, `@Environment`…) supplies the value.
        var isWrapped: Bool
        /// The property wrapper attribute, when there is one.
        var wrapper: AttributeSyntax?
        var wrapperName: String? { wrapper?.attributeName.sourceText }
        /// Set by its wrapper, not by the caller, so not a parameter of the memberwise initializer:
        /// a wrapper written with arguments (`@Environment(\.dismiss)`, `@AppStorage("key")`) is
        /// initialised where it is declared, and SwiftUI injects the environment's objects, focus
        /// and namespaces (`@EnvironmentObject var store: Store` is never passed by the caller).
        var isInjected: Bool {
            guard let wrapper else { return false }
            return wrapper.arguments != nil || Self.injectingWrappers.contains(wrapper.attributeName.trimmedDescription)
        }
        static let injectingWrappers: Set<String> = [
            "EnvironmentObject", "FocusState", "Namespace", "AccessibilityFocusState", "FocusedObject",
        ]
        var node: Syntax

        /// A closure-typed property: `let content: () -> Content`, `var action: (() -> Void)?`.
        var isClosure: Bool {
            guard let type else { return false }
            var inner = TypeSyntax(type)
            if let attributed = inner.as(AttributedTypeSyntax.self) { inner = attributed.baseType }
            // An optional closure, `(() -> Void)?`: a trailing closure binds to it as to a closure.
            if let optional = inner.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
            if let tuple = inner.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { inner = only.type }
            return inner.is(FunctionTypeSyntax.self)
        }
    }

    var name: String
    var role: Role
    var declaration: StructDeclSyntax
    var properties: [StoredProperty] = []
    var initializers: [InitializerDeclSyntax] = []
    /// Initializers declared in extensions of the struct: Swift keeps the memberwise initializer
    /// beside them.
    var extensionInitializers: [InitializerDeclSyntax] = []

    /// `private struct` or `fileprivate struct`: seen only in its own file.
    var isFilePrivate: Bool {
        declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }
    /// `var body: some View { … }` or, for a modifier, `func body(content:)`.
    var body: CodeBlockItemListSyntax?
    /// The parameter name of `body(content:)` in a `ViewModifier`.
    var contentParameter = "content"
    var computed: [String: ComputedView] = [:]

    /// Generic parameters (`Content` in `Card<Content: View>`): a property of such a type with no
    /// value is an empty view.
    var genericParameters: Set<String> = []

    /// The styles whose `makeBody(configuration:)` builds the styled view.
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "GroupBoxStyle", "DisclosureGroupStyle"]

    /// Views that wrap a UIKit or AppKit view.
    static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Reads the members of a `struct` declaration; `viewProtocols` are protocols of the source
    /// that refine `View`. Members inside `#if` count when `environment` compiles their clause.
    init?(_ declaration: StructDeclSyntax, viewProtocols: Set<String> = [], environment: SourceEnvironment = SourceEnvironment()) {
        let inherited = Set(declaration.inheritanceClause?.inheritedTypes.map {
            $0.type.sourceText.replacingOccurrences(of: "SwiftUI.", with: "")
        } ?? [])
        if inherited.contains("App") {
            role = .app
        } else if inherited.contains("View") || !inherited.isDisjoint(with: viewProtocols) {
            role = .view
        } else if inherited.contains("ViewModifier") {
            role = .modifier
        } else if !inherited.isDisjoint(with: Self.styleProtocols) {
            role = .style
        } else if !inherited.isDisjoint(with: Self.representableProtocols) {
            role = .representable
        } else if Self.declaresViewBody(declaration) {
            role = .view
        } else {
            return nil
        }
        name = declaration.name.text
        self.declaration = declaration
        genericParameters = Set(declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for member in CompilationConditions.members(declaration.memberBlock, in: environment) {
            if let variable = member.as(VariableDeclSyntax.self) {
                read(variable)
            } else if let initializer = member.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let function = member.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
                if (role == .modifier && function.name.text == "body") || (role == .style && function.name.text == "makeBody") {
                    body = statements
                    if let parameter = function.signature.parameterClause.parameters.first {
                        contentParameter = (parameter.secondName ?? parameter.firstName).text
                    }
                } else if function.signature.returnClause != nil || function.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "ViewBuilder" }) {
                    computed[function.name.text] = ComputedView(
                        name: function.name.text, parameters: function.signature.parameterClause.parameters, statements: statements)
                }
            }
        }
    }

    private mutating func read(_ variable: VariableDeclSyntax) {
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.sourceText }
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let accessors = binding.accessorBlock {
                let statements: CodeBlockItemListSyntax? =
                    switch accessors.accessors {
                    case .getter(let statements): statements
                    case .accessors(let list): list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                    }
                guard let statements else { continue }
                if isStatic {
                    // `static var mainView: some View { … }`, used as `Self.mainView`.
                    if computed[name] == nil { computed[name] = ComputedView(name: name, parameters: nil, statements: statements) }
                    continue
                }
                if name == "body" {
                    body = statements
                } else {
                    computed[name] = ComputedView(name: name, parameters: nil, statements: statements)
                }
                continue
            }
            if isStatic { continue }
            properties.append(StoredProperty(
                name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                isLet: variable.bindingSpecifier.text == "let",
                // `@State var x: T` is a parameter of the memberwise initializer (`x: T`, defaulted when
                // it has a value); only `private` and `fileprivate` keep a property out of it.
                isPrivate: isPrivate,
                isViewBuilder: attributes.contains("ViewBuilder"),
                isWrapped: attributes.contains { $0 != "ViewBuilder" },
                wrapper: variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.sourceText != "ViewBuilder" },
                node: Syntax(binding)))
        }
    }

    /// Parameters of the memberwise initializer, in order.
    var memberwiseParameters: [StoredProperty] {
        properties.filter { !($0.isLet && $0.initializer != nil) && !$0.isPrivate && !$0.isInjected }
    }

    /// A `private` property the memberwise initializer takes: Swift gives it a parameter too and
    /// makes the initializer itself private, so only code of the struct's file passes it
    /// (`self.init(sources: …)` in an extension's `init`, for `@State private var sources: [S]`).
    /// Kept apart from `memberwiseParameters` so a trailing closure never binds to one.
    func privateMemberwiseParameter(_ label: String) -> StoredProperty? {
        properties.first { $0.name == label && $0.isPrivate && !($0.isLet && $0.initializer != nil) && !$0.isInjected }
    }
}
