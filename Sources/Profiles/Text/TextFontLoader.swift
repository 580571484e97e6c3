import LayoutCore

/// Reads the system font's text model, `Views/Text/sf-pro.yaml` (docs/text-model.md), from the
/// search path (a later directory's file replaces an earlier one's) and checks it: every block
/// known and carrying its `source:`, every advance a pair of whole font units, every size and
/// factor a finite number in range. A problem is a diagnostic at its line and column; a bad entry
/// is skipped, the rest of the table is kept. With no file the environment keeps
/// `TextFont.unmeasured` (half an em per character).
public enum TextFontLoader {
    /// Where the table sits inside a profile directory.
    public static let relativePath = "Views/Text/sf-pro.yaml"

    static let blocks = ["font", "tracking", "designTracking", "opticalSize", "weights", "designs", "monospacedDigits", "kerning", "corrections", "fallback", "glyphs"]
    /// Blocks whose figures need a `source:` (every figure in a profile names its source).
    static let sourcedBlocks = ["font", "tracking", "opticalSize", "weights", "monospacedDigits", "kerning", "corrections", "fallback", "glyphs"]

    /// The table of the last directory on `searchPath` that has a readable one, or nil, and the
    /// problems of every file read (a file that cannot be read as a table leaves the earlier one).
    public static func load(searchPath: ProfileSearchPath) -> (font: TextFont?, diagnostics: [ProfileDiagnostic]) {
        var font: TextFont?
        var diagnostics: [ProfileDiagnostic] = []
        var seen: Set<String> = []
        for directory in searchPath.directories {
            let path = FileSystem.join(directory, relativePath)
            guard FileSystem.exists(path), seen.insert(FileSystem.realPath(path) ?? path).inserted else { continue }
            let read = read(path)
            diagnostics += read.diagnostics
            if let table = read.font { font = table }
        }
        return (font, diagnostics)
    }

    /// Reads one file.
    public static func read(_ path: String) -> (font: TextFont?, diagnostics: [ProfileDiagnostic]) {
        TableFile.read(path, what: "the text font table", parse: parse)
    }

