import ErrandCatalog

/// The person the conversation just talked about is the one meant by the same name again: "how
/// much have i sent amy", after "send amy lee 30 dollars" was done, is about Amy Lee; it asked
/// "Which Amy? Amy Lee or Amy Chen?", though the person had just chosen. The guidelines ask for
/// as few follow-up questions as possible, and never to ask again what was just said. The reply
/// or the confirmation names whom it took, so a person who meant the other Amy hears it.
extension ConversationEngine {
    /// `results` with each choice among people made for the one the last request done named,
    /// when exactly one choice is that person (or, of a list, differs from the others only by
    /// people it named).
    func choosingThePeopleTalkedAbout(
        _ results: [String: ParameterResolution], action: ActionDefinition, session: ConversationSession
    ) -> [String: ParameterResolution] {
        guard let named = session.lastDone.flatMap({ Self.people(of: $0.values) }) else { return results }
        let talkedAbout = Set(named.map(Self.identity))
        var chosen = results
        for (name, result) in results {
            guard case .disambiguation(let choices) = result, action.parameter(named: name)?.type.isPeople == true
            else { continue }
            let people = choices.map { Set((Self.people(of: [name: $0]) ?? []).map(Self.identity)) }
            let shared = people.dropFirst().reduce(people.first ?? []) { $0.intersection($1) }
            let meant = choices.indices.filter { index in
                let own = people[index].subtracting(shared)
                return !own.isEmpty && own.isSubset(of: talkedAbout)
            }
            if meant.count == 1 { chosen[name] = .success(choices[meant[0]]) }
        }
        return chosen
    }

    /// What tells one person from another: the contact's identifier, else the name.
    private static func identity(_ person: Person) -> String { person.id ?? person.name }
}
