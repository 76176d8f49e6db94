import ErrandCatalog
import Foundation

/// The rules of the resolve phase, parameter by parameter: the handler's results first, then
/// the catalog's (defaults fill values without asking, required values are asked for, a child
/// parameter is asked only once its parent has a value that makes it apply, "Ask Each Time"
/// forces the question, so does a booking's day said without its hour, values outside the
/// type's choices or bounds are unsupported, and a value that only names the parameter — "a
/// coffee" for the coffee — says nothing, and words said that are no value of their type are
/// refused before a value nobody said is asked).
///
/// This file and its extensions are the one place these rules live.
public enum ResolutionRules {
    /// The first question the request needs, or `nil` when every parameter is resolved. Fills
    /// `request.values` with defaults and resolved values on the way.
    ///
    /// - Complexity: O(p·v) for p parameters and v listed values.
    /// Why a value is refused is written in `style`: spoken for voice alone ("between one cent
    /// and five hundred dollars"), written for a screen.
    /// With `now`, an order's time that has passed is refused (`passed(_:for:of:now:timeZone:)`).
    /// With `currency`, the person's own, a money parameter's bounds are in it (unless its default
    /// is in another), and an amount in another currency is refused, as it cannot be compared.
    public static func nextQuestion(
        for request: inout PendingRequest, action: ActionDefinition, app: AppDefinition,
        results: [String: ParameterResolution], style: ValueFormatter.Style = .written,
        now: (Date, TimeZone)? = nil, currency: String? = nil
    ) -> Question? {
        fillImpliedParents(of: &request.values, action: action)
        for parameter in orderedByDependency(action.parameters) {
            guard applies(parameter, given: request.values) else {
                request.values[parameter.id] = nil
                continue
            }
            // NB: words that name none of a list's choices are refused by name before the app's
            // own result, which sees no value of its type in them: "elm street", to "Which
            // store?", said nothing, or went on to fail as a store missing.
            if case .string? = request.values[parameter.id], let words = request.values[parameter.id],
                !AnswerParser.namedChoices(for: parameter, app: app).isEmpty,
                !namesOnlyTheParameter(words, parameter, app: app),
                case .failure(let refusal) = check(words, for: parameter, app: app, style: style, currency: currency)
            {
                request.values[parameter.id] = nil
                return .value(
                    parameter: parameter.id, reason: refusal.sentence,
                    options: results[parameter.id]?.offered ?? options(for: parameter, app: app))
            }
            if let result = results[parameter.id] {
                switch result {
                case .success(let value):
                    request.values[parameter.id] = value
                    continue
                case .notRequired:
                    request.values[parameter.id] = nil
                    continue
                case .needsValue(let offered):
                    return .value(
                        parameter: parameter.id, reason: nil, options: offered ?? options(for: parameter, app: app))
                case .disambiguation(let choices):
                    return .disambiguation(
                        parameter: parameter.id, given: request.values[parameter.id], options: choices)
                case .unsupported(let reason, let offered):
                    request.values[parameter.id] = nil
                    return .value(
                        parameter: parameter.id, reason: reason, options: offered ?? options(for: parameter, app: app))
                case .confirmationRequired(let value, let dialog):
                    if request.accepted[parameter.id] == value {
                        request.values[parameter.id] = value
                        continue
                    }
                    if request.declined[parameter.id] == value {
                        if request.values[parameter.id] != nil, request.values[parameter.id] != value { continue }
                        return .value(parameter: parameter.id, reason: nil, options: options(for: parameter, app: app))
                    }
                    return .confirmValue(parameter: parameter.id, value: value, dialog: dialog)
                }
            }
            if let value = request.values[parameter.id], namesOnlyTheParameter(value, parameter, app: app) {
                request.values[parameter.id] = nil
            }
            if let value = request.values[parameter.id] {
                request.daysAlone[parameter.id] = nil
                switch check(value, for: parameter, app: app, style: style, currency: currency) {
                case .success(let checked):
                    if let (now, timeZone) = now,
                        let reason = passed(checked, for: parameter, of: action, now: now, timeZone: timeZone)
                    {
                        request.values[parameter.id] = nil
                        return .value(parameter: parameter.id, reason: reason, options: [])
                    }
                    request.values[parameter.id] = checked
                    if let question = sameEndsQuestion(
                        after: parameter, in: &request, action: action, app: app, style: style)
                    {
                        return question
                    }
                case .failure(let refusal):
                    request.values[parameter.id] = nil
                    return .value(
                        parameter: parameter.id, reason: refusal.sentence, options: options(for: parameter, app: app))
                }
                continue
            }
            // NB: a booking's day said alone asks its time on that day, even beside a default.
            if request.askEachTime.contains(parameter.id) || request.daysAlone[parameter.id] != nil {
                return .value(parameter: parameter.id, reason: nil, options: options(for: parameter, app: app))
            }
            if let value = parameter.defaultValue {
                request.values[parameter.id] = value
                if let question = sameEndsQuestion(
                    after: parameter, in: &request, action: action, app: app, style: style)
                {
                    return question
                }
                continue
            }
            if parameter.isRequired {
                if let refusal = refusalOfWordsSaid(
                    after: parameter, in: &request, action: action, app: app, results: results, style: style,
                    currency: currency)
                {
                    return refusal
                }
                return .value(parameter: parameter.id, reason: nil, options: options(for: parameter, app: app))
            }
        }
        return nil
    }

