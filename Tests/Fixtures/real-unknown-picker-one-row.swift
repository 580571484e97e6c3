// fixture: an undescribed view given a 'selection:' binding is taken for a picker: one row (the leaf stand-in: the proposed width, 44 tall), its options not laid out; stacking them showed every option at once, ten options 221 pt tall inside the 24-pt frame around the picker (issue 26's wave-5 sample: Ice's MenuBarAppearanceEditor, 'IcePicker("Tint", selection: $kind) { ForEach(…) { Text(…).tag(…) } }', a view of another file; written here). A view without a selection keeps stacking its content
// window: 300x400
// source: Views/unknown.yaml: the selection variant is flexible, at most 44 tall, its content hidden; the content variant stacks the closure (Text 20.333 tall at body 17 pt, TextMeasurer)
// expect tint: x=0 y=133.5 width=300 height=44          (one row; VStack 44 + 24 + 65 = 133 high; y = (400 − 133) / 2 = 133.5)
// expect framed: x=0 y=177.5 width=300 height=24        (133.5 + 44: the picker's 24-pt frame)
// expect shape: x=0 y=177.5 width=300 height=24         (flexible, at most 44: takes the frame's 24; its ten options were 221 tall)
// expect card: x=121 y=201.5 width=58 height=65          (no selection: stacks its three Texts, 3 × 20.333 + 2 × 2 = 65, hugging the widest 'Second', 58)
// expect-guess: tint
// expect-guess: shape
// expect-diagnostic: warning: unknown view 'ThemePicker'
import SwiftUI

enum Tint: String, CaseIterable, Identifiable {
    case solid, gradient, clear, frosted, vivid, muted, dark, light, system, custom
    var id: String { rawValue }
}

struct AppearanceEditor: View {
    @State private var tint = Tint.solid

    var body: some View {
        VStack(spacing: 0) {
            ThemePicker("Tint", selection: $tint) {
                ForEach(Tint.allCases) { kind in
                    Text(kind.rawValue.capitalized).tag(kind)
                }
            }
            .id("tint")
            ThemePicker("Shape", selection: $tint) {
                ForEach(Tint.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .id("shape")
            .frame(height: 24)
            .id("framed")
            InfoCard {
                Text("First")
                Text("Second")
                Text("Third")
            }
            .id("card")
        }
    }
}
