// fixture: a static view of the source (extension Image { static let hero = … }) is that view; a static Image defined in a file not given is laid out as an asset Image with a warning; a UIViewRepresentable is the fallback view kind with a warning; an optional view that is nil (image?.resizable()…) is no view
// device: iphone-15-pro
// source: Views/Image.yaml (an asset image is 100 × 100, FrameLab's placeholder), Views/unknown.yaml (takes the proposal); the optional property image has no value, so it is nil (docs/source.md "How a view struct is evaluated"); the VStack is 100 + 100 + 30 + 10 = 240 tall and 100 wide, centred in the 393 × 759 safe area below the 59 pt inset: x = (393 - 100) / 2 = 146.5, y = 59 + (759 - 240) / 2 = 318.5
// expect hero: x=146.5 y=318.5 width=100 height=100       (Image("Hero") from the extension)
// expect elsewhere: x=146.5 y=418.5 width=100 height=100  (not in the files: an asset Image, 318.5 + 100)
// expect wrapped: x=171.5 y=518.5 width=50 height=30      (the fallback kind takes the frame's 50 × 30; x = 146.5 + (100 - 50) / 2)
// expect last: x=191.5 y=548.5 width=10 height=10         (right below: the nil image adds nothing; 518.5 + 30)
// expect-diagnostic: warning: 'Image.elsewhere' is not defined in the files given
// expect-diagnostic: warning: 'MapWrapper' is a UIViewRepresentable, which FrameLab cannot run
struct Card: View {
    var image: Image?

    var body: some View {
        VStack(spacing: 0) {
            Image.hero.id("hero")
            Image.elsewhere.id("elsewhere")
            MapWrapper().frame(width: 50, height: 30).id("wrapped")
            image?
                .resizable()
                .frame(width: 80, height: 80)
            Color.red.frame(width: 10, height: 10).id("last")
        }
    }
}

extension Image {
    static let hero = Image("Hero")
}

struct MapWrapper: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}
