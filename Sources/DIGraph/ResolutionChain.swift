/// The calling thread's chain of values being made, for a facade that keeps values outside any
/// `Scope` (NeedleStyle's `shared {}`), so that its factories get the same cycle and depth checks,
/// and the same errors, as a scope's bindings, and so that a chain through both is checked whole.
package enum ResolutionChain {
    /// Runs `make` with `key`, kept by `holder`, on the calling thread's chain.
    ///
    /// - Throws: `DIError.cycle` when the thread is already making `key` for `holder`,
    ///   `DIError.resolutionTooDeep` when the chain may not grow, or what `make` throws.
    ///
    /// An entry names its holder by identity only. That is sound for a holder that is not a
    /// `Scope`: the holder is alive for the whole call (the caller holds it), so no live scope,
    /// and no other live holder, can have its address while the entry is on the chain; and the
    /// entry is popped before the call returns.
    package static func making<Result>(_ key: BindingKey, heldBy holder: AnyObject, _ make: () throws -> Result) throws -> Result {
        try withUnsafePointer(to: key) { pointer in
            let entry = ResolutionStack.Entry(scope: ObjectIdentifier(holder), type: ObjectIdentifier(key.type), key: pointer)
            return try ResolutionStack.withCurrent { try $0.resolving(entry, make) }
        }
    }
}
