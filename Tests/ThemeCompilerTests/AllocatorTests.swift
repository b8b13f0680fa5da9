import CAllocator
import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc

  /// themec's small-object allocator (Sources/CAllocator) replaces glibc's `malloc` in the
  /// processes that link it, this test process included: blocks must be usable, distinct,
  /// aligned and kept intact by `realloc`, and every library must get them.
  @Suite struct AllocatorTests {
    final class Probe {
      var value = 0
    }

    @Test func replacesTheCLibraryAllocatorForEveryLibrary() throws {
      #expect(themec_allocator_linked(), "the allocator is not compiled for this platform")
      // Swift objects and strings are allocated by the Swift runtime's shared library.
      let probe = Probe()
      #expect(themec_allocator_owns(Unmanaged.passUnretained(probe).toOpaque()), "libswiftCore's malloc is not ours")
      let text = String(repeating: "themec ", count: 8)
      let owned = text.utf8.withContiguousStorageIfAvailable { themec_allocator_owns($0.baseAddress!) }
      #expect(owned == true, "a string's storage did not come from the allocator")
    }

    @Test func blocksOfEverySizeAreDistinctAlignedAndLargeEnough() throws {
      var blocks: [(pointer: UnsafeMutableRawPointer, size: Int)] = []
      for size in Array(0...300) + stride(from: 301, through: 40_000, by: 97).map({ $0 }) {
        let pointer = try #require(malloc(size))
        #expect(Int(bitPattern: pointer) % 16 == 0, "a block of \(size) bytes is not 16-byte aligned")
        #expect(themec_allocator_usable_size(pointer) >= size, "a block of \(size) bytes is smaller than asked")
        pointer.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: size), count: size)
        blocks.append((pointer, size))
      }
      // Overlapping blocks would have overwritten each other's bytes.
      for (pointer, size) in blocks {
        let bytes = UnsafeRawBufferPointer(start: pointer, count: size)
        #expect(bytes.allSatisfy { $0 == UInt8(truncatingIfNeeded: size) }, "a block of \(size) bytes was overwritten")
      }
      #expect(themec_allocator_owns(blocks[100].pointer), "a 100-byte block is not from the allocator")
      #expect(!themec_allocator_owns(blocks.last!.pointer), "a block over 16 KiB should come from glibc")
      for (pointer, _) in blocks { free(pointer) }
    }

    @Test func reallocKeepsTheContentsAcrossClassesAndAllocators() throws {
      var pointer = try #require(malloc(10))
      pointer.copyMemory(from: Array("0123456789".utf8), byteCount: 10)
      // Growing through the size classes, then into glibc's blocks and back.
      for size in [24, 200, 5_000, 16_384, 100_000, 12] {
        pointer = try #require(realloc(pointer, size))
        let bytes = UnsafeRawBufferPointer(start: pointer, count: 10)
        #expect(Array(bytes) == Array("0123456789".utf8), "realloc to \(size) bytes lost the contents")
      }
      free(pointer)
    }

    @Test func callocZeroesARecycledBlock() throws {
      let used = try #require(malloc(64))
      used.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 64)
      free(used)
      let zeroed = try #require(calloc(4, 16))
      #expect(UnsafeRawBufferPointer(start: zeroed, count: 64).allSatisfy { $0 == 0 }, "calloc returned old bytes")
      free(zeroed)
    }

    @Test func overAlignedBlocksComeFromGlibc() throws {
      var pointer: UnsafeMutableRawPointer?
      #expect(posix_memalign(&pointer, 256, 100) == 0)
      let block = try #require(pointer)
      #expect(Int(bitPattern: block) % 256 == 0, "posix_memalign ignored the alignment")
      free(block)
    }

    @Test func aBlockFreedOnAnotherThreadIsReusedThere() throws {
      final class Result: @unchecked Sendable {
        var reused = 0
      }
      let block = try #require(malloc(48))
      let address = Int(bitPattern: block)
      let result = Result()
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        free(UnsafeMutableRawPointer(bitPattern: address))
        let again = malloc(48)
        result.reused = Int(bitPattern: again)
        free(again)
        done.signal()
      }
      thread.start()
      done.wait()
      #expect(result.reused == address, "the freeing thread did not reuse the block")
    }
  }
#endif
