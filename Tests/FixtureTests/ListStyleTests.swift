import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// Issue 13, lists: which style a List or Form draws in (source, automatic per idiom, sidebar
/// column), what `:why` cites for a row, what a platform without list figures warns, and a Section
/// outside a list. Frames are in the fixtures (`list-*.swift`, `form-settings-ipad.swift`).
@Suite struct ListStyleTests {
    let kinds = ViewKindTests()

    func placement(_ name: String, in result: LayoutResult) throws -> ListPlacement {
        let node = try #require(result.node(named: name))
        return try #require(result.listPlacements[node.id])
    }

    @Test func aListInASidebarColumnIsSidebarAndTheDetailKeepsItsWrittenStyle() throws {
        let (_, result) = try kinds.layout("""
            NavigationSplitView {
              List { Rectangle().frame(height: 20).id("side") }
            } detail: {
              List { Rectangle().frame(height: 20).id("detail") }.listStyle(.plain)
            }
            """, device: "ipad-pro-11", os: "ios17")
        let side = try placement("side", in: result)
        #expect(side.style == "sidebar")
        #expect(side.styleReason.contains("automatic in a sidebar column"))
        let detail = try placement("detail", in: result)
        #expect(detail.style == "plain")
        #expect(detail.styleReason == ".listStyle(.plain)")
    }

    @Test func aFormReadsFormStyleAndDrawsGroupedAsInsetGrouped() throws {
        // Containers/Form.yaml: automaticStyles phone → grouped, styleAliases grouped → insetGrouped.
        let (_, automatic) = try kinds.layout("Form { Rectangle().frame(height: 20).id(\"row\") }.listStyle(.plain)")
        let row = try placement("row", in: automatic)
        #expect(row.style == "insetGrouped")
        #expect(row.styleReason.contains("automatic on phone") && row.styleReason.contains("drawn as insetGrouped"))
        let (_, written) = try kinds.layout("Form { Rectangle().frame(height: 20).id(\"row\") }.formStyle(.grouped)")
        #expect(try placement("row", in: written).styleReason.hasPrefix(".formStyle(.grouped)"))
    }

    @Test func aStyleWithoutFiguresWarnsOnceNamingEachFigureAndTheDefault() throws {
        // .formStyle(.columns) is macOS's Form style: iOS has no list.columns.* figures.
        let (_, result) = try kinds.layout("""
            Form {
              Section("One") { Rectangle().frame(height: 20).id("a") }
              Section("Two") { Rectangle().frame(height: 20) }
            }
            .formStyle(.columns)
            """)
        let warnings = result.diagnostics.filter { $0.id == LayoutMessages.listMetricsMissing && $0.message.contains("style columns") }
        #expect(warnings.count == 1)
        let message = try #require(warnings.first?.message)
        #expect(message.contains("every figure is Form's default: minimumRowHeight 44, margin.narrow 20"))
        #expect(message.contains("header.paddingTop 17"))
        // The defaults are List.yaml's: the row is laid out, not dropped.
        #expect(try placement("a", in: result).style == "columns")
    }

    @Test func aPlatformWithoutListFiguresWarnsOnceNamingTheFiguresAndTheDefaults() throws {
        // macOS, watchOS, tvOS and visionOS profiles carry no list.* figures (no public measurement
        // found): one warning, however many lists, rows and sections, naming each figure and the
        // default used (Containers/List.yaml defaults: the iOS 17/18 inset-grouped figures).
        let source = """
            VStack {
              List {
                Section("One") { Rectangle().frame(height: 20).id("a"); Rectangle().frame(height: 20) }
                Section("Two") { Rectangle().frame(height: 20) }
              }
              List { Rectangle().frame(height: 20) }
            }
            """
        for (device, style) in [("mac-window", "inset"), ("watch-45mm", "carousel"), ("apple-tv-1080p", "grouped"), ("vision-pro-window", "insetGrouped")] {
            let (_, result) = try kinds.layout(source, device: device, os: nil)
            let warnings = result.diagnostics.filter { $0.id == LayoutMessages.listMetricsMissing && $0.message.contains("style \(style)") }
            #expect(warnings.count == 1, "\(device): \(result.diagnostics.map(\.message))")
            let message = try #require(warnings.first?.message)
            #expect(message.contains("minimumRowHeight 44"), "\(device)")
            #expect(message.contains("header.paddingTop 17"), "\(device)")
            // The rows are still laid out, with those defaults.
            #expect(try placement("a", in: result).style == style)
        }
    }

    @Test func aRowsSeparatorStartsAtItsContentOrAtTheListRowSeparatorLeadingGuide() throws {
        // Apple, HorizontalAlignment.listRowSeparatorLeading: the separator's leading edge; the
        // guide moves the separator, not the view. Row content x = 20 + 16 = 36 (iOS 18, 393 wide).
        let (_, result) = try kinds.layout("""
            List {
              HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 50, height: 20).id("title")
                  .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] + 4 }
              }
              .id("guided")
              Rectangle().frame(height: 20).id("plain")
            }
            """, os: "ios18")
        let guided = try placement("guided", in: result)
        // The title sits at 36 + 30 = 66, unmoved; its guide value d[.leading] + 4 puts the separator at 70.
        #expect(try #require(result.node(named: "title")).frame.minX == 66)
        #expect(guided.separatorLeading?.x == 70)
        #expect(result.listPlacementLines(guided).contains { $0.hasPrefix("separator starts at x 70: .alignmentGuide(.listRowSeparatorLeading)") })
        let plain = try placement("plain", in: result)
        #expect(plain.separatorLeading?.x == 36)
        #expect(plain.separatorLeading?.guideNode == nil)
    }

