import Testing

@testable import NavigationCore

/// `Shared`, the one storage the engine's values share: it must behave as the plain value it holds, so that
/// holding a screen or a result through it changes nothing a reader can see.
struct SharedTests {
  @Test func settingTheValueLeavesEveryOtherHolderAsItWas() {
    let first = Shared([1, 2, 3])
    var second = first
    #expect(second.isSame(as: first))
    second.value.append(4)
    #expect(first.value == [1, 2, 3])
    #expect(second.value == [1, 2, 3, 4])
    #expect(!second.isSame(as: first))
  }

  @Test func holdersOfEqualValuesInStoragesOfTheirOwnAreEqualAndHashAlike() {
    let first = Shared("/history/2024-11-18")
    let second = Shared("/history/2024-11-18")
    #expect(!first.isSame(as: second))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != Shared("/history/2024-11-19"))
  }

  @Test func aScreenChangedThroughOneHolderIsAnotherScreen() {
    let screen = Screen(route: "history.day", path: "/history/2024-11-18")
    var changed = screen
    changed.payload = ["draft": "two eggs"]
    #expect(screen.payload.isEmpty)
    #expect(changed.payload == ["draft": "two eggs"])
    #expect(changed != screen)
    changed.payload = [:]
    #expect(changed == screen)
    #expect(Set([screen, changed]).count == 1)
  }
}
