import ViewSyntax

/// A cycle between definitions: a view whose body uses a view whose body uses the first (or
/// itself), a constant whose value reads another that reads it. FrameLab could not lay such a
/// view out (it would contain itself), so the definition that closes the cycle is refused.
extension SessionModule {
    /// Kinds whose uses are followed: what is built or evaluated when the tree is translated.
    private static let followed: Set<SourceDeclaration.Kind> = [.view, .modifier, .style, .layout, .constant, .variable]

    /// The first cycle through a declaration of file `id`, reported at the use in that file that
    /// closes it.
    func firstCycle(from id: Int) -> Failure? {
        var byName: [String: Definition] = [:]
        for definition in definitions where Self.followed.contains(definition.declaration.kind) {
            for name in definition.declaration.names { byName[name] = definition }
        }
        for start in definitions where start.fileID == id && Self.followed.contains(start.declaration.kind) {
            guard let startName = start.declaration.names.first else { continue }
            // Depth first from the new declaration, looking for a way back to it.
            var stack: [(name: String, path: [String])] = start.declaration.uses.keys.sorted().filter { byName[$0] != nil }.map { ($0, [startName, $0]) }
            var seen = Set<String>()
            while let (name, path) = stack.popLast() {
                if start.declaration.names.contains(name) {
                    let first = path[1]
                    let position = start.declaration.uses[first] ?? start.declaration.namePosition
                    let through = path.dropFirst().dropLast().compactMap { step in byName[step].map { "\($0.declaration.names.joined()) (\($0.origin))" } }
                    let closing = through.isEmpty ? "'\(startName)' uses itself" : "'\(startName)' uses \(through.joined(separator: ", which uses ")), which uses '\(startName)'"
                    return Failure(message: "a cycle between definitions: \(path.joined(separator: " → ")); \(closing), so it would contain itself. The definition is not taken", position: position)
                }
                guard seen.insert(name).inserted, let definition = byName[name] else { continue }
                for next in definition.declaration.uses.keys.sorted() where byName[next] != nil {
                    stack.append((next, path + [next]))
                }
            }
        }
        return nil
    }
}
