import ErrandCatalog

extension SoupApp {
    /// Kinds of food a person asks about by their kind rather than by an ingredient ("does the
    /// chowder have dairy"), with the ingredients of the menu's soups of each kind. A person who
    /// asks may have an allergy: a kind is answered by the ingredients it names, each one named.
    static let kindsOfFood: [String: [String]] = [
        "dairy": ["cream", "milk", "butter", "cheese", "yogurt"], "lactose": ["cream", "milk", "butter", "cheese"],
        "meat": ["bacon", "chicken", "beef", "pork", "ham", "sausage"],
        "seafood": ["clams", "shrimp", "fish", "mussels"], "shellfish": ["clams", "shrimp", "mussels"],
        "fish": ["fish", "clams", "shrimp", "mussels"], "gluten": ["noodles", "flour", "bread", "pasta"],
        "wheat": ["noodles", "flour", "bread", "pasta"], "eggs": ["egg"], "nuts": ["nut", "almond", "peanut"],
    ]

    /// A diet a person asks a soup to suit: "is the tomato soup vegetarian".
    public enum Diet: String, AppEnum {
        case vegetarian, vegan, dairyFree, glutenFree
        public static let typeName = "Diet"
        public static let titles: [Diet: EnumTitle] = [
            .vegetarian: "Vegetarian", .vegan: "Vegan",
            .dairyFree: EnumTitle("Dairy-free", synonyms: ["dairy free", "lactose free", "lactose-free"]),
            .glutenFree: EnumTitle("Gluten-free", synonyms: ["gluten free", "wheat free"]),
        ]

        /// The kinds of food the diet leaves out.
        var leavesOut: [String] {
            switch self {
            case .vegetarian: return ["meat", "seafood"]
            case .vegan: return ["meat", "seafood", "dairy", "eggs"]
            case .dairyFree: return ["dairy"]
            case .glutenFree: return ["gluten"]
            }
        }
    }
}

extension SoupApp.Soup {
    /// The soup's ingredients that are `food`, or of its kind: "cream" for "dairy", "clams"
    /// for "clam"; none when the soup has none.
    func ingredients(of food: String) -> [String] {
        let asked = food.lowercased().split(separator: " ").filter { $0 != "any" && $0 != "some" }.joined(
            separator: " ")
        let searches = (SoupApp.kindsOfFood[asked] ?? SoupApp.kindsOfFood[asked + "s"] ?? [asked]).map(WordSearch.init)
        return ingredients.filter { ingredient in searches.contains { $0.isMentioned(in: ingredient) } }
    }

    /// The soup's ingredients that `diet` leaves out: "bacon" and "clams" for a vegetarian.
    func ingredients(leftOutBy diet: SoupApp.Diet) -> [String] {
        let leftOut = Set(diet.leavesOut.flatMap(ingredients(of:)))
        return ingredients.filter(leftOut.contains)
    }
}
