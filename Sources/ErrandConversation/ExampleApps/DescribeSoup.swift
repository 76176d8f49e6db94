import ErrandCatalog

/// Says what goes into a soup: "what's in the clam chowder", "what are the ingredients of the
/// tomato soup". A person asking may have an allergy, so every ingredient is named. It was
/// not understood, and once prices could be asked, it was read as the soup's price.
///
/// An ingredient, or a kind of food, asked of is answered yes or no, with the ingredients that
/// are it: "does the chowder have dairy" ("Yes, clam chowder has cream."), "is there bacon in
/// the tomato soup". A diet is answered the same way: "is the clam chowder vegetarian" ("No,
/// clam chowder isn't vegetarian: it has clams and bacon."). A "no" to an ingredient and a "yes"
/// to a diet name every ingredient, so the person can check. These questions were read as the
/// soup's price, an answer to another question.
struct DescribeSoup: AppAction {
    typealias App = SoupApp
    static let title = "Describe soup"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) in [the|a] {soup}", "what goes in [to] [the|a] {soup}",
        "what are the ingredients (of|in) [the|a] {soup}", "(what's|what is) {soup} made (of|with)",
        "(does|do) [the] {soup} (have|contain|come with) [any] {ingredient} [in it]",
        "is there [any] {ingredient} in [the] {soup}", "(is|are) [the] {soup} {diet}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Describe {soup}")
    static let dialog = DialogTemplates(
        success: """
            [{soup} has {ingredients}.][Yes, {soup} has {found}.]\
            [No, {soup} has no {ingredient}. It has {all}.][Yes, {soup} is {diet}. It has {all}.]\
            [No, {soup} isn't {diet}: it has {leftOut}.]
            """)
    static let outputs = [
        OutputDefinition(id: "ingredients", type: .list(.string)),
        OutputDefinition(id: "found", type: .list(.string), title: "Ingredients asked of"),
        OutputDefinition(id: "all", type: .list(.string), title: "Every ingredient"),
        OutputDefinition(id: "leftOut", type: .list(.string), title: "Ingredients the diet leaves out"),
    ]

    @Parameter(title: "Soup", prompt: "Which soup?") var soup: SoupApp.Soup
    @Parameter(title: "Ingredient") var ingredient: String?
    @Parameter(title: "Diet") var diet: SoupApp.Diet?

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let every = Value.list(soup.ingredients.map(Value.string))
        if let diet {
            let leftOut = soup.ingredients(leftOutBy: diet)
            return leftOut.isEmpty ? ["all": every] : ["leftOut": .list(leftOut.map(Value.string))]
        }
        if let ingredient {
            let found = soup.ingredients(of: ingredient)
            return found.isEmpty ? ["all": every] : ["found": .list(found.map(Value.string))]
        }
        return ["ingredients": every]
    }
}
