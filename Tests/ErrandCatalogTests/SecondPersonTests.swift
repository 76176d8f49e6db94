import ErrandCatalog
import Testing

/// The assistant speaks to the person: an app's title in the person's voice ("Top up my
/// wallet", as the guidelines would write a shortcut's title) is asked "Ready to top up your
/// wallet?", not "my wallet".
struct SecondPersonTests {
    @Test(arguments: [
        ("top up my wallet", "top up your wallet"), ("My list", "Your list"), ("is it mine?", "is it yours?"),
        ("treat myself", "treat yourself"), ("order a latte", "order a latte"), ("email mya", "email mya"),
    ])
    func possessivesAreSaidToThePerson(title: String, said: String) {
        #expect(SecondPerson.spoken(title) == said)
    }

    @Test func aTitleQuestionIsAskedOfThePerson() {
        #expect(ActionCategory.order.defaultConfirmation(title: "Top up my wallet") == "Ready to top up your wallet?")
    }
}
