import Foundation

/// Payments: send and request payments. Money moves, so both always confirm and authenticate.
enum PaymentsDomain {
    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "payments",
            action: ActionDefinition(
                id: "sendPayment", title: "Send payment", category: .order,
                parameters: [
                    .system("payee", "To", .person, required: true, prompt: "Who do you want to pay?"),
                    .system("amount", "Amount", .currency, required: true, prompt: "How much?"),
                    .system("note", "Note", .string),
                ],
                summary: ParameterSummary(text: "Send {amount} to {payee}"),
                phrases: [
                    "(pay|send) {payee} {amount} [for {note}]", "(send|pay) {amount} to {payee} [for {note}]",
                    "(send|pay) {amount}", "pay {payee} back [{amount}] [for {note}]",
                ],
                dialog: DialogTemplates(
                    confirmation: "Send {amount} to {payee}[ for {note}]?", success: "Sent {amount} to {payee}."),
                keyParameter: "payee", requiresConfirmation: true, authentication: .required)),
        SystemIntent(
            domain: "payments",
            action: ActionDefinition(
                id: "requestPayment", title: "Request payment", category: .order,
                parameters: [
                    .system("payer", "From", .person, required: true, prompt: "Who do you want to request money from?"),
                    .system("amount", "Amount", .currency, required: true, prompt: "How much?"),
                    .system("note", "Note", .string),
                ],
                summary: ParameterSummary(text: "Request {amount} from {payer}"),
                phrases: [
                    "(request|ask for) {amount} from {payer} [for {note}]", "ask {payer} for {amount} [for {note}]",
                    // NB: a message's "ask {recipients} to {content}" would send "pay me 10 dollars".
                    "ask {payer} to (pay|send) me {amount} [for {note}]",
                ],
                dialog: DialogTemplates(
                    confirmation: "Request {amount} from {payer}[ for {note}]?",
                    success: "Requested {amount} from {payer}."),
                keyParameter: "payer", requiresConfirmation: true, authentication: .required)),
    ]
}
