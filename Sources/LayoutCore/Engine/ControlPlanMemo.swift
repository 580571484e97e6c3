/// Controls' resolved plans, kept for the run: resolving a kind's variants matches every condition
/// against the selections (building dictionaries and comparing strings), stacks ask a control for
/// its size several times, and a screen repeats the same control (500 `Image`s in a grid). A plan
/// depends only on the kind, the call's argument labels, the selections above the view, the text
/// style, the system font and the Dynamic Type category in effect, so one plan serves every view where those are
/// equal; callers mutate their own copy (`missingMetrics`), exactly as with a freshly resolved plan.
struct ControlPlanMemo {
    /// What a plan is resolved from, besides the kind itself (compared in full on a hit).
    struct Key: Hashable {
        var kindID: String
        var arguments: Set<String>
        var selections: [String: String]
        var textStyle: TextStyle
        var systemFont: SystemFont?
        var dynamicTypeSize: DynamicTypeSize
        /// The size-table name (`chevron.right`): with `systemFont`, a symbol's size depends on it.
        var sizeTableKey: String?
    }

    /// Per node: the settings (`LayoutContext.settings`), style and category its plan was looked up with.
    struct NodeEntry {
        var settings: Int32
        var textStyle: TextStyle
        var dynamicTypeSize: DynamicTypeSize
        var plan: Int32
    }

    private var plans: [ControlPlan] = []
    /// Per plan with the `fixed` rule: its size and the metrics it lacked, worked out once.
    private var fixedAnswers: [FixedAnswer?] = []

    struct FixedAnswer {
        var size: Size
        var missingMetrics: [(name: String, used: Double)]
    }
    private var shared: [Key: Int32] = [:]
    /// Per node id: its entry's index, or -1.
    private var slots: [Int32] = []
    private var nodes: [NodeEntry] = []

    /// The plan of `node` in `ctx`, whose control selections are in `settings`.
    mutating func plan(_ node: Int32, _ control: ControlNode, _ ctx: LayoutContext, selections settings: ContextSettingsTable, _ env: LayoutEnvironment) -> ControlPlan {
        plans[Int(planIndex(node, control, ctx, selections: settings, env))]
    }

    /// The size of `node` when its plan has the `fixed` rule (it answers every proposal alike), and
    /// the metrics the device lacked; nil for other rules. Stacks ask an Image several times.
    mutating func fixedAnswer(_ node: Int32, _ control: ControlNode, _ ctx: LayoutContext, selections settings: ContextSettingsTable, _ env: LayoutEnvironment) -> FixedAnswer? {
        let index = Int(planIndex(node, control, ctx, selections: settings, env))
        if let known = fixedAnswers[index] { return known }
        guard plans[index].rule == .fixed else { return nil }
        var plan = plans[index]
        let answer = FixedAnswer(size: plan.controlSize(), missingMetrics: plan.missingMetrics)
        fixedAnswers[index] = answer
        return answer
    }

    /// The fixed answer already worked out for `node` in a context like `ctx`, with no metric
    /// missing: what a stack probing an Image again gets without looking at the view's kind.
    func knownFixedAnswer(_ node: Int32, _ ctx: LayoutContext) -> Size? {
        guard let index = lookedUpPlan(node, ctx), let answer = fixedAnswers[Int(index)], answer.missingMetrics.isEmpty else { return nil }
        return answer.size
    }

    /// The plan `node` was looked up with last, when that was in a context like `ctx`.
    private func lookedUpPlan(_ node: Int32, _ ctx: LayoutContext) -> Int32? {
        let n = Int(node)
        guard n < slots.count, slots[n] >= 0 else { return nil }
        let entry = nodes[Int(slots[n])]
        guard entry.textStyle == ctx.textStyle, entry.dynamicTypeSize == ctx.dynamicTypeSize, entry.settings == ctx.settings else { return nil }
        return entry.plan
    }

    private mutating func planIndex(_ node: Int32, _ control: ControlNode, _ ctx: LayoutContext, selections settings: ContextSettingsTable, _ env: LayoutEnvironment) -> Int32 {
        if let known = lookedUpPlan(node, ctx) { return known }
        let n = Int(node)
        if n >= slots.count { slots.append(contentsOf: repeatElement(-1, count: n + 1 - slots.count)) }
        let slot = Int(slots[n])
        let selections = settings[ctx.settings].controlSelections(weight: ctx.fontWeight)
        let systemFont = ctx.settings == 0 ? nil : settings[ctx.settings].systemFont
        let key = Key(
            kindID: control.kind.id, arguments: control.arguments, selections: selections,
            textStyle: ctx.textStyle, systemFont: systemFont, dynamicTypeSize: ctx.dynamicTypeSize,
            sizeTableKey: control.kind.sizeTable == nil ? nil : control.sizeTableKey)
        let index: Int32
        if let known = shared[key], plans[Int(known)].kind == control.kind {
            index = known
        } else {
            index = Int32(plans.count)
            plans.append(ControlPlan(control, selections: selections, textStyle: ctx.textStyle, systemFont: systemFont, dynamicTypeSize: ctx.dynamicTypeSize, environment: env))
            fixedAnswers.append(nil)
            if shared[key] == nil { shared[key] = index }
        }
        let entry = NodeEntry(settings: ctx.settings, textStyle: ctx.textStyle, dynamicTypeSize: ctx.dynamicTypeSize, plan: index)
        if slot >= 0 {
            nodes[slot] = entry
        } else {
            slots[n] = Int32(nodes.count)
            nodes.append(entry)
        }
        return index
    }
}