    /// Gives a parent parameter with no value the one value under which a child said applies:
    /// "tomato soup at Harbor" names a store, and a store is only for pickup, so the order is
    /// for pickup rather than the store dropped and asked again after "Pickup or delivery?". A
    /// child that applies under several of its parent's values says nothing of which.
    static func fillImpliedParents(of values: inout [String: Value], action: ActionDefinition) {
        for parameter in action.parameters where values[parameter.id] != nil {
            guard let dependency = parameter.dependency, values[dependency.parameter] == nil,
                dependency.values.count == 1, let only = dependency.values.first
            else { continue }
            values[dependency.parameter] = only
        }
    }

    /// Whether `parameter` applies to a request with `values`: it depends on no parent, or its
    /// parent has one of the values that make it apply (a delivery address once the method is
    /// delivery).
    static func applies(_ parameter: ParameterDefinition, given values: [String: Value]) -> Bool {
        guard let dependency = parameter.dependency else { return true }
        guard let parent = values[dependency.parameter] else { return false }
        return dependency.values.isEmpty || dependency.values.contains(parent)
    }

    /// The values to offer when asking for `parameter`: its fixed options, or its type's enum
    /// cases or listed entities; none for open values.
    public static func options(for parameter: ParameterDefinition, app: AppDefinition) -> [Value] {
        AnswerParser.namedChoices(for: parameter, app: app).map(\.1)
    }

    /// Parameters with every child after its parent, otherwise in declaration order.
    static func orderedByDependency(_ parameters: [ParameterDefinition]) -> [ParameterDefinition] {
        var result: [ParameterDefinition] = []
        var placed: Set<String> = []
        var remaining = parameters
        while !remaining.isEmpty {
            let before = remaining.count
            remaining.removeAll { parameter in
                guard let parent = parameter.dependency?.parameter, !placed.contains(parent),
                    parameters.contains(where: { $0.id == parent })
                else {
                    result.append(parameter)
                    placed.insert(parameter.id)
                    return true
                }
                return false
            }
            if remaining.count == before {
                // A dependency cycle, which the manifest checks reject: keep declaration order.
                result += remaining
                break
            }
        }
        return result
    }

    /// Whether a run takes `value` for `parameter` as it stands: of its type, one of its choices
    /// (its fixed options or its type's listed values, by value or by name) and within its
    /// bounds. What a shortcut's written values are held to before it is kept, so that a
    /// shortcut is not imported only to stop at its first run.
    public static func accepts(_ value: Value, for parameter: ParameterDefinition, app: AppDefinition) -> Bool {
        if case .success = check(value, for: parameter, app: app) { return true }
        return false
    }

