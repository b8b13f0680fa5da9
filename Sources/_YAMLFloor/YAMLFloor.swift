import CLibYAML
import Foundation

/// The benchmark baseline: reads each file and runs libyaml's event parser over it, nothing
/// else (no tree, no validation, no output), on one thread, and prints the number of
/// events (`_yaml-floor`).
public func runYAMLFloor(_ paths: [String]) {
  var events = 0
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("_yaml-floor: cannot read \(path)\n".utf8))
      exit(1)
    }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { exit(1) }
    data.withUnsafeBytes { buffer in
      yaml_parser_set_input_string(&parser, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        events += 1
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        if done { break }
      }
    }
    yaml_parser_delete(&parser)
  }
  print(events)
}
