import Foundation

final class Store {
    var items: [String] = ["One", "Two"]
    func onAppear() -> Int { items.count }
}

struct Item: Identifiable {
    var id: Int
    var title: String
}
