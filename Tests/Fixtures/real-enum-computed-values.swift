// fixture: values the source computes from its own enums and structs: an enum's computed property read through a stored property with a default or a memberwise argument ('scale.barHeight' with 'switch self { case .small: 4 … }'), a font an enum's getter returns ('.font(tone.font)'), the 'if … { return }' and 'switch' expression forms of a getter, a view's own getter with a 'let … = switch', 'rawValue' of enums with written and implicit raw values, and a struct's computed property reading its stored properties and an enum nested in the view with a ternary getter, set by an explicit 'init(style: Style = .compact)' (the pattern of Matronhq/matron-apple MatronShared/Sources/DesignSystem/UsageMetersView.swift at 65ff8b0, whose bars filled the row's height; written here)
// window: 300x200
// source: Color fills its frame; VStack alignment .center; the numbers are the getters' own
// Meters(scale: .small): spacing gap = 2; bar 4 × 10 = 40 wide, 4 tall; rowHeight = 10 + 2 = 12 → 40 wide, 4 + 2 + 12 = 18 tall
// Meters() (scale .large by default): spacing 6; bar 80 × 8; rowHeight 12 + 2 = 14 → 80 wide, 8 + 6 + 14 = 28 tall
// raw: Size.regular.rawValue = 30 wide; Level.high is the third case of an Int enum: rawValue 2, × 10 = 20 tall
// inner: Metrics(width: 60).inner = 60 − 2 × 5 = 50 wide; gauge: Gauge() has style .compact, barHeight 3
// title: '.font(tone.font)', tone .loud: .title3, 20 pt on iOS: ceil(20 × 2444/2048 × 3)/3 = 24 tall (TextStyleTable; .caption would be 16)
// Board: VStack(spacing: 0) 80 wide, 18 + 28 + 20 + 10 + 3 + 24 = 103 tall; x = (300 − 80) / 2 = 110, y = (200 − 103) / 2 = 48.5
// expect small: x=130 y=48.5 width=40 height=18
// expect large: x=110 y=66.5 width=80 height=28
// expect raw: x=135 y=94.5 width=30 height=20
// expect inner: x=125 y=114.5 width=50 height=10
// expect gauge: x=135 y=124.5 width=30 height=3
// expect title: y=127.5 height=24
// 'assigned' reassigns a local before returning it: FrameLab does not follow assignments, so the getter is unknown (a warning; the frame's height ignored) rather than 10
// expect-diagnostic: warning: FrameLab cannot know the value of 'assigned' (its getter's body is more than FrameLab computes)
import SwiftUI

enum Scale {
    case small, large

    var barHeight: CGFloat {
        switch self {
        case .small: 4
        case .large: 8
        }
    }

    var gap: CGFloat {
        if self == .small { return 2 }
        return 6
    }
}

enum Size: CGFloat {
    case compact = 20
    case regular = 30
}

enum Tone {
    case quiet, loud
    var font: Font { self == .loud ? .title3 : .caption }
}

enum Level: Int {
    case low, mid, high
}

struct Metrics {
    var width: CGFloat = 40
    var inset: CGFloat = 5
    var inner: CGFloat { width - 2 * inset }
}

struct Meters: View {
    var scale: Scale = .large

    var rowHeight: CGFloat {
        let base: CGFloat = switch scale {
        case .small: 10
        case .large: 12
        }
        return base + 2
    }

    var body: some View {
        VStack(spacing: scale.gap) {
            Color.red.frame(width: scale.barHeight * 10, height: scale.barHeight)
            Color.orange.frame(width: 10, height: rowHeight)
        }
    }
}

struct Gauge: View {
    enum Style {
        case compact, regular
        var barHeight: CGFloat { self == .compact ? 3 : 6 }
    }

    let style: Style

    init(style: Style = .compact) {
        self.style = style
    }

    var body: some View {
        Color.purple.frame(width: 30, height: style.barHeight)
    }
}

struct Board: View {
    var size: Size = .regular
    var level: Level = .high
    var metrics = Metrics(width: 60)
    var tone: Tone = .loud

    var assigned: CGFloat {
        var h: CGFloat = 10
        h = 30
        return h
    }

    var body: some View {
        VStack(spacing: 0) {
            Meters(scale: .small).id("small")
            Meters().id("large")
            Color.blue.frame(width: size.rawValue, height: CGFloat(level.rawValue) * 10).id("raw")
            Color.green.frame(width: metrics.inner, height: 10).id("inner")
            Gauge().id("gauge")
            Text("Hi").font(tone.font).id("title")
                .frame(height: assigned)
        }
    }
}
