protocol Source {
    associatedtype Output
}

struct Read<Output>: Source {
    typealias Output = Output
}
