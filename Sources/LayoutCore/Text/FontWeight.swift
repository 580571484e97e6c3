/// `Font.Weight`: set on text by `.fontWeight(_:)`, `.bold()` or `.font(.title.weight(.semibold))`;
/// the font table says how wide each weight sets (`TextFont.weightInterpolation`).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// `Font.Design`: set by `.fontDesign(_:)` or `.system(.body, design: .rounded)`; the font table
/// scales SF Pro's advances per design (`TextFont.designScale`).
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`, rounded, serif, monospaced
}
