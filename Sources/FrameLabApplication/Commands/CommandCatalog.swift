/// Every REPL command with its usage, the line `:help` shows and the paragraph `:help CMD` shows.
public struct CommandInfo: Sendable, Hashable {
    public var name: String
    public var usage: String
    public var summary: String
    public var help: String
}

public enum CommandCatalog {
    public static let all: [CommandInfo] = [
        CommandInfo(name: "add", usage: ":add TARGET CODE", summary: "append a child to a stack or container",
            help: "Translates CODE (SwiftUI source for one view) and appends it as the last child of TARGET, which must be a stack, Group, ForEach or container. TARGET is a name given with .id(\"…\") or #ID from :frames. The tree is laid out again and what changed is shown."),
        CommandInfo(name: "insert", usage: ":insert TARGET INDEX CODE", summary: "insert a child at a position",
            help: "Like :add, but puts the new view at INDEX (0 is first) among TARGET's children."),
        CommandInfo(name: "modify", usage: ":modify TARGET .modifier(…)", summary: "apply modifiers to a view",
            help: "Applies one or more modifiers, written as in source (.padding(10).frame(width: 50)), to TARGET. The modifiers wrap TARGET, so ids of the nodes after it shift."),
        CommandInfo(name: "replace", usage: ":replace TARGET CODE", summary: "replace a view with new source",
            help: "Translates CODE and puts it where TARGET was, with everything below TARGET."),
        CommandInfo(name: "remove", usage: ":remove TARGET", summary: "remove a view or a modifier",
            help: "Removes TARGET. A modifier is unwrapped (its view stays); a view is removed with the modifiers applied to it. Removing the root clears the tree."),
        CommandInfo(name: "undo", usage: ":undo", summary: "undo the last change",
            help: "Restores the tree, device and settings as they were before the last command that changed them."),
        CommandInfo(name: "redo", usage: ":redo", summary: "redo what :undo undid",
            help: "Applies again the change that the last :undo reverted. Any new change clears what can be redone."),
        CommandInfo(name: "reset", usage: ":reset", summary: "clear the tree",
            help: "Removes the whole tree; the device and settings stay. :undo brings the tree back."),
        CommandInfo(name: "tree", usage: ":tree", summary: "show the tree as source, with node ids",
            help: "Prints the current tree as SwiftUI source; each line ends with the node's #ID, for use as a TARGET."),
        CommandInfo(name: "device", usage: ":device ID [portrait|landscape]", summary: "lay out on another device",
            help: "Selects a device profile by id (see :devices) and optionally an orientation. The window and column selections are cleared. The tree is laid out again and what changed is shown."),
        CommandInfo(name: "devices", usage: ":devices", summary: "list the device profiles",
            help: "Lists every device profile in the registry with its name, idiom and the OS generations it runs (+ marks the default, its newest); the current one is marked with *."),
        CommandInfo(name: "orientation", usage: ":orientation [portrait|landscape]", summary: "switch orientation",
            help: "Sets the orientation, or with no argument switches between portrait and landscape. The tree is laid out again and what changed is shown."),
        CommandInfo(name: "os", usage: ":os [ID|default]", summary: "choose the OS generation",
            help: "Selects the OS generation whose figures apply (ios17, ios18, ios26, ios27 on iPhone and iPad, also spelled ipados27; macos14…, watchos…, tvos…, visionos… on the other platforms): safe areas, bar heights, the iOS 26 floating tab bar. default goes back to the device's newest. With no argument, prints the current generation and the ones the device runs. The tree is laid out again and what changed is shown."),
        CommandInfo(name: "posture", usage: ":posture [folded|open|default]", summary: "choose a foldable's posture",
            help: "On a foldable device (iphone-duo), selects the posture: folded lays out on the outer display, open on the inner one, each with its own screen size, scale, safe area, size classes and bars. default goes back to the device's default posture. With no argument, prints the current posture and the ones the device has. A device that does not fold has no postures. The tree is laid out again and what changed is shown."),
        CommandInfo(name: "window", usage: ":window NAME|WIDTHxHEIGHT|default", summary: "use a named window or a plain size",
            help: "Selects a named multitasking window of the device (such as split-1/2 or slide-over), or a plain WIDTHxHEIGHT window with no safe area and no bars. :window default goes back to the device's full screen."),
        CommandInfo(name: "column", usage: ":column sidebar|content|detail|none", summary: "choose a split-view column",
            help: "On a compact device, chooses which NavigationSplitView column is shown; none goes back to the device's default."),
        CommandInfo(name: "containers", usage: ":containers", summary: "list the container kinds",
            help: "Lists each container kind in the registry: its id, the view names it answers to, whether containerRelativeFrame measures it, and the file it came from."),
        CommandInfo(name: "views", usage: ":views", summary: "list the view kinds",
            help: "Lists each view kind in the registry (Views/): its id, the view names it answers to, its layout, how many variants it has, and the file it came from."),
        CommandInfo(name: "profile", usage: ":profile ID", summary: "show a profile and its file",
            help: "Shows a device, container or view kind profile: what it is, the file it came from (and the files it overrides), and the file's text."),
        CommandInfo(name: "reload", usage: ":reload", summary: "read the profiles again",
            help: "Reads every profile file again and lays the tree out at once, showing what changed. Profile files edited while the REPL runs are also picked up before the next command; if an edit has errors, the last good profiles stay and the errors are shown."),
        CommandInfo(name: "frames", usage: ":frames", summary: "print the frames table",
            help: "Prints one row per node: id, type (indented by depth), name, x, y, width and height in window points (origin top-left), and for containerRelativeFrame rows the container measured and its usable size."),
        CommandInfo(name: "why", usage: ":why TARGET", summary: "explain a view's size",
            help: "Prints what TARGET was proposed and by whom, what it answered, and the rule that decided it, with the numbers. For a containerRelativeFrame (TARGET itself, or the nearest one wrapping it) it then goes step by step: each ancestor from the view upward and why it was passed over, until the container chosen, with the profile line that makes that kind a container; the container's size and each amount taken off it (safe-area insets, bars with their metric, value and profile lines, safeAreaPadding); the usable size; the formula with the numbers filled in; what the child was proposed and answered; the frame. framelab eval --why NAME prints the same."),
        CommandInfo(name: "draw", usage: ":draw [COLUMNS] [--outline]", summary: "draw the layout in the terminal",
            help: "Draws the window with box-drawing characters, scaled to the terminal's width (COLUMNS, or the terminal's size, or 80), or to COLUMNS when given: the screen as a double line, the safe-area insets shaded ░, bars ▒, each Text as its words where it sits (clipped to its scroll view and the screen), and each other view's frame as a box labelled with its name or #ID where the words leave room. --outline draws every frame as a labelled box, without the words. Views that share a frame (a view and its modifiers) are drawn once. A row stands for twice the points of a column, since character cells are about twice as tall as wide."),
        CommandInfo(name: "svg", usage: ":svg FILE [TARGET] [--outline] [--dark]", summary: "write the layout as an SVG picture",
            help: "Writes an SVG picture of the screen in window points: each Text as its measured lines in its size and weight, shapes and colours filled (system colours in their light or dark value, from Views/Appearance/colors.yaml), lists' backgrounds and section cards, controls as a likeness (a switch, a slider track, a bordered button), SF Symbols and images as labelled boxes, content clipped to its scroll view and the screen. Every node's frame is still in the document (hover for its id and frame). --dark draws the dark appearance; --outline draws the old debugging picture instead: the safe-area insets and bars shaded and every frame a labelled rectangle. With TARGET, the container its containerRelativeFrame chose is filled green with its usable size dotted, and the ancestors the search passed over are dashed red. The file is written atomically. framelab eval --svg FILE does the same (--why NAME selects the view, --appearance dark, --outline)."),
        CommandInfo(name: "png", usage: ":png FILE [--scale N] [--dark]", summary: "write the screen as a PNG picture",
            help: "Draws the screen as :svg does, with cairo, into a PNG of N pixels a point (default: the device's display scale; 0.1 to 16, at most 16,384 px a side). Text is drawn in Inter, the font FrameLab measures with. The file is written whole or not at all. framelab eval --png FILE [--scale N] [--appearance dark] does the same."),
        CommandInfo(name: "html", usage: ":html FILE [TARGET]", summary: "write an interactive HTML report",
            help: "Writes one self-contained HTML page (no network needed; open it from disk): the device with its safe area and bars and every view's frame; hover a view for its frame, click it for its :why; the tree as an outline linked to the picture; a search box for .id names; and a switcher over the layout on every device, orientation and three Dynamic Type sizes, computed in advance. With TARGET, that view is selected. The file is written atomically. framelab eval --html FILE does the same."),
        CommandInfo(name: "matrix", usage: ":matrix TARGET [--AXIS VALUE …]", summary: "lay out across devices, OS, type sizes, directions",
            help: "Lays out the tree on every device and orientation in the registry, or across the axes given: --devices a,b|all|phones|pads, --orientations portrait,landscape, --os ios17,ios26|all, --dynamic-type all|xSmall,…,AX5, --direction ltr,rtl|all, --windows 700x900,half, --postures folded,open|all (a foldable in each posture by default). One row per layout: TARGET's frame, its line count when it is a Text, the container its containerRelativeFrame measured with the usable size, and what breaks (a Text wrapped into more lines than its fewest or truncated, the view past the window's edges or clipped by its container). Δ marks a row that differs from the one above; * marks the current selection. A summary line per axis says where it breaks first. The layouts run on every core. framelab eval --matrix NAME takes the same axes as options."),
        CommandInfo(name: "sweep", usage: ":sweep AXIS=RANGE", summary: "find where the layout changes in kind across a range",
            help: "Lays the tree out at every point of a range around the current selection: width=320...1400 or height=600...1000 (a window of that size, the other side kept; /STEP for a step other than 1), dynamic-type=xSmall...AX5, posture=folded,open|all. Prints one row per stretch of the range where the layout is the same in kind, with what changes on entering it: the child a ViewThatFits shows, a size-class branch, the container a containerRelativeFrame measures, a Text's line count or truncation, a lazy grid's column count, a check finding. A range is lower bound first; ..< leaves the upper bound out; at most 10000 steps. framelab eval --sweep AXIS=RANGE does the same (with --json, a JSON document)."),
        CommandInfo(name: "present", usage: ":present [NAME|N|off] [main]", summary: "lay out a sheet, popover, inspector… in its container",
            help: "With no argument, lists the presentations in the tree (.sheet, .fullScreenCover, .popover, .inspector), numbered, with their node and source line. :present N (or the modifier's name when there is one of it, or the .id name of the presented content) lays out that presentation's content in its container: the frame its presentation kind gives it on this device (a sheet's smallest presentationDetent, where it opens, a popover's ideal size on iPad or a sheet on iPhone, the inspector column on iPad) is printed step by step, then the frames table; :why, :draw, :svg, :json and :expect then work on the presented tree, whose ids start at #0, the presentation's container. A popover on iPad is placed next to the view it is attached to; an iPad inspector narrows the main content beside it. :present N main shows the main tree laid out while N is shown (beside an inspector column it is narrower; under a sheet it keeps the window). It follows device and orientation changes, is part of the session (:save, the journal and :html keep it) and :json adds a presentation record (container, frame, detent and why). :present off returns to the main tree; editing commands need the main tree. framelab eval --present N (or \"N main\") does the same."),
        CommandInfo(name: "json", usage: ":json", summary: "print the layout as JSON",
            help: "Prints the document that framelab eval --json prints: the device, every node with its frame (and container on containerRelativeFrame nodes), and diagnostics."),
        CommandInfo(name: "load", usage: ":load FILE", summary: "run a script, or lay out a Swift file or folder",
            help: "A .swift file or a directory (every .swift file under it, as one module) is translated and its first preview laid out (else the @main App's window, else the view named like the file, else the last View); the output says which and lists the others, and :preview picks another. A preview's traits set the orientation, device or window unless you chose them with :device, :orientation or :window. The tree is translated again when the device or a setting changes. Any other FILE runs the commands and source in it as if typed. Paths are relative to the file that contains the :load (or the current directory). Loads may nest; a cycle is an error naming the chain. Lines starting with # or // are comments."),
        CommandInfo(name: "preview", usage: ":preview [NAME|INDEX]", summary: "lay out another preview of the loaded file",
            help: "With NAME (#Preview(\"NAME\"), a PreviewProvider's type or .previewDisplayName) or INDEX (1 is the first), lays out that preview of the file loaded with :load; with nothing, lists the file's previews and views."),
        CommandInfo(name: "view", usage: ":view [NAME]", summary: "lay out a View struct of the loaded source",
            help: "With NAME, lays out that View struct of the file loaded with :load (or of the View structs you typed) with its default property values, placeholders for the rest (:set arg NAME=VALUE gives one), like eval --view; an unknown NAME suggests the closest. With nothing, lists the file's previews and views."),
        CommandInfo(name: "defs", usage: ":defs", summary: "list the session's definitions",
            help: "Lists every declaration the session keeps (views, modifiers, styles, layouts, structs, enums, classes, extensions, funcs, lets and vars), with its kind, name and where it came from: entry N for source typed at the prompt, FILE:LINE for a script or a loaded Swift file. Every top-level declaration typed or loaded joins the session and is visible to every later entry and command (:add, :replace, :modify, :view, :why, :matrix, :html). Declaring a name again with the same keyword replaces the old declaration, translates the tree again and shows the frames that changed; with another keyword (struct then enum) it is an error, as is a cycle between definitions. A definition with an error changes nothing."),
        CommandInfo(name: "forget", usage: ":forget NAME", summary: "take a definition out of the session",
            help: "Takes NAME's declarations out of the session (for an extension, NAME is 'extension TYPE' or the type); the tree is translated again and what changed is shown. :undo brings them back."),
        CommandInfo(name: "edit", usage: ":edit [NAME]", summary: "edit a definition (or the session) in $EDITOR",
            help: "Writes NAME's declaration (or, with no NAME, every definition and the tree's typed source) to a temporary .swift file and opens $VISUAL, else $EDITOR, else vi on it. When the editor exits, the saved text is taken back as if typed: redefined views translate the tree again and show what changed. An editor that exits with an error, an empty file or source with errors changes nothing; the file is kept and its path printed, so the edit is not lost."),
        CommandInfo(name: "save", usage: ":save FILE", summary: "save the session as a script",
            help: "Writes a script that rebuilds the session (device, window, settings, definitions and tree) when loaded with :load or framelab run. The file is written to a temporary file and renamed, so it is never half-written."),
        CommandInfo(name: "expect", usage: ":expect TARGET.PROPERTY OP NUMBER [± TOL]", summary: "check a frame (for scripts and tests)",
            help: "Checks one number of TARGET's frame. PROPERTY is width, height, x, y, minX, maxX, minY or maxY; OP is ==, !=, <, <=, > or >=; equality allows a tolerance of 0.01 unless ± TOL (or +- TOL) is given. A failed expectation is an error, so framelab run exits 1."),
        CommandInfo(name: "snapshot", usage: ":snapshot NAME", summary: "record or compare the frames (for layout tests)",
            help: "The first time, writes every node's frame to __snapshots__/NAME.json beside the script; afterwards compares the frames with it and, if they differ, fails with one line per difference (node, property, stored → now). framelab test --update-snapshots rewrites the files. Inside an :each-… block the device and orientation are part of the file name. A snapshot file that is not valid is an error naming its line."),
        CommandInfo(name: "each-device", usage: ":each-device [ID…|phones|pads] … :end", summary: "repeat script lines on several devices",
            help: "In a script, runs the lines up to the matching :end once per device (all devices when none are named or with all; phones and pads select by idiom), in the current orientation; every :expect and :snapshot inside names the device it ran on. The device selection is put back after :end. Blocks may nest."),
        CommandInfo(name: "each-orientation", usage: ":each-orientation … :end", summary: "repeat script lines in both orientations",
            help: "In a script, runs the lines up to the matching :end in portrait and then landscape on the current device; each check names the orientation."),
        CommandInfo(name: "each-dynamic-type", usage: ":each-dynamic-type [SIZE…] … :end", summary: "repeat script lines at several Dynamic Type sizes",
            help: "In a script, runs the lines up to the matching :end at each Dynamic Type size named (SIZE is large, xxxLarge, AX3 or accessibility3, …; all; accessibility for AX1…AX5), by default xSmall through xxxLarge and AX3, on the current device; each check names the size. The layout environment carries the size; text follows it where the text metrics do."),
        CommandInfo(name: "tour", usage: ":tour [N|restart]", summary: "the next step of the guided tour",
            help: "Shows the next step of the tour through the containerRelativeFrame article's examples (Tour/tour.fl): what it is about, the source laid out, the drawing and :why, and a change to try. The layout stays in the session to play with; :tour again goes on, :tour N shows step N, :tour restart starts over. framelab tour runs the whole tour."),
        CommandInfo(name: "set", usage: ":set KEY VALUE", summary: "change a setting",
            help: "Keys: color on|off|auto; precision N (decimals printed, 0…6); foreach N (the count used for a ForEach over data FrameLab cannot see, applied to source entered afterwards); list measures|passes-by|profile (whether containerRelativeFrame inside a List measures the list); dynamic-type xSmall…xxxLarge|AX1…AX5 (the content size category text is sized for); direction ltr|rtl (the layout direction: leading and trailing swap sides in rtl); arg NAME=VALUE (a value, as Swift source, for a property of the laid-out view; arg NAME clears it, arg clear clears all); state [VIEW.]NAME=VALUE (a value for the @State, @Binding or @Environment property NAME of every view that has it, or of VIEW only, so an if on it takes the other branch; state NAME clears it, state clear clears all); optionals nil|some (whether optional properties with no value are present); strict on|off (unknown views and modifiers are errors); placeholder WORD (the word String properties with no value get); verbose on|off|quiet (every diagnostic one by one with notes, or repeats grouped, or errors only). Translation settings translate the source again. With no arguments, prints the settings."),
        CommandInfo(name: "help", usage: ":help [COMMAND]", summary: "list commands, or explain one",
            help: "With no argument lists every command; with a command name prints its paragraph."),
        CommandInfo(name: "explain", usage: ":explain [ID]", summary: "explain a diagnostic id",
            help: "Prints what the diagnostic with id ID (the id in --json, such as layout.frame-invalid-length) means, its usual severity, an example that produces it and how to fix it, as framelab explain ID does. An unknown id suggests the closest; with no ID, lists every id with its title."),
        CommandInfo(name: "quit", usage: ":quit", summary: "leave FrameLab (Ctrl-D does too)",
            help: "Ends the session. The session is journaled, so framelab --restore brings it back."),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func info(_ name: String) -> CommandInfo? {
        all.first { $0.name == name }
    }

    /// The `:help` listing.
    static func overview(style: OutputStyle) -> String {
        let width = all.map(\.usage.count).max() ?? 0
        var lines = ["Type SwiftUI source to lay it out (unbalanced brackets continue on the next line), or a command:"]
        for command in all {
            lines.append("  " + style.bold(command.usage) + String(repeating: " ", count: width - command.usage.count) + "  " + command.summary)
        }
        lines.append("TARGET is a name from .id(\"…\") or #ID from :frames. :help COMMAND explains a command.")
        return lines.joined(separator: "\n")
    }
}
