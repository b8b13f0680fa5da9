import Testing

@testable import ThemeCompiler
