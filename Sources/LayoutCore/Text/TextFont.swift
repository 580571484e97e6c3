/// How wide the system font sets each character: per-scalar advances for Regular and SemiBold, how
/// far each weight lies between them, SF Pro's tracking per point size, the Text/Display optical
/// size switch, kerning pairs and the widths of monospaced digits. The figures are data
/// (`Views/Text/sf-pro.yaml`, read by the Profiles module's `TextFontLoader` and handed to layout
/// with the environment, docs/text-model.md); this type only holds and looks them up.
///
/// A value without a table (`TextFont.unmeasured`, what an environment built in code has) gives
/// every character the same advance (half an em) and no tracking: a width, never a crash.
public struct TextFont: Sendable, Hashable {
    /// A character's advance in font units, Regular and SemiBold.
    public struct Advance: Sendable, Hashable {
        public var regular: Int
        public var semibold: Int

        public init(regular: Int, semibold: Int) {
            self.regular = regular
            self.semibold = semibold
        }
    }

    /// The table's figures, shared by every copy (the table is large and never changes once loaded).
    final class Storage: Sendable {
        let name: String
        /// Where the table came from; two fonts are equal when they came from the same table.
        let identity: String
        let unitsPerEm: Double
        let dense: [Advance?]
        let sparse: [UInt32: Advance]
        let fallback: Advance
        let tracking: [(size: Double, milliEm: Double)]
        let displayFrom: Double
        let displayScale: [(size: Double, scale: Double)]
        let weights: [String: Double]
        let designs: [String: Double]
        let kerning: [UInt64: Int]
        let monospacedDigit: Advance
        /// Per-face figures (SF Pro's own metrics): face name → column of `faceAdvances`' rows.
        let faces: [String: Int]
        let faceDense: [[Int]?]
        let faceSparse: [UInt32: [Int]]
        let faceKerning: [UInt64: [Int]]
        let faceMonospacedDigit: [Int]?
        let textToDisplay: [(size: Double, share: Double)]
        /// Per design (`rounded`, `serif`): its own tracking and its own optical-size blend.
        let designTracking: [String: [(Double, Double)]]
        let designShares: [String: [(Double, Double)]]
        let isMeasured: Bool
        /// `identity`'s hash, computed once: styles carrying the font are hashed on every look-up.
        let identityHash: Int

        init(_ table: TextFontTable) {
            name = table.name
            identity = table.identity
            unitsPerEm = table.unitsPerEm > 0 && table.unitsPerEm.isFinite ? table.unitsPerEm : 1000
            var dense = [Advance?](repeating: nil, count: Int(TextFont.denseLimit))
            var sparse: [UInt32: Advance] = [:]
            for (scalar, advance) in table.advances {
                if scalar < TextFont.denseLimit { dense[Int(scalar)] = advance } else { sparse[scalar] = advance }
            }
            self.dense = dense
            self.sparse = sparse
            fallback = table.fallback
            tracking = table.tracking.sorted { $0.key < $1.key }.map { (size: $0.key, milliEm: $0.value) }
            displayFrom = table.displayFrom
            displayScale = table.displayAdvanceScale.sorted { $0.key < $1.key }.map { (size: $0.key, scale: $0.value) }
            weights = table.weights
            designs = table.designs
            var kerning: [UInt64: Int] = [:]
            for (pair, units) in table.kerning {
                let scalars = Array(pair.unicodeScalars)
                if scalars.count == 2 { kerning[TextFont.pairKey(scalars[0], scalars[1])] = units }
            }
            self.kerning = kerning
            monospacedDigit = table.monospacedDigit ?? table.fallback
            var faces: [String: Int] = [:]
            for (column, face) in table.faces.enumerated() where faces[face] == nil { faces[face] = column }
            self.faces = faces
            var faceDense = [[Int]?](repeating: nil, count: table.faceAdvances.isEmpty ? 0 : Int(TextFont.denseLimit))
            var faceSparse: [UInt32: [Int]] = [:]
            for (scalar, row) in table.faceAdvances where row.count == table.faces.count {
                if scalar < TextFont.denseLimit { faceDense[Int(scalar)] = row } else { faceSparse[scalar] = row }
            }
            self.faceDense = faceDense
            self.faceSparse = faceSparse
            var faceKerning: [UInt64: [Int]] = [:]
            for (pair, row) in table.faceKerning where row.count == table.faces.count {
                let scalars = Array(pair.unicodeScalars)
                if scalars.count == 2 { faceKerning[TextFont.pairKey(scalars[0], scalars[1])] = row }
            }
            self.faceKerning = faceKerning
            faceMonospacedDigit = table.faceMonospacedDigit?.count == table.faces.count ? table.faceMonospacedDigit : nil
            textToDisplay = table.textToDisplay.sorted { $0.key < $1.key }.map { (size: $0.key, share: $0.value) }
            designTracking = table.designTracking.mapValues { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
            designShares = table.designShares.mapValues { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
            isMeasured = !table.advances.isEmpty || !table.faceAdvances.isEmpty
            identityHash = table.identity.hashValue
        }
    }

    let storage: Storage

    public init(_ table: TextFontTable) {
        storage = Storage(table)
    }

    /// No measured table: every character half an em, no tracking, no optical sizes.
    public static let unmeasured = TextFont(TextFontTable(name: "unmeasured", identity: "unmeasured", unitsPerEm: 1000, fallback: Advance(regular: 500, semibold: 530)))

    /// Scalars below this have their advances in an array (Latin, Latin-1, Latin Extended A/B).
    static let denseLimit: UInt32 = 0x250

    public var name: String { storage.name }
    public var unitsPerEm: Double { storage.unitsPerEm }
    /// Whether the table measured any character (false for `unmeasured`).
    public var isMeasured: Bool { storage.isMeasured }

    public static func == (a: TextFont, b: TextFont) -> Bool { a.storage === b.storage || a.storage.identity == b.storage.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.identityHash) }

