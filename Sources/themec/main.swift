import ThemeCLI

Themec.start()
