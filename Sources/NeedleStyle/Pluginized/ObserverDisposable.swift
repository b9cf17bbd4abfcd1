/// Ends an observation when disposed.
public protocol ObserverDisposable: AnyObject {
    /// Ends the observation.
    func dispose()
}
