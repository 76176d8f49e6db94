import ArgumentParser

/// `--preview`: the apps of `--catalog` with no handler here are tried by their manifest's rules
/// alone, for `chat` and `shortcuts run` alike.
struct PreviewOption: ParsableArguments {
    @Flag(
        name: .long,
        help: """
            Try the apps of --catalog that have no handler here: their values are resolved by their \
            manifest's rules alone (cases, listed values, ranges, defaults, prompts), and nothing is done \
            nor donated.
            """)
    var preview = false
}
