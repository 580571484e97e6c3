// fixture: a resizable image takes the proposal; a plain one keeps its intrinsic size
// window: 300x300
// source: Apple 'Image.resizable()': the image fills the proposed 300x150 frame; without it the symbol keeps its size: star 1.2802 × 1.1847 em at body 17 on the 3× grid: 65.3 → 65 px, 60.4 → 60 px = 21.667 × 20 (Views/Symbols/sf-symbols.yaml, the box of star.fill measured on remlostime/Resignal-iOS and Iron-Ham/IronUI snapshots, source star-layout)
// expect resizable: width=300 height=150
// expect plain: width=21.667 height=20
VStack(spacing: 0) {
  Image(systemName: "star")
    .resizable()
    .id("resizable")
    .frame(height: 150)
  Image(systemName: "star")
    .id("plain")
    .frame(height: 150)
}
