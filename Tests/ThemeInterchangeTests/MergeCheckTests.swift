import Testing
import ThemeCore
import ThemeInterchange
import ThemeYAML

/// A merge's guard (`MergeCheck`): each kind of damage an edit could do, planted in the text
/// it would write, is found at its place; a faithful edit passes.
@Suite struct MergeCheckTests {
  static func file(_ text: String, path: String = "de.strings.yaml") -> StringsMerge.File {
    let bytes = Array(text.utf8)
    return StringsMerge.File(path: path, bytes: bytes, tree: parseYAMLTree(SourceFile(path: path, bytes: bytes)).tree!)
  }

  static func problems(_ before: String, _ after: String, importing imported: [ImportedString]) -> [String] {
    MergeCheck.problems(
      before: [file(before)], changed: [("de.strings.yaml", Array(after.utf8))], imported: imported, locale: "de"
    ).map(\.rendered)
  }

  static let cancel = [ImportedString(key: "Cancel", value: PortableValue(text: "Abbruch"))]
  static let before = "# German\nCancel: Abbrechen\nOK: Gut  # fine\n"

  @Test func aFaithfulEditPasses() {
    #expect(Self.problems(Self.before, "# German\nCancel: Abbruch\nOK: Gut  # fine\n", importing: Self.cancel) == [])
    // A '#' inside a scalar is no comment: replacing the scalar drops none.
    #expect(Self.problems("Cancel: \"Ab #1\"\n", "Cancel: Abbruch\n", importing: Self.cancel) == [])
  }

  @Test func textThatWouldNotParseIsRefused() {
    #expect(
      Self.problems(Self.before, "# German\nCancel: Abbruch\nOK: [Gut  # fine\n", importing: Self.cancel) == [
        "de.strings.yaml:4:1: error: expected the merged file to parse as YAML, found at this place of the text the merge would write: did not find expected ',' or ']' while parsing a flow sequence; nothing is written [import.merge-unverified]"
      ])
  }

  @Test func anEntryTheRoundDoesNotImportMustNotChange() {
    #expect(
      Self.problems(Self.before, "# German\nCancel: Abbruch\nOK: Schlecht  # fine\n", importing: Self.cancel) == [
        "de.strings.yaml:3:5: error: expected 'OK', which the round does not import, as the file has it ('Gut'), found 'Schlecht' in the text the merge would write; nothing is written [import.merge-unverified]"
      ])
    #expect(
      Self.problems(Self.before, "# German\nCancel: Abbruch\n# fine\n", importing: Self.cancel) == [
        "de.strings.yaml:2:1: error: expected the entries of 'the file' as the file has them but for the imported ones, found 'OK' moved or gone in the text the merge would write; nothing is written [import.merge-unverified]"
      ])
  }

  @Test func anImportedTextMustReadBack() {
    #expect(
      Self.problems(Self.before, "# German\nCancel: Abbr\nOK: Gut  # fine\n", importing: Self.cancel) == [
        "de.strings.yaml:2:9: error: expected 'Cancel' to read back as imported, found 'Abbr' in the text the merge would write; nothing is written [import.merge-unverified]"
      ])
    // Forms: a form the round does not give keeps its text.
    let forms = """
      Message_Replied_Users_Count:
        one: "%lld Antwort"
        other: "%lld Antworten"

      """
    let other = [
      ImportedString(
        key: "Message_Replied_Users_Count",
        value: PortableValue(forms: [PortableValue.Form(selector: "other", text: "%lld neue")]))
    ]
    #expect(Self.problems(forms, forms.replacingOccurrences(of: "Antworten", with: "neue"), importing: other) == [])
    #expect(
      Self.problems(forms, "Message_Replied_Users_Count:\n  other: \"%lld neue\"\n", importing: other) == [
        "de.strings.yaml:2:3: error: expected 'Message_Replied_Users_Count' to read back as imported, found {other: '%lld neue'} in the text the merge would write; nothing is written [import.merge-unverified]"
      ])
  }

  @Test func everyCommentMustStay() {
    #expect(
      Self.problems(Self.before, "Cancel: Abbruch\nOK: Gut\n", importing: Self.cancel) == [
        "de.strings.yaml:1:1: error: expected every comment of the file kept, found '# German' missing from the text the merge would write; nothing is written [import.merge-unverified]",
        "de.strings.yaml:3:1: error: expected every comment of the file kept, found '# fine' missing from the text the merge would write; nothing is written [import.merge-unverified]",
      ])
  }

  @Test func theStateOfAKeyTheRoundDoesNotImportMustStay() {
    let listed = "Cancel: Abbrechen\nOK: OK\nsame-as-base: [OK]\n"
    #expect(
      Self.problems(listed, "Cancel: Abbruch\nOK: OK\nsame-as-base: []\n", importing: Self.cancel) == [
        "de.strings.yaml:3:15: error: expected 'same-as-base', which the round does not import, as the file has it (['OK']), found [] in the text the merge would write; nothing is written [import.merge-unverified]"
      ])
  }
}
