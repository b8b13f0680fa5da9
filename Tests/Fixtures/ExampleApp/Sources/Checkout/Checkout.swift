// Sources/Checkout/Checkout.swift
import ThemeRuntime

/// The basket's title in the user's languages, from this module's own strings.
public var basketTitle: String { ThemeStrings.app.checkout.title }
