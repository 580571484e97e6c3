// fixture: Label lays out its icon then its title; labelStyle(.iconOnly) drops the title and titleOnly the icon
// window: 300x300
// source: Views/Label.yaml: hugs, spacing 8 (estimate, control-metrics §4 item 7); icon and title closures are the parts
// expect both: width=68 height=20   (20 + 8 + 40)
// expect icon: width=20 height=20
// expect title: width=40 height=10
VStack {
  Label { Color.red.frame(width: 40, height: 10) } icon: { Color.blue.frame(width: 20, height: 20) }
    .id("both")
  Label { Color.red.frame(width: 40, height: 10) } icon: { Color.blue.frame(width: 20, height: 20) }
    .labelStyle(.iconOnly)
    .id("icon")
  Label { Color.red.frame(width: 40, height: 10) } icon: { Color.blue.frame(width: 20, height: 20) }
    .labelStyle(.titleOnly)
    .id("title")
}
