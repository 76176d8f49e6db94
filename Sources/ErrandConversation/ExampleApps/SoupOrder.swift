import ErrandCatalog
import Foundation

extension SoupApp {
    /// A soup order placed: what it is, how it comes, and when it is ready for pickup or arrives.
    struct SoupOrder: Sendable, Hashable {
        var size: Size
        var soup: Soup
        var method: Method
        /// The store it is picked up at, for pickup.
        var store: Store?
        /// When it is ready for pickup, or arrives.
        var due: Date

        /// The order as the app keeps it: "bowl clamChowder pickup".
        var kept: String { "\(size.rawValue) \(soup.id) \(method.rawValue)" }

        /// The order as said in a sentence: "bowl of clam chowder".
        var said: String { "\(size.rawValue) of \(TitleInSentence.listed(soup.title, typeName: Soup.typeName))" }

        /// When it is due, as said after "is" or "was": "ready for pickup at Harbor", "delivered".
        var coming: String {
            method == .pickup ? "ready for pickup" + (store.map { " at \($0.title)" } ?? "") : "delivered"
        }
    }
}
