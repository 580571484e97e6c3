import LayoutCore
import Profiles

/// What the user has built: the tree, where it is laid out, and the settings; with undo and redo.
/// A plain value: commands work on a copy and keep it only when they succeed.
public struct Session: Sendable {
    /// The part of a session that undo restores and `:save` writes.
    public struct State: Sendable, Hashable {
        public var root: ViewNode?
        public var selection: DeviceSelection
        public var settings: SessionSettings
        /// The presentation `:present` shows; `:save` and the journal write it after the tree.
        public var presentation: PresentationChoice?
        /// The declarations typed or loaded (views, modifiers, constants…), visible to every entry.
        public var module = SessionModule()

        public init(root: ViewNode? = nil, selection: DeviceSelection = DeviceSelection(), settings: SessionSettings = SessionSettings()) {
            self.root = root
            self.selection = selection
            self.settings = settings
        }
    }

    public var state: State
    /// The layout of `state.root` in the selected environment; nil with no tree.
    public var result: LayoutResult?
    public private(set) var undoStack: [State] = []
    public private(set) var redoStack: [State] = []

    public init(state: State = State()) {
        self.state = state
    }

    /// Makes `next` current, remembering the old state for `:undo`.
    mutating func record(_ next: State) {
        guard next != state else { return }
        undoStack.append(state)
        if undoStack.count > 500 { undoStack.removeFirst() }
        redoStack.removeAll()
        state = next
    }

    mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(state)
        state = previous
        return true
    }

    mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(state)
        state = next
        return true
    }
}
