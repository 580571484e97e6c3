// fixture: VStack(spacing: 12) of two IronAlerts with a title (subheadline medium, .fontWeight(.semibold)) over a callout message (spacing 8): info.circle.fill "Update Available" / "A new version is ready", checkmark.circle.fill "Payment Successful" / "Order confirmed"; padded 12 / 16 / 16, radius 8; padded 16; IronUI's harness (width: 320) wraps it in .frame(width: 320).fixedSize(horizontal: false, vertical: true).padding(1) on white, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift alertWithTitle; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/alertWithTitle.iPhone17Pro-standard-light.png 966×602 px ÷ 3 = 322×200.667 pt; tinted boxes on column 600 px: rows 51…283 and 319…551 px, columns 51…915 px
// expect root: width=322 height=200.667
// expect update: x=17 y=17 width=288 height=77.333
// expect payment: x=17 y=106.333 width=288 height=77.333
VStack(spacing: 12) {
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "info.circle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Update Available")
                .font(.subheadline.weight(.medium))
                .fontWeight(.semibold)
            Text("A new version is ready")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("update")
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "checkmark.circle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Payment Successful")
                .font(.subheadline.weight(.medium))
                .fontWeight(.semibold)
            Text("Order confirmed")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("payment")
}
.padding()
.frame(width: 320)
.fixedSize(horizontal: false, vertical: true)
.padding(1)
.background(Color.white)
.id("root")
