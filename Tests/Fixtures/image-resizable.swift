// fixture: a resizable image takes the proposal; a plain one keeps its intrinsic size
// window: 300x300
// source: Apple 'Image.resizable()': the image fills the proposed 300x150 frame; without it the symbol keeps its size: star 1.0981 × 1.0588 em at body 17 on the 3× grid = 18.667 × 18 (Views/Symbols/sf-symbols.yaml, the box of star.fill measured by getsentry/sentry-cocoa)
// expect resizable: width=300 height=150
// expect plain: width=18.667 height=18
VStack(spacing: 0) {
  Image(systemName: "star")
    .resizable()
    .id("resizable")
    .frame(height: 150)
  Image(systemName: "star")
    .id("plain")
    .frame(height: 150)
}
