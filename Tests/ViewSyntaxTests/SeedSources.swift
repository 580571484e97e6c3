/// Code examples of shared/reference/seeds, as written (article prose removed around them).
enum SeedSources {
    /// Examples that are SwiftUI views: each must translate without errors.
    static let views: [(id: String, source: String)] = [
        ("apple-full-screen", #"""
ScrollView(.horizontal) {
    LazyHStack(spacing: 0.0) {
        ForEach(items) { item in
            Rectangle()
                .fill(.purple)
                .containerRelativeFrame([.horizontal, .vertical])
        }
    }
}
"""#),
        ("apple-count-span", #"""
ScrollView(.horizontal) {
    LazyHStack(spacing: 10.0) {
        ForEach(items) { item in
            Rectangle()
                .fill(.purple)
                .aspectRatio(3.0 / 2.0, contentMode: .fit)
                .containerRelativeFrame(
                    .horizontal, count: 4, span: 3, spacing: 10.0)
        }
    }
}
.safeAreaPadding(.horizontal, 20.0)
"""#),
        ("apple-closure", #"""
Rectangle()
    .fill(.purple)
    .aspectRatio(1.0, contentMode: .fill)
    .containerRelativeFrame(
        .horizontal, alignment: .topLeading
    ) { length, axis in
        if axis == .vertical {
            return length / 3.0
        } else {
            return length / 5.0
        }
    }
"""#),
        ("article-frame-intro", #"""
VStack {
  Rectangle()
    .frame(width: 200, height: 200)
    // other views
    ...
}
.frame(width: 400, height: 500)
"""#),
        ("article-screen-height", #"""
var screenAvailableHeight: CGFloat // Obtain the available height of the screen by some means
VStack {
  Rectangle()
    .frame(width: 200, height: screenHeight / 2)
    // other views
    ...
}
.frame(width: 400, height: 500)
"""#),
        ("article-app-closure", #"""
@main
struct containerRelativeFrameDemoApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Rectangle()
          // Divide the vertical dimension by two and return
          .containerRelativeFrame(.vertical){ height, _ in height / 2}
      }
      .frame(width: 400, height: 500)
    }
  }
}
"""#),
        ("article-app-count", #"""
@main
struct containerRelativeFrameDemoApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        Rectangle()
          // Divide the vertical dimension into two equal parts, no spanning, no consideration for spacing
          .containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)
      }
      .frame(width: 400, height: 500)
    }
  }
}
"""#),
        ("article-app-navigation", #"""
@main
struct containerRelativeFrameDemoApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        VStack {
          Rectangle() // height is 100
            .containerRelativeFrame(.vertical) { height, _ in height / 2 }
        }
        .frame(width: 400, height: 500)
      }
      .frame(height: 200) // NavigationStack's height is 200
    }
  }
}
"""#),
        ("article-app-overlay", #"""
@main
struct containerRelativeFrameDemoApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        VStack {
          Rectangle()
        }
        .frame(width: 400, height: 500)
      }
      .frame(height: 200) // NavigationStack's height is 200
      .overlay(
        Rectangle()
          .containerRelativeFrame(.vertical) { height, _ in height / 2 } // screen available height / 2
      )
    }
  }
}
"""#),
        ("article-two-axes", #"""
Rectangle()
  .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
    if axis == .vertical {
      return length / 2
    } else {
      return length * (2 / 3)
    }
  }
"""#),
        ("article-transforms-demo", #"""
struct TransformsDemo: View {
  var body: some View {
    VStack {
      Rectangle()
        .containerRelativeFrame(.horizontal) { length, axis in
          if axis == .vertical {
            return length / 2 // This line will not execute because .vertical is not set in axes
          } else {
            return length * (2 / 3)
          }
        }
    }.frame(height: 100)
  }
}
"""#),
        ("article-gallery", #"""
struct ScrollViewDemo:View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<10){ _ in
          Rectangle()
            .fill(.purple)
            .aspectRatio(3 / 2, contentMode: .fit)
            // Horizontally divide into thirds, no span, no spacing considered
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
        }
      }
    }
  }
}
"""#),
        ("article-gallery-spacing", #"""
struct ScrollViewDemo:View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<10){ _ in
          Rectangle()
            .fill(.purple)
            .aspectRatio(3 / 2, contentMode: .fit)
            .border(.yellow, width: 3)
            // Include spacing consideration in calculations
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
        }
      }
    }
  }
}
"""#),
        ("article-gallery-crash", #"""
struct ScrollViewDemo:View {
  var body: some View {
    ScrollView {
      HStack(spacing: 10) {
        ForEach(0..<10){ _ in
          Rectangle()
            .fill(.purple)
            .aspectRatio(3 / 2, contentMode: .fit)
            .border(.yellow, width: 3)
            // Calculation direction inconsistent with scrolling direction
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
        }
      }
    }
    .border(.red)
  }
}
"""#),
        ("article-split-geometry", #"""
