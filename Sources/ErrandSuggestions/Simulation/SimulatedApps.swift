import Foundation

/// The apps simulated people use, with each action's parameters and the values they can take.
/// Value lists are ordered roughly from common to rare; personas pick favourites among them.
enum SimulatedApps {
    struct Action: Sendable {
        var app: String
        var name: String
        /// Parameter name and its possible values.
        var parameters: [(name: String, values: [String])]
    }

    static let contacts = [
        "Amy", "Ben", "Carla", "Dev", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jon", "Kemi", "Luis", "Mom", "Dad",
    ]
    static let playlists = ["Focus", "Chill", "Workout Mix", "Morning Acoustic", "Jazz Evenings", "Top Hits", "Sleep"]
    static let shows = ["Daily Brief", "Tech Talk", "History Hour", "Science Weekly", "Comedy Bang", "True Crime"]

    static let actions: [String: Action] = {
        let list: [Action] = [
            Action(
                app: "com.example.coffee", name: "OrderCoffee",
                // NB: the drinks and sizes the built-in coffee app declares, so that `errand donate
                // --log` takes a simulated coffee history.
                parameters: [("coffee", ["latte", "cappuccino", "mocha"]), ("size", ["large", "small"])]),
            Action(
                app: "com.example.maps", name: "StartNavigation",
                parameters: [("destination", ["Work", "Home", "Gym", "Parents", "School", "Airport"])]),
            Action(app: "com.example.podcasts", name: "PlayEpisode", parameters: [("show", shows)]),
            Action(app: "com.example.music", name: "PlayPlaylist", parameters: [("playlist", playlists)]),
            Action(app: "com.example.messages", name: "SendMessage", parameters: [("recipient", contacts)]),
            Action(app: "com.example.phone", name: "StartCall", parameters: [("contact", contacts)]),
            Action(
                app: "com.example.fitness", name: "StartWorkout",
                parameters: [("type", ["run", "walk", "cycle", "yoga", "strength", "swim"])]),
            Action(
                app: "com.example.home", name: "SetScene",
                parameters: [("scene", ["morning", "away", "evening", "night", "movie"])]),
            Action(
                app: "com.example.home", name: "SetThermostat",
                parameters: [("temperature", ["20", "21", "19", "22", "18"])]),
            Action(
                app: "com.example.clock", name: "SetAlarm",
                parameters: [("time", ["06:30", "07:00", "06:00", "07:30", "08:00"])]),
            Action(
                app: "com.example.clock", name: "StartTimer",
                parameters: [("duration", ["10 min", "5 min", "25 min", "3 min", "45 min"])]),
            Action(
                app: "com.example.notes", name: "AddToList", parameters: [("list", ["Groceries", "Errands", "Work"])]),
            Action(app: "com.example.news", name: "ReadHeadlines", parameters: []),
            Action(app: "com.example.weather", name: "ShowForecast", parameters: []),
            Action(app: "com.example.calendar", name: "ShowAgenda", parameters: [("day", ["today", "tomorrow"])]),
            Action(
                app: "com.example.rides", name: "BookRide",
                parameters: [("destination", ["Home", "Work", "Airport", "Downtown"])]),
            Action(
                app: "com.example.transit", name: "ShowDepartures",
                parameters: [("line", ["L", "4", "Q", "Red", "M15", "Bus 22"])]),
            Action(
                app: "com.example.bank", name: "CheckBalance",
                parameters: [("account", ["checking", "savings", "credit"])]),
            Action(
                app: "com.example.food", name: "OrderFood",
                parameters: [("restaurant", ["Pho 88", "Pizza Bella", "Sushi Go", "Taco Loco", "Green Bowl"])]),
            Action(
                app: "com.example.reader", name: "OpenBook",
                parameters: [("title", ["Dune", "Middlemarch", "The Overstory", "Piranesi"])]),
            Action(app: "com.example.calm", name: "StartMeditation", parameters: [("minutes", ["10", "5", "20"])]),
            Action(app: "com.example.tasks", name: "ShowTasks", parameters: [("project", ["Today", "Work", "Home"])]),
            Action(app: "com.example.photos", name: "ShareLatestPhoto", parameters: [("recipient", contacts)]),
            Action(app: "com.example.parking", name: "PayParking", parameters: [("zone", ["1042", "2210", "3307"])]),
            Action(
                app: "com.example.translate", name: "Translate",
                parameters: [("language", ["Spanish", "French", "Japanese"])]),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    /// Every action's name, in a fixed order.
    static let names: [String] = actions.keys.sorted()
}
