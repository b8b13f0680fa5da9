// _yaml-floor: the benchmark baseline (see `runYAMLFloor`), with the C library's allocator.
// `themec-bench build` times it next to `themec build` over the same files.
//
// Usage: _yaml-floor FILE...   (prints the number of events)
import _YAMLFloor

runYAMLFloor(Array(CommandLine.arguments.dropFirst()))
