/// Controls' resolved plans, kept for the run: resolving a kind's variants matches every condition
/// against the selections (building dictionaries and comparing strings), stacks ask a control for
/// its size several times, and a screen repeats the same control (500 `Image`s in a grid). A plan
/// depends only on the kind, the call's argument labels, the selections above the view, the text
/// style and the Dynamic Type category in effect, so one plan serves every view where those are
/// equal; callers mutate their own copy (`missingMetrics`), exactly as with a freshly resolved plan.
struct ControlPlanMemo {
    /// What a plan is resolved from, besides the kind itself (compared in full on a hit).
    struct Key: Hashable {
        var kindID: String
        var arguments: Set<String>
        var selections: [String: String]
        var textStyle: TextStyle
        var dynamicTypeSize: DynamicTypeSize
    }

    /// Per node: the selections, style and category its plan was looked up with.
    struct NodeEntry {
        var selections: [String: String]
        var textStyle: TextStyle
        var dynamicTypeSize: DynamicTypeSize
        var plan: Int32
    }

    private var plans: [ControlPlan] = []
    private var shared: [Key: Int32] = [:]
    /// Per node id: its entry's index, or -1.
    private var slots: [Int32] = []
    private var nodes: [NodeEntry] = []

    mutating func plan(_ node: Int32, _ control: ControlNode, _ ctx: LayoutContext, _ env: LayoutEnvironment) -> ControlPlan {
        let n = Int(node)
        if n >= slots.count { slots.append(contentsOf: repeatElement(-1, count: n + 1 - slots.count)) }
        let slot = Int(slots[n])
        if slot >= 0, nodes[slot].textStyle == ctx.textStyle, nodes[slot].dynamicTypeSize == ctx.dynamicTypeSize, nodes[slot].selections == ctx.controlSelections {
            return plans[Int(nodes[slot].plan)]
        }
        let key = Key(
            kindID: control.kind.id, arguments: control.arguments, selections: ctx.controlSelections,
            textStyle: ctx.textStyle, dynamicTypeSize: ctx.dynamicTypeSize)
        let index: Int32
        if let known = shared[key], plans[Int(known)].kind == control.kind {
            index = known
        } else {
            index = Int32(plans.count)
            plans.append(ControlPlan(control, selections: ctx.controlSelections, textStyle: ctx.textStyle, dynamicTypeSize: ctx.dynamicTypeSize, environment: env))
            if shared[key] == nil { shared[key] = index }
        }
        let entry = NodeEntry(selections: ctx.controlSelections, textStyle: ctx.textStyle, dynamicTypeSize: ctx.dynamicTypeSize, plan: index)
        if slot >= 0 {
            nodes[slot] = entry
        } else {
            slots[n] = Int32(nodes.count)
            nodes.append(entry)
        }
        return plans[Int(index)]
    }
}
