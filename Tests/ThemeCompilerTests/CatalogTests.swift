import Foundation
import Testing
import ThemeCore

@Suite struct CatalogTests {
  /// The committed copy of the SDK reference, read independently of the generated Swift data.
  let reference: [[String: Any]] = {
    let data = repositoryFile("Sources/ThemeCore/Catalog/sendbird-uikit-3.35.1/strings.json")
    let json = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
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
}
