import Foundation
import PopshotGraphics
import PopshotTestSupport
import Testing

@testable import PopshotUI

/// String Catalogs, `.stringsdict` plurals and a SwiftPM bundle's development language, as a
/// resource bundle holds them on Linux (SwiftPM copies `.xcstrings` uncompiled).
@Suite(.removesTemporaryFolders) struct LocalizedTablesTests {
  func label(_ view: some View) throws -> String? {
    try LayoutEngine.render(view, size: Size(width: 390, height: 200))
      .semantics.elements.first { $0.role == .text }?.label
  }

  /// A bundle folder holding `files` (relative path, text).
  func bundle(_ files: [(String, String)]) throws -> Bundle {
    let dir = URL(fileURLWithPath: try temporaryFolder("popshot-l10n"))
    for (path, text) in files {
      let url = dir.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: false, encoding: .utf8)
    }
    return try #require(Bundle(path: dir.path))
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "common.button.send" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Send" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Senden" } },
            "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Enviar" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "No items" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "%@ has %lld photos" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$#@photos@" },
              "substitutions" : { "photos" : {
                "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                } }
              } }
            }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Press" } }
            } } }
          }
        },
        "Untranslated" : { }
      },
      "version" : "1.0"
    }
    """

  @Test func aStringCatalogGivesTheLocalesValue() throws {
    let b = try bundle([("Localizable.xcstrings", Self.catalog)])
    #expect(try label(Text("common.button.send", bundle: b)) == "Send")
    let de = Locale(identifier: "de_DE")
    #expect(
      StringsTable.lookUp("common.button.send", table: nil, bundle: b, locale: de) == "Senden")
    let br = Locale(identifier: "pt_BR")
    #expect(
      StringsTable.lookUp("common.button.send", table: nil, bundle: b, locale: br) == "Enviar")
    // No French: the source language's value.
    let fr = Locale(identifier: "fr_FR")
    #expect(StringsTable.lookUp("common.button.send", table: nil, bundle: b, locale: fr) == "Send")
    // A key without localizations is its own value; the iPhone's device variation is used.
    #expect(try label(Text("Untranslated", bundle: b)) == "Untranslated")
    #expect(try label(Text("Tap", bundle: b)) == "Tap")
  }

  @Test func aCatalogsPluralFormsFollowTheCount() throws {
    let b = try bundle([("Localizable.xcstrings", Self.catalog)])
    #expect(try label(Text("\(0) items", bundle: b)) == "No items")
    #expect(try label(Text("\(1) items", bundle: b)) == "1 item")
    #expect(try label(Text("\(12) items", bundle: b)) == "12 items")
    #expect(try label(Text("\("Ann") has \(1) photos", bundle: b)) == "Ann has 1 photo")
    #expect(try label(Text("\("Ann") has \(3) photos", bundle: b)) == "Ann has 3 photos")
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
      <key>%lld files in %@</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>one file</string>
          <key>few</key><string>%lld файла</string>
          <key>other</key><string>%lld files</string>
        </dict>
      </dict>
    </dict></plist>
    """

  /// A `.stringsdict` entry wins over the `.strings` one, as on iOS; its variable takes its
  /// argument and the next specifier the one after.
  @Test func aStringsdictChoosesItsFormsAndWinsOverStrings() throws {
    let b = try bundle([
      ("en.lproj/Localizable.stringsdict", Self.stringsdict),
      ("en.lproj/Localizable.strings", #""%lld files in %@" = "never shown";"#),
    ])
    #expect(try label(Text("\(1) files in \("Inbox")", bundle: b)) == "one file in Inbox")
    #expect(try label(Text("\(7) files in \("Inbox")", bundle: b)) == "7 files in Inbox")
    // Russian: 3 is "few", 5 is "many", which this entry lacks, so "other".
    let ru = Locale(identifier: "ru_RU")
    let few = StringsTable.lookUp(
      "%lld files in %@", arguments: ["3", "Inbox"], table: nil, bundle: b, locale: ru)
    #expect(few == "%1$lld файла in %2$@")
    let many = StringsTable.lookUp(
      "%lld files in %@", arguments: ["5", "Inbox"], table: nil, bundle: b, locale: ru)
    #expect(many == "%1$lld files in %2$@")
  }

  /// A SwiftPM bundle's `defaultLocalization` is its Info.plist's development region: its folder
  /// is read when the locale's own is missing.
  @Test func theDevelopmentLanguagesFolderIsTheFallback() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>de</string>
      </dict></plist>
      """
    let b = try bundle([
      ("Info.plist", plist), ("de.lproj/Localizable.strings", #""send" = "Senden";"#),
    ])
    let ja = Locale(identifier: "ja_JP")
    #expect(StringsTable.lookUp("send", table: nil, bundle: b, locale: ja) == "Senden")
  }

  /// CLDR's cardinal rules (plurals.xml), cases worked from the rule text.
  @Test func pluralCategoriesFollowCLDR() {
    func of(_ v: String, _ id: String) -> String {
      PluralCategory.of(v, locale: Locale(identifier: id), among: PluralCategory.names)
    }
    // English: one is i = 1 and v = 0, so "1.000000" (a formatted Double) is other. Apple's zero
    // form is used for 0 when the table has one.
    #expect(of("1", "en_US") == "one")
    #expect(of("1.000000", "en_US") == "other")
    #expect(of("0", "en_US") == "zero")
    #expect(
      PluralCategory.of("0", locale: Locale(identifier: "en"), among: ["one", "other"]) == "other")
    // French: one is i = 0,1.
    #expect(of("1.500000", "fr_FR") == "one")
    #expect(of("2", "fr_FR") == "other")
    // Russian: 1, 21 one; 2–4, 22 few; 5, 11–14, 25 many; fractions other.
    #expect(
      ["1", "21", "2", "22", "5", "11", "14", "25", "1.5"].map { of($0, "ru") } == [
        "one", "one", "few", "few", "many", "many", "many", "many", "other",
      ])
    // Polish: 1 one, 22 few, 12 and 21 many.
    #expect(["1", "22", "12", "21"].map { of($0, "pl") } == ["one", "few", "many", "many"])
    // Arabic: 0 zero, 2 two, 103 few (n % 100 = 3), 111 many, 100 other.
    #expect(
      ["0", "2", "103", "111", "100"].map { of($0, "ar") } == [
        "zero", "two", "few", "many", "other",
      ])
    // Japanese has only other (and Apple's zero).
    #expect(of("1", "ja") == "other")
  }
}
