import ErrandCatalog
import Foundation

/// The example payments app: sends money to contacts from a balance, asks them for money, says
/// what is left, and what was sent and received.
public final class PaymentsApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.payments"
    public static let name = "Pocket"
    public static var actions: [any AppAction<PaymentsApp>.Type] {
        [
            SendPayment.self, RequestPayment.self, CheckBalance.self, ShowPayments.self, ShowLastPayment.self,
            ShowLastPaymentReceived.self,
            ShowPaymentsReceived.self, ShowMoneyOwed.self, ShowLargestPayment.self,
        ]
    }

    /// One payment sent (or received, or asked for): to (or from) whom, how much, what for when
    /// it was said, and when.
    public struct Payment: Sendable, Hashable {
        public var person: Person
        public var amount: Double
        public var note: String?
        public var sent: Date

        public init(person: Person, amount: Double, note: String? = nil, sent: Date) {
            self.person = person
            self.amount = amount
            self.note = note
            self.sent = sent
        }
    }

    /// Payments sent before the transcripts' reference day (Tuesday 24 November 2026): on the
    /// Monday of that week, in the week before, and earlier that month.
    public static let samplePayments = [
        Payment(
            person: ExampleContacts.all[2], amount: 40, note: "concert tickets",
            sent: Date(timeIntervalSince1970: 1_793_901_600)),
        Payment(
            person: ExampleContacts.all[0], amount: 12, note: "lunch", sent: Date(timeIntervalSince1970: 1_794_916_800)),
        Payment(
            person: ExampleContacts.all[2], amount: 20, note: "the taxi",
            sent: Date(timeIntervalSince1970: 1_795_460_400)),
    ]

    /// A payment received from Bob Smith on the Monday before the transcripts' reference day.
    public static let sampleReceived = [
        Payment(
            person: ExampleContacts.all[2], amount: 15, note: "pizza", sent: Date(timeIntervalSince1970: 1_795_442_400))
    ]

    private let lock = NSLock()
    private var remaining: Double
    private var sent: [String] = []
    private var paid: [Payment]
    private var got: [Payment]
    private var asked: [Payment] = []

    /// An app with `balance` to send from, `history` sent before and `received` from others (each
    /// in the order sent).
    public init(balance: Double = 100, history: [Payment] = [], received: [Payment] = []) {
        remaining = balance
        paid = history
        got = received
    }

    public var balance: Double { lock.withLock { remaining } }
    public var payments: [String] { lock.withLock { sent } }
    /// The requests for money made so far, as "Amy Lee: 10.0".
    public var requests: [String] { lock.withLock { asked.map { "\($0.person.name): \($0.amount)" } } }

    /// The payments received, from `person` when one is given, in the order they came.
    func received(from person: Person?) -> [Payment] {
        lock.withLock { got.filter { person == nil || $0.person.name == person?.name } }
    }

    /// The last request for money made of `person` that nothing came from them after, if any.
    func unansweredRequest(of person: Person) -> Payment? {
        lock.withLock { unanswered(of: person) }
    }

    /// The last unanswered request of each person asked for money (`unansweredRequest(of:)`),
    /// in the order they were made, of `person` alone when one is given.
    func unansweredRequests(of person: Person? = nil) -> [Payment] {
        lock.withLock {
            var seen: Set<String> = []
            let people = asked.map(\.person).filter { person == nil || $0.name == person?.name }
                .filter { seen.insert($0.name).inserted }
            return people.compactMap(unanswered(of:)).sorted { $0.sent < $1.sent }
        }
    }

    /// `unansweredRequest(of:)`, with the lock held.
    private func unanswered(of person: Person) -> Payment? {
        guard let request = asked.last(where: { $0.person.name == person.name }) else { return nil }
        let answered = got.contains { $0.person.name == person.name && $0.sent >= request.sent }
        return answered ? nil : request
    }

    /// How much was sent, to `person` when one is given, for what `note` mentions when one is
    /// given ("coffee" of "for coffee and cake"), within `period` when one is given, in which
    /// payments, and to whom: each person paid with their total, in the order they were first
    /// paid.
    func sentSoFar(to person: Person?, for note: String? = nil, within period: DateInterval? = nil) -> (
        total: Double, payments: [Payment], people: [(name: String, amount: Double)]
    ) {
        let search = note.map(WordSearch.init)
        return lock.withLock {
            let picked = paid.filter { payment in
                (person == nil || payment.person.name == person?.name)
                    && (search.map { search in payment.note.map(search.isMentioned(in:)) ?? false } ?? true)
                    && (period.map { $0.start <= payment.sent && payment.sent < $0.end } ?? true)
            }
            var people: [(name: String, amount: Double)] = []
            for payment in picked {
                if let index = people.firstIndex(where: { $0.name == payment.person.name }) {
                    people[index].amount += payment.amount
                } else {
                    people.append((payment.person.name, payment.amount))
                }
            }
            return (picked.reduce(0) { $0 + $1.amount }, picked, people)
        }
    }

    /// The payment sent last, if any.
    var lastPayment: Payment? { lock.withLock { paid.last } }

    func request(_ amount: Double, from person: Person, for note: String? = nil, at date: Date) {
        lock.withLock { asked.append(Payment(person: person, amount: amount, note: note, sent: date)) }
    }

    func pay(_ amount: Double, to person: Person, for note: String? = nil, at date: Date) -> Bool {
        lock.withLock {
            guard amount <= remaining else { return false }
            remaining -= amount
            sent.append("\(person.name): \(amount)")
            paid.append(Payment(person: person, amount: amount, note: note, sent: date))
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
    // NB: a person named after "to" and before the amount: "pay to bob 10" asked "How much?", the
    // amount unread.
    static let phrases = [
        "send {payee} some (money|cash)", "(give|pay) {payee} [some] (money|cash)", "(pay|send) to {payee} {amount}",
    ]
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
        guard app.pay(amount.amount, to: payee, for: note, at: context.now) else { throw .named("insufficientFunds") }
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
        app.request(amount.amount, from: payer, for: note, at: context.now)
        return [:]
    }
}
