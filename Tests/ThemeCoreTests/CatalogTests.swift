import Foundation
import Testing
import ThemeCore

@Suite struct CatalogTests {
  /// The committed copy of the SDK reference, read independently of the generated Swift data.
  let reference: [[String: Any]] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let file = root.appendingPathComponent("Sources/Tools/catalogue/sendbird-uikit-3.35.1/strings.json")
    let json = (try? Data(contentsOf: file)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    return json?["members"] as? [[String: Any]] ?? []
  }()

  @Test func embeddedCatalogMatchesTheReferenceMemberByMember() {
    let catalog = StringCatalog.sendbirdUIKit
    #expect(reference.count == 212)
    #expect(catalog.members.count == reference.count)
    for (member, json) in zip(catalog.members, reference) {
      #expect(member.path == json["path"] as? String)
      #expect(member.swiftType == json["swiftType"] as? String, "\(member.path)")
      let settable = (json["mutable"] as? Bool ?? false) && !(json["unavailable"] as? Bool ?? false)
      #expect(member.settable == settable, "\(member.path)")
      #expect(member.deprecated == (json["deprecated"] as? Bool ?? false), "\(member.path)")
      #expect(member.renamed == json["renamed"] as? String, "\(member.path)")
      #expect(member.aliasOf == json["aliasOf"] as? String, "\(member.path)")
      let params = (json["params"] as? [[String: String]] ?? []).map { "\($0["name"]!):\($0["type"]!)" }
      #expect(member.params.map { "\($0.name):\($0.type)" } == params, "\(member.path)")
    }
    #expect(catalog.members.filter(\.deprecated).count == 19)
    #expect(catalog.members.filter { !$0.settable }.count == 4)
    #expect(catalog.members.filter(\.isClosure).count == 21)
  }

  /// Every settable property of every customisable class has one row, and each slot number
  /// maps to its names and back; nothing else is numbered.
  @Test func slotsNumberEverySettablePropertyOnce() throws {
    let catalog = StyleCatalog.sendbirdUIKit
    let slots = catalog.slots
    var expected: [ThemeSlot] = []
    for themeClass in catalog.classes where themeClass.isCustomisable {
      for property in themeClass.properties where property.isSettable {
        for variant in ThemeVariant.allCases { expected.append(ThemeSlot(themeClass.name, variant, property.name)) }
      }
    }
    #expect(slots.count == expected.count)
    for (number, slot) in expected.enumerated() {
      #expect(slots.themeSlot(number) == slot)
      #expect(slots.slot(slot) == number)
      #expect(slots.variant(of: number) == slot.variant)
    }
    let getOnly = catalog.classes.lazy.flatMap { themeClass in
      themeClass.properties.filter { !$0.isSettable }.map { ThemeSlot(themeClass.name, .light, $0.name) }
    }.first
    #expect(slots.slot(try #require(getOnly)) == nil)
    #expect(slots.slot(ThemeSlot("SBUOverlayTheme", .light, "channelTheme")) == nil)
    #expect(slots.slot(ThemeSlot("SBUChannelTheme", .light, "noSuchProperty")) == nil)
  }

  /// A slot map counts its values, reads them by number and by names, iterates them in
  /// slot order and merges another map's values over its own.
  @Test func slotMapCountsReadsAndMerges() throws {
    let slots = StyleCatalog.sendbirdUIKit.slots
    let first = ThemeSlot("SBUChannelTheme", .dark, "backgroundColor")
    let second = ThemeSlot("SBUUserListTheme", .light, "backgroundColor")
    let firstNumber = try #require(slots.slot(first))
    let secondNumber = try #require(slots.slot(second))
    var map = SlotMap<Int>(layout: slots)
    #expect(map.isEmpty)
    map[secondNumber] = 2
    map[firstNumber] = 1
    map[firstNumber] = 10
    #expect(map.count == 2)
    #expect(map[first] == 10 && map[secondNumber] == 2)
    #expect(map[ThemeSlot("SBUChannelTheme", .dark, "noSuchProperty")] == nil)
    #expect(map.map(\.value) == (firstNumber < secondNumber ? [10, 2] : [2, 10]))
    #expect(map.keys == [first, second].sorted { slots.slot($0)! < slots.slot($1)! })
    var other = SlotMap<Int>(layout: slots)
    other[firstNumber] = 100
    map.merge(other)
    #expect(map.count == 2 && map[first] == 100 && map[second] == 2)
    map[secondNumber] = nil
    #expect(map.count == 1 && map.keys == [first])
  }
}
