// The app and its scenes (what the example app's `@main` uses).

// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() { _surface() }
}

// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, *)
public struct WindowGroup<Content: View>: Scene {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { _surface() }
}
extension Never: Scene {}
