// fixture: VStack(spacing: 12) of four IronAlerts: HStack(top, 12) of an SF Symbol in callout/.medium padded 2 on top (info.circle.fill, checkmark.circle.fill, exclamationmark.triangle.fill, xmark.circle.fill) and a callout message column (maxWidth .infinity), padded 12 / 16 / 16 vertically, radius 8; padded 16; IronUI's harness (width: 320) wraps it in .frame(width: 320).fixedSize(horizontal: false, vertical: true).padding(1) on white, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift alertVariants; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/alertVariants.iPhone17Pro-standard-light.png 966×832 px ÷ 3 = 322×277.333 pt; tinted alert boxes on column 600 px: rows 51…207, 243…399, 435…589, 625…781 px; columns 51…915 px. The circle symbols + 2 (20) set the 52-pt height; the triangle is shorter than the 19.333 callout line
// expect root: width=322 height=277.333
// expect info: x=17 y=17 width=288 height=52
// expect success: x=17 y=81 width=288 height=52
// expect warning: x=17 y=145 width=288 height=51.333
// expect error: x=17 y=208.333 width=288 height=52
VStack(spacing: 12) {
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "info.circle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Information message")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("info")
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "checkmark.circle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Success message")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("success")
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "exclamationmark.triangle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Warning message")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("warning")
    HStack(alignment: .top, spacing: 12) {
        Image(systemName: "xmark.circle.fill")
            .font(.callout)
            .imageScale(.medium)
            .padding(.top, 2)
        VStack(alignment: .leading, spacing: 8) {
            Text("Error message")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.leading, 12)
    .padding(.trailing, 16)
    .padding(.vertical, 16)
    .background(Color.blue.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .id("error")
}
.padding()
.frame(width: 320)
.fixedSize(horizontal: false, vertical: true)
.padding(1)
.background(Color.white)
.id("root")
