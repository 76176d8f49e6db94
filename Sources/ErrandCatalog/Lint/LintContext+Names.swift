import Foundation

extension LintContext {
    /// Each vocabulary term an app wrote and, with `synonyms`, each of its synonyms.
    public func vocabulary(synonyms: Bool = true) -> [Text] {
        var result: [Text] = []
        for app in catalog.apps {
            for (index, term) in app.vocabulary.enumerated() {
                let path = "vocabulary[\(index)]"
                let termPath = isWritten(path + ".term", in: app) ? path + ".term" : path
                result.append(Text(text: term.term, path: termPath, app: app, action: nil))
                guard synonyms else { continue }
                for (synonymIndex, synonym) in term.synonyms.enumerated() {
                    result.append(
                        Text(text: synonym, path: "\(path).synonyms[\(synonymIndex)]", app: app, action: nil))
                }
            }
        }
        return result
    }

    /// The name of another app that `name` is, looking at the catalog's other apps
    /// and the shipped list of well-known apps; `nil` when it is no other app's name.
    public func otherAppName(_ name: String, besides app: AppDefinition) -> String? {
        let normalized = LintText.normalized(name)
        guard !normalized.isEmpty else { return nil }
        for other in catalog.apps where other.id != app.id {
            if let match = normalizedNames[other.id]?.first(where: { $0.normalized == normalized }) {
                return "\(match.name) (\(other.id))"
            }
        }
        let compact = normalized.filter { $0 != " " }
        guard resources.wellKnownAppsCompact.contains(compact) else { return nil }
        let index = resources.wellKnownApps.firstIndex { $0.filter { $0 != " " } == compact }
        return index.map { resources.wellKnownAppNames[$0] }
    }
}
