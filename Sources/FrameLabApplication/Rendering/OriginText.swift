import Foundation
import LayoutCore

extension ProfileOrigin {
    /// `Devices/iphone-15-pro.yaml:9`: the file relative to the current directory when it is
    /// inside it, as written otherwise.
    var displayText: String {
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let path = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        return "\(path):\(line)"
    }
}
