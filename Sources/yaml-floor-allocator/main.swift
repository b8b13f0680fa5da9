// yaml-floor-allocator: the benchmark baseline (see `runYAMLFloor`) with the allocator
// themec links and tunes (Sources/CAllocator) in place of the C library's.
//
// Usage: yaml-floor-allocator FILE...   (prints the number of events)
import CAllocator
import YAMLFloor

themec_tune_allocator()
runYAMLFloor(Array(CommandLine.arguments.dropFirst()))
