/// Whether two references are the same object. `#expect(a === b)` with an existential operand
/// crashes the Swift 6.3.1 compiler (SILGen reabstraction of `===`), so such checks call this.
func identical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs === rhs
}
