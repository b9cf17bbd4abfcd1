struct Kettle {
    func boil() -> String { "boiling" }
}
