import Dispatch
import Foundation
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeYAML

/// Takes outputs piece by piece, in order, while they are produced, so that they need not
/// be held in memory whole.
public protocol OutputSink: AnyObject, Sendable {
  /// Appends bytes to the output at `path` (relative to the output directory). Calls are
  /// made one at a time.
  func append(_ bytes: [UInt8], to path: String)
}

/// Passes locales' sections to a sink in tag order as they finish, whatever order the
/// cores finish them in.
final class SectionCommitter: @unchecked Sendable {
  private let lock = NSLock()
  private let sink: any OutputSink
  // Guarded by `lock`.
  private var waiting: [Int: StringsEmitter.Section?] = [:]
  private var next = 0
  private(set) var complete = true
  private var lines: StringsEmitter.LocaleIndex
  private let emitter: StringsEmitter

  /// Starts the outputs with the frame's heads; `finish` ends them with its tails and the
  /// index of the sections' lines.
  init(sink: any OutputSink, emitter: StringsEmitter) {
    self.sink = sink
    self.emitter = emitter
    lines = emitter.emptyIndex
    for (output, head) in emitter.heads.enumerated() { sink.append(head, to: StringsEmitter.paths[output]) }
  }

  /// Takes locale `index`'s section; nil (a locale with errors) ends the outputs' pieces.
  func commit(_ index: Int, _ section: StringsEmitter.Section?) {
    lock.lock()
    defer { lock.unlock() }
    waiting[index] = .some(section)
    while let entry = waiting.removeValue(forKey: next) {
      if complete, let section = entry {
        for (output, pieces) in emitter.pieces(section, first: next == 0).enumerated() {
          for piece in pieces { sink.append(piece, to: StringsEmitter.paths[output]) }
        }
        lines.add(section)
      } else {
        complete = false
      }
      next += 1
    }
  }

  func finish() {
    guard complete else { return }
    for (output, tail) in emitter.tails(lines).enumerated() { sink.append(tail, to: StringsEmitter.paths[output]) }
  }
}
