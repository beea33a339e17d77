import AvailabilityLintCore
import Testing

/// The lint finds an iOS 18 API used outside an availability check, and accepts each way of guarding it.
struct AvailabilityLintTests {
  static let surface = """
    @available(iOS 17.0, macOS 14.0, *)
    public protocol View {}
    extension View {
      @available(iOS 18.0, macOS 15.0, *)
      public func onScrollGeometryChange() -> Int { 0 }
      @available(iOS 17.0, macOS 14.0, *)
      public func onChange() -> Int { 0 }
      @available(iOS, introduced: 18.0)
      @available(macOS, introduced: 15.0)
      public func longForm() -> Int { 0 }
    }
    @available(iOS 18.0, macOS 15.0, *)
    public struct ScrollGeometry { public var contentOffset: Double }
    """

  func findings(_ source: String) -> [String] {
    var surface = Surface()
    surface.add(source: Self.surface)
    let floor: PlatformVersions = ["iOS": Version([17]), "macOS": Version([14])]
    return UseChecker(newer: surface.newerThan(floor), floor: floor).check(source: source, file: "f.swift").map(\.name)
  }

  @Test func anUnguardedNewerAPIIsFound() {
    #expect(findings("func f(v: some View) { _ = v.onScrollGeometryChange() }") == ["onScrollGeometryChange"])
    #expect(findings("func f(v: some View) { _ = v.longForm() }") == ["longForm"])
    #expect(findings("func f(g: ScrollGeometry) {}") == ["ScrollGeometry"])
  }

  @Test func anAPIAtTheFloorNeedsNoCheck() {
    #expect(findings("func f(v: some View) { _ = v.onChange() }") == [])
  }

  @Test func eachKindOfCheckCoversTheUse() {
    #expect(
      findings("func f(v: some View) { if #available(iOS 18, macOS 15, *) { _ = v.onScrollGeometryChange() } }") == [])
    #expect(
      findings(
        "func f(v: some View) { guard #available(iOS 18, macOS 15, *) else { return }; _ = v.onScrollGeometryChange() }"
      ) == [])
    #expect(findings("@available(iOS 18, macOS 15, *) func f(v: some View) { _ = v.onScrollGeometryChange() }") == [])
  }

  @Test func aCheckThatLeavesOutAPlatformOrIsTooOldDoesNotCover() {
    #expect(
      findings("func f(v: some View) { if #available(iOS 18, *) { _ = v.onScrollGeometryChange() } }")
        == ["onScrollGeometryChange"])
    #expect(
      findings("func f(v: some View) { if #available(iOS 17.4, macOS 15, *) { _ = v.onScrollGeometryChange() } }")
        == ["onScrollGeometryChange"])
    #expect(
      findings(
        "func f(v: some View) { if #available(iOS 18, macOS 15, *) {} else { _ = v.onScrollGeometryChange() } }")
        == ["onScrollGeometryChange"])
  }

  @Test func aCheckedFilesOwnNewerDeclarationMustBeGuardedWhereItIsUsed() {
    let source = """
      @available(iOS 18, macOS 15, *)
      struct Tracking { var body: Int { 0 } }
      struct Old { var body: Int { 0 } }
      func f() { _ = Tracking() }
      func g() { if #available(iOS 18, macOS 15, *) { _ = Tracking() } }
      """
    var own = Surface()
    own.add(source: source)
    let floor: PlatformVersions = ["iOS": Version([17]), "macOS": Version([14])]
    let found = UseChecker(newer: own.newerThan(floor), floor: floor).check(source: source, file: "f.swift")
    #expect(found.map(\.name) == ["Tracking"])
    #expect(found.first?.line == 4)
  }
}
