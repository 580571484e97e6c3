import LayoutCore
import SwiftParser
import SwiftSyntax
import Testing
@testable import ViewSyntax

/// `@ScaledMetric` values follow the Dynamic Type size by the style's leading ratio
/// (control-metrics.md §1.1 leadings; measured on .title, docs/controls.md).
@Suite struct ScaledMetricTests {
    func attribute(_ source: String) -> AttributeSyntax {
        let file = Parser.parse(source: "struct V { \(source) var x = 20 }")
        return file.statements.first!.item.as(StructDeclSyntax.self)!.memberBlock.members.first!
            .decl.as(VariableDeclSyntax.self)!.attributes.first!.as(AttributeSyntax.self)!
    }

    @Test func bodyByDefault() {
        // body leads 22 at Large, 62 at AX5, 19 at xSmall: 20 × 62/22 = 56.364; 20 × 19/22 = 17.273.
        let ax5 = SourceEnvironment(dynamicTypeSize: .accessibility5)
        #expect(abs(ScaledMetric.scaled(20, wrapper: attribute("@ScaledMetric"), in: ax5)! - 20 * 62 / 22) < 1e-9)
        let xs = SourceEnvironment(dynamicTypeSize: .xSmall)
        #expect(abs(ScaledMetric.scaled(20, wrapper: attribute("@ScaledMetric"), in: xs)! - 20 * 19 / 22) < 1e-9)
        #expect(ScaledMetric.scaled(20, wrapper: attribute("@ScaledMetric"), in: SourceEnvironment()) == 20)
    }

    @Test func relativeToAStyle() {
        // largeTitle leads 41 at Large, 52 at AX1: 20 × 52/41 = 25.366.
        let ax1 = SourceEnvironment(dynamicTypeSize: .accessibility1)
        let value = ScaledMetric.scaled(20, wrapper: attribute("@ScaledMetric(relativeTo: .largeTitle)"), in: ax1)
        #expect(abs(value! - 20 * 52 / 41) < 1e-9)
    }

    @Test func otherWrappersAreNotScaled() {
        #expect(ScaledMetric.scaled(20, wrapper: attribute("@State"), in: SourceEnvironment(dynamicTypeSize: .accessibility5)) == nil)
        // macOS has no Dynamic Type.
        let mac = SourceEnvironment(idiom: .mac, dynamicTypeSize: .accessibility5)
        #expect(ScaledMetric.scaled(20, wrapper: attribute("@ScaledMetric"), in: mac) == 20)
    }
}