struct SplitDemo:View {
  var body: some View {
    NavigationStack {
      ZStack {
        Color.blue
          .overlay(
            GeometryReader { proxy in
              Color.clear
                .overlay(alignment: .bottom) {
                  Color.orange
                    .frame(height: proxy.size.height * (1 - 0.618))
                }
            }
          )
        Text("Hello World")
          .font(.title)
          .foregroundStyle(.yellow)
      }
    }
  }
}
"""#),
        ("article-split", #"""
struct SplitDemo: View {
  var body: some View {
    NavigationStack {
      Text("Hello World")
        .font(.title)
        .foregroundStyle(.yellow)
        .background(
          Color.blue
            // Blue occupies the entire available space of the container
            .containerRelativeFrame([.horizontal, .vertical])
            .overlay(alignment: .bottom) {
              Color.orange
                // Orange height is the container height x (1 - 0.618), aligned with blue at the bottom
                .containerRelativeFrame(.vertical) { length, _ in
                  length * (1 - 0.618)
                }
            }
        )
    }
  }
}
"""#),
        ("article-split-ignores", #"""
NavigationStack {
  Text("Hello World")
    .font(.title)
    .foregroundStyle(.yellow)
    .background(
      Color.blue
        .ignoresSafeArea()
        .containerRelativeFrame([.horizontal, .vertical])
        .overlay(alignment: .bottom) {
          Color.orange
            .ignoresSafeArea()
            .containerRelativeFrame(.vertical) { length, _ in
              length * (1 - 0.618)
            }
        }
    )
}
"""#),
        ("article-ratio-split-geometry-with-demo", ratioSplitGeometry + "\n" + ratioSplitDemo),
        // Alone, the view needs arguments nobody passes: it is laid out with placeholders.
        ("article-ratio-split-alone", ratioSplitGeometry),
        ("article-ratio-split", #"""
struct RatioSplitHStack<L, R>: View where L: View, R: View {
  let leftWidthRatio: CGFloat
  let leftContent: L
  let rightContent: R
  init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: @escaping () -> L, @ViewBuilder rightContent: @escaping () -> R) {
    self.leftWidthRatio = leftWidthRatio
    self.leftContent = leftContent()
    self.rightContent = rightContent()
  }
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.clear
          .containerRelativeFrame(.horizontal) { length, _ in length * leftWidthRatio }
          .overlay(leftContent)
        Color
.clear
          .overlay(rightContent)
          .containerRelativeFrame(.horizontal) { length, _ in length * (1 - leftWidthRatio) }
      }
    }
    .scrollDisabled(true) // Using ScrollView solely as a dimension provider, scrolling disabled
  }
}
"""# + "\n" + ratioSplitDemo),
        ("frames-text", #"""
PlaygroundPage.current.setLiveView(
    Text("Happy WWDC 21!")
        .foregroundColor(Color.white)
        .frame(width: 50, height: 50)
        .border(Color.red)
        .frame(width: 300, height: 300)
        .background(Color.black)
)
"""#),
        ("frames-rectangle", #"""
PlaygroundPage.current.setLiveView(
    Rectangle()
        .fill(Color.green)
        .frame(width: 100, height: 100)
        .frame(width: 50, height: 50)
        .border(Color.yellow)
        .frame(width: 300, height: 300)
        .background(Color.black)
)
"""#),
        ("frames-min-max", #"""
PlaygroundPage.current.setLiveView(
    Text("Happy WWDC 21!")
        .foregroundColor(Color.white)
        .border(Color.green)
        .frame(minWidth: 20, maxWidth: 50)
        .border(Color.red)
        .frame(width: 300, height: 300)
        .background(Color.black)
)
"""#),
        ("frames-min", #"""
PlaygroundPage.current.setLiveView(
    Text("Happy WWDC 21!")
        .foregroundColor(Color.white)
        .border(Color.green)
        .frame(minWidth: 20)
        .border(Color.red)
        .frame(width: 300, height: 300)
        .background(Color.black)
)
"""#),
        ("frames-max", #"""
PlaygroundPage.current.setLiveView(
    Text("Happy WWDC 21!")
        .foregroundColor(Color.white)
        .border(Color.green)
        .frame(maxWidth: 40)
        .border(Color.red)
        .frame(width: 300, height: 300)
        .background(Color.black)
)
"""#),
    ]

    static let ratioSplitGeometry = #"""
struct RatioSplitHStack<L, R>: View where L: View, R: View {
    let leftWidthRatio: CGFloat
    let leftContent: L
    let rightContent: R
    init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: @escaping () -> L, @ViewBuilder rightContent: @escaping () -> R) {
        self.leftWidthRatio = leftWidthRatio
        self.leftContent = leftContent()
        self.rightContent = rightContent()
    }
    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.clear
                    .frame(width: proxy.size.width * leftWidthRatio)
                    .overlay(leftContent)
                Color.clear
                    .overlay(rightContent)
            }
        }
    }
}
"""#

    static let ratioSplitDemo = #"""
