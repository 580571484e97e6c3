// fixture: a resizable image takes the proposal; a plain one keeps its intrinsic size
// window: 300x300
// source: Apple 'Image.resizable()': the image fills the proposed 300x150 frame; without it the symbol keeps its size, 17 × 0.9961 = 16.934 (Views/SFSymbol.yaml, OSU circle.fill ratio)
// expect resizable: width=300 height=150
// expect plain: width=16.934 height=16.934
VStack(spacing: 0) {
  Image(systemName: "star")
    .resizable()
    .id("resizable")
    .frame(height: 150)
  Image(systemName: "star")
    .id("plain")
    .frame(height: 150)
}
