// parent
struct S { var p: UnsafeMutablePointer<Int> }
extension S {
#if compiler(>=6.4)
  var value: Int {
    @_transparent borrow { p.pointee }
    @_transparent mutate { &p.pointee }
  }
#endif
}
