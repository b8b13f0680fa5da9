import Testing
import ThemeCore
import ThemeTestSupport

@testable import ThemeInterchange

/// XLIFF read in memory (`Interchange.readXLIFF`): text is read whole (CDATA, internal
/// entities, character references, line ends), and what cannot be read whole is a located
/// error rather than text that lost a part. `themec import` reads files through the same
/// function; `HostileImportTests` checks that nothing is written after an error.
@Suite struct XLIFFReaderTests {
  static func xliff(_ target: String, doctype: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    \(doctype)<xliff version="1.2">
      <file original="x" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="Cancel"><source>Cancel</source><target state="translated">\(target)</target></trans-unit>
        </body>
      </file>
    </xliff>
    """
  }

  /// The first finding of reading bytes as `x.xliff`, as the command line prints it.
  static func firstError(_ bytes: [UInt8]) -> String? {
    Interchange.readXLIFF("x.xliff", bytes: bytes).diagnostics.first { $0.severity == .error }?.rendered
  }

  /// CDATA, internal entities and references are text; another tool's file is an app's, so
  /// `Cancel` is its app key.
  @Test(arguments: [
    ("<![CDATA[<b>Ab</b>]]>brechen &amp; &#x41;", "", "<b>Ab</b>brechen & A"),
    (
      "Ab&part;", "<!DOCTYPE xliff [<!ENTITY part \"brechen &amp; &inner;\"><!ENTITY inner \"mehr\">]>\n",
      "Abbrechen & mehr"
    ),
    ("a\r\nb&#13;c", "", "a\nb\rc"),
  ])
  func textIsReadWhole(target: String, doctype: String, expected: String) throws {
    let (locales, diagnostics) = Interchange.readXLIFF(
      "x.xliff", bytes: Array(Self.xliff(target, doctype: doctype).utf8))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
    #expect(locales.map(\.locale) == ["de"])
    let strings = try #require(locales.first).strings
    #expect(strings.map(\.key) == ["Cancel"] && strings.allSatisfy(\.isAppKey))
    #expect(strings.first?.value.text == expected)
  }

  /// An external entity is refused and never read; entities past 1 MiB of text, undeclared
  /// ones and characters XML 1.0 cannot carry are errors at their place.
  @Test(arguments: [
    (
      "Ab&ext;brechen", "<!DOCTYPE xliff [<!ENTITY ext SYSTEM \"file:///etc/passwd\">]>\n",
      "x.xliff:6:83: error: expected text, found '&ext;', an external entity, which themec does not read (its text would be lost) [import.invalid]"
    ),
    (
      "&a;",
      "<!DOCTYPE xliff [<!ENTITY a \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY b \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\"><!ENTITY c \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\"><!ENTITY d \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\"><!ENTITY e \"&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;\"><!ENTITY f \"&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;\"><!ENTITY g \"lollollollol\">]>\n",
      "x.xliff:6:81: error: expected entities to expand to at most 1 MiB of text, found more at '&g;' [import.invalid]"
    ),
    ("&undeclared;", "", "x.xliff:5:81: error: expected a declared entity, found '&undeclared;' [import.invalid]"),
    ("a\u{1}b", "", "x.xliff:5:82: error: expected characters XML 1.0 can carry, found U+0001 [import.invalid]"),
  ])
  func textThatCannotBeReadWholeIsAnError(target: String, doctype: String, message: String) {
    #expect(Self.firstError(Array(Self.xliff(target, doctype: doctype).utf8)) == message)
  }

  /// One invalid UTF-8 byte in an element or attribute name crashed FoundationXML's parser.
  @Test(arguments: [("<xliff><fi\u{1}le/></xliff>", 11), ("<xliff><file a\u{1}b=\"1\"/></xliff>", 15)])
  func invalidUTF8InANameIsALocatedError(template: String, column: Int) {
    var bytes = Array(template.utf8)
    bytes[bytes.firstIndex(of: 1)!] = 0xFF
    #expect(
      Self.firstError(bytes)
        == "x.xliff:1:\(column): error: expected UTF-8 text (or UTF-16 after a byte-order mark), found a byte that is neither [import.invalid]"
    )
  }

  /// The documented features of the format (`InterchangeFixtures.xliff`) read without a finding.
  @Test func theFixtureReadsWithoutFindings() {
    let (locales, diagnostics) = Interchange.readXLIFF("fr.xliff", bytes: Array(InterchangeFixtures.xliff.utf8))
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.rendered))")
    #expect(!locales.isEmpty)
  }
}

/// A `.stringsdict` plural variable keeps its position (issue 64: `%@ of %@ %3$#@rating@` was
/// re-read with other arguments): the text around a positional variable is numbered as
/// printf reads it, and a format whose unnumbered placeholders take the variable's argument
/// is reported, not imported.
@Suite struct StringsdictPositionTests {
  static func read(_ format: String) -> (strings: [ImportedString], messages: [String]) {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>rated</key><dict><key>NSStringLocalizedFormatKey</key>\
      <string>\(format)</string><key>rating</key><dict><key>NSStringFormatSpecTypeKey</key>\
      <string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\
      <key>one</key><string>%d star</string><key>other</key><string>%d stars</string></dict></dict></dict></plist>
      """
    let read = Interchange.readStringsdict("de.stringsdict", bytes: Array(plist.utf8), locale: "en")
    return (read.strings, read.diagnostics.map(\.message))
  }

