// fixture: a view no kind describes is laid out by Views/unknown.yaml (like a shape) with one warning for its name
// window: 300x300
// source: Views/unknown.yaml: flexible with no bounds, so it takes the proposal (FrameLab's choice)
// expect photo: width=300 height=100
// expect-diagnostic: warning: unknown view 'FancyCard' (2 uses
VStack(spacing: 0) {
  FancyCard(url: url).frame(height: 100).id("photo")
  FancyCard(url: url).frame(height: 200)
}
