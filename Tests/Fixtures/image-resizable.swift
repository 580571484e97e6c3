// fixture: a resizable image takes the proposal; a plain one keeps its intrinsic size
// window: 300x300
// source: Apple 'Image.resizable()': the image fills the proposed 300x150 frame; without it the 17x17 symbol keeps its size
// expect resizable: width=300 height=150
// expect plain: width=17 height=17
VStack(spacing: 0) {
  Image(systemName: "star")
    .resizable()
    .id("resizable")
    .frame(height: 150)
  Image(systemName: "star")
    .id("plain")
    .frame(height: 150)
}
