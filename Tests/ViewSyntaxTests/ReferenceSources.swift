/// The `source` of every case in reference-cases.json (shared/reference), by id.
enum ReferenceSources {
    static let all: [(id: String, source: String)] = [
        ("CRF-01", #"""
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.vertical) { h, _ in h / 2 }
}
.frame(width: 400, height: 500)
"""#),
        ("CRF-02", #"""
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)
}
.frame(width: 400, height: 500)
"""#),
        ("CRF-03", #"""
NavigationStack {
  VStack {
    Rectangle()
      .id("rect")
      .containerRelativeFrame(.vertical) { h, _ in h / 2 }
  }
  .frame(width: 400, height: 500)
}
.frame(height: 200)
"""#),
        ("CRF-04", #"""
NavigationStack {
  VStack {
    Rectangle()
  }
  .frame(width: 400, height: 500)
}
.frame(height: 200)
.overlay(
  Rectangle()
    .id("overlay")
    .containerRelativeFrame(.vertical) { h, _ in h / 2 }
)
"""#),
        ("CRF-05", #"""
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.horizontal) { l, axis in axis == .vertical ? l / 2 : l * 2 / 3 }
}
.frame(height: 100)
"""#),
        ("CRF-06", #"""
Rectangle()
  .id("rect")
  .containerRelativeFrame([.horizontal, .vertical]) { l, a in a == .vertical ? l / 2 : l * 2 / 3 }
"""#),
        ("CRF-07a", #"""
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item1")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item2")
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    }
  }
  .id("hstack")
}
"""#),
        ("CRF-07b", #"""
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    }
  }
  .id("hstack")
}
.id("scroll")
"""#),
        ("CRF-08", #"""
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
      .id("item2")
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
    }
  }
}
"""#),
        ("CRF-09a", #"""
ScrollView(.horizontal) {
  LazyHStack(spacing: 10.0) {
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item0")
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    ForEach(2..<10) { _ in
      Rectangle()
        .aspectRatio(3.0 / 2.0, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    }
  }
}
.safeAreaPadding(.horizontal, 20.0)
"""#),
        ("CRF-09b", #"""
ScrollView(.horizontal) {
  LazyHStack(spacing: 10.0) {
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item0")
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item1")
    ForEach(2..<10) { _ in
      Rectangle()
        .aspectRatio(3.0 / 2.0, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    }
  }
}
.id("scroll")
.safeAreaPadding(.horizontal, 20.0)
"""#),
        ("CRF-10", #"""
ScrollView(.horizontal) {
  LazyHStack(spacing: 0) {
    Rectangle()
      .containerRelativeFrame([.horizontal, .vertical])
      .id("item0")
    Rectangle()
      .containerRelativeFrame([.horizontal, .vertical])
      .id("item1")
    ForEach(2..<10) { _ in
      Rectangle()
        .containerRelativeFrame([.horizontal, .vertical])
    }
  }
}
"""#),
        ("CRF-11", #"""
Rectangle()
  .id("rect")
  .aspectRatio(1.0, contentMode: .fill)
  .containerRelativeFrame(.horizontal, alignment: .topLeading) { length, axis in
    if axis == .vertical {
      return length / 3.0
    } else {
      return length / 5.0
    }
  }
  .id("crf")
"""#),
        ("CRF-12", #"""
NavigationStack {
  Text("Hello World")
    .background(
      Color.blue
        .containerRelativeFrame([.horizontal, .vertical])
        .id("blue")
        .overlay(alignment: .bottom) {
          Color.orange
            .containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
            .id("orange")
        }
    )
}
"""#),
        ("CRF-13", #"""
ScrollView(.horizontal) {
  HStack(spacing: 0) {
    Color.clear
      .containerRelativeFrame(.horizontal) { l, _ in l * 0.25 }
      .id("left")
    Color.clear
      .containerRelativeFrame(.horizontal) { l, _ in l * 0.75 }
      .id("right")
  }
}
.id("scroll")
.scrollDisabled(true)
.frame(width: 300, height: 60)
"""#),
        ("F-01", #"""
Rectangle()
  .frame(width: 100, height: 100)
  .id("inner")
  .frame(width: 50, height: 50)
  .id("outer")
"""#),
        ("F-02", #"""
Text("Happy WWDC 21!")
  .frame(width: 50, height: 50)
  .id("frame")
"""#),
        ("F-03", #"""
Text("Hello, World!")
  .frame(minWidth: 20, maxWidth: 50)
  .id("frame")
"""#),
        ("F-07", #"""
Rectangle()
  .frame(maxWidth: .infinity)
  .id("frame")
"""#),
        ("F-10", #"""
Rectangle()
  .frame(idealWidth: 150, idealHeight: 60)
  .id("frame")
  .fixedSize()
"""#),
        ("P-01", #"""
Rectangle()
  .frame(width: 50, height: 30)
  .id("rect")
  .padding()
  .id("padded")
"""#),
        ("P-02", #"""
Rectangle()
  .id("rect")
  .padding(20)
  .id("padded")
"""#),
        ("S-01", #"""
HStack(spacing: 0) {
  Rectangle()
    .frame(width: 100)
    .id("fixed")
  Color.red
    .id("red")
  Color.blue
    .id("blue")
}
"""#),
        ("S-02", #"""
HStack {
  Rectangle()
    .frame(width: 100)
    .id("fixed")
  Color.red
    .id("red")
  Color.blue
    .id("blue")
}
"""#),
        ("S-06", #"""
HStack {
  Rectangle()
    .frame(width: 50)
    .id("left")
  Spacer()
    .id("spacer")
  Rectangle()
    .frame(width: 50)
    .id("right")
}
.id("stack")
"""#),
        ("Z-01", #"""
ZStack {
  Rectangle()
    .frame(width: 100, height: 50)
    .id("wide")
  Rectangle()
    .frame(width: 50, height: 100)
    .id("tall")
}
.id("zstack")
"""#),
        ("O-01", #"""
Rectangle()
  .frame(width: 100, height: 50)
  .overlay(
    Color.red
      .id("red")
  )
  .id("total")
"""#),
        ("A-01", #"""
Color.pink
  .id("pink")
  .aspectRatio(16 / 9, contentMode: .fit)
"""#),
        ("A-02", #"""
Color.pink
  .id("pink")
  .aspectRatio(16 / 9, contentMode: .fill)
"""#),
        ("SV-01", #"""
ScrollView {
  Rectangle()
    .frame(height: 1000)
    .id("content")
}
.id("scroll")
"""#),
        ("SA-01", #"""
Color.red
  .id("red")
"""#),
    ]
}
