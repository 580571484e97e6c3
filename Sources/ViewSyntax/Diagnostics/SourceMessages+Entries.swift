import LayoutCore

/// The catalogue entries of the translator's diagnostics beyond the first eight (`SourceMessages`):
/// how a view, a modifier or an argument is read, the expression evaluator, and the module.
extension SourceMessages {
    static let translationEntries: [DiagnosticExplanation] = [
        DiagnosticExplanation(viewTypeNotCalled, .error, title: "a view type written without creating a view", example: "VStack { Text }", explanation: """
            The name of a view type stands where a view is expected. Create the view: `Text("…")`, \
            `Spacer()`, `VStack { … }`.
            """),
        DiagnosticExplanation(missingArgument, .error, title: "a required argument or value is missing", example: "Text(\"a\").lineLimit()", explanation: """
            A view, modifier or closure needs an argument that is not there (the message names it and \
            shows the form FrameLab reads, such as `.fixed(100)` or `ForEach(0..<10) { i in … }`). \
            Add the argument. A warning means the modifier is ignored instead.
            """),
        DiagnosticExplanation(unknownArgument, title: "an argument FrameLab does not know", example: "Spacer(size: 10)", explanation: """
            The view takes no argument with this label as far as FrameLab knows, so the argument is \
            ignored. Check the spelling against the SwiftUI initializer; if it changes layout in SwiftUI, \
            the frames may differ from a device.
            """),
        DiagnosticExplanation(invalidArgument, .error, title: "an argument of the wrong kind or out of range", example: "Text(\"a\").fontWeight(.heavyish)", explanation: """
            The argument is not a value of the type the modifier takes (a DynamicTypeSize, a Font.Weight, \
            a GridItem.Size, a number, a Bool), names a case that does not exist, or is out of range (an \
            empty range, a negative count). The message suggests the closest case or lists them; write \
            one of those.
            """),
        DiagnosticExplanation(valueIgnored, title: "a value FrameLab cannot read here is ignored", example: "Color.red.sheet(isPresented: .constant(true)) { Text(\"a\").presentationDetents(detents) }", explanation: """
            FrameLab reads this argument only in the forms the message names (a list literal of detents, \
            EdgeInsets written in the source, a known bar); another form is ignored and the default is \
            used, as the message says. Write the value in the source in one of those forms when layout \
            depends on it.
            """),
        DiagnosticExplanation(valueClamped, title: "a value outside its range is clamped", example: "Text(\"a\").gridCellColumns(0)", explanation: """
            The value is outside what SwiftUI lays out (a fraction outside 0…1, a negative height, a count \
            or span below 1); FrameLab uses the nearest valid value, which the message gives. Pass a value \
            inside the range.
            """),
        DiagnosticExplanation(notAView, .error, title: "an expression that is not a view", example: "VStack { 42 }", explanation: """
            Where a view is expected, the source has an expression FrameLab cannot read as one: a value, \
            an operator other than `+` between Texts, or a layout called without content. Write a view \
            there, or check that the names are defined in the files given.
            """),
        DiagnosticExplanation(modifierWithoutView, .error, title: "a modifier with no view to modify", example: ".padding(10)", explanation: """
            A modifier is written on its own or where a view is expected (`.padding()` alone, `#if` \
            modifiers at the start). Write it after a view: `Text("a").padding(10)`. In the REPL, `:apply` \
            takes modifiers alone.
            """),
        DiagnosticExplanation(modifierNotDefined, .error, title: ".modifier(…) with a modifier that is not in the source", example: "framelab eval --strict 'Text(\"a\").modifier(CardStyle())'", explanation: """
            `.modifier(Name(…))` is read when `Name` is a ViewModifier defined in the files given. Without \
            its definition FrameLab ignores it (an error with --strict). Pass the file that defines it.
            """),
        DiagnosticExplanation(modifierNoEffect, title: "a modifier that has no effect where it is written", example: "Text(\"a\").presentationDetents([.medium])", explanation: """
            The modifier acts only in some place (a presentation modifier inside a `.sheet { … }` content), \
            and here it is elsewhere, so it changes nothing, as in SwiftUI. Move it where it applies or \
            remove it.
            """),
        DiagnosticExplanation(styleWithoutTarget, .note, title: "a style with no view to style", example: "Text(\"a\").buttonStyle(MyStyle())", explanation: """
            `.buttonStyle(…)` (and other styles) style the views of their kind inside the modified view; \
            there is none, so the style changes nothing. Apply it to a view that contains the controls.
            """),
        DiagnosticExplanation(undefinedMember, title: "a static member not defined in the files", example: "VStack { Divider.thick }", explanation: """
            `Type.member` names a static member (a colour, a view) that is not in the files given. A \
            member of a known view type is laid out as that type; otherwise it is an error. Give the file \
            that defines it (--file, or a directory).
            """),
        DiagnosticExplanation(recursiveView, .error, title: "a view that contains itself", example: "struct Tree: View { var body: some View { Tree() } }", explanation: """
            The view's body uses the view itself (directly, through other views or static members), so its \
            tree would be infinite. SwiftUI would not finish either. Break the cycle, for instance with a \
            depth parameter and a condition.
            """),
        DiagnosticExplanation(unknownAlignmentGuide, title: "an alignment guide that is not defined", example: "Color.red.alignmentGuide(.myGuide) { d in 0 }", explanation: """
            The guide is neither a built-in alignment (.leading, .firstTextBaseline, …) nor an \
            AlignmentID defined in the files, so the alignmentGuide is ignored. Check the spelling (the \
            message suggests the closest) or pass the file that defines the guide.
            """),
        DiagnosticExplanation(alignmentGuideNotLinear, title: "an alignmentGuide closure FrameLab reads approximately", example: "Color.red.alignmentGuide(.top) { d in d.height * d.height }", explanation: """
            FrameLab reads an alignmentGuide closure as a × d.width + b × d.height + c, checked on \
            100×60; this closure gives another value, so the result may differ from SwiftUI. Rewrite it as \
            a linear expression of the dimensions when you can.
            """),
        DiagnosticExplanation(alignmentApproximated, title: "a custom alignment placed on a built-in fraction", example: "ZStack(alignment: Alignment(horizontal: .custom, vertical: .center)) { … }", explanation: """
            A frame aligns its own box by the guide's default value, which FrameLab places only on built-in \
            fractions of the box; the message says which it used. The child views still use the guide.
            """),
        DiagnosticExplanation(alignmentDefaultMissing, title: "a custom AlignmentID without defaultValue(in:)", example: "extension HorizontalAlignment {\n    enum MyID: AlignmentID { }\n    static let my = HorizontalAlignment(MyID.self)\n}\n#Preview { VStack(alignment: .my) { Text(\"a\") } }", explanation: """
            FrameLab found no `defaultValue(in:)` for the AlignmentID, so views that set no guide use 0. \
            Define `static func defaultValue(in d: ViewDimensions) -> CGFloat` in the source.
            """),
        DiagnosticExplanation(customLayoutUnreadable, .error, title: "a custom Layout FrameLab cannot read", example: "struct Flow: Layout { … }", explanation: """
            FrameLab could not build the Layout value or read its layoutProperties (the message gives the \
            construct). docs/custom-layouts.md lists what the interpreter runs; rewrite that part.
            """),
        DiagnosticExplanation(forEachCountAssumed, .note, title: "ForEach over data FrameLab cannot see", example: "ForEach(items) { item in Row(item) }", explanation: """
            The elements come from run time (a property, a fetch), so FrameLab repeats the content \
            --foreach-count times (3 by default). Set the count, or give the data with --arg when the \
            layout depends on it.
            """),
        DiagnosticExplanation(symbolMissing, title: "an SF Symbol not in FrameLab's table", example: "Image(systemName: \"star.filll\")", explanation: """
            Views/Symbols/sf-symbols.yaml has no size for the symbol, so it is laid out as the fallback \
            square (0.9961em of the font), an estimate. Check the name (the message suggests the closest) \
            or add the symbol's measured size to the table with its source.
            """),
        DiagnosticExplanation(symbolComputed, .note, title: "an SF Symbol name computed at run time", example: "Image(systemName: name)", explanation: """
            The symbol's name is not a literal, so FrameLab cannot look up its size and lays it out as the \
            fallback square (0.9961em of the font), an estimate. Pass the name with --arg to measure it.
            """),
        DiagnosticExplanation(lengthClamped, title: "a length SwiftUI would not accept is clamped", example: "Text(\"a\").padding(.infinity)", explanation: """
            A length written in the source is NaN, infinite or negative where SwiftUI needs a finite, \
            non-negative one; FrameLab clamps it (the message says to what). Write a finite length.
            """),
        DiagnosticExplanation(textScriptUnmeasured, title: "text in a script the font table does not measure", example: "Text(\"مرحبا\")", explanation: """
            The text has characters of a script the text font profile has no widths for, so their width \
            is an estimate. Add measured widths for the script to the font profile to lay it out exactly.
            """),
        DiagnosticExplanation(listInScrollView, title: "a List inside a ScrollView along its axis", example: "ScrollView { List { Text(\"a\") } }", explanation: """
            A List scrolls itself; inside a vertical ScrollView it is proposed no height and collapses \
            (SwiftUI shows it 0 high). Give the List a frame height or remove the ScrollView.
            """),
        DiagnosticExplanation(unsupportedFramework, title: "a UIKit or Combine type FrameLab does not run", example: "let view = UILabel()", explanation: """
            The source uses UIKit or Combine, which FrameLab does not simulate: it lays out SwiftUI views \
            only. With no SwiftUI view to lay out it is an error. Lay out the SwiftUI part, and size views \
            with containerRelativeFrame instead of publishers.
            """),
    ]

