// fixture: a computed 'Image?' that returns nil draws nothing, as an optional view does in a view builder (from Wikipedia's WKFeatureAnnouncementView, listed in Tests/Corpus/MANIFEST.tsv; the pattern, written here)
// window: 300x200
// source: the HStack holds only the 100×40 title (the nil image adds no child and no spacing), centred: x = (300 − 100)/2 = 100, y = (200 − 40)/2 = 80
// expect row: x=100 y=80 width=100 height=40
import SwiftUI

struct Banner: View {
  var closeImage: Image? {
    return nil
  }

  var body: some View {
    HStack {
      Color.blue.frame(width: 100, height: 40)
      closeImage
    }
    .id("row")
  }
}
