import Testing
@testable import ViewSyntax
