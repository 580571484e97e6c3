// fixture: 'optional.map { … }' and 'optional.map(Image.init(systemName:))' where a view goes are optional views: the closure's (or initializer's) view once when the value is there, nothing when it is nil, and assumed there, with a warning, when FrameLab cannot know it (issue 26's 'optionalValue.map { Text($0) }' and 'imageName.map(Image.init(systemName:))'; written here). They were an error: "'subtitle' is a value, not a view"
// window: 300x400
// source: body 17 pt lines ceil(17 × 2444/2048 × 3)/3 = 20.333 tall; 'star' is 1.2802 × 1.1847 em (Views/Symbols/sf-symbols.yaml), at 17 pt 21.763 × 20.140, on the 1/3-pt pixel grid 21.667 × 20
// VStack(spacing: 0), 'badge' nil adds nothing: 20.333 + 20 + 10 + 10 + 20 = 80.333 tall, top = (400 − 80.333)/2 = 159.833; 70 wide (the widest child), left = (300 − 70)/2 = 115
// expect subtitle: y=159.833 height=20.333                 (Text("Hi"), the closure's view)
// expect icon: x=139.167 y=180.167 width=21.667 height=20  (Image(systemName: "star"); x = 115 + (70 − 21.667)/2)
// expect known: x=125 y=200.167 width=50 height=10        (width is 50: $0 is 50; x = 115 + (70 − 50)/2)
// expect unknown: x=115 y=210.167 width=70 height=10      (AppStrings.tagline of a file not given: assumed to have a value)
// expect rows: x=130 y=220.167 width=40 height=20         (per element: 10 + 30 = 40 wide for width 30, 10 for nil; two 10-tall rows; x = 115 + (70 − 40)/2. They were stand-ins as wide as the window)
// expect-diagnostic: warning: FrameLab cannot know whether 'AppStrings.tagline' has a value
import SwiftUI

struct Swatch {
    let width: CGFloat?
}

struct Header: View {
    var subtitle: String? = "Hi"
    var badge: String? = nil
    var icon: String? = "star"
    var width: CGFloat? = 50
    let swatches = [Swatch(width: 30), Swatch(width: nil)]

    var body: some View {
        VStack(spacing: 0) {
            subtitle.map { Text($0) }
                .id("subtitle")
            badge.map { _ in Color.red.frame(width: 10, height: 10) }
            icon.map(Image.init(systemName:))
                .id("icon")
            width.map { Color.blue.frame(width: $0, height: 10) }
                .id("known")
            AppStrings.tagline.map { _ in Color.green.frame(width: 70, height: 10) }
                .id("unknown")
            VStack(spacing: 0) {
                ForEach(swatches, id: \.width) { swatch in
                    HStack(spacing: 0) {
                        Color.gray.frame(width: 10, height: 10)
                        swatch.width.map { Color.black.frame(width: $0, height: 10) }
                    }
                }
            }
            .id("rows")
        }
    }
}
