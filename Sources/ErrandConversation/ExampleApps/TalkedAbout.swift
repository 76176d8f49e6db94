/// What an example app last talked about in each conversation (the events it listed, the tasks
/// it added), by the conversation's identifier, for the `remembered` conversations that
/// talked last: what "it" and "my meeting" mean next. Not locked: the app keeps it under its
/// own lock.
struct TalkedAbout<Thing: Sendable>: Sendable {
    private var things: [String: Thing] = [:]
    private var order: [String] = []
    private let remembered: Int

    init(remembered: Int = 64) { self.remembered = remembered }

    /// Keeps `thing` as what the conversation `sessionID` last talked about, forgetting the
    /// conversation that talked longest ago when there are more than `remembered`.
    mutating func remember(_ thing: Thing, in sessionID: String) {
        order.removeAll { $0 == sessionID }
        order.append(sessionID)
        if order.count > remembered { things[order.removeFirst()] = nil }
        things[sessionID] = thing
    }

    /// What the conversation `sessionID` last talked about, if it is remembered.
    func recalled(in sessionID: String) -> Thing? { things[sessionID] }
}