    static let evaluatorEntries: [DiagnosticExplanation] = [
        DiagnosticExplanation(typeMismatch, .error, title: "a value of the wrong type", example: "Color.red.containerRelativeFrame(.horizontal) { length, _ in length > 10 }", explanation: """
            FrameLab's evaluator found a value of one type where another is needed (a Bool where a \
            CGFloat is returned, a function used as a value, an operator between different types). Fix \
            the expression as Swift would require.
            """),
        DiagnosticExplanation(unsupportedConstruct, .error, title: "a Swift construct the evaluator does not run", example: "Color.red.frame(height: { for i in items { } ; return 1 }())", explanation: """
            Closures FrameLab runs (length closures, alignment guides, values computed in place) support \
            numbers, arithmetic, comparisons, let/var, if/else, guard, switch, ternaries, loops over ranges \
            and min, max, abs, floor, ceil, round, sqrt. Rewrite the construct with those.
            """),
        DiagnosticExplanation(evaluationFailed, .error, title: "evaluating an expression failed", example: "Color.red.frame(width: { var x: CGFloat = 1; while x > 0 { x += 1 }; return x }())", explanation: """
            The expression ran and failed (the message says how: a division by zero, a non-finite result, \
            the step budget), or an alignmentGuide closure gave a non-finite value (FrameLab uses 0). Fix \
            the arithmetic.
            """),
        DiagnosticExplanation(closureParameters, .error, title: "a closure with the wrong number of parameters", example: "Color.red.containerRelativeFrame(.horizontal) { length in length }", explanation: """
            The closure's parameters do not match what the modifier passes (containerRelativeFrame passes \
            two: length and axis). Declare the parameters the modifier passes, or use `$0`, `$1`.
            """),
        DiagnosticExplanation(unusedValue, .error, title: "an expression whose value is unused", example: "Color.red.frame(width: { let a: CGFloat = 2; a * 10 }())", explanation: """
            A statement computes a value and drops it; in a closure of several statements the value must \
            be returned. Write `return` before it.
            """),
        DiagnosticExplanation(useBeforeValue, .error, title: "a variable used before it has a value", example: "{ var a: CGFloat; return a }()", explanation: """
            The variable is declared without a value and read before any assignment. Give it a value when \
            declaring it or assign it on every path first.
            """),
        DiagnosticExplanation(callArguments, .error, title: "a function called with the wrong arguments", example: "Color.red.frame(width: { max(1) }())", explanation: """
            A built-in (min, max, abs, …) or a function of the source is called with too few or too many \
            arguments, or with labels it does not take. Match the function's parameters.
            """),
    ]

