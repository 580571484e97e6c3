import Foundation
import FrameLabREPL

/// What `serve` knows while it runs: the last good page payload of each served file, and the
/// open pages to push to. A save that does not lay out keeps the last good payload and pushes
/// the errors instead.
public actor PreviewHub {
    private var service: LayoutService
    private let request: LayoutRequest
    public let served: ServedFiles
    private var payloads: [String: ReportPayload] = [:]
    private var errors: [String: [String]] = [:]
    private var subscribers: [String: [UUID: AsyncStream<String>.Continuation]] = [:]

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
        return (payloads[file.name] ?? Self.placeholder(file), errors[file.name] ?? [])
    }

    /// Messages for the page of `file`, from now until the page goes away.
    public func subscribe(_ file: ServedFiles.File) -> (id: UUID, messages: AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(4))
        subscribers[file.name, default: [:]][id] = continuation
        return (id, stream)
    }

    public func unsubscribe(_ file: ServedFiles.File, id: UUID) {
        subscribers[file.name]?[id]?.finish()
        subscribers[file.name]?[id] = nil
    }

    public func subscriberCount(_ file: ServedFiles.File) -> Int { subscribers[file.name]?.count ?? 0 }

    /// A served file was saved: lay it out again and push the result to its pages.
    public func fileChanged(_ file: ServedFiles.File) {
        refresh(file)
        push(file)
    }

    /// A profile changed: read the profiles again and lay out every served file.
    public func profilesChanged() {
        let profileErrors = service.reloadProfiles()
        for file in served.files {
            refresh(file)
            if !profileErrors.isEmpty { errors[file.name] = ["The profiles have errors; keeping the last good profiles:"] + profileErrors }
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

    private func push(_ file: ServedFiles.File) {
        let message: String
        if let fileErrors = errors[file.name], !fileErrors.isEmpty {
            message = #"{"type":"errors","errors":"# + Self.json(fileErrors) + "}"
        } else if let payload = payloads[file.name] {
            message = #"{"type":"layout","payload":"# + payload.encoded() + "}"
        } else {
            return
        }
        for continuation in (subscribers[file.name] ?? [:]).values { continuation.yield(message) }
    }

    private static func json(_ strings: [String]) -> String {
        guard let data = try? JSONEncoder().encode(strings) else { return "[]" }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    private static func placeholder(_ file: ServedFiles.File) -> ReportPayload {
        ReportPayload(service: LayoutService(profiles: ProfileState(registry: .init())), request: LayoutRequest(source: "", fileName: file.name), live: true)
    }
}
