import Foundation
import LayoutCore
import Testing
@testable import Profiles

@Suite struct RegistryTests {
    static let sheet = """
        # A sheet: provides a size, with its own header inset (a metric it defines itself).
        id: Sheet
        viewNames: [Sheet, FullScreenCover]
        summary: A modal sheet.
        strategy: single-content
        providesContainerSize: true
        extendsIntoSafeArea: false
        subtractedSafeAreaEdges: [bottom]
        barSubtractions:
          - {edge: top, metric: sheet.header, bar: navigationBar}
        contentSafeArea:
          - edge: top
            metric: sheet.header
            bar: navigationBar
            when: {idiom: [phone, pad]}
        metrics:
          sheet.header: 56

        """

    static let tablet = """
        id: test-tablet
        displayName: Test Tablet
        extends: ipados
        screen: {width: 800, height: 1200}
        metrics: {sheet.header: 60}
        landscape:
          windows:
            half: {width: 595, sizeClass: {horizontal: compact}}

        """

    @Test func newContainerKindAndDeviceWithoutRecompiling() throws {
        let user = TemporaryDirectory()
        user.write("Sheet.yaml", Self.sheet)            // loose file: classified by its keys
        user.write("test-tablet.yaml", Self.tablet)    // loose file: `screen` makes it a device
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, user.path]))
        #expect(result.diagnostics.map(\.description) == [])
        let registry = result.registry

        let sheet = try #require(registry.containerKind(forViewName: "FullScreenCover"))
        #expect(sheet.id == "Sheet")
        #expect(sheet.providesContainerSize)
        #expect(!sheet.extendsIntoSafeArea)
        #expect(sheet.subtractedSafeAreaEdges == .bottom)
        #expect(sheet.barSubtractions == [BarRule(edge: .top, metric: "sheet.header", bar: .navigationBar, origin: ProfileOrigin(file: user.path + "/Sheet.yaml", line: 10, column: 5))])
        #expect(sheet.contentSafeAreaBars.first?.condition.idioms == [.phone, .pad])

        // The sheet's own metric reaches every environment; a device's value wins.
        let phone = try registry.environment(for: DeviceSelection())
        #expect(phone.metrics["sheet.header"] == 56)
        #expect(phone.metricOrigins[.metric("sheet.header")]?.line == 17)
        let tablet = try registry.environment(for: DeviceSelection(deviceID: "test-tablet"))
        #expect(tablet.metrics["sheet.header"] == 60)
        #expect(tablet.metrics[DeviceMetric.navigationBarInline] == 50)   // inherited from the shipped ipados
        #expect(tablet.windowSize == Size(width: 800, height: 1200))
        let half = try registry.environment(for: DeviceSelection(deviceID: "test-tablet", orientation: .landscape, window: .named("half")))
        #expect(half.windowSize == Size(width: 595, height: 800))
        #expect(half.horizontalSizeClass == .compact && half.verticalSizeClass == .regular)

        // A tree that uses the view name builds with the loaded kind (the engine reads it as data).
        let tree = ViewNode(.container(ContainerNode(kind: sheet, viewName: "FullScreenCover")), children: [
            ViewNode(.containerRelativeFrame(ContainerRelativeFrame(axes: .vertical)), children: [ViewNode(.shape(.rectangle))]),
        ])
        let layout = LayoutEngine.layout(tree, in: phone)
        let resolution = try #require(layout.nodes.compactMap(\.containerResolution).first)
        #expect(resolution.container.kindID == "Sheet")
        // The sheet fills the safe area (393×759 at y 59) and subtracts its own 56-pt header:
        // 759 − 56 = 703; the content sits below the header at y 59 + 56 = 115.
        #expect(resolution.usableSize == Size(width: 393, height: 703))
        #expect(layout.nodes[1].frame == Rect(x: 0, y: 115, width: 393, height: 703))
    }

    @Test func laterDirectoriesOverrideEarlierOnes() throws {
        let first = TemporaryDirectory()
        let second = TemporaryDirectory()
        let firstFile = first.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\n")
        let secondFile = second.write("Containers/Box.yaml", "id: Box\nstrategy: list\nviewNames: [Box, Crate]\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, first.path, second.path]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.registry.containerKinds["Box"]?.strategy == .list)
        #expect(result.registry.containerKind(forViewName: "Crate")?.id == "Box")
        let entry = try #require(result.registry.entry(for: "Box"))
        #expect(entry.file == secondFile)
        #expect(entry.overrides == [firstFile])

        // Overriding a shipped kind: what extends it picks up the override (Form extends List).
        second.write("Containers/List.yaml", "id: List\nstrategy: list\nlist: {containerPolicy: passes-by}\n")
        let overridden = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, second.path]))
        #expect(overridden.diagnostics.isEmpty)
        #expect(overridden.registry.containerKinds["Form"]?.list?.containerPolicy == .passesBy)
        #expect(overridden.registry.entry(for: "List")?.overrides == [repositoryRoot + "/Containers/List.yaml"])
    }

    @Test func looseFilesCountOnlyWithoutSubfolders() {
        let directory = TemporaryDirectory()
        directory.write("mkdocs.yml", "site_name: docs\n")
        directory.write(".hidden.yaml", "id: Hidden\nstrategy: tabs\n")
        directory.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.registry.containerKinds.keys.sorted() == ["Box"])
    }

    @Test func aFolderNamedViewsHoldsViewKindsEvenWithoutALayoutKey() {
        // `framelab profiles validate Views`: a kind that only extends another is still a view kind.
        let directory = TemporaryDirectory()
        directory.write("Views/Chip.yaml", "id: Chip\nlayout: fixed\nwidth: 40\nheight: 20\n")
        directory.write("Views/BigChip.yaml", "id: BigChip\nextends: Chip\nwidth: 60\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path + "/Views"]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.registry.viewKinds.keys.sorted() == ["BigChip", "Chip"])
        #expect(result.registry.containerKinds.isEmpty)
    }

    @Test func userDevicesOverrideShippedOnes() throws {
        let user = TemporaryDirectory()
        user.write("Devices/iphone-15-pro.yaml", "id: iphone-15-pro\ndisplayName: My Phone\nextends: ios\nscreen: {width: 400, height: 800}\n")
        let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, user.path]))
        #expect(result.diagnostics.isEmpty)
        let environment = try result.registry.environment(for: DeviceSelection())
        #expect(environment.description.displayName == "My Phone")
        #expect(environment.windowSize == Size(width: 400, height: 800))
    }

    @Test func failedReloadLeavesTheLastGoodRegistryUsable() throws {
        let user = TemporaryDirectory()
        let path = ProfileSearchPath(directories: [repositoryRoot, user.path])
        user.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\n")
        let good = ProfileRegistry.load(searchPath: path)
        #expect(!good.hasErrors)
        let before = path.fingerprint()

        user.write("Containers/Box.yaml", "id: Box\nstrategy: [tabs\nextra: 1\n")
        #expect(path.fingerprint() != before)
        let broken = ProfileRegistry.load(searchPath: path)
        #expect(broken.hasErrors)
        #expect(brief(broken.diagnostics) == ["Box.yaml:3:6: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence (started at 2:11)"])

        // The caller keeps `good.registry`: it still answers.
        var registry = good.registry
        if !broken.hasErrors { registry = broken.registry }
        #expect(registry.containerKinds["Box"]?.strategy == .tabs)
        #expect(try registry.environment(for: DeviceSelection()).windowSize.width == 393)

        user.write("Containers/Box.yaml", "id: Box\nstrategy: scroll\nscrollAxes: horizontal\n")
        let fixed = ProfileRegistry.load(searchPath: path)
        #expect(!fixed.hasErrors)
        #expect(fixed.registry.containerKinds["Box"]?.strategy == .scroll(axes: .horizontal))
    }

    @Test func fingerprintIsStableUntilAFileChanges() {
        let user = TemporaryDirectory()
        let path = ProfileSearchPath(directories: [user.path])
        let empty = path.fingerprint()
        #expect(path.fingerprint() == empty)
        user.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\n")
        let one = path.fingerprint()
        #expect(one != empty)
        #expect(path.fingerprint() == one)
        user.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\nsummary: longer now\n")
        #expect(path.fingerprint() != one)
    }

    @Test func standardSearchPathOrder() throws {
        let prefix = TemporaryDirectory()
        _ = prefix.sub("share/framelab/Containers")
        let binary = prefix.write("bin/framelab", "")
        let path = ProfileSearchPath.standard(
            executablePath: binary,
            environment: ["HOME": "/home/someone", "FRAMELAB_PATH": "/opt/a::/opt/b"],
            commandLineDirectories: ["./mine"])
        // An installed binary reads its share/framelab, not also the source tree it was built from
        // (that read every profile twice).
        #expect(path.directories == [prefix.path + "/share/framelab", "/home/someone/.config/framelab", "/opt/a", "/opt/b", "./mine"])
        #expect(path.optionalDirectories == [prefix.path + "/share/framelab", "/home/someone/.config/framelab", "/opt/a", "/opt/b"])
        #expect(brief(ProfileRegistry.load(searchPath: path).diagnostics) == ["mine:1:1: error: profile directory does not exist"])
        // A binary with no profiles near it falls back to the source tree.
        let stray = ProfileSearchPath.standard(executablePath: "/nonexistent/bin/framelab", environment: ["HOME": "/home/someone"], commandLineDirectories: [])
        #expect(stray.directories == [repositoryRoot, "/home/someone/.config/framelab"])

        let xdg = ProfileSearchPath.standard(executablePath: repositoryRoot + "/.build/debug/framelab", environment: ["XDG_CONFIG_HOME": "/xdg"], commandLineDirectories: [])
        #expect(xdg.directories == [repositoryRoot, "/xdg/framelab"])
        // A missing XDG folder is not an error.
        #expect(!ProfileRegistry.load(searchPath: xdg).hasErrors)
    }

    @Test func validateOverABasePathReportsOnlyTheGivenDirectories() {
        let user = TemporaryDirectory()
        user.write("Containers/Card.yaml", "id: Card\nextends: ScrollView\nviewNames: [Card]\ncolour: red\n")
        let diagnostics = ProfileRegistry.validate(directories: [user.path], over: ProfileSearchPath(directories: [repositoryRoot]))
        #expect(brief(diagnostics) == ["Card.yaml:4:1: error: unknown key 'colour' in container kind"])
        user.write("Containers/Card.yaml", "id: Card\nextends: ScrollView\n")
        #expect(ProfileRegistry.validate(directories: [user.path], over: ProfileSearchPath(directories: [repositoryRoot])).isEmpty)
    }

    @Test func entriesListWhatEachProfileIs() throws {
        let registry = loadShipped().registry
        let form = try #require(registry.entry(for: "Form"))
        #expect(form.kind == .container)
        #expect(form.extends == "List")
        #expect(form.file == repositoryRoot + "/Containers/Form.yaml")
        #expect(form.overrides.isEmpty)
        #expect(registry.entry(for: "ios")?.kind == .platform)
        #expect(registry.containerViewNames.contains("NavigationView"))
    }
}
