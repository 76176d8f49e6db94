import Testing

@testable import ErrandCatalog

/// A place or a person typed in lower case is written as a name: the dialog and the card read
/// "from Boston to Salt Lake City", not "from boston to salt lake city".
struct NameCaseTests {
    @Test(arguments: [
        ("boston", "Boston"), ("salt lake city", "Salt Lake City"), ("isle of man", "Isle of Man"),
        ("stratford upon avon", "Stratford upon Avon"), ("harbor street", "Harbor Street"),
        // Written with a capital anywhere, a name is left as written.
        ("McAllen", "McAllen"), ("new York", "new York"),
        // A common noun said with its article or whose it is stays as said.
        ("the airport", "the airport"), ("my office", "my office"),
        // Small words lead a name with a capital: "The" only starts one written so.
        ("of mice", "Of Mice"),
    ])
    func aNameTypedInLowerCase(typed: String, written: String) {
        #expect(NameCase.written(typed) == written)
    }
}
