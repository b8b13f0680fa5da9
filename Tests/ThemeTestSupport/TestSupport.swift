import Foundation
import ThemeCompiler
import ThemeCore

/// The repository root, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Reads a repository file as bytes.
public func repositoryFile(_ path: String) -> [UInt8] {
  (try? [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent(path)))) ?? []
}

/// The bundled SDK strings as sources.
public func bundledSources() -> [SourceFile] {
  ["en", "de", "ru", "ar", "ja"].map { locale in
    let path = "themes/sendbird-uikit/\(locale).strings.yaml"
    return SourceFile(path: path, bytes: repositoryFile(path))
  }
}

/// The bundled themes (the SDK's defaults and the branded example) as sources.
public func bundledThemeSources() -> [SourceFile] {
  ["themes/sendbird-uikit/sendbird.theme.yaml", "themes/brand/brand.theme.yaml"].map {
    SourceFile(path: $0, bytes: repositoryFile($0))
  }
}

/// Compiles inline YAML files and returns rendered diagnostics (notes included).
public func diagnostics(_ files: [String: String], baseLocale: String = "en") -> [String] {
  let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
  return compile(sources, options: CompileOptions(baseLocale: baseLocale)).diagnostics.map(\.rendered)
}
