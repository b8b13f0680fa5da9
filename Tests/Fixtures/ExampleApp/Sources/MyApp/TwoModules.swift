// Sources/MyApp/TwoModules.swift: two modules that run the plugin, each one's types by its name
import AppTheme
import Checkout
import ThemeRuntime

func printCheckout() {
  let strings = Checkout.ThemeStrings(locale: "de")
  print(strings.app.checkout.title)  // Ihr Warenkorb
  print(AppTheme.ThemeStrings(locale: "de").app.cart.items(2))  // 2 Artikel
  print(basketTitle)  // Your basket (Checkout's own code; this process prefers English)
  print(AppTheme.ThemeStyles.brand.colors.primaryMain.uiColor)  // #2850D4FF
}
