// Sources/MyApp/main.swift
import AppTheme
import Foundation
@preconcurrency import SendbirdUIKit  // as Swift 6 apps import the SDK
import ThemeRuntime

let german = ThemeStrings(locale: "de")
print(german.app.onboarding.title(name: "Ann"))  // Willkommen, Ann!
print(german.app.cart.items(3))  // 3 Artikel
print(german.sdk.Message_Replied_Users_Count(150, true))  // 99+ Antworten
print(german.sdk.Message_Typers_Count(5))  // +2
print(german.sdk.Channel_Typing(["Ann", ""]))  // Ann und Mitglied schreiben …
print(german.sdk.MessageThread.Menu.replyInThread)  // Im Thread antworten
print(ThemeStrings(preferredLanguages: ["fr-CH", "de-AT"]).sdk.Cancel)  // Abbrechen
print(ThemeStrings.app.cart.items(1))  // 1 item (this process prefers English)

// MARK: SendbirdUIKit
// Before any SendbirdUIKit view is built: strings, then the theme.
ThemeStrings.apply(locale: "de")
ThemeStyles.brand.apply(colorScheme: .light)
print(SBUStringSet.Cancel)  // Abbrechen
print(SBUStringSet.Message_Replied_Users_Count(1, true))  // 1 Antwort
print(SBUColorSet.primaryMain)  // #2850D4FF
print(SBUTheme.channelTheme.backgroundColor)  // #FAFAFFFF
print(SBUTheme.overlayTheme.channelTheme.backgroundColor)  // #000000CC
print(SBUFontSet.button1)  // Avenir Next-semibold 15.0
print(SBUIconSet.iconSend)  // BrandSend tinted #2850D4FF flipped

// A theme sets every colour, font and icon, so a white-label app can switch brands.
ThemeStyles.classic.apply(colorScheme: .light)
print(SBUColorSet.primaryMain)  // #0E8A5FFF
print(SBUFontSet.button1)  // system-semibold 18.0
print(SBUIconSet.iconSend)  // SendbirdUIKit's

ThemeStyles.brand.apply(appearance: .system)  // colours follow the system's light and dark from now on
print(SBUTheme.channelTheme.backgroundColor)  // #FAFAFFFF (in light; the dark variant's in dark)

// MARK: The app's own views
let brand = ThemeStyles.brand
print(brand.light.channelTheme.statusBarStyle)  // darkContent
print(brand.overlay.channelTheme.backgroundColor.alpha)  // 0.8
print(brand.dark.messageCellTheme.rightBackgroundColor == brand.colors.primaryLight)  // true
print(brand.tokens.brand.soft?.alpha ?? 0)  // 0.2

// MARK: Runtime
// The app's modules share the embedded strings and styles through AppTheme's store; a
// downloaded override reaches the SDK through the adapter.
let update = """
  {"schemaVersion": "1.0", "sdkVersion": "3.35.1", "cldrVersion": "47", "baseLocale": "en",
   "locales": {"de": {"pluralLocale": "de", "app": {}, "sdk": {"Cancel": {"text": "Zurück"}}}}}
  """
try themeStore.apply(stringsOverride: Data(update.utf8))
ThemeStrings.apply(locale: "de", catalog: themeStore.current)
print(SBUStringSet.Cancel)  // Zurück
print(themeStore.current.color("primaryMain", theme: "brand")!.red)  // 0.1568627450980392

// MARK: Another module that runs the plugin (TwoModules.swift)
printCheckout()
