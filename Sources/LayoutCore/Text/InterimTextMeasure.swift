/// Interim text measurement until the font-metric measurer lands: 0.5 em per character.
func measureText(_ string: String, style: TextStyleMetrics, proposal: ProposedSize, lineLimit: Int?) -> Size {
    if string.isEmpty { return .zero }
    let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
    let advance = style.pointSize * 0.5
    let ideal = Double(lines.map(\.count).max() ?? 0) * advance
    var lineCount = Double(lines.count)
    var width = ideal
    if let w = proposal.width, w < ideal {
        width = max(w, advance)
        lineCount = (ideal / width).rounded(.up)
    }
    if let limit = lineLimit { lineCount = min(lineCount, Double(max(1, limit))) }
    if let h = proposal.height, h < lineCount * style.lineHeight {
        lineCount = max(1, (h / style.lineHeight).rounded(.down))
    }
    return Size(width: width, height: lineCount * style.lineHeight)
}
