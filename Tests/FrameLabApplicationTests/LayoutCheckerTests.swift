import Foundation
import Profiles
import Testing
@testable import FrameLabApplication

/// `framelab check`: one fixture per check triggers it (Tests/CheckFixtures), the clean fixture
/// triggers none, `.framelab.yml` disables a finding with its reason and its mistakes are the
/// profile loader's errors, and the command line's exit codes and JSON.
struct LayoutCheckerTests {
    static let fixtures = TestSupport.packageRoot.appendingPathComponent("Tests/CheckFixtures")
    static let profiles = ProfileState(searchPath: TestSupport.shippedProfiles)

    static func check(_ fixture: String, matrix: String? = "iphone-15-pro,portrait,default", config: String? = nil) -> CheckRunner.Outcome {
        CheckRunner.check(
            CheckRunner.Options(paths: [fixtures.appendingPathComponent(fixture).path], matrix: matrix, configPath: config),
            profiles: profiles)
    }

    @Test func cleanFixtureTriggersNothingOnAnyDefaultLayout() {
        let outcome = Self.check("Clean.swift", matrix: nil)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        // Every phone and pad in Devices/ (a foldable once per posture: iphone-duo folded and open)
        // × 2 orientations × (default, AX3).
        let phonesAndPads = Self.profiles.registry.devices.values.filter { $0.idiom == .phone || $0.idiom == .pad }
        #expect(phonesAndPads.count >= 11)
        let placements = phonesAndPads.map { max(1, $0.postureNames.count) }.reduce(0, +)
        #expect(placements == phonesAndPads.count + 1, "the Duo adds its second posture")
        #expect(outcome.layouts == placements * 2 * 2)
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
    }

    @Test(arguments: [
        // Text measured at 120 wide: "A headline far…" fits, the rest does not (lineLimit 1).
        ("TruncatedText.swift", LayoutCheck.textTruncated, "#3 Text \"headline\"", "shows \"A headline far…\""),
        // 100×100 at x = (393 − 100) / 2 + 400 = 546.5 ≥ 393: wholly off the right edge.
        ("OutsideWindow.swift", .outsideWindow, "#2 frame \"badge\"", "is wholly outside of the 393×852 window"),
        // Offset 2000 pt down in a horizontal scroll view: off its cross axis.
        ("OutsideScrollView.swift", .outsideScrollView, "#6 frame \"lost\"", "on the axis it does not scroll"),
        ("CrossAxisContainerRelativeFrame.swift", .containerRelativeFrameCrossAxis, "#2 containerRelativeFrame \"tile\"",
         "containerRelativeFrame(.horizontal) measures the ScrollView (#0) only on the axis it does not scroll"),
        ("ConflictingFrame.swift", .conflictingFrame, "#1 frame \"bar\"", "minWidth 200 > maxWidth 100"),
        // A 0-wide frame around Text, which keeps at least "…" (13.515 pt at 17 pt); one body line on
        // a 3× device is ceil(17 × 2444/2048 × 3) / 3 = 20.333.
        // A borderless Button hugs its body-text label: "Save" is 38.027 wide and one body line,
        // ceil(17 × 2444/2048 × 3) / 3 = 20.333, tall, under 44 on both axes (HIG Buttons). The
        // framed label and the List row are 44 or more.
        ("SmallTapTarget.swift", .smallTapTarget, "#1 Button \"save\"", "Button is 37×20.333, smaller than the 44×44 minimum hit target"),
        // Page 393 (the scroll view's width) against cards of 393 − 2 × 20 = 353 (contentMargins
        // subtracted by containerRelativeFrame): 40 off per page, card 2 at 20 − 40 = −20.
        ("PagingPageLength.swift", .pagingPageLength, "#2 ScrollView \"carousel\"",
         "pages by its width, 393, but a child's 353 + spacing 0 = 353: after one swipe child 2 rests at -20 instead of 20"),
        // A Text offered no width is 0 wide and one line high (measured, docs/controls.md), so the
        // Text itself is the view nobody sees.
        ("ZeroSizeContent.swift", .zeroSizeContent, "#2 Text \"status\"", "Text \"Saved\" is laid out 0×20.333, so it is not seen"),
        // 40 rows of 44 (framed Texts: a frame keeps its Text's spacing) with text-text spacing 2
        // between them (Devices/platform-ios.yaml): 40 × 44 + 39 × 2 = 1838 tall, centred in the safe
        // area (59…818, centre 438.5): top 438.5 − 919 = −480.5, bottom 1357.5 − 852 = 505.5.
        // Nothing scrolls it, so the rows past the window cannot be reached.
        ("FixedRowsOutsideWindow.swift", .outsideWindow, "#0 VStack \"rows\"",
         "reaches 480.5 pt past the top edge and 505.5 pt past the bottom edge of the 393×852 window"),
        // A List scrolls vertically only: the row's text starts at margin 20 + row inset 16 = 36,
        // offset by 400 to 436 ≥ 393, the List's width.
        ("ListRowOffAxis.swift", .outsideScrollView, "#3 Text \"pushed\"", "is wholly outside of the List (#0, 393×759), on the axis it does not scroll"),
    ])
    func eachFixtureTriggersItsCheck(_ fixture: String, _ check: LayoutCheck, _ view: String, _ message: String) throws {
        let outcome = Self.check(fixture)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let finding = try #require(outcome.findings.first { $0.check == check }, "\(outcome.findings)")
        #expect(finding.view == view)
        #expect(finding.message.contains(message), "\(finding.message)")
        #expect(finding.line != nil && finding.column != nil, "the finding points at the source")
    }

