// fixture: an argument that calls a function of the view ('spacingForAvailableHeight(500)', 'self.gap()' with a default value) is evaluated by running the function's one-expression body (from Wikipedia's WKFeatureAnnouncementView, listed in Tests/Corpus/MANIFEST.tsv; the pattern, written here)
// window: 300x200
// source: VStack spacing max(500 × 0.04, 8) = max(20, 8) = 20; HStack spacing 4 × 2 (the default factor) = 8
// source: the HStack is 40 + 8 + 40 = 88 wide, the VStack 40 + 20 + 40 = 100 tall and 100 wide, centred: x = (300 − 100)/2 = 100, y = (200 − 100)/2 = 50
// expect top: x=100 y=50 width=100 height=40
// expect left: x=106 y=110 width=40 height=40
// expect right: x=154 y=110 width=40 height=40
import SwiftUI

struct Announcement: View {
  func spacingForAvailableHeight(_ height: CGFloat) -> CGFloat {
    return max(height * 0.04, 8)
  }

  func gap(_ factor: CGFloat = 2) -> CGFloat { 4 * factor }

  var body: some View {
    VStack(spacing: spacingForAvailableHeight(500)) {
      Color.red.frame(width: 100, height: 40).id("top")
      HStack(spacing: self.gap()) {
        Color.green.frame(width: 40, height: 40).id("left")
        Color.blue.frame(width: 40, height: 40).id("right")
      }
    }
  }
}