    /// The table's advance for `scalar`, nil when the table lacks it.
    public func advance(_ scalar: Unicode.Scalar) -> Advance? {
        let value = scalar.value
        if value < Self.denseLimit { return storage.dense[Int(value)] }
        return storage.sparse[value]
    }

    /// The advance of a character the table lacks (neither wide nor zero-width).
    public var fallback: Advance { storage.fallback }
    /// The advance of each digit under `.monospacedDigit()`.
    public var monospacedDigit: Advance { storage.monospacedDigit }

    /// How far `weight`'s advances lie from Regular towards SemiBold (0 Regular, 1 SemiBold); an
    /// unknown weight is Regular's.
    public func weightInterpolation(_ weight: String) -> Double {
        storage.weights[weight.lowercased()] ?? 0
    }

    /// Tracking in 1/1000 em at `pointSize`, linearly interpolated between the table's sizes; the
    /// end values below the first and above the last.
    public func trackingMilliEm(atPointSize pointSize: Double) -> Double {
        Self.interpolated(storage.tracking.map { ($0.size, $0.milliEm) }, at: pointSize, default: 0)
    }

    /// Tracking in 1/1000 em for a font design at `pointSize`: the design's own table
    /// (`designTracking:`, the font's `trak`) when the table has one, else the default design's.
    public func trackingMilliEm(atPointSize pointSize: Double, design: FontDesign?) -> Double {
        Self.designOwn(storage.designTracking, design, at: pointSize) ?? trackingMilliEm(atPointSize: pointSize)
    }

    /// The factor on advances at `pointSize`: 1 below the Display switch, the table's Display scale
    /// (interpolated by size) from it on.
    public func advanceScale(atPointSize pointSize: Double) -> Double {
        guard pointSize.isFinite, pointSize >= storage.displayFrom else { return 1 }
        return Self.interpolated(storage.displayScale.map { ($0.size, $0.scale) }, at: pointSize, default: 1)
    }

    /// The factor on advances for a font design (SF Pro Rounded, New York) relative to SF Pro; 1
    /// for the default design and a design the table does not scale.
    public func designScale(_ design: FontDesign?) -> Double {
        guard let design, design != .default else { return 1 }
        return storage.designs[design.rawValue] ?? 1
    }

    /// Font units added between `a` and `b` (0 when the table has no such pair).
    public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
        storage.kerning.isEmpty ? 0 : storage.kerning[Self.pairKey(a, b)] ?? 0
    }

    /// Whether the table has any kerning pair.
    public var hasKerning: Bool { !storage.kerning.isEmpty || !storage.faceKerning.isEmpty }

    // MARK: Faces (SF Pro's own metrics per optical size and weight)

    /// Whether the table has per-face advances (`glyphs:` with `faces:`).
    public var hasFaces: Bool { !storage.faces.isEmpty }

    /// The column of a face (`text-semibold`, `display-bold`, `rounded-regular`, `serif-text-bold`), nil when the
    /// table has no such face.
    public func faceColumn(_ face: String) -> Int? { storage.faces[face] }

