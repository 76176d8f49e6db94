import ErrandLanguage
import Testing

/// A word for another point of the scale an enum's cases are on is a value the app does not
/// offer ("medium" where the sizes are small and large); a word of another scale, or one of
/// the cases, is not.
struct ScaleWordsTests {
    @Test(arguments: [
        ("medium", ["Small", "tall", "Large"], true),
        ("Grande", ["small", "large"], true),
        ("medium", ["Coarse", "Fine"], true),
        ("hot", ["small", "large"], false),
        ("large", ["small", "large"], false),
        ("medium", ["small"], false),
        ("oat", ["small", "large"], false),
    ])
    func anotherPointOfTheScaleIsTold(word: String, names: [String], another: Bool) {
        #expect(ScaleWords.isAnotherPoint(word, of: names) == another)
    }
}
