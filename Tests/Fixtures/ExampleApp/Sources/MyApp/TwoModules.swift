// Sources/MyApp/TwoModules.swift: a file that imports two modules that run the plugin names
// each one's types by its module; the bridges (uiColor, uiFont, ...) are ThemeRuntime's.
import AppTheme
import Checkout
import ThemeRuntime

func printCheckout() {
  let strings = Checkout.ThemeStrings(locale: "de")
  print(strings.app.checkout.title)  // Ihr Warenkorb
  print(strings.app.checkout.pay(amount: "12 €"))  // 12 € bezahlen
  print(AppTheme.ThemeStrings(locale: "de").app.cart.items(2))  // 2 Artikel
  print(basketTitle)  // Your basket (Checkout's own code; this process prefers English)
  print(AppTheme.ThemeStyles.brand.colors.primaryMain.uiColor)  // #2850D4FF
}
