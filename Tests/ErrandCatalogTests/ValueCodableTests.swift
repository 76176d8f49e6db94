import ErrandCatalog
import Foundation
import Testing

/// Values travel as small tagged JSON objects (webhooks, stores) and come back unchanged.
struct ValueCodableTests {
    static let menu: URL = URL(string: "https://soup.example.com/menu?day=today") ?? URL(fileURLWithPath: "/")

    /// One value of every case, nested lists included.
    static let values: [Value] = {
        var values: [Value] = [.string("Clam chowder"), .integer(-3), .decimal(0.1), .boolean(true)]
        values.append(.date(CalendarDate(year: 2026, month: 2, day: 28)))
        values.append(.time(TimeOfDay(hour: 7, minute: 30, second: 5)))
        values.append(.dateTime(Date(timeIntervalSince1970: 1_790_000_000.25)))
        values.append(.duration(900))
        values.append(.currency(CurrencyAmount(amount: 2.5, code: "USD")))
        values.append(.temperature(Temperature(value: -4.5, unit: .celsius)))
        values.append(.distance(Distance(value: 5, unit: .kilometers)))
        values.append(.percentage(15))
        values.append(.place(Place(name: "Harbor Street", latitude: 51.5, longitude: -0.12)))
        values.append(.person(Person(name: "Amy Lee", id: "amy-lee", handle: "+44 20 7946 0000")))
        values.append(.url(menu))
        values.append(.file(FileReference(path: "notes/a.txt", contentType: "text/plain")))
        values.append(.enumCase("large"))
        values.append(.entity(EntityReference(type: "Drink", id: "latte", title: "Latte")))
        values.append(.list([.string("a"), .list([.integer(1), .enumCase("small")])]))
        return values
    }()

    @Test func theTableCoversEveryCase() {
        let names: Set<String> = [
            "string", "integer", "decimal", "boolean", "date", "time", "dateTime", "duration", "currency",
            "temperature", "distance", "percentage", "place", "person", "url", "file", "enum", "entity", "list",
        ]
        #expect(Set(Self.values.map(\.typeName)) == names)
    }

    @Test(arguments: values)
    func aValueComesBackFromJSONUnchanged(value: Value) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Value.self, from: data) == value)
    }

    @Test func aValueIsATypeAndAValue() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Value.currency(CurrencyAmount(amount: 2.5, code: "USD")))
        #expect(String(decoding: data, as: UTF8.self) == #"{"type":"currency","value":{"amount":2.5,"code":"USD"}}"#)
        let list = try encoder.encode(Value.list([.enumCase("large")]))
        #expect(String(decoding: list, as: UTF8.self) == #"{"type":"list","value":[{"type":"enum","value":"large"}]}"#)
    }

    @Test func anUnknownTypeSaysWhichTypesThereAre() {
        let data = Data(#"{"type":"colour","value":"red"}"#.utf8)
        #expect {
            try JSONDecoder().decode(Value.self, from: data)
        } throws: { error in
            "\(error)".contains("unknown value type 'colour'; expected one of string, integer")
        }
    }

    @Test func aValueWhosePayloadDoesNotFitItsTypeIsRejected() {
        let data = Data(#"{"type":"integer","value":"three"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Value.self, from: data) }
    }
}
