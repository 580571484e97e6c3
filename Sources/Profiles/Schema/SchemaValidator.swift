import LayoutCore
/// Checks a YAML tree against a `MappingSchema`, collecting every problem.
struct SchemaValidator {
    /// When false, top-level required keys are not checked (the file `extends:` another).
    var checkTopLevelRequired: Bool
    private(set) var diagnostics: [ProfileDiagnostic] = []

    /// Names people write for a key that has another name here.
    static let synonyms = ["left": "leading", "right": "trailing", "extend": "extends", "inherits": "extends", "name": "displayName"]

    mutating func validateDocument(_ node: YAMLNode, _ schema: MappingSchema) {
        validateMapping(node, schema, key: nil, topLevel: true)
    }

    private mutating func error(_ mark: YAMLMark, _ message: DiagnosticText) {
        diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: message, id: ProfileMessages.schema))
    }

    private mutating func validateMapping(_ node: YAMLNode, _ schema: MappingSchema, key: String?, topLevel: Bool) {
        guard let pairs = node.mapping else {
            let place = key.map { " for '\($0)'" } ?? ""
            error(node.mark, "expected a mapping\(place) (\(schema.name)), found \(node.shortDescription)")
            return
        }
        for pair in pairs {
            let name = pair.name
            guard let field = schema.field(name) else {
                let hint = NameSuggestion.hint(for: Self.synonyms[name] ?? name, in: schema.fields.map(\.key))
                error(pair.key.mark, "unknown key '\(name)' in \(schema.name)\(hint)")
                continue
            }
            validate(pair.value, field.shape, key: name)
        }
        if !topLevel || checkTopLevelRequired {
            for field in schema.fields where field.required && node[field.key] == nil {
                error(node.mark, "missing required key '\(field.key)' in \(schema.name)")
            }
        }
    }

    mutating func validate(_ node: YAMLNode, _ shape: ValueShape, key: String) {
        switch shape {
        case .string:
            if node.string == nil { typeError(node, shape, key) }
        case .identifier:
            guard let text = node.string else { return typeError(node, shape, key) }
            if text.isEmpty || Self.containsWhitespace(text) {
                error(node.mark, "'\(key)' must be a non-empty name without spaces, found \"\(text)\"")
            }
        case .bool:
            if node.bool == nil { typeError(node, shape, key) }
        case .length, .positiveNumber:
            guard let value = node.number else { return typeError(node, shape, key) }
            let text = node.scalar?.text ?? ""
            if !value.isFinite {
                error(node.mark, "'\(key)' must be a finite number, found \(text)")
            } else if value < 0 {
                error(node.mark, "'\(key)' must not be negative, found \(text)")
            } else if value > ValueShape.largestNumber {
                error(node.mark, "'\(key)' must be at most 1000000, larger than any screen; found \(text)")
            } else if case .positiveNumber = shape, value == 0 {
                error(node.mark, "'\(key)' must be greater than zero, found \(text)")
            }
        case .choice(let values, let what):
            guard let text = node.string else { return typeError(node, shape, key) }
            if !values.contains(text) {
                let hint = NameSuggestion.closest(to: text, in: values).map { "did you mean '\($0)'? " } ?? ""
                error(node.mark, "unknown \(what) '\(text)' for '\(key)'; \(hint)expected one of: \(values.joined(separator: ", "))")
            }
        case .list(let element):
            guard let items = node.sequence else { return typeError(node, shape, key) }
            for item in items { validate(item, element, key: key) }
        case .oneOrList(let element):
            if let items = node.sequence {
                for item in items { validate(item, element, key: key) }
            } else if node.scalar != nil {
                validate(node, element, key: key)
            } else {
                typeError(node, shape, key)
            }
        case .mapping(let schema):
            validateMapping(node, schema, key: key, topLevel: false)
        case .dictionary(let value, let keyDescription):
            guard let pairs = node.mapping else { return typeError(node, shape, key) }
            for pair in pairs {
                if pair.name.isEmpty || Self.containsWhitespace(pair.name) {
                    error(pair.key.mark, "'\(pair.name)' is not a valid \(keyDescription)")
                }
                validate(pair.value, value, key: pair.name)
            }
        case .viewLength:
            if node.number != nil {
                validate(node, .length, key: key)
            } else if node.mapping != nil {
                validateMapping(node, ProfileSchemas.viewLength, key: key, topLevel: false)
                let forms = ["em", "lines", "pixels", "metric"].filter { node[$0] != nil }
                if forms.count != 1 {
                    error(node.mark, "a length for '\(key)' needs exactly one of em, lines, pixels or metric, found \(forms.isEmpty ? "none" : forms.joined(separator: ", "))")
                }
            } else if node.string != nil {
                validate(node, .identifier, key: key)
            } else {
                typeError(node, shape, key)
            }
        case .edgeSet:
            if let items = node.sequence {
                for item in items { validate(item, .choice(ProfileSchemas.edgeNames, what: "edge"), key: key) }
            } else if let text = node.string {
                let names = ["all", "none", "horizontal", "vertical"] + ProfileSchemas.edgeNames
                if !names.contains(text) {
                    let hint = NameSuggestion.closest(to: text, in: names).map { "did you mean '\($0)'? " } ?? ""
                    error(node.mark, "unknown edge set '\(text)' for '\(key)'; \(hint)expected one of: \(names.joined(separator: ", ")) or a list of edges")
                }
            } else {
                typeError(node, shape, key)
            }
        }
    }

    /// Whether `text` has a whitespace character; ASCII text is checked byte by byte (tab to
    /// carriage return and space are its whitespace characters).
    static func containsWhitespace(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 { ascii = false; break }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { return true }
        }
        return ascii ? false : text.contains(where: \.isWhitespace)
    }

    private mutating func typeError(_ node: YAMLNode, _ shape: ValueShape, _ key: String) {
        error(node.mark, "expected \(shape.expectation) for '\(key)', found \(node.shortDescription)")
    }
}
