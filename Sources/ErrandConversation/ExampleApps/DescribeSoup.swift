import ErrandCatalog

/// Says what goes into a soup: "what's in the clam chowder", "what are the ingredients of the
/// tomato soup". A person asking may have an allergy, so every ingredient is named. It was
/// not understood, and once prices could be asked, it was read as the soup's price.
struct DescribeSoup: AppAction {
    typealias App = SoupApp
    static let title = "Describe soup"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) in [the|a] {soup}", "what goes in [to] [the|a] {soup}",
        "what are the ingredients (of|in) [the|a] {soup}", "(what's|what is) {soup} made (of|with)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Describe {soup}")
    static let dialog = DialogTemplates(success: "{soup} has {ingredients}.")
    static let outputs = [OutputDefinition(id: "ingredients", type: .list(.string))]

    @Parameter(title: "Soup", prompt: "Which soup?") var soup: SoupApp.Soup

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["ingredients": .list(soup.ingredients.map(Value.string))]
    }
}
