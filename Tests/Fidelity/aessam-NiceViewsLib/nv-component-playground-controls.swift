// fixture: NiceViews' ComponentPlaygroundView, its controls panel on the 430×932 device layout: two rounded-border TextFields beside their labels, a segmented Picker and a labelled Toggle in a VStack(spacing: 12), padded inside a 200-pt ScrollView under a Menu label, over a Divider: the rounded-border field is 34 tall, the segmented picker's frame 31 (drawn 32), the toggle row 31 (iOS 18.5)
// class: controls
// strategy: device
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testComponentPlaygroundView (assertSnapshots: .image(layout: .device(config: .iPhone16Pro)), a custom config 430×932, safe area 59/34, scale 3, no content-size trait: Dynamic Type large); component NiceViews/ComponentPlaygroundView.swift (the "MediaCard" controls); OS: SOURCE.md (iOS 18.5, inferred)
// source: image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testComponentPlaygroundView.1.png 1290×2796 px; column 700: the fields' 1-px (204,204,204) borders at rows 478 and 579, 616 and 717 (boxes 478…580 and 616…718 px = y 159.333 and 205.333, 34 tall); their right border ends at column 1194 px = 398 (430 − 16 − 16); the segmented track (226…223) rows 754…850 px = y 251.333, drawn 32; the switch track (222,222,227) rows 883…976 and columns 1047…1200 px = y 294.333, 31 tall, drawn 51 wide to x 400 (its 49-pt frame ends at 398); the Divider (198,198,200) at row 1078 px = 359.333 = 59 + 16 + 52.333 (the Menu label: a headline line + 16 + 16) + 16 + 200 + 16
// source: the segmented picker's frame: the toggle starts 294.333 − 251.333 = 43 = 31 + 12 below the track's top, and the field above ends 12 above it (205.333 + 34 + 12 = 251.333): the frame is 31 tall, its track drawn 1 pt past its bottom (martinomamic/RSSReader's ExploreView measures the same on iOS 18.4)
// source: the live preview below the Divider (a MediaCard) is left out: it is in its own ScrollView, which the panel does not depend on
// expect title: y=159.333 height=34 maxX=398
// expect subtitle: y=205.333 height=34 maxX=398
// expect picker: x=32 y=251.333 width=366 height=31
// expect toggle: x=32 y=294.333 width=366 height=31
// expect divider: y=359.333
VStack(spacing: 0) {
    VStack(spacing: 16) {
        Menu {
            Button("MediaCard") {}
            Button("ListItem") {}
        } label: {
            HStack {
                Text("MediaCard")
                    .font(.headline)
                    .foregroundColor(.primary)
                Spacer()
                Image(systemName: "chevron.down")
                    .foregroundColor(.blue)
            }
            .padding()
            .background(Color(UIColor.systemGray6))
            .cornerRadius(10)
        }
        .padding(.horizontal)
        ScrollView {
            VStack(spacing: 16) {
                VStack(spacing: 12) {
                    HStack {
                        Text("Title:")
                        TextField("Title", text: .constant("Sample Title"))
                            .textFieldStyle(.roundedBorder)
                            .id("title")
                    }
                    HStack {
                        Text("Subtitle:")
                        TextField("Subtitle", text: .constant("Sample Subtitle"))
                            .textFieldStyle(.roundedBorder)
                            .id("subtitle")
                    }
                    Picker("Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                    .id("picker")
                    Toggle("Show Play Button", isOn: .constant(false))
                        .id("toggle")
                }
            }
            .padding()
        }
        .frame(maxHeight: 200)
    }
    .padding()
    .background(Color(UIColor.secondarySystemBackground))
    Divider()
        .id("divider")
    ScrollView {
        VStack(spacing: 20) {
            Text("Live Preview")
                .font(.headline)
                .padding(.top)
            Spacer(minLength: 50)
        }
    }
}
