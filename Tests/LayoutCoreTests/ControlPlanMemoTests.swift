import Testing
@testable import LayoutCore

/// `ControlPlanMemo` hands out the plan `ControlPlan(…)` would resolve, sharing one plan between
/// views of equal kind, arguments, selections, style and category, and resolving again when any
/// of them differs.
@Suite struct ControlPlanMemoTests {
    /// A button kind: 20 high by default, 28 with `controlSize: large`, 24 with `buttonStyle:
    /// bordered|borderedProminent` (a condition with alternatives), 30 with the `role` argument.
    static let kind = ControlKind(
        id: "Button", sizing: ControlSizing(rule: .fixed, width: .points(40), height: .points(20)),
        variants: [
            ControlVariant(conditions: ["controlSize": "large"], sizing: ControlSizing(height: .points(28))),
            ControlVariant(conditions: ["buttonStyle": "bordered|borderedProminent"], sizing: ControlSizing(height: .points(24))),
            ControlVariant(conditions: ["argument": "role"], sizing: ControlSizing(height: .points(30))),
            ControlVariant(conditions: ["controlSize": ""], sizing: ControlSizing(height: .points(99))),
        ])
    let env = Environments.iPhone15Pro

    /// A context whose control selections are `selections`, kept in `table` as a run keeps them.
    func context(_ selections: [String: String], style: TextStyle = .body, in table: inout ContextSettingsTable) -> LayoutContext {
        var ctx = LayoutContext(scope: 0, layer: 0, stackAxis: nil, textStyle: style, lineLimit: nil, dynamicTypeSize: .large, pendingInsets: .zero)
        ctx.settings = table.index(of: ContextSettings(controlSelections: selections))
        return ctx
    }

    func height(_ plan: ControlPlan) -> Double {
        var plan = plan
        return plan.controlSize().height
    }

    @Test func answersWhatResolvingAnswers() {
        var memo = ControlPlanMemo()
        var table = ContextSettingsTable()
        let plain = ControlNode(kind: Self.kind)
        let role = ControlNode(kind: Self.kind, arguments: ["role"])
        let cases: [(node: Int32, control: ControlNode, selections: [String: String], height: Double)] = [
            (0, plain, [:], 20), (1, plain, [:], 20), (0, plain, ["controlSize": "large"], 28),
            (2, plain, ["buttonStyle": "borderedProminent"], 24), (3, plain, ["buttonStyle": "plain"], 20),
            (4, role, [:], 30), (1, role, ["controlSize": "large"], 30), (5, plain, ["controlSize": ""], 20),
        ]
        for item in cases {
            let ctx = context(item.selections, in: &table)
            let memoized = memo.plan(item.node, item.control, ctx, selections: table, env)
            let fresh = ControlPlan(item.control, selections: item.selections, textStyle: .body, dynamicTypeSize: .large, environment: env)
            #expect(height(memoized) == item.height, "node \(item.node) \(item.selections)")
            #expect(height(fresh) == item.height)
            #expect(memoized.variants == fresh.variants)
        }
    }

    /// Two kinds with one id but different figures (a user profile overriding a shipped one in
    /// another run) never share a plan.
    @Test func equalIDsWithDifferentFiguresAreNotShared() {
        var memo = ControlPlanMemo()
        var table = ContextSettingsTable()
        let plain = context([:], in: &table)
        let headline = context([:], style: .headline, in: &table)
        var taller = Self.kind
        taller.sizing.height = .points(50)
        #expect(height(memo.plan(0, ControlNode(kind: Self.kind), plain, selections: table, env)) == 20)
        #expect(height(memo.plan(1, ControlNode(kind: taller), plain, selections: table, env)) == 50)
        #expect(height(memo.plan(0, ControlNode(kind: Self.kind), headline, selections: table, env)) == 20)
    }
}
