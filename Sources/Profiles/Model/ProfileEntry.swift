import LayoutCore

/// One loaded profile: its id, what it is, its file and the files it overrides.
public struct ProfileEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case container, device, platform, view }
    public var id: String
    public var kind: Kind
    public var file: String
    /// Files of earlier directories that defined the same id, oldest first.
    public var overrides: [String] = []
    /// Where the id is defined in `file`.
    public var origin: ProfileOrigin?
    /// The id this profile `extends:`, if any.
    public var extends: String?
}

extension ProfileEntry {
    /// The entry for `id` read from `document`; `overrides` are the earlier files that defined it.
    init(id: String, kind: Kind, document: ProfileDocument, overrides: [String]?) {
        self.init(
            id: id, kind: kind, file: document.file, overrides: overrides ?? [],
            origin: document.idMark.origin, extends: document.extends)
    }
}
