import ErrandSuggestions
import Foundation
import GRDB

extension SQLiteStore {
    public func replaceSuggestedShortcuts(_ shortcuts: [SuggestedShortcut], of person: String, app: String) throws {
        try replaceList(table: "suggestedShortcut", items: shortcuts.map { ($0.id, $0) }, person: person, app: app)
    }

    public func suggestedShortcuts(of person: String, app: String?) throws -> [(
        app: String, shortcut: SuggestedShortcut
    )] {
        try list(table: "suggestedShortcut", of: SuggestedShortcut.self, person: person, app: app).map {
            (app: $0.app, shortcut: $0.item)
        }
    }

    public func replaceRelevantShortcuts(_ shortcuts: [RelevantShortcut], of person: String, app: String) throws {
        try replaceList(table: "relevantShortcut", items: shortcuts.map { ($0.id, $0) }, person: person, app: app)
    }

    public func relevantShortcuts(of person: String, app: String?) throws -> [(
        app: String, shortcut: RelevantShortcut
    )] {
        try list(table: "relevantShortcut", of: RelevantShortcut.self, person: person, app: app).map {
            (app: $0.app, shortcut: $0.item)
        }
    }

    public func save(_ reservation: Reservation, of person: String, app: String) throws {
        let payload = try Self.json(reservation)
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO reservation (person, app, identifier, startsAt, payload) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (person, app, identifier) DO UPDATE SET startsAt = excluded.startsAt,
                        payload = excluded.payload
                    """,
                arguments: [person, app, reservation.id, reservation.startsAt.timeIntervalSince1970, payload])
        }
    }

    public func reservations(of person: String, app: String?) throws -> [(app: String, reservation: Reservation)] {
        let rows = try writer.read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT app, payload FROM reservation WHERE person = ? AND (? IS NULL OR app = ?) ORDER BY startsAt",
                arguments: [person, app, app])
        }
        let decoder = JSONDecoder()
        return try rows.map { row in
            let payload: String = row["payload"]
            return (app: row["app"], reservation: try decoder.decode(Reservation.self, from: Data(payload.utf8)))
        }
    }

    public func deleteReservations(of person: String, app: String, identifiers: [String]) throws -> Int {
        try writer.write { db in
            var deleted = 0
            for identifier in identifiers {
                try db.execute(
                    sql: "DELETE FROM reservation WHERE person = ? AND app = ? AND identifier = ?",
                    arguments: [person, app, identifier])
                deleted += db.changesCount
            }
            return deleted
        }
    }

    // MARK: Lists an app replaces whole

    private func replaceList<Item: Encodable>(table: String, items: [(String, Item)], person: String, app: String)
        throws
    {
        let payloads = try items.map { ($0.0, try Self.json($0.1)) }
        try writer.write { db in
            try db.execute(sql: "DELETE FROM \(table) WHERE person = ? AND app = ?", arguments: [person, app])
            for (position, (identifier, payload)) in payloads.enumerated() {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO \(table) (person, app, identifier, position, payload) "
                        + "VALUES (?, ?, ?, ?, ?)",
                    arguments: [person, app, identifier, position, payload])
            }
        }
    }

    private func list<Item: Decodable>(table: String, of type: Item.Type, person: String, app: String?) throws
        -> [(app: String, item: Item)]
    {
        let rows = try writer.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT app, payload FROM \(table) WHERE person = ? AND (? IS NULL OR app = ?) "
                    + "ORDER BY app, position",
                arguments: [person, app, app])
        }
        let decoder = JSONDecoder()
        return try rows.map { row in
            (app: row["app"], item: try Self.decode(Item.self, from: row["payload"], what: table, decoder: decoder))
        }
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Reads a JSON payload `json` wrote; a payload that cannot be read is `StoreError.corrupt`
    /// naming `what` (the row) and why.
    static func decode<Item: Decodable>(
        _ type: Item.Type, from payload: String, what: String, decoder: JSONDecoder = JSONDecoder()
    ) throws -> Item {
        do {
            return try decoder.decode(type, from: Data(payload.utf8))
        } catch {
            throw StoreError.corrupt(what, reason: "\(error)")
        }
    }
}
