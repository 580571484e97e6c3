import LayoutCore
import SwiftSyntax

/// A `GeometryReader`'s proxy. Its `size` is the reader's size, known only at layout: a frame
/// length written from it (`.frame(width: proxy.size.width)`, `proxy.size.height * 0.4 - 20`) is a
/// frame the layout computes from the reader's size (`ContainerRelativeFrame.measuresReader`),
/// where the length is a line in the reader's length on that axis (checked at three lengths).
/// `safeAreaInsets` is the device's safe area, as a reader at the screen's edges reads it (an
/// estimate elsewhere). Before, every proxy value was unknown and the frame ignored: issue 26's
/// wave-7 sample drew `Color.white.frame(width: proxy.size.width, height: proxy.safeAreaInsets.top)`
/// over the whole screen where iOS draws a 62-pt strip.
extension ViewTranslator {
    static let proxyTypeName = "GeometryProxy"
    static let proxyUnknown = "a GeometryProxy value, which FrameLab knows only where a frame's width or height reads the proxy's size"

    /// What a GeometryReader's closure parameter is bound to: its size unknown (a frame reads it
    /// at layout), its safe-area insets the device's when the screen is known.
    func geometryProxyValue() -> ScopeValue {
        let unknown = ScopeValue.unknown(Self.proxyUnknown)
        var fields: [(name: String, value: ScopeValue)] = [
            ("size", .record(typeName: "CGSize", fields: [("width", unknown), ("height", unknown)])),
        ]
        if let insets = options.environment.safeAreaInsets {
            fields.append(("safeAreaInsets", .record(typeName: "EdgeInsets", fields: [
                ("top", .value(.number(insets.top))), ("leading", .value(.number(insets.leading))),
                ("bottom", .value(.number(insets.bottom))), ("trailing", .value(.number(insets.trailing))),
            ])))
        }
        return .record(typeName: Self.proxyTypeName, fields: fields)
    }

    /// A length `a + b × L` of the reader's length L on one axis.
    struct ReaderLength {
        var constant: Double
        var factor: Double
    }

    /// The reader-relative length of a frame argument on `axis`: nil when the expression does not
    /// read a proxy's size, or reads it in a way that is not a line in that axis' length.
    func readerLength(_ item: CallArguments.Item?, _ axis: Axis, _ scope: Scope) -> ReaderLength? {
        guard let item else { return nil }
        let text = item.expression.sourceText
        guard text.contains(".size.") else { return nil }
        let proxies = scope.names.compactMap { name, value -> String? in
            if case .record(Self.proxyTypeName, _) = value, text.contains("\(name).size.") { return name }
            return nil
        }
        guard !proxies.isEmpty else { return nil }
        func value(width: Double, height: Double) -> Double? {
            var probe = scope
            for name in proxies {
                guard case .record(_, var fields)? = probe[name] else { return nil }
                fields.removeAll { $0.name == "size" }
                fields.append(("size", .record(typeName: "CGSize", fields: [("width", .value(.number(width))), ("height", .value(.number(height)))])))
                probe[name] = .record(typeName: Self.proxyTypeName, fields: fields)
            }
            guard case .number(let number)? = try? evaluate(item.expression, probe), number.isFinite else { return nil }
            return number
        }
        // The length on this axis varies, the other stays: a line through three lengths.
        func probe(_ length: Double) -> Double? {
            axis == .horizontal ? value(width: length, height: 500) : value(width: 500, height: length)
        }
        guard let zero = probe(0), let thousand = probe(1000), let middle = probe(400) else { return nil }
        let factor = (thousand - zero) / 1000
        guard abs(zero + factor * 400 - middle) < 1e-6 else { return nil }
        // Reading the other axis' length is not this axis' line: left to the usual warning.
        let other = axis == .horizontal ? value(width: 0, height: 900) : value(width: 900, height: 0)
        guard let other, abs(other - zero) < 1e-6 else { return nil }
        return ReaderLength(constant: zero, factor: factor)
    }

    /// The frame as source, its lengths as lines in the proxy's size (`.frame(width:
    /// proxy.size.width * 0.5 + -20)`): what the tree printer writes back, and what tells two such
    /// frames apart (the closure's identity is its source).
    static func readerFrameSource(width: ReaderLength?, height: ReaderLength?) -> String {
        func line(_ length: ReaderLength, _ member: String) -> String {
            "proxy.size.\(member) * \(TreePrinter.number(length.factor)) + \(TreePrinter.number(length.constant))"
        }
        let parts = [width.map { "width: " + line($0, "width") }, height.map { "height: " + line($0, "height") }].compactMap { $0 }
        return ".frame(\(parts.joined(separator: ", ")))"
    }

    /// `.frame(width:height:)` with a length read from a proxy's size: a reader-relative frame for
    /// those axes, inside a fixed frame for the other axis when it has a length; nil when no
    /// argument reads a proxy's size.
    mutating func readerFrame(_ arguments: CallArguments, receiver: ViewNode, alignment: Alignment, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode? {
        let width = readerLength(arguments.labeled("width"), .horizontal, scope)
        let height = readerLength(arguments.labeled("height"), .vertical, scope)
        guard width != nil || height != nil else { return nil }
        var axes: AxisSet = []
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        let closure = LengthClosure(source: Self.readerFrameSource(width: width, height: height), location: here) { length, axis in
            guard let line = axis == .horizontal ? width : height else { return length }
            return line.constant + line.factor * length
        }
        let frame = ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .closure(closure), measuresReader: true)
        let fixedWidth = width == nil ? try length(arguments.labeled("width"), scope) : nil
        let fixedHeight = height == nil ? try length(arguments.labeled("height"), scope) : nil
        // A leaf stand-in takes the frame's proposal on each axis the frame fixes, as in any fixed frame.
        let fixes = FixedFrame(width: width != nil ? 0 : fixedWidth, height: height != nil ? 0 : fixedHeight)
        var node = ViewNode(.containerRelativeFrame(frame), children: [standInFillingFrame(receiver, fixes)], location: here)
        if fixedWidth != nil || fixedHeight != nil {
            node = ViewNode(.frame(FixedFrame(width: fixedWidth, height: fixedHeight, alignment: alignment)), children: [node], location: here)
        }
        return node
    }
}