  @Test func aPositionalVariableKeepsItsArgument() {
    let (strings, messages) = Self.read("%@ of %@ %3$#@rating@")
    #expect(messages == [])
    #expect(strings.first?.value.forms.map(\.text) == ["%1$@ of %2$@ %3$d star", "%1$@ of %2$@ %3$d stars"])
    // Alone at the first position, no number is needed.
    #expect(Self.read("%1$#@rating@").strings.first?.value.forms.map(\.text) == ["%d star", "%d stars"])
  }

  @Test func anArgumentReadTwiceIsReported() {
    let (strings, messages) = Self.read("%@ of %@ %2$#@rating@")
    #expect(strings.isEmpty)
    #expect(
      messages == [
        "expected \"rated\"'s placeholders to take distinct arguments, found '%@ of %@ %2$#@rating@', whose unnumbered placeholders take argument 2, which its variable 'rating' takes too; not imported"
      ])
  }
}

/// Suggestions a CAT tool adds (1.2's `<alt-trans>`, 2.0's `<mtc:match>`) are not the unit's
/// text; a 2.0 `<cp>` is its character, and a `<ph/>` that names no text is reported.
@Suite struct XLIFFSuggestionTests {
  @Test func suggestionsAreNotTheUnitsText() {
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file source-language="en" target-language="de" datatype="plaintext" original="x"><body>
      <trans-unit id="Cancel"><source>Cancel</source><target state="translated">Abbrechen</target>\
      <alt-trans><source>Cancel</source><target state="new">Stornieren</target></alt-trans></trans-unit>
      </body></file></xliff>
      """
    let (locales, _) = Interchange.readXLIFF("x.xliff", bytes: Array(xliff.utf8))
    #expect(locales.first?.strings.first?.value.text == "Abbrechen")
    #expect(locales.first?.strings.first?.needsReview == false)
  }

  @Test func codePointsAndNamelessPlaceholdersIn2() {
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="f">
      <unit id="bell"><segment state="final"><source>Ding<cp hex="0007"/></source><target>Dong<cp hex="0007"/></target></segment></unit>
      <unit id="delete"><segment state="final"><source>Delete <ph id="1" dataRef="d1"/>?</source><target>Löschen <ph id="1" dataRef="d1"/>?</target></segment></unit>
      </file></xliff>
      """
    let (locales, diagnostics) = Interchange.readXLIFF("x.xliff", bytes: Array(xliff.utf8))
    #expect(locales.first?.strings.map(\.key) == ["bell"])
    #expect(locales.first?.strings.first?.value.text == "Dong\u{7}")
    #expect(diagnostics.map(\.message).contains { $0.contains("unit 'delete' has 1 placeholder") })
  }
}
