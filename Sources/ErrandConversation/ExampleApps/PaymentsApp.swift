import ErrandCatalog
import Foundation

/// The example payments app: sends money to contacts from a balance, asks them for money, and
/// says what is left.
public final class PaymentsApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.payments"
    public static let name = "Pocket"
    public static var actions: [any AppAction<PaymentsApp>.Type] {
        [SendPayment.self, RequestPayment.self, CheckBalance.self, ShowPayments.self, ShowLastPayment.self]
    }

    private let lock = NSLock()
    private var remaining: Double
    private var sent: [String] = []
    private var paid: [(person: Person, amount: Double, note: String?)] = []
    private var asked: [String] = []

    public init(balance: Double = 100) {
        remaining = balance
    }

    public var balance: Double { lock.withLock { remaining } }
    public var payments: [String] { lock.withLock { sent } }
    /// The requests for money made so far, as "Amy Lee: 10.0".
    public var requests: [String] { lock.withLock { asked } }

    /// How much was sent, to `person` when one is given, for what `note` mentions when one is
    /// given ("coffee" of "for coffee and cake"), in how many payments, and to whom: each person
    /// paid with their total, in the order they were first paid.
    func sentSoFar(to person: Person?, for note: String? = nil) -> (
        total: Double, count: Int, people: [(name: String, amount: Double)]
    ) {
        let search = note.map(WordSearch.init)
        return lock.withLock {
            let picked = paid.filter { payment in
                (person == nil || payment.person.name == person?.name)
                    && (search.map { search in payment.note.map(search.isMentioned(in:)) ?? false } ?? true)
            }
            var people: [(name: String, amount: Double)] = []
            for payment in picked {
                if let index = people.firstIndex(where: { $0.name == payment.person.name }) {
                    people[index].amount += payment.amount
                } else {
                    people.append((payment.person.name, payment.amount))
                }
            }
            return (picked.reduce(0) { $0 + $1.amount }, picked.count, people)
        }
    }

    /// The payment sent last, if any.
    var lastPayment: (person: Person, amount: Double, note: String?)? { lock.withLock { paid.last } }

    func request(_ amount: Double, from person: Person) {
        lock.withLock { asked.append("\(person.name): \(amount)") }
    }

    func pay(_ amount: Double, to person: Person, for note: String? = nil) -> Bool {
        lock.withLock {
            guard amount <= remaining else { return false }
            remaining -= amount
            sent.append("\(person.name): \(amount)")
            paid.append((person, amount, note))
            return true
        }
    }
}

/// Sends a payment; adopts the payments domain's intent, so it always confirms and
/// authenticates.
struct SendPayment: AppAction {
    typealias App = PaymentsApp
    static let title = "Send payment"
    static let adopts: String? = "payments.sendPayment"
    // NB: money named without an amount is a payment whose amount is asked ("send bob some
    // money" was read as a message).
    static let phrases = ["send {payee} some (money|cash)", "(give|pay) {payee} [some] (money|cash)"]
    static let dialog = DialogTemplates(
        confirmation: "Send {amount} to {payee}[ for {note}]?", success: "Sent {amount} to {payee}.",
        errors: [NamedText(name: "insufficientFunds", text: "Sorry, your balance is too low to send {amount}.")])

    @Parameter(title: "To", prompt: "Who do you want to pay?") var payee: Person
    @Parameter(title: "Amount", prompt: "How much?", minimum: 0.01, maximum: 500) var amount: CurrencyAmount
    @Parameter(title: "Note") var note: String?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payee", let person = $payee else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func confirm(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if amount.amount > app.balance { throw .named("insufficientFunds") }
        return [:]
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard app.pay(amount.amount, to: payee, for: note) else { throw .named("insufficientFunds") }
        return ["balance": .currency(CurrencyAmount(amount: app.balance, code: amount.code))]
    }
}

/// Asks a contact for money; adopts the payments domain's request intent, so it confirms and
/// authenticates like a payment: "request 10 dollars from amy for lunch" is never a payment.
struct RequestPayment: AppAction {
    typealias App = PaymentsApp
    static let title = "Request payment"
    static let adopts: String? = "payments.requestPayment"
    static let dialog = DialogTemplates(
        confirmation: "Request {amount} from {payer}[ for {note}]?", success: "Requested {amount} from {payer}.")

    @Parameter(title: "From", prompt: "Who do you want to request money from?") var payer: Person
    @Parameter(title: "Amount", prompt: "How much?", minimum: 0.01, maximum: 500) var amount: CurrencyAmount
    @Parameter(title: "Note") var note: String?

    func resolve(_ parameter: String, in app: PaymentsApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "payer", let person = $payer else { return nil }
        return ExampleContacts.resolution(for: person)
    }

    func perform(in app: PaymentsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.request(amount.amount, from: payer)
        return [:]
    }
}
