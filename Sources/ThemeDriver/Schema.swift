import ThemeCore
import ThemeRender
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `themec schema`: the input formats' JSON Schemas (`InputSchemas`, a function of the SDK
/// catalogues) written into a folder.
extension Driver {
  /// The schema files by name: `strings.schema.json` and `theme.schema.json`.
  public static func schemas() -> [(name: String, text: String)] { InputSchemas.all() }
}

/// Writes the schemas into a directory (made if missing), each replaced whole and only if
/// its bytes change; returns the paths written.
public func writeSchemas(to directory: String) throws -> [String] {
  try FileSystem.createDirectory(directory)
  var written: [String] = []
  for (name, text) in Driver.schemas() {
    let path = FileSystem.normalized(directory) + "/" + name
    let bytes = Array(text.utf8)
    if FileSystem.readFile(path) == bytes { continue }
    try FileSystem.replaceFile(path, with: [bytes])
    written.append(path)
  }
  return written
}