    /// iOS 27 iPhone windows report compact width at every width (FBM; Apple forums thread 836088):
    /// a NavigationSplitView stays one column and a size-class branch takes the compact side in a
    /// 900-pt window. Flagged from 700 pt (the iPadOS free-form threshold), not in the 402-pt screen.
    @Test(arguments: [
        ("SizeClassSplitView.swift", "#0 NavigationSplitView \"mail\"", "shows one column because horizontalSizeClass is compact, in a 900-pt-wide window"),
        ("SizeClassBranch.swift", "#0 VStack \"oneColumn\"", "is chosen by `sizeClass == .compact is true"),
    ])
    func sizeClassKeyedStructureInAWideIPhoneWindowIsFlagged(_ fixture: String, _ view: String, _ message: String) throws {
        let outcome = Self.check(fixture, matrix: "iphone-17-pro,portrait,ios27,900x600,default")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.layouts == 1)
        let finding = try #require(outcome.findings.first { $0.check == .sizeClassWidth }, "\(outcome.findings)")
        #expect(finding.view == view)
        #expect(finding.message.contains(message), "\(finding.message)")
        #expect(finding.message.contains("ViewThatFits, containerRelativeFrame, or a Layout"), "names the better APIs")
        #expect(finding.layouts == ["iphone-17-pro portrait ios27 900x600"])
        // The full 402-pt screen on iOS 26, and a 600-pt window on iOS 27: nothing to flag.
        #expect(!Self.check(fixture, matrix: "iphone-17-pro,portrait,ios26,default").findings.contains { $0.check == .sizeClassWidth })
        #expect(!Self.check(fixture, matrix: "iphone-17-pro,portrait,ios27,600x800,default").findings.contains { $0.check == .sizeClassWidth })
        // The full screen in landscape is 874 wide and compact by design (not a widened window).
        #expect(!Self.check(fixture, matrix: "iphone-17-pro,landscape,ios27,default").findings.contains { $0.check == .sizeClassWidth })
    }

    /// `check` lays a foldable out in each posture; `--matrix open` narrows it to one.
    @Test func checkCoversBothPosturesOfTheFoldable() {
        let both = Self.check("Clean.swift", matrix: "iphone-duo,portrait,default")
        #expect(both.errors.isEmpty, "\(both.errors)")
        #expect(both.layouts == 2)
        let open = Self.check("Clean.swift", matrix: "iphone-duo,open,portrait,default")
        #expect(open.layouts == 1)
    }

    /// Content of a List, a Form or a ScrollView past the window along the axis it scrolls is what
    /// scrolling is for (issue 29: a 40-row List was flagged on 92 of 92 layouts): nothing on any
    /// phone or pad, either orientation, default size or AX3.
    @Test(arguments: ["ScrollingList.swift", "ScrollingForm.swift", "ScrollingScrollView.swift"])
    func scrollingContentIsNeverOutsideTheWindow(_ fixture: String) {
        let outcome = Self.check(fixture, matrix: nil)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.layouts >= 44)
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map { "\($0.check) \($0.view) \($0.message)" })")
    }

    @Test func configDisablesAFindingWithItsReason() throws {
        let directory = try TestSupport.temporaryDirectory()
        let config = directory.appendingPathComponent(".framelab.yml")
        try """
            disable:
              - check: conflicting-frame
                file: ConflictingFrame.swift
                view: bar
                reason: kept to show the warning in the docs
            """.write(to: config, atomically: true, encoding: .utf8)
        let outcome = Self.check("ConflictingFrame.swift", config: config.path)
        #expect(outcome.findings.isEmpty)
        #expect(outcome.disabled.first?.disabledBecause?.hasPrefix("kept to show the warning in the docs (\(config.path):2)") == true,
                "\(outcome.disabled)")
        #expect(!Self.check("TruncatedText.swift", config: config.path).findings.isEmpty, "the rule names one file")
    }

    @Test func configMistakesAreTheProfileLoadersErrorsWithSuggestions() throws {
        let directory = try TestSupport.temporaryDirectory()
        let config = directory.appendingPathComponent(".framelab.yml")
        try """
            disable:
              - chek: conflicting-frame
                reason: typo in the key
              - check: conflicting-frames
                reason: typo in the check
            """.write(to: config, atomically: true, encoding: .utf8)
        let errors = Self.check("Clean.swift", config: config.path).errors
        #expect(errors.contains { $0.contains(".framelab.yml:2:5: error: unknown key 'chek' in disable rule") && $0.contains("check") }, "\(errors)")
        #expect(errors.contains { $0.contains(".framelab.yml:4:12: error: unknown check 'conflicting-frames' for 'check'; did you mean 'conflicting-frame'?") }, "\(errors)")
    }

    @Test(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
    func commandLineExitCodesAndJSON() throws {
        let clean = try ProcessRunner.run(["check", Self.fixtures.appendingPathComponent("Clean.swift").path, "--matrix", "iphone-se-3"])
        #expect(clean.status == 0)
        #expect(clean.standardOutput.hasSuffix("0 findings in 1 file across 4 layouts\n"), "\(clean.standardOutput)")
        let flagged = try ProcessRunner.run(["check", Self.fixtures.appendingPathComponent("ConflictingFrame.swift").path, "--matrix", "iphone-se-3,portrait", "--json"])
        #expect(flagged.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(flagged.standardOutput.utf8)) as? [String: Any]
        let findings = document?["findings"] as? [[String: Any]]
        #expect(findings?.first?["check"] as? String == "conflicting-frame")
        #expect(findings?.first?["layouts"] as? [String] == ["iphone-se-3 portrait", "iphone-se-3 portrait AX3"])
        let broken = try ProcessRunner.run(["check", "/no/such/File.swift"])
        #expect(broken.status == 2)
    }
}
