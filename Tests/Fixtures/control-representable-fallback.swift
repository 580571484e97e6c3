// fixture: a UIViewRepresentable struct is laid out by the fallback view kind (the proposed width, at most 44 tall), with one warning for both uses that says how to describe it in Views/
// window: 300x200
// source: Views/unknown.yaml (flexible: the proposed width, height at most 44); VStack(spacing: 0): the framed bar is 56 tall, the other 44: 100 high, centred: y = (200 − 100) / 2 = 50
// expect bar: x=0 y=50 width=300 height=56
// expect rest: x=0 y=106 width=300 height=44      (50 + 56)
// expect-diagnostic: warning: 'SearchBar' is a UIViewRepresentable (2 uses
import SwiftUI
import UIKit

struct SearchBar: UIViewRepresentable {
  @Binding var text: String
  func makeUIView(context: Context) -> UISearchBar { UISearchBar(frame: .zero) }
  func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = text }
}

struct ContentView: View {
  @State private var query = ""
  var body: some View {
    VStack(spacing: 0) {
      SearchBar(text: $query).frame(height: 56).id("bar")
      SearchBar(text: $query).id("rest")
    }
  }
}
