import Foundation
import Testing

/// `framelab eval --why`, `--svg`, `--draw` and `--matrix` through the executable.
@Suite(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
struct ExplainCommandLineTests {
    static let gallery = """
        ScrollView(.horizontal) {
          HStack(spacing: 10) {
            Rectangle()
              .aspectRatio(3 / 2, contentMode: .fit)
              .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
              .id("item")
          }
        }
        """

    @Test func whyWritesTheSVGOfTheSameView() throws {
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("gallery.svg").path
        let result = try ProcessRunner.run(["eval", "--device", "iphone-15-pro", "--why", "item", "--svg", path, Self.gallery])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("width   (393 − 10 × 2) / 3 × 1 + 10 × 0 = 124.333"), "CRF-08")
        #expect(!result.standardOutput.contains("\u{1B}"), "no colour when not a terminal")
        let document = try SVGDocument(contentsOf: path)
        #expect(document.rects.contains { $0.attributes["class"] == "chosen" && $0.attributes["data-container"] == "0" })
        #expect(document.rects.contains { $0.attributes["class"] == "selected" })
    }

    /// `--present N` lays out the presented content in its container; `--why` then explains a view in it.
    @Test func presentLaysOutTheSheet() throws {
        let source = """
            Color.red
              .sheet(isPresented: $show) {
                Color.blue.containerRelativeFrame(.vertical).id("inside").presentationDetents([.medium])
              }
            """
        let result = try ProcessRunner.run(["eval", "--device", "iphone-15", "--os", "ios18", "--present", "1", "--why", "inside", source])
        #expect(result.status == 0, "\(result.standardError)")
        // .medium = 852 / 2 = 426; the sheet keeps the 34-pt home indicator: 426 − 34 = 392.
        #expect(result.standardOutput.contains("placed at the bottom: frame 393×426 at (0, 426)"))
        #expect(result.standardOutput.contains("height  the whole usable height, 392"))
        let missing = try ProcessRunner.run(["eval", "--present", "2", source])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("there is no presentation 2; the tree has 1"))
    }

    /// `--json --present N` carries the presentation record: container, frame, detent and why;
    /// `--present "N main"` lays out the main tree beside an inspector column.
    @Test func presentJSONRecordsThePresentation() throws {
        let sheet = """
            Color.red
              .sheet(isPresented: $show) {
                Color.blue.presentationDetents([.medium])
              }
            """
        let result = try ProcessRunner.run(["eval", "--device", "iphone-15", "--os", "ios26", "--present", "1", "--json", sheet])
        #expect(result.status == 0, "\(result.standardError)")
        // iOS 26: .medium 852 / 2 = 426 floats 8 in from the sides and bottom: 393 − 16 = 377 wide at y 852 − 8 − 426 = 418.
        for fragment in ["\"container\" : \"sheet\"", "\"detent\" : \".medium\"", "\"detentReason\" : \"the smallest detent\"", "\"shows\" : \"presented\"", "\"width\" : 377", "\"y\" : 418"] {
            #expect(result.standardOutput.contains(fragment), "\(fragment)")
        }
        let inspector = "Color.red.id(\"main\").inspector(isPresented: $show) { Color.blue }"
        let main = try ProcessRunner.run(["eval", "--device", "ipad-pro-11", "--present", "1 main", "--json", inspector])
        #expect(main.status == 0, "\(main.standardError)")
        #expect(main.standardOutput.contains("\"shows\" : \"main\""))
        #expect(main.standardOutput.contains("\"width\" : 514"), "834 − 320 = 514")
    }

    @Test func svgAloneAndWithJSON() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("plain.svg").path
        let result = try ProcessRunner.run(["eval", "--window", "300x200", "--json", "--svg", path, "Rectangle()\n  .frame(width: 50, height: 50)"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("{"))
        let document = try SVGDocument(contentsOf: path)
        #expect(document.rects.filter { $0.attributes["class"] == "view" }.count == 2)
        #expect(!document.rects.contains { $0.attributes["class"] == "chosen" })
        let unwritable = try ProcessRunner.run(["eval", "--svg", "/nonexistent-directory/x.svg", "Rectangle()"])
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.contains("cannot write /nonexistent-directory/x.svg"))
    }

    /// A paged scroll view's node carries its paging record in plain `--json`: the page is the
    /// scroll view's width, 393 on an iPhone 15; each card is 393 − 2 × 20 (contentMargins) = 353
    /// at offset 20, so one swipe moves 393 − 353 = 40 more than a card (docs/scroll-paging.md).
    @Test func jsonCarriesThePagingRecord() throws {
        let source = """
            ScrollView(.horizontal) {
              LazyHStack(spacing: 0) {
                ForEach(0..<4) { _ in
                  Color.blue.containerRelativeFrame(.horizontal).frame(height: 200)
                }
              }
            }
            .contentMargins(.horizontal, 20)
            .scrollTargetBehavior(.paging)
            """
        let result = try ProcessRunner.run(["eval", "--device", "iphone-15", "--json", source])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let scroll = try #require(nodes.first { $0["type"] as? String == "ScrollView" })
        let paging = try #require(scroll["paging"] as? [String: Any])
        #expect(paging["behavior"] as? String == ".paging")
        #expect(paging["axis"] as? String == "horizontal")
        #expect(paging["pageLength"] as? Double == 393)
        let targets = try #require(paging["targets"] as? [[String: Any]])
        #expect(targets.count == 4)
        #expect(targets[0]["offset"] as? Double == 20)
        #expect(targets[0]["length"] as? Double == 353)
        #expect(targets[0]["stride"] as? Double == 353)
        let mismatch = try #require(paging["mismatch"] as? [String: Any])
        #expect(mismatch["drift"] as? Double == 40)
        #expect(mismatch["childrenPerPage"] as? Int == 1)
        let explanation = try #require(paging["explanation"] as? [String])
        #expect(explanation.contains { $0.contains("so a page is 393 long") })
        #expect(explanation.contains { $0.hasPrefix("warning: page length 393") })
        #expect(nodes.filter { $0["paging"] != nil }.count == 1, "only the scroll view has a paging record")
    }

    @Test func drawUsesColumns() throws {
        let result = try ProcessRunner.run(["eval", "--draw", "--window", "300x200", "Rectangle()\n  .frame(width: 100, height: 100)\n  .id(\"box\")"],
                                           environment: ["COLUMNS": "50"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        #expect(lines.first?.count == 49)
        #expect(result.standardOutput.contains("box (#0)"))
    }

    @Test func matrixListsEveryDevice() throws {
        let result = try ProcessRunner.run(["eval", "--matrix", "item", Self.gallery])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("* iphone-15-pro ") && $0.contains(" portrait ") })
        #expect(result.standardOutput.contains("iphone-duo (folded)") && result.standardOutput.contains("iphone-duo (open)"), "a foldable in each posture")
        #expect(result.standardOutput.contains("iphone-se-3"))
        #expect(result.standardOutput.contains("ipad-pro-13"))
        #expect(result.standardOutput.contains("landscape"))
        let bad = try ProcessRunner.run(["eval", "--matrix", "nothing", Self.gallery])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("no view named 'nothing'"))
    }

    /// `--device` or `--orientation` with `--matrix` narrows that axis; `--devices` mixes groups and ids.
    @Test func matrixNarrowsToTheGivenDevice() throws {
        let one = try ProcessRunner.run(["eval", "--device", "iphone-17", "--orientation", "portrait", "--matrix", "item", "--dynamic-type", "large,AX5", Self.gallery])
        #expect(one.status == 0, "\(one.standardError)")
        let rows = one.standardOutput.split(separator: "\n").filter { $0.contains("iphone") || $0.contains("ipad") }
        #expect(rows.count == 2, "iphone-17 portrait at large and AX5 only: \(rows)")
        #expect(rows.allSatisfy { $0.contains("iphone-17 ") && $0.contains("portrait") })
        let mixed = try ProcessRunner.run(["eval", "--matrix", "item", "--devices", "iphone-se-3,pads", "--orientations", "portrait", Self.gallery])
        #expect(mixed.status == 0, "\(mixed.standardError)")
        #expect(mixed.standardOutput.contains("iphone-se-3") && mixed.standardOutput.contains("ipad-pro-13-m5"))
        #expect(!mixed.standardOutput.contains("iphone-17"))
        let unknown = try ProcessRunner.run(["eval", "--matrix", "item", "--devices", "phone", Self.gallery])
        #expect(unknown.standardError.contains("did you mean 'phones'?"))
    }

    /// Named iPadOS 26 tiles are found in the device's default generation (they live in its `ios26`
    /// block); a name no device has is an error, not an empty table.
    @Test func matrixFindsNamedWindowsOfTheDefaultGeneration() throws {
        let tiles = try ProcessRunner.run(["eval", "--matrix", "item", "--devices", "ipad-pro-13-m5", "--orientations", "landscape", "--windows", "half,third", Self.gallery])
        #expect(tiles.status == 0, "\(tiles.standardError)")
        // ipad-pro-13-m5.yaml: half = 1376 / 2 = 688 × 1032, third = 1376 / 3 = 458.667 × 1032.
        #expect(tiles.standardOutput.contains("688×1032") && tiles.standardOutput.contains("458.667×1032"), "\(tiles.standardOutput)")
        let none = try ProcessRunner.run(["eval", "--matrix", "item", "--devices", "iphone-17", "--windows", "half", Self.gallery])
        #expect(none.status != 0)
        #expect(none.standardError.contains("no device and orientation of the matrix has a window named 'half'"), "\(none.standardError)")
        let older = try ProcessRunner.run(["eval", "--matrix", "item", "--devices", "iphone-17", "--os", "ios17", Self.gallery])
        #expect(older.status != 0)
        #expect(older.standardError.contains("none of the matrix's devices runs ios17 (iphone-17 runs ios26, ios27)"), "\(older.standardError)")
    }

    /// A stack aligned on a custom guide names that guide, not the built-in default it stands in for.
    @Test func whyNamesTheCustomAlignmentGuide() throws {
        let source = """
            extension VerticalAlignment {
                private enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] } }
                static let mid = VerticalAlignment(Mid.self)
            }
            HStack(alignment: .mid) {
                Color.red.frame(width: 60, height: 60).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
                Color.green.frame(width: 60, height: 20)
            }
            .id("row")
            """
        let result = try ProcessRunner.run(["eval", "--device", "iphone-17", "--why", "row", source])
        #expect(result.status == 0, "\(result.standardError)")
        // guides: 30 (the red view's centre) and 0 (the green view's default, its top): height = 30 + max(60 − 30, 20 − 0) = 60.
        #expect(result.standardOutput.contains("line up on the .mid guide: height = max guide 30 + max (size − guide) 30 = 60"), "\(result.standardOutput)")
    }

    /// Three children have two gaps: the sum counts the spacing twice.
    @Test func whyCountsEachGapOfTheStack() throws {
        let source = "HStack(spacing: 2) { Color.red.frame(width: 10, height: 5); Color.red.frame(width: 20, height: 5); Color.red.frame(width: 30, height: 5) }.id(\"row\")"
        let result = try ProcessRunner.run(["eval", "--device", "iphone-17", "--why", "row", source])
        // 10 + 20 + 30 + 2 × 2 = 64.
        #expect(result.standardOutput.contains("width = 10 + 20 + 30 + 2 × spacing 2 = 64"), "\(result.standardOutput)")
    }

    @Test func outputsCannotBeCombined() throws {
        #expect(try ProcessRunner.run(["eval", "--why", "a", "--matrix", "a", "Rectangle()"]).status != 0)
        #expect(try ProcessRunner.run(["eval", "--json", "--draw", "Rectangle()"]).status != 0)
    }
}
