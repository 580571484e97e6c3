import LayoutCore

/// A stand-in leaf given an explicit `.frame(width:height:)`: in SwiftUI the frame proposes its
/// size and is that size whatever its child; an unknown view written in such a frame is most
/// often flexible there (a shimmer placeholder, a custom button filling its frame), so the
/// stand-in takes the frame's proposal on each axis the frame fixes instead of its own default
/// (44 tall in a 170-pt frame, a 44×44 button stand-in in a 301.5×40.2 frame: issue 26's wave-7
/// samples). Only leaf stand-ins (no content or label closure laid out) change; a view described
/// in Views/ keeps its kind.
extension ViewTranslator {
    /// `receiver` with its stand-in kind filling the fixed axes of `frame`, or `receiver` as is.
    func standInFillingFrame(_ receiver: ViewNode, _ frame: FixedFrame) -> ViewNode {
        guard case .control(var control) = receiver.kind, control.guess != nil,
              viewKinds.isStandIn(control.kind),
              !control.parts.contains(where: { $0 == "content" || $0 == "label" }),
              frame.width != nil || frame.height != nil else { return receiver }
        var sizing = control.kind.sizing
        sizing.rule = .flexible
        if frame.width != nil {
            sizing.minWidth = .points(0)
            sizing.maxWidth = .points(.infinity)
        }
        if frame.height != nil {
            sizing.minHeight = .points(0)
            sizing.maxHeight = .points(.infinity)
        }
        control.kind.sizing = sizing
        control.kind.variants = control.kind.variants.filter { variant in
            // The named variants of the kind still apply (a selection's picker row); none may
            // bring the default bounds back on a fixed axis.
            !(frame.height != nil && variant.sizing.maxHeight != nil) && !(frame.width != nil && variant.sizing.maxWidth != nil)
        }
        control.guess = (control.guess ?? "") + "; in an explicit frame it takes the frame's size"
        var node = receiver
        node.kind = .control(control)
        return node
    }
}

/// An image-like stand-in given its size (`URLPlaceholderImage(url, size: CGSize(width: 48,
/// height: 48))`, `RemoteAvatar(url, size: 40)`): the size it is given, not the largest square of
/// the proposal (a 48-pt avatar was 181×181 and its row 213 tall, issue 26's wave-7 sample).
extension ViewTranslator {
    /// `node` fixed at the `size:` argument FrameLab computes, or `node` as is.
    mutating func imageStandInSized(_ node: ControlNode, _ arguments: CallArguments, _ scope: Scope) -> ControlNode {
        guard viewKinds.isStandIn(node.kind), node.kind.sizing.rule == .aspect, let item = arguments.labeled("size") else { return node }
        var width: Double?
        var height: Double?
        switch value(of: item.expression, scope, expecting: "CGSize") {
        case .value(.number(let side)):
            (width, height) = (side, side)
        case let record:
            if case .value(.number(let w))? = record.member("width"), case .value(.number(let h))? = record.member("height") { (width, height) = (w, h) }
        }
        if width == nil, let known = staticGeometry(item.expression, fields: ["width", "height"]) {
            (width, height) = (known["width"], known["height"])
        }
        guard let width, let height, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return node }
        var sized = node
        sized.kind.sizing.rule = .fixed
        sized.kind.sizing.width = .points(width)
        sized.kind.sizing.height = .points(height)
        sized.kind.variants = []
        return sized
    }
}
