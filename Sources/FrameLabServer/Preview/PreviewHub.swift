import Foundation
import FrameLabApplication
import LayoutCore
import Profiles
import Synchronization

/// What `serve` knows while it runs: the last good page payload of each served file, and the
/// open pages to push to with the device each shows. After a save it lays out what the open pages
/// show first and pushes that (`cell`), then every device (`layout`); a save that does not lay
/// out keeps the last good payload and pushes the errors (`errors`) instead.
public actor PreviewHub {
    /// What one open page shows.
    struct Viewed: Hashable {
        var device: String
        var orientation: Orientation
        var dynamicType: DynamicTypeSize
    }

    private struct Subscriber {
        var continuation: AsyncStream<String>.Continuation
        var viewed: Viewed?
    }

    private var service: LayoutService
    private let request: LayoutRequest
    public nonisolated let served: ServedFiles
    private var payloads: [String: ReportPayload] = [:]
    private var errors: [String: [String]] = [:]
    private var profileErrors: [String] = []
    private var subscribers: [String: [UUID: Subscriber]] = [:]
    /// Saves seen per file, so a slow layout of an older save is dropped.
    private var generations: [String: Int] = [:]
    /// The latest save per file, read by the layout queue before it starts on an older one.
    private nonisolated let latestSave = Mutex<[String: Int]>([:])
    private nonisolated let layoutQueue = DispatchQueue(label: "framelab.serve.layout", qos: .utility)

    /// `request` holds the device, orientation and sizes pages start on (its source is ignored).
    public init(served: ServedFiles, service: LayoutService, request: LayoutRequest) {
        self.served = served
        self.service = service
        self.request = request
        for file in served.files {
            let (payload, errors) = Self.layout(file, service: service, request: request)
            payloads[file.name] = payload
            self.errors[file.name] = errors
        }
    }

    public var profileDirectories: [String] { service.profileDirectories }

    /// The payload a page of `file` starts with, and the errors of its last save if that did not lay out.
    public func page(for file: ServedFiles.File) -> (payload: ReportPayload, errors: [String]) {
        if payloads[file.name] == nil { refresh(file) }
        return (payloads[file.name] ?? Self.placeholder(file), profileErrors + (errors[file.name] ?? []))
    }

    /// How many open pages receive updates at once (each may hold a few whole payloads in its queue).
    public static let maximumPages = 64

    /// Whether another page may subscribe.
    var acceptsPages: Bool { subscribers.values.reduce(0) { $0 + $1.count } < Self.maximumPages }

    /// Messages for the page of `file`, from now until the page goes away; nil when
    /// `maximumPages` pages are already open.
    public func subscribe(_ file: ServedFiles.File) -> (id: UUID, messages: AsyncStream<String>)? {
        guard acceptsPages else { return nil }
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        subscribers[file.name, default: [:]][id] = Subscriber(continuation: continuation)
        return (id, stream)
    }

    public func unsubscribe(_ file: ServedFiles.File, id: UUID) {
        subscribers[file.name]?[id]?.continuation.finish()
        subscribers[file.name]?[id] = nil
    }

    /// A page says what it shows (`{"type":"view","device":…,"orientation":…,"dynamicType":…}`).
    public func received(_ text: String, from file: ServedFiles.File, id: UUID) {
        guard let data = text.data(using: .utf8),
              let message = try? JSONDecoder().decode([String: String].self, from: data), message["type"] == "view",
              let device = message["device"], let orientation = message["orientation"].flatMap(Orientation.init(rawValue:)),
              let size = message["dynamicType"].flatMap(DynamicTypeSize.init(name:)) else { return }
        subscribers[file.name]?[id]?.viewed = Viewed(device: device, orientation: orientation, dynamicType: size)
    }

    /// A served file was saved: lay out what its pages show and push it, then every device.
    public func fileChanged(_ file: ServedFiles.File) {
        generations[file.name, default: 0] += 1
        let generation = generations[file.name, default: 0]
        let pages = subscribers[file.name] ?? [:]
        let source: String
        do {
            source = try TextFile.read(file.path)
        } catch {
            errors[file.name] = ["error: \(error.message)"]
            push(file)
            return
        }
        for viewed in Set(pages.values.compactMap(\.viewed)) where service.registry.devices[viewed.device] != nil {
            var cellRequest = request
            cellRequest.source = source
            cellRequest.fileName = file.name
            cellRequest.selection = DeviceSelection(deviceID: viewed.device, orientation: viewed.orientation)
            cellRequest.dynamicTypeSize = viewed.dynamicType
            let cell = ReportPayload.cell(service: service, request: cellRequest)
            if !cell.errors.isEmpty {
                errors[file.name] = cell.errors
                push(file)
                return
            }
            let message = #"{"type":"cell","cell":"# + cell.encoded() + "}"
            for page in pages.values where page.viewed == viewed { page.continuation.yield(message) }
        }
        // Every device takes a while: lay them out on a queue of their own, one save at a time and
        // only the latest, so the next save's first push never waits behind them.
        latestSave.withLock { $0[file.name] = generation }
        let service = self.service
        let request = self.request
        layoutQueue.async {
            guard self.latestSave.withLock({ $0[file.name] }) == generation else { return }
            let (payload, errors) = Self.layout(file, service: service, request: request)
            Task { await self.laidOut(file, generation: generation, payload: payload, errors: errors) }
        }
    }

    /// Every device laid out for a save; dropped when a later save came first.
    private func laidOut(_ file: ServedFiles.File, generation: Int, payload: ReportPayload?, errors fileErrors: [String]) {
        guard generations[file.name] == generation else { return }
        if let payload, payload.hasLayout || payloads[file.name] == nil {
            payloads[file.name] = payload
        }
        errors[file.name] = fileErrors
        push(file)
    }

    /// A profile changed: read the profiles again and lay out every served file.
    public func profilesChanged() {
        for file in served.files { generations[file.name, default: 0] += 1 }
        let reloadErrors = service.reloadProfiles()
        profileErrors = reloadErrors.isEmpty ? [] : ["The profiles have errors; keeping the last good profiles:"] + reloadErrors
        for file in served.files {
            refresh(file)
            push(file)
        }
    }

    private func refresh(_ file: ServedFiles.File) {
        let (payload, fileErrors) = Self.layout(file, service: service, request: request)
        if let payload, payload.hasLayout || payloads[file.name] == nil {
            payloads[file.name] = payload
        }
        errors[file.name] = fileErrors
    }

    private func push(_ file: ServedFiles.File) {
        let message: String
        let shownErrors = profileErrors + (errors[file.name] ?? [])
        if !shownErrors.isEmpty {
            message = #"{"type":"errors","errors":"# + Self.json(shownErrors) + "}"
        } else if let payload = payloads[file.name] {
            message = #"{"type":"layout","payload":"# + payload.encoded() + "}"
        } else {
            return
        }
        for page in (subscribers[file.name] ?? [:]).values { page.continuation.yield(message) }
    }

    /// The page payload of `file` as saved now, and the errors that stopped its layout.
    private static func layout(_ file: ServedFiles.File, service: LayoutService, request: LayoutRequest) -> (ReportPayload?, [String]) {
        guard let source = try? String(contentsOfFile: file.path, encoding: .utf8) else {
            return (nil, ["error: cannot read \(file.name)"])
        }
        var fileRequest = request
        fileRequest.source = source
        fileRequest.fileName = file.name
        let payload = ReportPayload(service: service, request: fileRequest, live: true)
        return (payload, payload.hasLayout ? [] : payload.initialErrors)
    }

    private static func json(_ strings: [String]) -> String {
        guard let data = try? JSONEncoder().encode(strings) else { return "[]" }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    private static func placeholder(_ file: ServedFiles.File) -> ReportPayload {
        ReportPayload(service: LayoutService(profiles: ProfileState(registry: .init())), request: LayoutRequest(source: "", fileName: file.name), live: true)
    }
}
