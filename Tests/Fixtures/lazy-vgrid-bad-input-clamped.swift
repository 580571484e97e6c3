// fixture: GridItem(.adaptive(minimum: 0)) and negative spacing are clamped (minimum 1, spacing 0) with warnings, not a hang
// window: 100x100
// source: FrameLab's documented clamps (docs/adaptive.md): adaptive minimum < 1 → 1; negative grid spacing → 0; at most 1000 tracks
// expect-diagnostic: warning: adaptive minimum 0 would make unbounded columns; 1 is used
// expect-diagnostic: warning: spacing -4 is not usable between grid tracks; 0 is used
// expect first: x=0 width=1 (100 + 0) / (1 + 0) = 100 columns of 1
LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: -4)]) {
  Color.red.frame(height: 10).id("first")
}
.frame(width: 100)
