// fixture: two compact DatePickers in a VStack(spacing: 24), padded 16, in a 350-pt-wide frame (height: ideal): "Start Date" (.date) and "Start Time" (.hourAndMinute), callout labels; iOS 26 draws the value in a grey capsule at the trailing edge (recorded 2025-12-25: "Dec 25, 2025", "1:10 PM")
// class: controls
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// tolerance: 0.5
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Forms/IronFormsSnapshotTests.swift datePickerWithLabel (ironAssertSnapshots(…, width: 350): .frame(width: 350).fixedSize(horizontal: false, vertical: true).padding(1), white background); image Tests/IronUISnapshotTests/Forms/__Snapshots__/IronFormsSnapshotTests/datePickerWithLabel.iPhone17Pro-standard-light.png 1056×386 px ÷ 3 = 352×128.667 pt; date capsule (239,239,240) x 624.9…1004.1 px on its middle row (= 208.3 … 334.7 pt, 126.4 wide), rows 51…154 px (17, 34.333 tall, crisp); time capsule x 746…1005 px (248.667, 86.333 wide), rows 227.06…334.94 px (75.69, about 35.96 tall: its edges are anti-aliased, hence tolerance 0.5); the rows span the content width (labels' ink starts at 52 px, capsules end at 1004–1005 px = 17 + 318)
// expect root: width=352 height=128.667
// expect date: x=17 y=17 width=318 height=34.333
// expect time: x=17 width=318 height=36
VStack(spacing: 24) {
    DatePicker(selection: .constant(Date()), displayedComponents: .date) {
        Text("Start Date")
            .font(.callout)
    }
    .datePickerStyle(.compact)
    .id("date")
    DatePicker(selection: .constant(Date()), displayedComponents: .hourAndMinute) {
        Text("Start Time")
            .font(.callout)
    }
    .datePickerStyle(.compact)
    .id("time")
}
.padding()
.frame(width: 350)
.fixedSize(horizontal: false, vertical: true)
.padding(1)
.background(Color.white)
.id("root")
