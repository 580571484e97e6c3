import LayoutCore
import SwiftParser
import SwiftSyntax
import Testing
@testable import ViewSyntax

/// The one `#if` evaluator, used for top-level declarations, struct members, statements and
/// modifier chains alike.
struct CompilationConditionTests {
    /// The condition of `#if CONDITION`, parsed as swift-syntax parses it.
    static func holds(_ condition: String, idiom: Idiom = .phone, debug: Bool = true) throws -> Bool {
        let tree = Parser.parse(source: "#if \(condition)\nlet a = 1\n#endif\n")
        let ifConfig = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
        let expression = try #require(ifConfig.clauses.first?.condition)
        return CompilationConditions.isActive(expression, in: SourceEnvironment(idiom: idiom, isDebug: debug))
    }

    @Test func platformsDebugAndModules() throws {
        #expect(try Self.holds("os(iOS)"))
        #expect(try !Self.holds("os(macOS)"))
        #expect(try Self.holds("os(macOS)", idiom: .mac))
        // visionOS runs iPad apps: os(iOS) is true there too.
        #expect(try Self.holds("os(iOS)", idiom: .vision))
        #expect(try Self.holds("os(iOS) || os(macOS)", idiom: .mac))
        #expect(try !Self.holds("os(iOS) && !DEBUG"))
        #expect(try Self.holds("os(iOS) && !DEBUG", debug: false))
        #expect(try Self.holds("canImport(UIKit)"))
        #expect(try !Self.holds("canImport(UIKit)", idiom: .mac))
        #expect(try Self.holds("canImport(SwiftData)"))
        // A package the app asks for is linked (the app is built with its packages), and so is an
        // Apple framework outside any short list; AppKit is a Mac's only.
        #expect(try Self.holds("canImport(Kingfisher)"))
        #expect(try Self.holds("os(iOS) && canImport(ReaderEngine)"))
        #expect(try Self.holds("canImport(Accessibility)"))
        #expect(try !Self.holds("canImport(AppKit)"))
        #expect(try !Self.holds("canImport(Cocoa)"))
        #expect(try Self.holds("canImport(AppKit)", idiom: .mac))
        #expect(try Self.holds("targetEnvironment(simulator)"))
    }

    @Test func swiftAndCompilerVersionsCompareWithSwift62() throws {
        #expect(try Self.holds("swift(>=5.9)"))
        #expect(try Self.holds("swift(>=6.2)"))
        #expect(try !Self.holds("swift(>=6.3)"))
        #expect(try Self.holds("compiler(<7)"))
        #expect(try !Self.holds("swift(<6)"))
    }

    @Test func availabilityFollowsTheOSGeneration() throws {
        func available(_ condition: String, on os: String?) throws -> Bool? {
            let tree = Parser.parse(source: "if \(condition) {}")
            let ifExpr = try #require(tree.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self))
            guard case .availability(let availability)? = ifExpr.conditions.first?.condition else { return nil }
            var environment = SourceEnvironment()
            environment.operatingSystem = os
            return CompilationConditions.isAvailable(availability, in: environment)
        }
        #expect(try available("#available(iOS 18, *)", on: "ios18") == true)
        #expect(try available("#available(iOS 18.4, *)", on: "ios17") == false)
        #expect(try available("#available(iOS 26, macOS 26, *)", on: "macos15") == false)
        // A platform not listed takes `*`.
        #expect(try available("#available(iOS 26, *)", on: "watchos11") == true)
        #expect(try available("#unavailable(iOS 18)", on: "ios17") == true)
        // No OS generation (a plain window): FrameLab does not decide.
        #expect(try available("#available(iOS 26, *)", on: nil) == nil)
    }
}
