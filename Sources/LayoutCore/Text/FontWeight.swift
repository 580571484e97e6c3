/// `Font.Weight`: set on text by `.fontWeight(_:)`, `.bold()` or `.font(.title.weight(.semibold))`;
/// the font table says how wide each weight sets (`TextFont.weightInterpolation`).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}