struct RatioSplitHStackDemo: View {
    var body: some View {
        RatioSplitHStack(leftWidthRatio: 0.25) {
            Rectangle().fill(.red)
        } rightContent: {
            Color.clear
                .overlay(
                    Text("Hello World")
                )
        }
        .border(.blue)
        .frame(width: 300, height: 60)
    }
}
"""#

    /// Examples that are not views (formulas, declarations, Combine and UIKit helpers): each
    /// gets a clear error, with the expected message fragment.
    static let nonViews: [(id: String, source: String, message: String)] = [
        ("apple-formula", #"""
let availableWidth = (containerWidth - (spacing * (count - 1)))
let columnWidth = (availableWidth / count)
let itemWidth = (columnWidth * span) + ((span - 1) * spacing)
"""#, "no view to lay out"),
        ("apple-declaration", #"""
nonisolated
func containerRelativeFrame(
    _ axes: Axis.Set,
    count: Int,
    span: Int = 1,
    spacing: CGFloat,
    alignment: Alignment = .center
) -> some View
"""#, "no view to lay out"),
        ("frames-declaration", #"""
func frame(
    minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
) -> some View {}
"""#, "no view to lay out"),
        ("article-container-size-getter", #"""
// Store the retrieved dimensions to prevent updates during the view refresh cycle
class ContainerSize {
  var width: CGFloat? {
    didSet {
      sendSize()
    }
  }
  var height: CGFloat? {
    didSet {
      sendSize()
    }
  }
  func sendSize() {
    if let width = width, let height = height {
      publisher.send(.init(width: width, height: height))
    }
  }
  var publisher = PassthroughSubject<CGSize, Never>()
}
// Retrieve and pass the available dimensions of the nearest container
struct ContainerSizeGetter: ViewModifier {
  @Binding var size: CGSize?
  @State var containerSize = ContainerSize()
  func body(content: Content) -> some View {
    content
      .overlay(
        Color.yellow
          .containerRelativeFrame([.vertical, .horizontal]) { length, axes in
            if axes == .vertical {
              containerSize.height = length
            } else {
              containerSize.width = length
            }
            return 0
          }
      )
      .onReceive(containerSize.publisher) { size in
        self.size = size
      }
  }
}
extension View {
  func containerSizeGetter(size: Binding<CGSize?>) -> some View {
    modifier(ContainerSizeGetter(size: size))
  }
}
"""#, "'PassthroughSubject' belongs to Combine"),
        ("article-find-container", #"""
extension UIView {
  fileprivate func findRelevantContainer() -> ContainerType? {
    var responder: UIResponder? = self
    while let currentResponder = responder {
      if let viewController = currentResponder as? UIViewController {
        if let tabview = viewController as? UITabBarController {
          return .tabview(tabview) // UITabBarController
        }
        if let navigator = viewController as? UINavigationController {
          return .navigator(navigator) // UINavigationController
        }
      }
      if let scrollView = currentResponder as? UIScrollView {
        return .scrollView(scrollView) // UIScrollView
      }
      responder = currentResponder.next
    }
    if let currentWindow {
      return .window(currentWindow) // UIWindow
    } else {
      return nil
    }
  }
}
private enum ContainerType {
  case scrollView(UIScrollView)
  case navigator(UINavigationController)
  case tabview(UITabBarController)
  case window(UIWindow)
}
"""#, "'UIView' belongs to UIKit"),
        ("article-coordinator", #"""
@MainActor
class Coordinator: NSObject, ObservableObject {
  var size: Binding<CGSize?>
  var cancellable: AnyCancellable?
  init(size: Binding<CGSize?>) {
    self.size = size
  }
  func trackContainerSizeChanges(ofType type: ContainerType) {
    switch type {
    case let .window(window):
      cancellable = window.publisher(for: \.frame)
        .receive(on: RunLoop.main)
        .sink(receiveValue: { [weak self] _ in
          guard let self = self else { return }
          let size = self.calculateContainerSize(ofType: type)
          self.size.wrappedValue = size
        })
    // ...
  }
  func calculateContainerSize(ofType type: ContainerType) -> CGSize {
    switch type {
    case let .window(window):
      let windowSize = window.frame.size
      let safeAreaInsets = window.safeAreaInsets
      let width = windowSize.width - safeAreaInsets.left - safeAreaInsets.right
      let height = windowSize.height - safeAreaInsets.top - safeAreaInsets.bottom
      return CGSize(width: width, height: height)
    // ...
  }
}
"""#, "expected '}' to end function"),
        ("article-detector-modifier", #"""
private struct ContainerDetectorModifier: ViewModifier {
  let type: DetectorType
  @State private var containerSize: CGSize?
  func body(content: Content) -> some View {
    content
      .background(
        ContainerDetector(size: $containerSize)
      )
      .frame(width: result.width, height: result.height, alignment: result.alignment)
  }
  
  ...
}
"""#, "no view to lay out"),
    ]
}
