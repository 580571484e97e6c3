import Foundation
import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct ReferenceCaseTests {
    @Test(arguments: ReferenceSources.all.map(\.id))
    func translatesWithoutProblems(id: String) throws {
        let source = try #require(ReferenceSources.all.first { $0.id == id }?.source)
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let root = try #require(translation.root)
        let names = source.matches(of: /\.id\("([^"]+)"\)/).map { String($0.output.1) }
        for name in names {
            #expect(root.named(name) != nil, "no node named \(name)")
        }
    }

    @Test func crf01Shape() throws {
        let source = try #require(ReferenceSources.all.first { $0.id == "CRF-01" }?.source)
        let root = try #require(translated(source))
        #expect(root.outline == """
            frame(400, 500, center)
              VStack(center, nil)
                containerRelativeFrame(.vertical, center, closure)
                  Rectangle #rect
            """)
    }

    @Test func crf04OverlayIsOutsideTheNavigationStack() throws {
        let source = try #require(ReferenceSources.all.first { $0.id == "CRF-04" }?.source)
        let root = try #require(translated(source))
        #expect(root.outline == """
            overlay(center)
              frame(nil, 200, center)
                NavigationStack
                  frame(400, 500, center)
                    VStack(center, nil)
                      Rectangle
              containerRelativeFrame(.vertical, center, closure)
                Rectangle #overlay
            """)
    }

    @Test func crf12BackgroundWithOverlay() throws {
        let source = try #require(ReferenceSources.all.first { $0.id == "CRF-12" }?.source)
        let root = try #require(translated(source))
        #expect(root.outline == """
            NavigationStack
              background(center)
                Text(Hello World)
                overlay(bottom)
                  containerRelativeFrame([.horizontal, .vertical], center, full) #blue
                    Color(blue)
                  containerRelativeFrame(.vertical, center, closure) #orange
                    Color(orange)
            """)
        guard case .containerRelativeFrame(let frame) = try #require(root.named("orange")).kind, case .closure(let closure) = frame.rule else {
            Issue.record("orange is not a closure containerRelativeFrame")
            return
        }
        #expect(abs(try closure.evaluate(759, .vertical) - 289.938) < 0.001)
    }

    @Test func crf07ForEachExpandsToSevenCopies() throws {
        let source = try #require(ReferenceSources.all.first { $0.id == "CRF-07a" }?.source)
        let root = try #require(translated(source))
        let stack = try #require(root.named("hstack"))
        #expect(stack.children.count == 4)
        #expect(stack.children[3].kind == .forEach)
        #expect(stack.children[3].children.count == 7)
        #expect(stack.children[0].kind == .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, rule: .grid(count: 3, span: 1, spacing: 0))))
        #expect(stack.children[0].children[0].kind == .aspectRatio(ratio: 1.5, contentMode: .fit))
    }

    @Test func a01RatioIsCGFloatDivision() throws {
        let root = try #require(translated(#"Color.pink.aspectRatio(16 / 9, contentMode: .fit)"#))
        #expect(root.kind == .aspectRatio(ratio: 16.0 / 9.0, contentMode: .fit))
    }

    @Test func locationsPointAtTheSource() throws {
        let root = try #require(translated("VStack {\n  Rectangle()\n    .frame(width: 10)\n}"))
        #expect(root.location == LayoutCore.SourceLocation(file: "<input>", line: 1, column: 1))
        #expect(root.children[0].location == LayoutCore.SourceLocation(file: "<input>", line: 3, column: 5))
        #expect(root.children[0].children[0].location == LayoutCore.SourceLocation(file: "<input>", line: 2, column: 3))
    }
}
