/// A command that could not do its work, for a reason that is not how it was called: printed
/// as `Error: …` without the usage text a `ValidationError` brings.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
