import ErrandCatalog
import Foundation

/// The example apps, written in Swift with in-memory data: the catalog `errand chat` starts
/// with when given none, and the apps the transcript tests talk to.
public struct ExampleApps: Sendable {
    public let coffee: CoffeeApp
    public let soup: SoupApp
    public let messages: MessagesApp
    public let notes: NotesApp
    public let music: MusicApp
    public let workouts: WorkoutsApp
    public let payments: PaymentsApp
    public let todo: TodoApp
    public let breathe: BreatheApp
    public let calendar: CalendarApp

    /// Fresh apps, each with its starting data.
    public init(
        coffee: CoffeeApp = CoffeeApp(), soup: SoupApp = SoupApp(), payments: PaymentsApp = PaymentsApp(),
        calendar: CalendarApp = CalendarApp(), todo: TodoApp = TodoApp(), notes: NotesApp = NotesApp()
    ) {
        self.coffee = coffee
        self.soup = soup
        messages = MessagesApp()
        self.notes = notes
        music = MusicApp()
        workouts = WorkoutsApp()
        self.payments = payments
        self.todo = todo
        breathe = BreatheApp()
        self.calendar = calendar
    }

    /// The apps' catalog model, derived from their Swift action types.
    public static let catalog = Catalog(apps: [
        CoffeeApp.definition, SoupApp.definition, MessagesApp.definition, NotesApp.definition, MusicApp.definition,
        WorkoutsApp.definition, PaymentsApp.definition, TodoApp.definition, BreatheApp.definition,
        CalendarApp.definition,
    ])

    /// An in-process handler for each app.
    public var handlers: HandlerRegistry {
        var registry = HandlerRegistry()
        registry.register(InProcessHandler(app: coffee), for: CoffeeApp.id)
        registry.register(InProcessHandler(app: soup), for: SoupApp.id)
        registry.register(InProcessHandler(app: messages), for: MessagesApp.id)
        registry.register(InProcessHandler(app: notes), for: NotesApp.id)
        registry.register(InProcessHandler(app: music), for: MusicApp.id)
        registry.register(InProcessHandler(app: workouts), for: WorkoutsApp.id)
        registry.register(InProcessHandler(app: payments), for: PaymentsApp.id)
        registry.register(InProcessHandler(app: todo), for: TodoApp.id)
        registry.register(InProcessHandler(app: breathe), for: BreatheApp.id)
        registry.register(InProcessHandler(app: calendar), for: CalendarApp.id)
        return registry
    }
}
