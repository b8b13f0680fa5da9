/// Files in translators' formats, written for the tests from each format's documentation:
/// every feature the readers take. The interchange codecs' tests and the import and export
/// tests of the binary read the same files.
public enum InterchangeFixtures {
  /// A `.strings` file: comments of both kinds (the one before a pair is its comment),
  /// quoted and unquoted keys, every escape, an SDK key and app keys, and a repeated key.
  public static let strings = """
    /* The button that closes a dialog. */
    "Cancel" = "Abbrechen";

    // Shown once, after sign-up.
    "onboarding.title" = "Willkommen, %@!";
    /* Escapes: quote, backslash, new line, tab, \\U, octal. */
    "escapes" = "\\"Zitat\\" \\\\ Zeile 1\\nZeile 2\\tTab \\U00E4 \\101";
    unquoted.key = plain;
    "MessageThread.Menu.replyInThread" = "Im Thread antworten";
    "Cancel" = "Abbruch";

    """

  /// A `.stringsdict`: one plural variable (forms), a positional one, one with text around
  /// it and a form without the number (value type `lu`), a form the locale never selects,
  /// and entries with two variables or a variable inside another's forms (reported, not
  /// imported).
  public static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>cart.items</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
        <key>items</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>%lld Artikel</string>
          <key>other</key><string>%lld Artikel</string>
        </dict>
      </dict>
      <key>inbox.unread</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%1$#@count@</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>ld</string>
          <key>zero</key><string>Keine neuen</string>
          <key>one</key><string>%ld neue</string>
          <key>two</key><string>%ld neue</string>
          <key>other</key><string>%ld neue</string>
        </dict>
      </dict>
      <key>photos.selected</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>Ausgewählt: %#@photos@.</string>
        <key>photos</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lu</string>
          <key>one</key><string>ein Foto</string>
          <key>other</key><string>%lu Fotos</string>
        </dict>
      </dict>
      <key>nested.count</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>one</key><string>eine Datei in %#@folders@</string>
          <key>other</key><string>%d Dateien in %#@folders@</string>
        </dict>
        <key>folders</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d Ordnern</string></dict>
      </dict>
      <key>files.in.folders</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
        <key>files</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d Dateien</string></dict>
        <key>folders</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d Ordnern</string></dict>
      </dict>
    </dict>
    </plist>

    """

  /// A String Catalog written for the test from Apple's format: every kind of entry Xcode
  /// writes, in versions 1.0 to 1.3.
  public static func stringCatalog(version: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "version" : "\(version)",
      "strings" : {
        "Cancel" : {
          "comment" : "Dismisses a dialog.",
          "extractionState" : "manual",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
            "zh_CN" : { "stringUnit" : { "state" : "translated", "value" : "取消" } }
          }
        },
        "Hello" : {
          "comment" : "The key is the English text: no English entry."
        },
        "Only a key" : { },
        "Legacy" : {
          "extractionState" : "stale",
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } }
        },
        "brand" : {
          "shouldTranslate" : false,
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Acme" } } }
        },
        "cart.items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld товар" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld товаров" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } } } } },
            "de" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "Keine Artikel" } },
              "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Artikel" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } } } } }
          }
        },
        "inbox.summary" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "You have %#@messages@." },
              "substitutions" : { "messages" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg message" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg messages" } } } } } }
            }
          }
        },
        "files.in.folders" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } }
              }
            }
          }
        },
        "tap.hint" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } } } } },
            "de" : { "stringUnit" : { "state" : "new", "value" : "Tap to open" } },
            "ru" : { "stringUnit" : { "state" : "machine_translated", "value" : "Нажмите, чтобы открыть" } }
          }
        },
        "shortcuts" : {
          "localizations" : {
            "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open inbox", "Show inbox" ] } }
          }
        }
      }
    }

    """
  }

  /// An XLIFF file as Xcode writes one (written for the test from XLIFF 1.2 and Xcode's
  /// unit ids): states, notes, units without a target, plural units, a unit not to translate.
  /// Another tool's file is an app's: its keys are app keys, `Cancel` included, and its
  /// notes the locale's comments.
  public static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
        <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0"/></header>
        <body>
          <trans-unit id="Cancel" xml:space="preserve">
            <source>Cancel</source>
            <target state="translated">Annuler</target>
            <note>Dismisses a dialog.</note>
          </trans-unit>
          <trans-unit id="greeting" xml:space="preserve">
            <source>Hello &amp; welcome</source>
            <target state="needs-review-translation">Bonjour &amp; bienvenue</target>
          </trans-unit>
          <trans-unit id="farewell" xml:space="preserve">
            <source>Goodbye</source>
            <target state="new">Goodbye</target>
          </trans-unit>
          <trans-unit id="untranslated" xml:space="preserve">
            <source>Later</source>
          </trans-unit>
          <trans-unit id="cart.items|==|plural.one" xml:space="preserve">
            <source>%lld item</source>
            <target state="final">%lld article</target>
          </trans-unit>
          <trans-unit id="cart.items|==|plural.many" xml:space="preserve">
            <source>%lld items</source>
            <target state="translated">%lld d’articles</target>
          </trans-unit>
          <trans-unit id="cart.items|==|plural.other" xml:space="preserve">
            <source>%lld items</source>
            <target state="translated">%lld articles</target>
          </trans-unit>
          <trans-unit id="legacy.count:count:dict/one:dict/:string" xml:space="preserve">
            <source>%d thing</source>
            <target>%d chose</target>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """
}