    @Test func contentMarginsReplaceTheListMarginAndShowInWhy() throws {
        let (_, result) = try kinds.layout("""
            List { Rectangle().frame(height: 20).id("row") }
              .contentMargins(.horizontal, 40, for: .scrollContent)
            """, os: "ios18")
        let row = try placement("row", in: result)
        #expect(try #require(result.node(named: "row")).frame.minX == 56)
        #expect(result.listPlacementLines(row).contains { $0.hasPrefix("x = list leading edge 0 + contentMargins leading 40 + row inset 16 = 56") })
        #expect(result.listPlacementLines(row).contains { $0.contains("contentMargins leading: .contentMargins(…) at") && $0.contains("in place of the style's margin") })
    }

    @Test func aColumnsFormExplainsItsColumnsOnEachRow() throws {
        // Form .columns on macOS (Devices/platform-macos.yaml list.columns.*, estimates): the label
        // column is the widest label (70), values start columnSpacing 8 after it; form-columns-macos.swift has the frames.
        let (_, result) = try kinds.layout("""
            Form {
              LabeledContent { Rectangle().frame(width: 100, height: 20) } label: { Rectangle().frame(width: 70, height: 20) }
              Rectangle().frame(width: 50, height: 20).id("plain")
            }
            .formStyle(.columns)
            """, device: "mac-window", os: nil)
        #expect(!result.diagnostics.contains { $0.id == LayoutMessages.listMetricsMissing })
        let lines = result.listPlacementLines(try placement("plain", in: result))
        #expect(lines.contains { $0.hasPrefix("x = list leading edge 0 + margin 20 + row inset 0 + label column and column spacing 78 = 98") })
        #expect(lines.contains { $0.hasPrefix("columns: labels end at x 90 (the widest label), values start at x 98 (+ column spacing 8: list.columns.columnSpacing, Devices/platform-macos.yaml:") && $0.contains("estimate:") })
    }

    @Test func aMisspeltStyleSuggestsTheClosest() throws {
        let (_, result) = try kinds.layout("List { Text(\"a\") }.listStyle(.plian)")
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.listMetricsMissing && $0.message.contains("plian (did you mean 'plain'?)") })
    }

    @Test func whyOnARowCitesEachFigureWithItsProfileLine() throws {
        let (_, result) = try kinds.layout("""
            List {
              Section { Rectangle().frame(height: 20).id("row") } header: { Text("H") }
            }
            """, os: "ios18")
        let lines = result.listPlacementLines(try placement("row", in: result))
        // y = 59 + 17 + 15.667 (footnote at 3×) + 6 + 11 + 1 = 109.667 (SNT: sentry-cocoa, iOS 16.4-18)
        #expect(lines.contains { $0.hasPrefix("y = list top 59 + header padding above 17 + header height 15.667 + header padding below 6 + row inset 11") && $0.hasSuffix("= 109.667") })
        #expect(lines.contains { $0.hasPrefix("  header padding above: list.insetGrouped.header.paddingTop, Devices/platform-ios.yaml:") && !$0.contains("estimate:") })
        // The row inset is still an estimate, and :why says so.
        #expect(lines.contains { $0.hasPrefix("  row inset: list.insetGrouped.rowInset.vertical, Devices/platform-ios.yaml:") && $0.contains("estimate:") })
        #expect(lines.contains { $0.hasPrefix("  margin: list.insetGrouped.margin.wide, Devices/platform-ios.yaml:") })
    }

    @Test func increasedHeaderProminenceUsesTheLargerHeaderFont() throws {
        // iOS 18: header.fontSize 13 → 47/3 = 15.667 tall; header.increasedFontSize 17 → 61/3 = 20.333.
        let (_, result) = try kinds.layout("""
            List {
              Section { Rectangle().frame(height: 20) } header: { Text("Standard").id("standard") }
              Section { Rectangle().frame(height: 20) } header: { Text("Increased").id("increased") }
                .headerProminence(.increased)
            }
            """, os: "ios18")
        #expect(abs(try #require(result.node(named: "standard")).frame.height - 47.0 / 3) < 0.001)
        #expect(abs(try #require(result.node(named: "increased")).frame.height - 61.0 / 3) < 0.001)
    }

    @Test func rowInsetsAroundAForEachApplyToEachRow() throws {
        // iOS 18, margin 20 (393 >= 390): each row's content starts at 20 + 4 and is 393 - 40 - 8 = 345 wide.
        let (_, result) = try kinds.layout("""
            List {
              ForEach(0..<2) { _ in Rectangle().frame(height: 20) }
                .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
            }
            """, os: "ios18")
        let rows = result.nodes.filter { if case .frame = $0.kind { true } else { false } }
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.frame.minX == 24 && row.frame.width == 345)
            #expect(result.listPlacements[row.id]?.x.last?.writtenAt == ".listRowInsets(…)")
        }
    }

    @Test func aSectionOutsideAListIsItsHeaderRowsAndFooterStacked() throws {
        // In a VStack a Section adds no layout: header, row and footer are three children 8 apart.
        let (_, result) = try kinds.layout("""
            VStack(spacing: 8) {
              Section {
                Rectangle().frame(width: 10, height: 10).id("row")
              } header: {
                Rectangle().frame(width: 10, height: 10).id("header")
              } footer: {
                Rectangle().frame(width: 10, height: 10).id("footer")
              }
            }
            """)
        let header = try #require(result.node(named: "header")).frame
        let row = try #require(result.node(named: "row")).frame
        let footer = try #require(result.node(named: "footer")).frame
        #expect(row.minY - header.minY == 18)
        #expect(footer.minY - row.minY == 18)
    }
}
