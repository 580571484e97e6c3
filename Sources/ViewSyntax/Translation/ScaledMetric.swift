import LayoutCore
import SwiftSyntax

/// `@ScaledMetric`: a stored number scaled for the Dynamic Type size the source is translated for
/// (the environment's, or a `.dynamicTypeSize(…)` written around the instance),
/// by the same table text uses (`TextStyleTable.scaledMetric`), rounded to the device's pixel grid. The instance scope calls this for
/// a property whose wrapper is `@ScaledMetric` once its default value is known.
enum ScaledMetric {
    /// `value` scaled when `wrapper` is `@ScaledMetric` or `@ScaledMetric(relativeTo: .style)`
    /// (body when no style is named); nil for any other wrapper.
    static func scaled(_ value: Double, wrapper: AttributeSyntax, in environment: SourceEnvironment, at dynamicTypeSize: DynamicTypeSize? = nil) -> Double? {
        let name = wrapper.attributeName.sourceText
        guard name == "ScaledMetric" || name == "SwiftUI.ScaledMetric" else { return nil }
        var style = TextStyle.body
        if case .argumentList(let arguments)? = wrapper.arguments,
            let relative = arguments.first(where: { $0.label?.text == "relativeTo" }),
            let named = ViewTranslator.textStyle(relative.expression) {
            style = named
        }
        let table = TextStyleTable.platform(environment.idiom)
        let scaled = table.scaledMetric(value, relativeTo: style, at: dynamicTypeSize ?? environment.dynamicTypeSize)
        // UIFontMetrics.scaledValue(for:) answers on the pixel grid: body 17 at Medium is 16.333 at 3×
        // (17 × 21/22 = 16.227 rounded; Jared Sinclair, "Scaled Metric Surprises on iOS & iPadOS",
        // 2024-03-02), and compound-ios's 24 relative to .title is 22.5, 23.5, 32.5 at 2× (docs/fidelity.md).
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0, scaled.isFinite else { return scaled }
        return (scaled * scale).rounded() / scale
    }
}
