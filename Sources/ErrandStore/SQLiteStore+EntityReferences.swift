import GRDB

extension SQLiteStore {
    /// The entity types whose entity `id` the app's donations of `person` refer to: what a
    /// deletion by an entity that matched nothing may have meant ("Contact" of `Contact:amy-lee`,
    /// where `person:amy-lee` was given).
    public func entityTypes(referredToAs id: String, of person: String, app: String) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT entityType FROM donationEntity
                        WHERE person = ? AND app = ? AND entityId = ? ORDER BY entityType
                    """,
                arguments: [person, app, id])
        }
    }
}