    /// Checks a value against the parameter's choices and bounds, reading a plain text as one
    /// of the type's named values. Fails with the sentence that says what is wrong. With
    /// `currency`, the person's own, money is checked against bounds in it unless the manifest
    /// says theirs (`boundCurrency(of:own:)`); without, against bounds in the currency written
    /// with them, or else in the amount's own.
    static func check(
        _ value: Value, for parameter: ParameterDefinition, app: AppDefinition, style: ValueFormatter.Style = .written,
        currency: String? = nil
    ) -> Result<Value, Refusal> {
        let formatter = ValueFormatter(
            style: style, app: app, timeZone: .current, now: Date(timeIntervalSince1970: 0))
        let choices = AnswerParser.namedChoices(for: parameter, app: app)
        var dynamic = false
        if case .custom(let name) = parameter.type, case .entity(_, let isDynamic)? = app.type(named: name)?.kind {
            dynamic = isDynamic
        }
        if case .dynamic = parameter.options { dynamic = true }
        guard value.fits(parameter.type, dynamic: dynamic || !choices.isEmpty) else {
            let said = formatter.format(value, type: parameter.type)
            return .failure(Refusal("Sorry, I can't use \(said) as \(valueNoun(of: parameter))."))
        }
        if !choices.isEmpty, !dynamic {
            if choices.contains(where: { $0.1 == value }) { return .success(value) }
            let said = formatter.format(value, type: parameter.type)
            let (normalized, noun) = spokenForms(said)
            if let match = choices.first(where: { names, _ in
                names.contains { [normalized, noun].contains(AnswerParser.words($0).joined(separator: " ")) }
            }) {
                return .success(match.1)
            }
            if case .entity(let entity) = value, let match = choices.first(where: { $0.1.entityID == entity.id }) {
                return .success(match.1)
            }
            return .failure(Refusal("Sorry, \(said) isn't one of the choices."))
        }
        if parameter.type.isNumeric, value.numberBeyondMagnitude != nil {
            return .failure(
                Refusal(
                    "Sorry, \(formatter.format(value, type: parameter.type)) is too large\(Self.forTheValue(of: parameter))."
                ))
        }
        if parameter.type.isNumeric, let number = parameter.boundedNumber(of: value) {
            var bound = { (number: Double) in parameter.boundUnit?.value(number) ?? value.withNumber(number) }
            var boundsIn = currency.map { boundCurrency(of: parameter, own: $0) }
            if boundsIn == nil, case .currency(let code)? = parameter.boundUnit { boundsIn = code }
            if case .currency(let money) = value, let boundsIn {
                if let refusal = otherCurrencyRefusal(money, for: parameter, boundsIn: boundsIn, formatter: formatter) {
                    return .failure(refusal)
                }
                bound = { .currency(CurrencyAmount(amount: $0, code: boundsIn)) }
            }
            let writtenMinimum = parameter.minimum.map { formatter.format(bound($0)) }
            let writtenMaximum = parameter.maximum.map { formatter.format(bound($0)) }
            let noun = Self.valueSubject(of: parameter)
            // NB: a length of time, an amount of money or a distance is never below zero unless the
            // app says so with its minimum: "-5 dollars" read with its sign is refused, not paid.
            if parameter.minimum == nil, number < 0, value.isAQuantity {
                return .failure(Refusal("\(noun) can't be negative."))
            }
            switch (parameter.minimum, parameter.maximum) {
            case (let low?, let high?) where number < low || number > high:
                return .failure(Refusal("\(noun) must be between \(writtenMinimum ?? "") and \(writtenMaximum ?? "")."))
            case (let low?, nil) where number < low:
                return .failure(Refusal("\(noun) must be at least \(writtenMinimum ?? "")."))
            case (nil, let high?) where number > high:
                return .failure(Refusal("\(noun) must be at most \(writtenMaximum ?? "")."))
            default: break
            }
        }
        // NB: an amount is said, shown and confirmed to the cent, so it is handled so: "3.339
        // dollars" confirmed as three dollars thirty-four sent 3.339.
        if case .currency(var money) = value, abs(money.amount) < Value.largestMagnitude / 100 {
            money.amount = (money.amount * 100).rounded() / 100
            return .success(.currency(money))
        }
        return .success(value)
    }

    /// Why a value was refused, as a sentence for the person.
    struct Refusal: Error {
        var sentence: String
        init(_ sentence: String) { self.sentence = sentence }
    }
}

extension Value {
    /// Whether the value is of the kind `type` holds; a plain text fits a type whose values are
    /// named (it is read as one of them) or supplied by the app (it resolves them).
    func fits(_ type: ValueType, dynamic: Bool) -> Bool {
        switch (self, type) {
        case (.string, .string), (.integer, .integer), (.integer, .decimal), (.decimal, .decimal),
            (.boolean, .boolean), (.date, .date), (.time, .time), (.dateTime, .dateTime), (.duration, .duration),
            (.currency, .currency), (.temperature, .temperature), (.distance, .distance), (.percentage, .percentage),
            (.place, .place),
            (.person, .person), (.url, .url), (.file, .file), (.enumCase, .custom), (.entity, .custom):
            return true
        case (.list(let items), .list(let element)): return items.allSatisfy { $0.fits(element, dynamic: dynamic) }
        case (_, .list(let element)): return fits(element, dynamic: dynamic)
        case (.string, _): return dynamic
        case (.person, .custom), (.place, .custom): return dynamic
        default: return false
        }
    }

    /// Whether the value measures how much there is (a length of time, money, a distance), which
    /// is never negative unless the app says so.
    var isAQuantity: Bool {
        switch self {
        case .duration, .currency, .distance: return true
        default: return false
        }
    }

    /// A value of the same kind with the number `number` (a bound said in the value's terms).
    func withNumber(_ number: Double) -> Value {
        switch self {
        case .integer: return .integer(Int(saturating: number))
        case .duration: return .duration(number)
        case .currency(let amount): return .currency(CurrencyAmount(amount: number, code: amount.code))
        case .percentage: return .percentage(number)
        case .temperature(let temperature): return .temperature(Temperature(value: number, unit: temperature.unit))
        case .distance(let distance): return .distance(Distance(value: number, unit: distance.unit))
        default: return .decimal(number)
        }
    }

    /// The entity's id, when the value is an entity.
    var entityID: String? {
        if case .entity(let entity) = self { return entity.id }
        return nil
    }
}
