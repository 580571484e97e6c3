// fixture: a UIViewRepresentable struct is laid out by the fallback view kind (it takes the proposal, like a shape), with one warning for both uses that says how to describe it in Views/
// window: 300x200
// source: Views/unknown.yaml (flexible: the proposal on each axis); VStack(spacing: 0): the framed bar is 56 tall, the other takes the rest 200 − 56 = 144
// expect bar: x=0 y=0 width=300 height=56
// expect rest: x=0 y=56 width=300 height=144
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
