/// The length clamps the translator applies to every length of the source (`LengthClamp` in
/// ViewSyntax), offered to a `LayoutModifier` so that its lengths follow the same rules and
/// report in the same words. `what` names the length in the message (`position x`).
public protocol LengthClamping {
    /// Any finite length past the limit (1,000,000 pt) becomes ±limit.
    mutating func bounded(_ value: Double, _ what: String) -> Double
    /// A shift (an offset, a position): NaN or ±∞ becomes 0; otherwise `bounded`.
    mutating func shift(_ value: Double, _ what: String) -> Double
    /// An inset (padding): NaN or ±∞ becomes 0; otherwise `bounded`.
    mutating func inset(_ value: Double?, _ what: String) -> Double?
    /// A spacing: NaN or ±∞ becomes nil (the default); otherwise `bounded`.
    mutating func gap(_ value: Double?, _ what: String, quiet: Bool) -> Double?
    /// A fixed dimension: NaN or ±∞ is ignored (nil); otherwise `bounded`.
    mutating func fixed(_ value: Double?, _ what: String) -> Double?
    /// A ratio (`aspectRatio`): a positive finite one outside 1/limit…limit becomes the nearer bound.
    mutating func ratio(_ value: Double?, _ what: String) -> Double?
}