    static let moduleEntries: [DiagnosticExplanation] = [
        DiagnosticExplanation(duplicateDefinition, title: "a type defined in two files", example: "struct Row: View { … } // in two files", explanation: """
            Two files given define the same type; FrameLab uses the later definition where a file has none \
            of its own. Pass only one of the files, or rename one type.
            """),
        DiagnosticExplanation(definitionRejected, .error, title: "a REPL definition that conflicts with the session", example: "> struct A: View { var body: some View { B() } }", explanation: """
            A definition typed in the REPL cannot join the session's module: it defines a name twice in \
            one entry or makes views contain each other. Rename it, or `:forget` the earlier definition.
            """),
        DiagnosticExplanation(noBody, .error, title: "a View without a body FrameLab can read", example: "struct Card: View { }", explanation: """
            The struct conforms to View but has no `body` property FrameLab can read (it may be generated \
            by a macro or defined in another file). Give the file with `var body: some View { … }`.
            """),
        DiagnosticExplanation(initializerMismatch, .error, title: "a custom view created with arguments it does not take", example: "Card(titel: \"a\")", explanation: """
            No initializer of the view (its memberwise one or an `init` in the source) takes the arguments \
            written. The message suggests the closest parameter; match the view's properties or its init.
            """),
        DiagnosticExplanation(argNotApplied, title: "an --arg FrameLab could not apply", example: "framelab eval --file Card.swift --arg titel=\\\"a\\\"", explanation: """
            `--arg NAME=VALUE` (or `:set arg`) names no property of the laid-out view, or its value is not \
            a Swift expression FrameLab can evaluate; the property keeps its placeholder. Check the name \
            (the message suggests the closest) and write the value as in source: title="Inbox", count=12.
            """),
        DiagnosticExplanation(noView, .error, title: "the source has no view to lay out", example: "let x = 3", explanation: """
            FrameLab found no view expression, no View struct it can build without arguments and no App \
            with a WindowGroup; or every view is inside `#if os(…)` for another platform (choose that \
            platform's device, as the message says). Write a view, a #Preview, or give --view and --arg.
            """),
        DiagnosticExplanation(noSuchRoot, .error, title: "no preview or view of that name", example: "framelab eval --file Card.swift --view Crad", explanation: """
            `--preview N|NAME` or `--view NAME` names nothing in the files; the message lists what there \
            is and suggests the closest. Use one of those.
            """),
        DiagnosticExplanation(previewFailed, title: "a preview that could not be laid out", example: "struct Card: View {\n    let n: Int\n    var body: some View { Text(\"a\") }\n}\n#Preview { Card(m: 1) }", explanation: """
            The file's preview failed (the reason is in parentheses), so FrameLab laid out a view of the \
            file instead, or nothing. `--preview N` shows the preview's own error; fix it or give the \
            values it needs.
            """),
        DiagnosticExplanation(noWindowGroup, .error, title: "an App without a WindowGroup", example: "@main struct MyApp: App { var body: some Scene { Settings { } } }", explanation: """
            FrameLab lays out an App through the content of its WindowGroup; this App has none. Add a \
            WindowGroup or lay out a view with --view NAME.
            """),
        DiagnosticExplanation(compilerDirective, title: "#warning or #error in the source", example: "#warning(\"finish this\")", explanation: """
            `#warning`/`#error` is a message for the compiler: it builds no view, and FrameLab lays out \
            the rest. Nothing to fix for layout.
            """),
        DiagnosticExplanation(otherFileGuessed, title: "code of another file FrameLab cannot read, laid out as a guess", example: "eval --file App/ --view Screen, where Screen uses a Row whose body in Row.swift has a construct FrameLab cannot read", explanation: """
            Laying a view out inside its app folder, FrameLab reached code of another file that it cannot \
            read (the message says what and where). That code is not the view you asked for, so the \
            problem does not fail the layout: the part it would build is a stand-in marked as a guess \
            (`(guess)` in the table, orange in pictures), and an error in a file the view does not reach \
            is a warning. `--strict` keeps them errors; lay out that file alone to work on it.
            """),
        DiagnosticExplanation(ellipsisPlaceholder, .note, title: "'...' stands for omitted code", example: "VStack {\n    Text(\"a\")\n    ...\n}", explanation: """
            Text copied from documentation often has `...` for left-out code; FrameLab skips it and lays \
            out the rest. Replace it with real views for an exact layout.
            """),
    ]
}
