// A helper for the store's crash test: donates a burst into a state database and prints
// `ack ID` for each donation only after the store has acknowledged it, so a test can kill
// this process at any moment and check that every acknowledged donation survived.
//
//     ErrandStoreBurst DATABASE COUNT [BATCH]
import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: ErrandStoreBurst DATABASE COUNT [BATCH]\n".utf8))
    exit(2)
}
let batch = arguments.count >= 4 ? max(Int(arguments[3]) ?? 1, 1) : 1
do {
    let store = try SQLiteStore(path: arguments[1])
    var next = 0
    while next < count {
        let donations = (next..<min(next + batch, count)).map { index in
            Donation(
                id: "burst-\(index)", person: "burst", app: "com.example.coffee",
                content: .interaction(
                    InteractionDonation(
                        action: "OrderCoffee",
                        values: ["coffee": .entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))])),
                context: DonationContext(
                    date: Date(timeIntervalSince1970: 1_772_454_660 + Double(index)), timeZone: "America/New_York",
                    place: PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home"), motion: .walking,
                    device: "phone"))
        }
        try store.save(donations)
        var acknowledgements = ""
        for donation in donations { acknowledgements += "ack \(donation.id)\n" }
        FileHandle.standardOutput.write(Data(acknowledgements.utf8))
        next += donations.count
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
