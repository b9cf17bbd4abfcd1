import NeedleFoundation

typealias Stream = Feed
typealias Feed = Stream

class LoopA: LoopB {}
class LoopB: LoopA {}

protocol FirstDependency: SecondDependency {}
protocol SecondDependency: FirstDependency {}

final class RootComponent: BootstrapComponent {
    var feed: Feed { fatalError() }
}
