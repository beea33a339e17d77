import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import Testing

/// The example app's Associated Domains entitlement is the one the composition exports: every host the
/// resolver accepts universal links from, and no other.
struct ExampleEntitlementsTests {
  @Test func theExamplesEntitlementIsTheExportedOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let file = root.appendingPathComponent("Examples/DemeterExample/DemeterExample.entitlements")
    let stored = try String(contentsOf: file, encoding: .utf8)
    let exported = try #require(LinkExport.associatedDomains(for: try AppComposition.makeRegistry()))
    #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == exported)
  }
}
