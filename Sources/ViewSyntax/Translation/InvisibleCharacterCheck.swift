import SwiftSyntax

/// Finds an `=` whose spacing the lexer misjudged because an invisible character (a control
/// character, an invalid byte) stands between it and a space.
///
/// swift-syntax 603's diagnostics generator stops the process on such a token: it offers a Fix-It
/// that inserts the missing space, finds a space on both sides and so has no change to make
/// (`FixIt.swift:97`, "A Fix-It must have at least one change"). The translator reports the
/// character itself instead and does not ask the generator.
enum InvisibleCharacterCheck {
    /// The first such `=`, the character beside it and where that character is, in source order.
    static func firstMisjudgedEqual(in tree: SourceFileSyntax) -> (token: TokenSyntax, character: String, position: AbsolutePosition)? {
        for token in tree.tokens(viewMode: .all) {
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { continue }
            let previous = token.previousToken(viewMode: .all)
            let before = previous?.trailingTrivia ?? []
            let spaceBefore = before.contains { $0.isSpaceOrTab }
            let spaceAfter = token.trailingTrivia.contains { $0.isSpaceOrTab }
            guard spaceBefore, spaceAfter else { continue }
            let runs: [(AbsolutePosition, Trivia)] = [
                (previous?.endPositionBeforeTrailingTrivia ?? token.position, before),
                (token.position, token.leadingTrivia),
                (token.endPositionBeforeTrailingTrivia, token.trailingTrivia),
            ]
            for (start, trivia) in runs {
                var position = start
                for piece in trivia.pieces {
                    if case .unexpectedText = piece { return (token, describe(piece), position) }
                    position += piece.sourceLength
                }
            }
            return (token, "an invisible character", token.positionAfterSkippingLeadingTrivia)
        }
        return nil
    }

    private static func describe(_ piece: TriviaPiece) -> String {
        guard case .unexpectedText(let text) = piece, let scalar = text.unicodeScalars.first else {
            return "an invisible character"
        }
        if scalar == "\u{FFFD}" { return "the character U+FFFD (a byte that is not UTF-8 becomes it)" }
        return "the character U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
