import Foundation
import Testing
@testable import Profiles

/// Writes `files` into a fresh directory and returns its diagnostics, file names shortened.
private func diagnose(_ files: [String: String]) -> [String] {
    let directory = TemporaryDirectory()
    for (name, text) in files { directory.write(name, text) }
    return brief(ProfileRegistry.validate(directories: [directory.path]))
}

private let minimalDevice = """
    id: phone
    displayName: Phone
    idiom: phone
    screen: {width: 100, height: 200}

    """

@Suite struct ValidationTests {
    @Test func unknownKeySuggestsClosest() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: single-content\nviewName: [Box]\n"]) == [
            "Box.yaml:3:1: error: unknown key 'viewName' in container kind; did you mean 'viewNames'?",
        ])
    }

    @Test func unknownKeyInNestedMapping() {
        #expect(diagnose(["Devices/phone.yaml": minimalDevice + "safeArea: {top: 1, left: 2}\n"]) == [
            "phone.yaml:5:20: error: unknown key 'left' in insets; did you mean 'leading'?",
        ])
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: single-content\nprovidesContainerSize: yes\n"]) == [
            "Box.yaml:3:24: error: expected a boolean for 'providesContainerSize', found a string (\"yes\")",
        ])
        #expect(diagnose(["Devices/phone.yaml": minimalDevice + "scale: three\n"]) == [
            "phone.yaml:5:8: error: expected a number for 'scale', found a string (\"three\")",
        ])
    }

    @Test func missingRequiredKey() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nsummary: no strategy\n"]) == [
            "Box.yaml:1:1: error: missing required key 'strategy' in container kind",
        ])
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: tabs\nbarSubtractions:\n  - edge: top\n    bar: tabBar\n"]) == [
            "Box.yaml:4:5: error: missing required key 'metric' in bar rule",
        ])
    }

    @Test func missingRequiredKeyAfterInheritance() {
        #expect(diagnose([
            "Devices/base.yaml": "platform: base\nidiom: phone\n",
            "Devices/phone.yaml": "id: phone\nextends: base\ndisplayName: Phone\n",
        ]) == [
            "phone.yaml:1:1: error: missing required key 'screen' in device (not set here nor by 'base')",
        ])
    }

    @Test func negativeAndNonFiniteSizes() {
        #expect(diagnose(["Devices/phone.yaml": "id: phone\ndisplayName: Phone\nidiom: phone\nscreen: {width: -3, height: .inf}\n"]) == [
            "phone.yaml:4:17: error: 'width' must not be negative, found -3",
            "phone.yaml:4:29: error: 'height' must be a finite number, found .inf",
        ])
        #expect(diagnose(["Devices/phone.yaml": minimalDevice + "metrics: {tabBar: .nan}\n"]) == [
            "phone.yaml:5:19: error: 'tabBar' must be a finite number, found .nan",
        ])
    }

    @Test func unknownMetricInBarRule() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: tabs\nbarSubtractions:\n  - {edge: bottom, metric: tabbar, bar: tabBar}\n"]) == [
            "Box.yaml:4:28: error: unknown device metric 'tabbar' in bar rule; did you mean 'tabBar'?",
        ])
    }

    /// Bar rules may read a metric any device or platform defines: at the top, per orientation
    /// or per OS generation, in a platform or in a device extending it. Names come from each
    /// profile's own file (the loader no longer reads the merged trees for them), so one only a
    /// parent defines is still known; one nobody defines is an error.
    @Test func barRulesKnowMetricsFromEveryProfileOfAChain() {
        let files = [
            "Devices/base.yaml": "platform: base\nidiom: phone\nmetrics: {fromPlatform: 1}\nos:\n  versions: [ios26]\n  ios26:\n    metrics: {fromGeneration: 2}\n",
            "Devices/phone.yaml": minimalDevice + "extends: base\nlandscape:\n  metrics: {fromDevice: 3}\n",
            "Containers/Box.yaml": """
                id: Box
                strategy: tabs
                barSubtractions:
                  - {edge: bottom, metric: fromPlatform, bar: tabBar}
                  - {edge: bottom, metric: fromGeneration, bar: tabBar}
                  - {edge: bottom, metric: fromDevice, bar: tabBar}
                  - {edge: bottom, metric: fromNowhere, bar: tabBar}

                """,
        ]
        #expect(diagnose(files) == [
            "Box.yaml:7:28: error: unknown device metric 'fromNowhere' in bar rule",
        ])
    }

    @Test func badPresentationRule() {
        #expect(diagnose(["Containers/Card.yaml": "id: Card\nstrategy: single-content\npresentation:\n  - {width: window, placement: middle}\n"]) == [
            "Card.yaml:4:32: error: unknown placement 'middle' for 'placement'; expected one of: center, bottom, trailing, anchored",
        ])
        #expect(diagnose(["Containers/Card.yaml": "id: Card\nstrategy: single-content\npresentation:\n  - {width: windw, height: detents}\n"]) == [
            "Card.yaml:4:13: error: 'width' is window, ideal, detents, large or a device metric; 'windw' is none of these; did you mean 'window'?",
        ])
        #expect(diagnose(["Containers/Bar.yaml": "id: Bar\nstrategy: single-content\ncontentSafeArea:\n  - {edge: bottom, metric: toolbar, bar: bottomBar, when: {toolbarItems: [bottomBar], toolbar: x}}\n"]).first?.contains("unknown key 'toolbar'") == true)
    }

    @Test func unknownStrategy() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: singel-content\n"]) == [
            "Box.yaml:2:11: error: unknown layout strategy 'singel-content' for 'strategy'; did you mean 'single-content'? expected one of: window, single-content, split-columns, tabs, scroll, list",
        ])
    }

    @Test func extendsOfMissingKind() {
        #expect(diagnose([
            "Containers/List.yaml": "id: List\nstrategy: list\n",
            "Containers/Form.yaml": "id: Form\nextends: Lst\n",
        ]) == [
            "Form.yaml:2:10: error: 'Form' extends 'Lst', which is not a known container kind; did you mean 'List'?",
        ])
    }

    @Test func extendsCycle() {
        #expect(diagnose([
            "Containers/A.yaml": "id: A\nextends: B\n",
            "Containers/B.yaml": "id: B\nextends: A\n",
            "Containers/C.yaml": "id: C\nextends: A\n",
        ]) == [
            "A.yaml:2:10: error: extends cycle: A → B → A",
            "B.yaml:2:10: error: extends cycle: B → A → B",
            "C.yaml:1:5: note: 'C' is not loaded because its extends chain has a cycle: A → B → A",
        ])
    }

    @Test func twoFilesDefiningOneIDInOneDirectory() {
        let directory = TemporaryDirectory()
        directory.write("Containers/A.yaml", "id: Box\nstrategy: tabs\n")
        directory.write("Containers/B.yaml", "id: Box\nstrategy: list\n")
        #expect(ProfileRegistry.validate(directories: [directory.path]).map(\.description) == [
            "\(directory.path)/Containers/B.yaml:1:5: error: 'Box' is already defined in \(directory.path)/Containers/A.yaml:1; a directory may define an id only once",
        ])
    }

    @Test func viewNameClaimedTwiceInOneDirectory() {
        let directory = TemporaryDirectory()
        directory.write("Containers/A.yaml", "id: A\nstrategy: tabs\nviewNames: [Tabs]\n")
        directory.write("Containers/B.yaml", "id: B\nstrategy: tabs\nviewNames: [B, Tabs]\n")
        #expect(brief(ProfileRegistry.validate(directories: [directory.path])) == [
            "B.yaml:3:16: error: view name 'Tabs' is already claimed by 'A' (\(directory.path)/Containers/A.yaml:3) in the same directory",
        ])
    }

    @Test func oversizedFileIsRefusedBeforeParsing() {
        let directory = TemporaryDirectory()
        directory.write("Containers/Huge.yaml", bytes: [UInt8](repeating: UInt8(ascii: "#"), count: (1 << 20) + 1))
        #expect(brief(ProfileRegistry.validate(directories: [directory.path])) == [
            "Huge.yaml:1:1: error: file is 1048577 bytes, over the 1 MiB limit for profiles; refused before parsing (raise it with FRAMELAB_PROFILE_MAX_BYTES)",
        ])
    }

    @Test func aliasBombIsRefused() {
        var text = "id: Bomb\nstrategy: tabs\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let result = diagnose(["Containers/Bomb.yaml": text])
        #expect(result == [
            "Bomb.yaml:7:45: error: document has more than 100000 nodes, counting every expansion of an alias (an alias bomb?); refused (raise the limit with FRAMELAB_PROFILE_MAX_NODES)",
        ])
    }

    @Test func emptyAndNullDocuments() {
        #expect(diagnose(["Containers/Empty.yaml": "# nothing here\n"]) == [
            "Empty.yaml:1:1: error: file is empty; expected a mapping that defines a container kind or a device",
        ])
        #expect(diagnose(["Containers/Null.yaml": "---\n~\n"]) == [
            "Null.yaml:2:1: error: expected a mapping at the top of the profile; the document is null",
        ])
    }

    @Test func sequenceWhereAMappingBelongs() {
        #expect(diagnose(["Containers/Seq.yaml": "- id: Seq\n- strategy: tabs\n"]) == [
            "Seq.yaml:1:1: error: expected a mapping at the top of the profile; found a sequence",
        ])
        #expect(diagnose(["Devices/phone.yaml": "id: phone\ndisplayName: Phone\nidiom: phone\nscreen: [100, 200]\n"]) == [
            "phone.yaml:4:9: error: expected a mapping for 'screen' (screen), found a sequence",
        ])
    }

    @Test func nonUTF8Bytes() {
        let directory = TemporaryDirectory()
        directory.write("Containers/Latin1.yaml", bytes: Array("id: Box\nsummary: caf".utf8) + [0xE9] + Array("\nstrategy: tabs\n".utf8))
        #expect(brief(ProfileRegistry.validate(directories: [directory.path])) == [
            "Latin1.yaml:2:13: error: invalid UTF-8 byte 0xE9; profiles must be UTF-8 text",
        ])
    }

    @Test func unreadableFiles() throws {
        let directory = TemporaryDirectory()
        let loop = directory.sub("Containers") + "/Loop.yaml"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let dangling = directory.sub("Containers") + "/Gone.yaml"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory.path + "/nowhere.yaml")
        #expect(brief(ProfileRegistry.validate(directories: [directory.path])) == [
            "Gone.yaml:1:1: error: cannot read file: no such file or directory",
            "Loop.yaml:1:1: error: cannot read file: symbolic link loop",
        ])
        if getuid() != 0 {
            let locked = directory.write("Containers/Locked.yaml", "id: Locked\nstrategy: tabs\n")
            chmod(locked, 0)
            #expect(brief(ProfileRegistry.validate(directories: [directory.path])).contains(
                "Locked.yaml:1:1: error: cannot read file: Permission denied"))
        }
    }

    @Test func symlinkLoopsInDirectories() throws {
        let directory = TemporaryDirectory()
        let loop = directory.path + "/loop"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let nested = directory.sub("nested")
        try FileManager.default.createSymbolicLink(atPath: nested + "/Containers", withDestinationPath: nested + "/Containers")
        #expect(ProfileRegistry.validate(directories: [loop, nested]).map(\.description) == [
            "\(loop):1:1: error: cannot read profile directory: symbolic link loop",
            "\(nested)/Containers:1:1: error: cannot read profile directory: symbolic link loop",
        ])
    }

    @Test func duplicateKeyPointsAtTheDuplicate() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: tabs\nid: Other\n"]) == [
            "Box.yaml:3:1: error: duplicate key 'id' (first defined at line 1)",
        ])
    }

    @Test func syntaxErrorsAndExtraDocuments() {
        #expect(diagnose(["Containers/Bad.yaml": "id: Box\nstrategy: [tabs\n"]) == [
            "Bad.yaml:3:1: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence (started at 2:11)",
        ])
        #expect(diagnose(["Containers/Two.yaml": "id: Box\nstrategy: tabs\n---\nid: Other\n"]) == [
            "Two.yaml:3:1: error: a profile file holds one YAML document; found a second one here",
        ])
    }

    @Test func everyErrorOfAFileAtOnce() {
        let text = """
            id: Box
            strategy: stack
            providesContainerSize: 1
            barSubtractions:
              - {edge: up, metric: tabBar, bar: tabBar}
            color: red

            """
        #expect(diagnose(["Containers/Box.yaml": text]) == [
            "Box.yaml:2:11: error: unknown layout strategy 'stack' for 'strategy'; expected one of: window, single-content, split-columns, tabs, scroll, list",
            "Box.yaml:3:24: error: expected a boolean for 'providesContainerSize', found an integer (1)",
            "Box.yaml:5:12: error: unknown edge 'up' for 'edge'; did you mean 'top'? expected one of: top, leading, bottom, trailing",
            "Box.yaml:6:1: error: unknown key 'color' in container kind",
        ])
    }

    @Test func deviceAndPlatformKeysTogether() {
        #expect(diagnose(["Devices/odd.yaml": "platform: odd\nid: odd\nidiom: phone\n"]) == [
            "odd.yaml:2:1: error: a file defines either a device ('id') or a platform ('platform'), not both",
        ])
    }

    @Test func looseFileThatIsNeitherKind() {
        #expect(diagnose(["mystery.yaml": "id: mystery\n"]) == [
            "mystery.yaml:1:1: error: cannot tell whether this file is a container kind, a view kind or a device: a container kind has 'strategy', a view kind 'layout', a device 'screen' (or move it into Containers/, Views/ or Devices/)",
        ])
    }

    @Test func dependentsOfBrokenProfilesAreNotLoaded() {
        let directory = TemporaryDirectory()
        let list = directory.write("Containers/List.yaml", "id: List\nstrategy: lst\n")
        directory.write("Containers/Form.yaml", "id: Form\nextends: List\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
        #expect(brief(result.diagnostics) == [
            "List.yaml:2:11: error: unknown layout strategy 'lst' for 'strategy'; did you mean 'list'? expected one of: window, single-content, split-columns, tabs, scroll, list",
            "Form.yaml:1:5: note: 'Form' is not loaded because 'List', which it extends, has errors (\(list))",
        ])
        #expect(result.registry.containerKinds.isEmpty)
    }

    @Test func nearMissMetricNamesWarn() {
        let directory = TemporaryDirectory()
        directory.write("Devices/phone.yaml", minimalDevice + "metrics: {tabbar: 49}\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
        #expect(brief(result.diagnostics) == [
            "phone.yaml:5:11: warning: 'tabbar' is not a standard metric; did you mean 'tabBar'? (custom metrics are allowed, but no bar rule of the shipped kinds reads this one)",
        ])
        #expect(!result.hasErrors)
        #expect(result.registry.devices["phone"] != nil)
    }

    @Test func deepNestingIsRefused() {
        let text = "id: Deep\nstrategy: tabs\nsummary: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        #expect(diagnose(["Containers/Deep.yaml": text]) == [
            "Deep.yaml:3:73: error: nesting deeper than 64 levels; refused (raise the limit with FRAMELAB_PROFILE_MAX_DEPTH)",
        ])
    }

    @Test func scrollAxesOutsideTheScrollStrategyWarn() {
        #expect(diagnose(["Containers/Box.yaml": "id: Box\nstrategy: tabs\nscrollAxes: horizontal\n"]) == [
            "Box.yaml:3:1: warning: 'scrollAxes' only applies to the scroll strategy; the tabs strategy ignores it",
        ])
    }

    @Test func missingCommandLineDirectory() {
        #expect(ProfileRegistry.validate(directories: ["/nonexistent/framelab"]).map(\.description) == [
            "/nonexistent/framelab:1:1: error: profile directory does not exist",
        ])
    }

    /// Names with whitespace are refused whether the text is ASCII (checked as bytes) or not.
    @Test func whitespaceInNamesIsFoundInAnyScript() {
        for text in ["tab\tbar", "a b", "line\nbreak", "cr\r", "no\u{A0}break", "ideographic\u{3000}space", "caf\u{E9} au lait"] {
            #expect(SchemaValidator.containsWhitespace(text), "\(text.debugDescription)")
        }
        for text in ["navigationBar.inline", "caf\u{E9}", "list.insetGrouped.header.paddingTop", ""] {
            #expect(!SchemaValidator.containsWhitespace(text), "\(text.debugDescription)")
        }
        #expect(diagnose(["Devices/phone.yaml": minimalDevice + "metrics: {\"tab bar\": 49}\n"]) == [
            "phone.yaml:5:11: error: 'tab bar' is not a valid metric name",
            "phone.yaml:5:11: warning: 'tab bar' is not a standard metric; did you mean 'tabBar'? (custom metrics are allowed, but no bar rule of the shipped kinds reads this one)",
        ])
    }
}
