import ErrandCatalog

/// Options that are whole lists alike in every place but one: the recipients "Amy Lee and Bob
/// Smith" or "Amy Chen and Bob Smith". The choice is about that one place ("Which Amy?"), so it
/// is asked, shown and answered by the values there, while the value chosen is the whole list.
struct ListChoice: Sendable, Hashable {
    /// The place where the options differ.
    let index: Int

    /// The place where `options` differ, when they are two or more lists of one length that
    /// differ in exactly one place; `nil` otherwise (a choice between lists of other shapes is
    /// shown whole).
    init?(options: [Value]) {
        let lists = options.compactMap { option -> [Value]? in
            if case .list(let items) = option { return items }
            return nil
        }
        guard lists.count == options.count, lists.count > 1, let first = lists.first, first.count > 1,
            lists.allSatisfy({ $0.count == first.count })
        else { return nil }
        let differing = first.indices.filter { index in lists.contains { $0[index] != first[index] } }
        guard differing.count == 1 else { return nil }
        self.index = differing[0]
    }

    /// Every option at once, for "both" said of a list: whole lists merged place by place, each
    /// value once ("Bob Smith, Amy Lee and Amy Chen"), or plain values as one list. `nil` for
    /// fewer than two options, or lists of different lengths.
    static func everyOption(_ options: [Value]) -> Value? {
        let lists = options.map { option -> [Value] in
            if case .list(let items) = option { return items }
            return [option]
        }
        guard lists.count > 1, let first = lists.first, lists.allSatisfy({ $0.count == first.count }) else {
            return nil
        }
        var merged: [Value] = []
        for index in first.indices {
            for list in lists where !merged.contains(list[index]) { merged.append(list[index]) }
        }
        return .list(merged)
    }

    /// The value in the differing place of `value`, a list; `nil` for a value that isn't one
    /// or is too short.
    func item(of value: Value?) -> Value? {
        guard case .list(let items)? = value, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