    /// A scalar's advances per face, nil when the table lacks it.
    public func faceAdvances(_ scalar: Unicode.Scalar) -> [Int]? {
        let value = scalar.value
        if value < Self.denseLimit { return storage.faceDense.isEmpty ? nil : storage.faceDense[Int(value)] }
        return storage.faceSparse[value]
    }

    /// Font units between `a` and `b` per face, nil when the pair does not kern.
    public func faceKerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> [Int]? {
        storage.faceKerning.isEmpty ? nil : storage.faceKerning[Self.pairKey(a, b)]
    }

    /// Each digit's advance per face under `.monospacedDigit()` (the font's tabular digits).
    public var faceMonospacedDigit: [Int]? { storage.faceMonospacedDigit }

    /// How far from the Text optical size's advances towards the Display one's at `pointSize`
    /// (0 Text, 1 Display), interpolated between the table's sizes; 0 with no such table.
    public func displayShare(atPointSize pointSize: Double) -> Double {
        Self.interpolated(storage.textToDisplay.map { ($0.size, $0.share) }, at: pointSize, default: 0)
    }

    /// The same share for a font design: the design's own blend (`opticalSize.<design>`, from its
    /// first face to its second) when the table has one, else the default design's.
    public func displayShare(atPointSize pointSize: Double, design: FontDesign?) -> Double {
        Self.designOwn(storage.designShares, design, at: pointSize) ?? displayShare(atPointSize: pointSize)
    }

    /// A design's own table of `tables` interpolated at `pointSize`; nil for the default design or
    /// one without a table (the caller then reads the default design's).
    private static func designOwn(_ tables: [String: [(Double, Double)]], _ design: FontDesign?, at pointSize: Double) -> Double? {
        guard let design, let own = tables[design.rawValue] else { return nil }
        return interpolated(own, at: pointSize, default: 0)
    }

    static func pairKey(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> UInt64 { UInt64(a.value) << 32 | UInt64(b.value) }

    static func interpolated(_ points: [(Double, Double)], at x: Double, default value: Double) -> Double {
        guard let first = points.first, let last = points.last, x.isFinite else { return value }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        for (lower, upper) in zip(points, points.dropFirst()) where x <= upper.0 {
            let span = upper.0 - lower.0
            return span > 0 ? lower.1 + (upper.1 - lower.1) * (x - lower.0) / span : upper.1
        }
        return last.1
    }
}

/// The figures of a text font table as read from its file, before look-up tables are built.
public struct TextFontTable: Sendable {
    public var name: String
    /// Where the table came from (file and a checksum of its figures).
    public var identity: String
    public var unitsPerEm: Double
    /// Advances per Unicode scalar, per-glyph corrections already added.
    public var advances: [UInt32: TextFont.Advance] = [:]
    public var fallback: TextFont.Advance
    /// Tracking in 1/1000 em per point size.
    public var tracking: [Double: Double] = [:]
    /// From this point size on, advances take `displayAdvanceScale`.
    public var displayFrom: Double = .infinity
    /// The Display scale per point size.
    public var displayAdvanceScale: [Double: Double] = [:]
    /// Weight name → how far from Regular towards SemiBold.
    public var weights: [String: Double] = [:]
    /// Design name (`rounded`, `serif`) → factor on SF Pro's advances.
    public var designs: [String: Double] = [:]
    /// Two-character strings → font units added between them.
    public var kerning: [String: Int] = [:]
    public var monospacedDigit: TextFont.Advance?
    /// Face names (`text-regular`, `display-bold`, `rounded-medium`): the columns of the rows below.
    public var faces: [String] = []
    /// Advances per Unicode scalar, one per face.
    public var faceAdvances: [UInt32: [Int]] = [:]
    /// Two-character strings → font units between them, one per face.
    public var faceKerning: [String: [Int]] = [:]
    /// Each digit's advance under `.monospacedDigit()`, one per face.
    public var faceMonospacedDigit: [Int]?
    /// Point size → share of the way from the Text face's advances to the Display face's.
    public var textToDisplay: [Double: Double] = [:]
    /// Design name → point size → tracking in 1/1000 em (the design's own `trak`).
    public var designTracking: [String: [Double: Double]] = [:]
    /// Design name → point size → share of the way from the design's text face to its display face.
    public var designShares: [String: [Double: Double]] = [:]

    public init(name: String, identity: String, unitsPerEm: Double, fallback: TextFont.Advance) {
        self.name = name
        self.identity = identity
        self.unitsPerEm = unitsPerEm
        self.fallback = fallback
    }
}
