import Dispatch
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Takes outputs piece by piece, in order, while they are produced, so that they need not
/// be held in memory whole.
public protocol OutputSink: AnyObject, Sendable {
  /// Appends bytes to the output at `path` (relative to the output directory). Calls are
  /// made one at a time.
  func append(_ bytes: [UInt8], to path: String)
}

/// Passes appends to a sink one at a time, whichever job makes them: the locales' sections
/// and the styles outputs stream from different threads.
final class SerializedSink: OutputSink, @unchecked Sendable {
  private let lock = Lock()
  private let sink: any OutputSink

  init(_ sink: any OutputSink) { self.sink = sink }

  func append(_ bytes: [UInt8], to path: String) {
    lock.lock()
    defer { lock.unlock() }
    sink.append(bytes, to: path)
  }
}

/// Passes locales' sections to a sink in tag order as they finish, whatever order the
/// cores finish them in, once the frame's heads have started the outputs (sections that
/// come before are kept until then).
final class SectionCommitter: @unchecked Sendable {
  private let lock = Lock()
  private let sink: any OutputSink
  // Guarded by `lock`.
  private var waiting: [Int: StringsEmitter.Section?] = [:]
  private var next = 0
  private var complete = true
  /// Once started: the frame, and the index of the lines of the sections passed on.
  private var started: (frame: StringsEmitter.Frame, lines: StringsEmitter.LocaleIndex)?

  init(sink: any OutputSink) { self.sink = sink }

  /// Starts the outputs with the frame's heads, then passes on the sections that wait;
  /// `finish` ends them with its tails and the index of the sections' lines.
  func start(_ frame: StringsEmitter.Frame) {
    lock.lock()
    defer { lock.unlock() }
    started = (frame, frame.emptyIndex)
    for (output, head) in frame.heads.enumerated() { sink.append(head, to: StringsEmitter.paths[output]) }
    passWaiting()
  }

  /// Takes locale `index`'s section; nil (a locale with errors) ends the outputs' pieces.
  func commit(_ index: Int, _ section: StringsEmitter.Section?) {
    lock.lock()
    defer { lock.unlock() }
    waiting[index] = .some(section)
    passWaiting()
  }

  /// The sections that come next in order, to the sink (when started).
  private func passWaiting() {
    guard let frame = started?.frame else { return }
    while let entry = waiting.removeValue(forKey: next) {
      if complete, let section = entry {
        for (output, pieces) in frame.pieces(section, first: next == 0).enumerated() {
          for piece in pieces { sink.append(piece, to: StringsEmitter.paths[output]) }
        }
        started?.lines.add(section)
      } else {
        complete = false
      }
      next += 1
    }
  }

  /// Ends the outputs; whether they are whole (started, and every section given).
  func finish() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard complete, let (frame, lines) = started else { return false }
    for (output, tail) in frame.tails(lines).enumerated() { sink.append(tail, to: StringsEmitter.paths[output]) }
    return true
  }
}
