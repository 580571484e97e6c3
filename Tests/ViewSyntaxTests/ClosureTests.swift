import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct ClosureTests {
    /// The closure of `Rectangle().containerRelativeFrame(.horizontal) <closure>`.
    private func lengthClosure(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LengthClosure? {
        guard let root = translated("Rectangle().containerRelativeFrame([.horizontal, .vertical]) \(source)", sourceLocation: sourceLocation),
            case .containerRelativeFrame(let frame) = root.kind, case .closure(let closure) = frame.rule
        else { return nil }
        return closure
    }

    private func value(_ source: String, _ length: Double, _ axis: Axis, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Double {
        let found = try #require(lengthClosure(source, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        return try found.evaluate(length, axis)
    }

    @Test func ternaryOnAxis() throws {
        let source = "{ l, a in a == .vertical ? l/2 : l*2/3 }"
        #expect(try value(source, 393, .horizontal) == 262)
        #expect(try value(source, 759, .vertical) == 379.5)
        #expect(lengthClosure(source)?.source == source)
    }

    @Test func shorthandParameters() throws {
        #expect(try value("{ $1 != .horizontal ? $0 : $0 / 4 }", 400, .horizontal) == 100)
        #expect(try value("{ $0 * 0.25 }", 400, .vertical) == 100)
    }

    @Test func ifElseWithReturnAndLet() throws {
        let source = """
            { length, axis in
                let half = length / 2
                if axis == .vertical {
                    return half
                } else if length > 500 {
                    return 500
                } else {
                    return length - 10
                }
            }
            """
        #expect(try value(source, 759, .vertical) == 379.5)
        #expect(try value(source, 1000, .horizontal) == 500)
        #expect(try value(source, 393, .horizontal) == 383)
    }

    @Test func ifAndSwitchExpressionsAsImplicitReturn() throws {
        #expect(try value("{ l, a in if a == .vertical { l / 3 } else { l / 5 } }", 300, .vertical) == 100)
        let switchSource = """
            { length, axis in
                switch axis {
                case .vertical: length / 3
                case .horizontal: length / 5
                }
            }
            """
        #expect(try value(switchSource, 300, .horizontal) == 60)
        let switchStatements = """
            { length, axis in
                var result: CGFloat = 0
                switch axis {
                case .vertical:
                    result = length / 2
                default:
                    result = length
                }
                return result
            }
            """
        #expect(try value(switchStatements, 300, .vertical) == 150)
        #expect(try value(switchStatements, 300, .horizontal) == 300)
    }

    @Test func functionsAndNumbers() throws {
        #expect(try value("{ l, _ in min(l, 300) }", 393, .horizontal) == 300)
        #expect(try value("{ l, _ in max(l / 2, 200, 10) }", 393, .horizontal) == 200)
        #expect(try value("{ l, _ in abs(-l) }", 10, .horizontal) == 10)
        #expect(try value("{ l, _ in floor(l / 3) }", 100, .horizontal) == 33)
        #expect(try value("{ l, _ in ceil(l / 3) }", 100, .horizontal) == 34)
        #expect(try value("{ l, _ in round(l / 8) }", 100, .horizontal) == 13)
        #expect(try value("{ l, _ in sqrt(l) }", 144, .horizontal) == 12)
        #expect(try value("{ l, _ in (l / 3).rounded(.down) }", 100, .horizontal) == 33)
        #expect(try value("{ _, _ in 1_000 + 0x10 + 0b11 + 0o7 }", 0, .horizontal) == 1026)
        #expect(try value("{ _, _ in 1e3 + 2.5E-1 }", 0, .horizontal) == 1000.25)
        #expect(try value("{ _, _ in 0x1p4 }", 0, .horizontal) == 16)
        #expect(try value("{ l, _ in CGFloat(2) * l }", 5, .horizontal) == 10)
        #expect(try value("{ l, _ in l * (1 - 0.618) }", 759, .vertical) == 759 * (1 - 0.618))
        #expect(try value("{ l, _ in l > 300 && l < 400 ? 1 : 0 }", 393, .horizontal) == 1)
        #expect(try value("{ _, _ in .infinity }", 0, .horizontal) == .infinity)
        #expect(try value("{ _, _ in -CGFloat.infinity }", 0, .horizontal) == -.infinity)
    }

    @Test func loopsAreBoundedByTheStepBudget() throws {
        #expect(try value("{ l, _ in var x: CGFloat = 0\n for _ in 0..<10 { x += l }\n return x }", 2, .horizontal) == 20)
        let endless = try #require(lengthClosure("{ l, _ in\n var x = l\n while true { x += 1 }\n return x\n}"))
        #expect(throws: ClosureEvaluationError.self) { try endless.evaluate(1, .horizontal) }
    }

    @Test func capturedStructPropertiesAreConstants() throws {
        let source = """
            struct Split: View {
                let ratio: CGFloat
                var body: some View {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length * ratio }
                }
            }
            struct ContentView: View {
                var body: some View { Split(ratio: 0.3) }
            }
            """
        let root = try #require(translated(source))
        guard case .containerRelativeFrame(let frame) = root.kind, case .closure(let closure) = frame.rule else {
            Issue.record("not a closure frame")
            return
        }
        #expect(abs(try closure.evaluate(100, .horizontal) - 30) < 1e-9)
    }

    @Test func unsupportedConstructsAreDiagnosedAtTheConstruct() {
        // (source, the id, the name the message quotes)
        let cases: [(String, DiagnosticID, String)] = [
            ("{ l, a in a * 2 }", SourceMessages.typeMismatch, "'*'"),
            ("{ l, a in print(l) }", SourceMessages.unsupportedConstruct, "'print'"),
            ("{ l in l }", SourceMessages.closureParameters, "takes 1 parameter"),
            ("{ l, _ in l ?? 1 }", SourceMessages.unsupportedConstruct, "'??'"),
            ("{ l, _ in if l > 1 { l } }", SourceMessages.unsupportedConstruct, "'if'"),
            ("{ l, _ in width = l\n return l }", SourceMessages.unsupportedConstruct, "'width'"),
        ]
        for (source, id, name) in cases {
            let translation = translator.translate("Rectangle().containerRelativeFrame(.horizontal) \(source)")
            #expect(translation.root == nil)
            #expect(translation.diagnostics.contains { $0.severity == .error && $0.id == id && $0.message.contains(name) }, "\(source): \(translation.diagnostics.map { "\($0.id) \($0.message)" })")
        }
    }

    @Test func argumentsUseTheSameEvaluator() throws {
        let root = try #require(translated("Rectangle().frame(width: 16.0 / 9 * 90, height: -(3 + 2))"))
        #expect(root.kind == .frame(FixedFrame(width: 160, height: -5)))
        let grid = try #require(translated("Rectangle().containerRelativeFrame(.horizontal, count: 7 / 2, spacing: 8)"))
        #expect(grid.kind == .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, rule: .grid(count: 3, span: 1, spacing: 8))))
    }

    @Test func zeroCountWarns() {
        let translation = translator.translate("Rectangle().containerRelativeFrame(.horizontal, count: 0, spacing: 8)")
        #expect(translation.root != nil)
        #expect(translation.diagnostics.map(\.severity) == [.warning])
    }
}
