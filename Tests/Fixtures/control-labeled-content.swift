// fixture: LabeledContent fills the proposed width with its label leading and its value trailing
// window: 300x200
// source: Views/LabeledContent.yaml (OSU LeadingTrailingLabeledContentStyle: HStack { label; Spacer(); content } [estimate]); height max(30, 20) = 30
// expect row: x=0 y=85 width=300 height=30 fills the 300 offered; (200 − 30) / 2
// expect label: x=0 y=85 width=80 height=30 leading
// expect value: x=250 y=90 width=50 height=20 trailing: 300 − 50; centred in the row: 85 + (30 − 20) / 2
LabeledContent {
  Color.red.frame(width: 50, height: 20).id("value")
} label: {
  Color.blue.frame(width: 80, height: 30).id("label")
}
.id("row")
