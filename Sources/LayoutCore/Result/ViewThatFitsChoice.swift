/// How a `ViewThatFits` chose: each candidate's ideal size on the constrained axes against the
/// proposal, in order; the first that fits wins, the last if none does.
public struct ViewThatFitsChoice: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        /// Position among the ViewThatFits's children.
        public var index: Int
        /// Its answer with nil proposed on the constrained axes (its ideal size there).
        public var ideal: Size
        /// Constrained axes on which the ideal is larger than the proposal.
        public var overflowing: [Axis]
    }

    public var axes: AxisSet
    public var proposal: ProposedSize
    /// The candidates measured (those after the chosen one are not).
    public var candidates: [Candidate]
    public var chosen: Int
    /// True when no candidate fitted and the last was taken.
    public var noneFitted: Bool
}