    /// Parses a table's text (tests give it directly).
    public static func parse(_ bytes: [UInt8], file: String) -> (font: TextFont?, diagnostics: [ProfileDiagnostic]) {
        let start = TableFile.root(bytes, file: file, sections: blocks, sectionWord: "text font block", expected: "a mapping with the blocks \(blocks.joined(separator: ", "))")
        var diagnostics = start.diagnostics
        func report(_ mark: YAMLMark, _ id: DiagnosticID, _ message: DiagnosticText) {
            diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: message, id: id))
        }
        guard let root = start.root else { return (nil, diagnostics) }
        for name in sourcedBlocks {
            guard let block = root.pair(name) else {
                report(root.mark, ProfileMessages.schema, "the text font table needs the \(name): block")
                continue
            }
            if block.value.mapping == nil {
                report(block.value.mark, ProfileMessages.schema, "\(name): should be a mapping")
            } else if (block.value["source"]?.scalar?.text ?? "").isEmpty {
                report(block.key.mark, ProfileMessages.sourceMissing, "\(name): needs a source: saying where its figures come from (a measurement, a citation, or \"estimate\")")
            }
        }
        if let block = root.pair("designTracking"), (block.value["source"]?.scalar?.text ?? "").isEmpty {
            report(block.key.mark, ProfileMessages.sourceMissing, "designTracking: needs a source: saying where its figures come from (a measurement, a citation, or \"estimate\")")
        }
        let header = root["font"]
        let unitsPerEm = number(header?["unitsPerEm"], in: 16...16384, "unitsPerEm", report) ?? 1000
        let name = header?["name"]?.scalar?.text ?? "unnamed"
        let fallback = advance(root["fallback"]?["advance"], "fallback advance", report) ?? TextFont.Advance(regular: Int(unitsPerEm / 2), semibold: Int(unitsPerEm / 2))

        var table = TextFontTable(name: name, identity: "", unitsPerEm: unitsPerEm, fallback: fallback)
        var checksum = 0
        table.faces = faceNames(root["glyphs"]?["faces"], report)
        for pair in entries(root["glyphs"]) where pair.name != "faces" {
            guard let scalar = scalar(pair.key, report) else { continue }
            if !table.faces.isEmpty {
                guard let row = faceRow(pair.value, count: table.faces.count, in: 0...16384, "advances of \(pair.name)", report) else { continue }
                table.faceAdvances[scalar.value] = row
                // The two-weight view of the same figures (`TextFont.advance`): Text Regular and SemiBold.
                let regular = table.faces.firstIndex(of: "text-regular").map { row[$0] } ?? row[0]
                let semibold = table.faces.firstIndex(of: "text-semibold").map { row[$0] } ?? regular
                table.advances[scalar.value] = TextFont.Advance(regular: regular, semibold: semibold)
                checksum = row.reduce(checksum &* 31 &+ Int(scalar.value)) { $0 &* 7 &+ $1 }
                continue
            }
            guard let value = advance(pair.value, "advance of \(pair.name)", report) else { continue }
            table.advances[scalar.value] = value
            checksum = checksum &* 31 &+ Int(scalar.value) &* 7 &+ value.regular &* 3 &+ value.semibold
        }
        for pair in entries(root["corrections"]) {
            guard let scalar = scalar(pair.key, report) else { continue }
            guard let units = number(pair.value, in: -4096...4096, "correction of \(pair.name)", report) else { continue }
            guard var value = table.advances[scalar.value] else {
                report(pair.key.mark, ProfileMessages.unknownReference, "correction for \(pair.name), which the glyphs: block does not have")
                continue
            }
            value.regular += Int(units.rounded())
            value.semibold += Int(units.rounded())
            table.advances[scalar.value] = value
            if let row = table.faceAdvances[scalar.value] { table.faceAdvances[scalar.value] = row.map { max(0, $0 + Int(units.rounded())) } }
            checksum = checksum &* 31 &+ Int(units.rounded())
        }
        for pair in entries(root["tracking"]) {
            guard let size = number(pair.key, in: 1...1000, "tracking size", report) else { continue }
            guard let milliEm = number(pair.value, in: -500...500, "tracking at \(pair.name) pt", report) else { continue }
            table.tracking[size] = milliEm
        }
        if let optical = root["opticalSize"] {
            table.displayFrom = number(optical["displayFrom"], in: 1...1000, "displayFrom", report) ?? .infinity
            for pair in entries(optical["displayAdvanceScale"], skippingSource: false) {
                guard let size = number(pair.key, in: 1...1000, "display size", report) else { continue }
                guard let scale = number(pair.value, in: 0.5...1.5, "display advance scale at \(pair.name) pt", report) else { continue }
                table.displayAdvanceScale[size] = scale
            }
            for pair in entries(optical["textToDisplay"], skippingSource: false) {
                guard let size = number(pair.key, in: 1...1000, "optical size", report) else { continue }
                guard let share = number(pair.value, in: 0...1, "share of the Display face at \(pair.name) pt", report) else { continue }
                table.textToDisplay[size] = share
            }
            // `rounded:`, `serif:`: a design's own blend from its first face to its second.
            for pair in entries(optical) where !["displayFrom", "displayAdvanceScale", "textToDisplay"].contains(pair.name) {
                guard let design = designName(pair, report) else { continue }
                for point in entries(pair.value, skippingSource: false) {
                    guard let size = number(point.key, in: 1...1000, "optical size", report) else { continue }
                    guard let share = number(point.value, in: 0...1, "share of the \(design) display face at \(point.name) pt", report) else { continue }
                    table.designShares[design, default: [:]][size] = share
                }
            }
        }
        for pair in entries(root["designTracking"]) {
            guard let design = designName(pair, report) else { continue }
            for point in entries(pair.value, skippingSource: false) {
                guard let size = number(point.key, in: 1...1000, "tracking size", report) else { continue }
                guard let milliEm = number(point.value, in: -500...500, "\(design) tracking at \(point.name) pt", report) else { continue }
                table.designTracking[design, default: [:]][size] = milliEm
            }
        }
        for pair in entries(root["weights"]) {
            guard let share = number(pair.value, in: 0...3, "weight \(pair.name)", report) else { continue }
            table.weights[pair.name.lowercased()] = share
        }
        for pair in entries(root["designs"]) {
            guard let design = designName(pair, report) else { continue }
            guard let scale = number(pair.value, in: 0.5...1.5, "design \(pair.name)", report) else { continue }
            table.designs[design] = scale
        }
        for pair in entries(root["kerning"]) {
            guard pair.name.unicodeScalars.count == 2 else {
                report(pair.key.mark, ProfileMessages.schema, "kerning pair '\(pair.name)' should be two characters")
                continue
            }
            if pair.value.sequence != nil || !table.faces.isEmpty {
                guard !table.faces.isEmpty else {
                    report(pair.value.mark, ProfileMessages.schema, "kerning of '\(pair.name)' is a list per face, but the glyphs: block names no faces:")
                    continue
                }
                guard let row = faceRow(pair.value, count: table.faces.count, in: -4096...4096, "kerning of '\(pair.name)'", report) else { continue }
                table.faceKerning[pair.name] = row
                continue
            }
            guard let units = number(pair.value, in: -4096...4096, "kerning of '\(pair.name)'", report) else { continue }
            table.kerning[pair.name] = Int(units.rounded())
        }
        if let digits = root["monospacedDigits"] {
            let regular = number(digits["regular"], in: 0...16384, "monospaced digit (regular)", report)
            let semibold = number(digits["semibold"], in: 0...16384, "monospaced digit (semibold)", report)
            if let regular, let semibold { table.monospacedDigit = TextFont.Advance(regular: Int(regular), semibold: Int(semibold)) }
            if let row = digits["faces"] {
                table.faceMonospacedDigit = faceRow(row, count: table.faces.count, in: 0...16384, "monospaced digits per face", report)
                if let faced = table.faceMonospacedDigit, table.monospacedDigit == nil, let regular = table.faces.firstIndex(of: "text-regular") {
                    let semibold = table.faces.firstIndex(of: "text-semibold") ?? regular
                    table.monospacedDigit = TextFont.Advance(regular: faced[regular], semibold: faced[semibold])
                }
            }
        }
        table.identity = "\(file)#\(table.advances.count)#\(checksum)#\(table.tracking.count)#\(table.displayAdvanceScale.sorted { $0.key < $1.key })#\(table.weights.sorted { $0.key < $1.key })#\(table.designs.sorted { $0.key < $1.key })#\(table.kerning.count)#\(table.faces.count)#\(table.faceKerning.count)#\(table.textToDisplay.sorted { $0.key < $1.key })#\(table.designShares.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value.sorted { $0.key < $1.key })" })#\(table.designTracking.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value.sorted { $0.key < $1.key })" })"
        return (TextFont(table), diagnostics)
    }

    /// A font design's name (`rounded`, `serif`, `monospaced`) as a key, or a diagnostic with the
    /// closest name.
    static func designName(_ pair: YAMLPair, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> String? {
        guard let design = FontDesign(rawValue: pair.name), design != .default else {
            report(pair.key.mark, ProfileMessages.schema, unknownName("font design", pair.name, known: FontDesign.allCases.map(\.rawValue).filter { $0 != "default" }))
            return nil
        }
        return design.rawValue
    }

    /// The pairs of a block, its `source:` left out.
    static func entries(_ node: YAMLNode?, skippingSource: Bool = true) -> [YAMLPair] {
        (node?.mapping ?? []).filter { !skippingSource || $0.name != "source" }
    }

    /// `U+0041` as a scalar.
    static func scalar(_ key: YAMLNode, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> Unicode.Scalar? {
        let text = key.scalar?.text ?? ""
        guard text.hasPrefix("U+"), let value = UInt32(text.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) else {
            report(key.mark, ProfileMessages.schema, "'\(text)' is not a Unicode scalar; write U+ and its hex code (U+0041)")
            return nil
        }
        return scalar
    }

    /// `faces: [text-regular, display-bold, …]`: the columns of a per-face table (empty: the
    /// two-column `[regular, semibold]` table). A face is `text`, `display`, `rounded`, `serif-text`
    /// or `serif-display` (New York at its small and large optical sizes) or `monospaced` (SF Mono),
    /// a dash and a weight.
    static func faceNames(_ node: YAMLNode?, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> [String] {
        guard let node else { return [] }
        guard let items = node.sequence, !items.isEmpty else {
            report(node.mark, ProfileMessages.schema, "faces: should be a list of face names such as [text-regular, display-regular]")
            return []
        }
        let weights = FontWeight.allCases.map { $0.rawValue.lowercased() }
        let known = ["text", "display", "rounded", "serif-text", "serif-display", "monospaced"].flatMap { optical in weights.map { "\(optical)-\($0)" } }
        var names: [String] = []
        for item in items {
            let name = item.scalar?.text ?? ""
            if !known.contains(name) { report(item.mark, ProfileMessages.schema, unknownName("face", name, known: known)) }
            names.append(name)
        }
        return names
    }

    /// `count` whole numbers in `range`, one per face: a list (`[1380, 1301]`) or, as the shipped
    /// table writes its rows to stay far below the YAML node limit, one line of numbers separated by
    /// spaces (`1380 1301`); a bad number is reported at its own column.
    /// `count` whole numbers in `range` separated by spaces (`1380 -12 1301`), or nil when the text
    /// is anything else (the caller then reports what is wrong, at its column).
    static func wholeNumbers(_ text: String, count: Int, in range: ClosedRange<Int>) -> [Int]? {
        var text = text
        return text.withUTF8 { bytes -> [Int]? in
            var row = [Int](repeating: 0, count: count)
            var filled = 0, value = 0, digits = 0, negative = false
            var index = 0
            while index <= bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
                index += 1
                if byte == UInt8(ascii: " ") {
                    if digits == 0 {
                        if negative { return nil }
                        continue
                    }
                    let number = negative ? -value : value
                    guard range.contains(number), filled < count else { return nil }
                    row[filled] = number
                    filled += 1
                    value = 0; digits = 0; negative = false
                } else if byte == UInt8(ascii: "-"), digits == 0, !negative {
                    negative = true
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
                    value = value * 10 + Int(byte &- UInt8(ascii: "0"))
                    digits += 1
                } else {
                    return nil
                }
            }
            return filled == count ? row : nil
        }
    }

    static func faceRow(_ node: YAMLNode, count: Int, in range: ClosedRange<Int>, _ what: String, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> [Int]? {
        var fields: [(text: String, mark: YAMLMark)] = []
        if let items = node.sequence {
            fields = items.map { ($0.scalar?.text ?? "a block", $0.mark) }
        } else if let scalar = node.scalar {
            // The shipped table has ~50,000 such rows: read the bytes directly, and go through the
            // field-by-field reading below (which knows each field's column) only to report a mistake.
            if let row = wholeNumbers(scalar.text, count: count, in: range) { return row }
            var column = node.mark.column
            var current = ""
            var start = column
            for character in scalar.text + " " {
                if character == " " {
                    if !current.isEmpty { fields.append((current, YAMLMark(file: node.mark.file, line: node.mark.line, column: start))) }
                    current = ""
                } else {
                    if current.isEmpty { start = column }
                    current.append(character)
                }
                column += 1
            }
        }
        guard fields.count == count else {
            report(node.mark, ProfileMessages.schema, "\(what) should be \(count) whole font units, one per face of the glyphs: block's faces:, not \(fields.count)")
            return nil
        }
        var row: [Int] = []
        row.reserveCapacity(count)
        for field in fields {
            guard let value = Int(field.text), range.contains(value) else {
                report(field.mark, ProfileMessages.schema, "\(what): '\(field.text)' should be whole font units from \(range.lowerBound) to \(range.upperBound)")
                return nil
            }
            row.append(value)
        }
        return row
    }

    /// `[regular, semibold]` in whole font units.
    static func advance(_ node: YAMLNode?, _ what: String, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> TextFont.Advance? {
        guard let node else { return nil }
        guard let items = node.sequence, items.count == 2,
            let regular = items[0].scalar.flatMap({ Int($0.text) }), let semibold = items[1].scalar.flatMap({ Int($0.text) }),
            (0...16384).contains(regular), (0...16384).contains(semibold)
        else {
            report(node.mark, ProfileMessages.schema, "\(what) should be [regular, semibold] in whole font units (0…16384)")
            return nil
        }
        return TextFont.Advance(regular: regular, semibold: semibold)
    }

    /// A finite number in `range`, or a diagnostic.
    static func number(_ node: YAMLNode?, in range: ClosedRange<Double>, _ what: String, _ report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> Double? {
        guard let node else { return nil }
        guard let text = node.scalar?.text, let value = Double(text), value.isFinite, range.contains(value) else {
            report(node.mark, ProfileMessages.schema, "\(what) should be a number from \(formatLength(range.lowerBound)) to \(formatLength(range.upperBound)), not '\(node.scalar?.text ?? "a block")'")
            return nil
        }
        return value
    }
}
