import ErrandCatalog
import ErrandConversation
import Foundation

extension ShortcutRunner {
    /// The types Ask for input reads.
    static let inputTypes = ["text", "number", "date"]

    /// Ask for input: asks `prompt` and waits for the answer.
    func askForInput(
        _ step: ShortcutStep, in run: inout ShortcutRun, responses: inout [AssistantResponse], context: RequestContext
    ) throws(ShortcutRunError) -> Effect {
        let frame = run.frames[run.frames.count - 1]
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        let prompt =
            try argument("prompt", of: step, frame: frame, context: context).map(converter.text) ?? "What's the input?"
        let type = try argument("type", of: step, frame: frame, context: context).map(converter.text) ?? "text"
        guard Self.inputTypes.contains(type) else {
            throw .step(step.id, step.title, "`type` is '\(type)'; use one of text, number, date")
        }
        let defaultAnswer = try argument("default", of: step, frame: frame, context: context) ?? .nothing
        run.waiting = .input(step: step.id, prompt: prompt, type: type, defaultAnswer: defaultAnswer)
        responses.append(inputQuestion(prompt, defaultAnswer: defaultAnswer, converter: converter, context: context))
        return .wait
    }

    private func inputQuestion(
        _ prompt: String, defaultAnswer: ShortcutValue, converter: ShortcutValueConverter, context: RequestContext
    ) -> AssistantResponse {
        let card =
            context.modality == .screen
            ? DisplayCard(
                text: prompt,
                fields: defaultAnswer.hasValue
                    ? [DisplayCard.Field(label: "Default", value: converter.text(defaultAnswer))] : [])
            : nil
        return AssistantResponse(kind: .prompt, speech: prompt, display: card)
    }

    /// Reads the answer to Ask for input as its type; asks again when it gives none.
    func answerInput(
        _ step: String, prompt: String, type: String, defaultAnswer: ShortcutValue, text: String,
        in run: inout ShortcutRun, responses: inout [AssistantResponse], context: RequestContext
    ) -> Bool {
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var answer: ShortcutValue?
        if trimmed.isEmpty, defaultAnswer.hasValue {
            answer = defaultAnswer
        } else {
            answer = read(trimmed, as: type, converter: converter, context: context)
        }
        guard let answer else {
            responses.append(
                inputQuestion(prompt, defaultAnswer: defaultAnswer, converter: converter, context: context).askedAgain)
            return false
        }
        let top = run.frames.count - 1
        run.waiting = nil
        run.frames[top].outputs[step] = StepOutput(value: answer)
        run.frames[top].previous = answer
        run.frames[top].pc += 1
        return true
    }

    private func read(_ text: String, as type: String, converter: ShortcutValueConverter, context: RequestContext)
        -> ShortcutValue?
    {
        guard !text.isEmpty else { return nil }
        let reader = AppDefinition(id: "", name: "")
        switch type {
        case "number":
            if let number = converter.number(.value(.string(text))) { return Self.numberValue(number) }
            return AnswerValueReader.value(
                from: text, as: .decimal, app: reader, now: context.now, timeZone: context.timeZone
            ).flatMap { $0.number }.map(Self.numberValue)
        case "date":
            for type in [ValueType.dateTime, .date] {
                if let value = converter.value(.value(.string(text)), as: type) { return .value(value) }
                if let value = AnswerValueReader.value(
                    from: text, as: type, app: reader, now: context.now, timeZone: context.timeZone)
                {
                    return .value(value)
                }
            }
            return nil
        default:
            return .value(.string(text))
        }
    }

    /// Choose from menu: offers the items (spoken for voice, listed on a screen) and waits.
    func askMenu(
        _ step: ShortcutStep, targets: [Int], in run: inout ShortcutRun, responses: inout [AssistantResponse],
        context: RequestContext
    ) throws(ShortcutRunError) -> Effect {
        let frame = run.frames[run.frames.count - 1]
        let converter = ShortcutValueConverter(timeZone: context.timeZone, now: context.now)
        let prompt =
            try argument("prompt", of: step, frame: frame, context: context).map(converter.text) ?? "Which one?"
        let titles = step.menu.map(\.title)
        run.waiting = .menu(step: step.id, prompt: prompt, titles: titles, targets: targets)
        responses.append(menuQuestion(prompt, titles: titles, context: context))
        return .wait
    }

    private func menuQuestion(_ prompt: String, titles: [String], context: RequestContext) -> AssistantResponse {
        let formatter = ValueFormatter(style: .spoken, app: nil, timeZone: context.timeZone, now: context.now)
        switch context.modality {
        case .voiceOnly:
            // Voice alone: the choices are said, since nothing shows them.
            let spoken = prompt + " " + formatter.list(titles, conjunction: "or") + "?"
            return AssistantResponse(kind: .disambiguation, options: titles, speech: spoken)
        case .screen:
            return AssistantResponse(
                kind: .disambiguation, options: titles, speech: prompt,
                display: DisplayCard(text: prompt, options: titles))
        }
    }

    /// Reads the item picked — by title, ordinal ("the second one") or position — and jumps
    /// to its steps; asks again when the answer picks none.
    func answerMenu(
        _ step: String, prompt: String, titles: [String], targets: [Int], text: String, in run: inout ShortcutRun,
        responses: inout [AssistantResponse], context: RequestContext
    ) -> Bool {
        guard let index = AnswerParser.choice(in: text, names: titles.map { [$0] }), targets.indices.contains(index)
        else {
            responses.append(menuQuestion(prompt, titles: titles, context: context).askedAgain)
            return false
        }
        let top = run.frames.count - 1
        run.waiting = nil
        run.frames[top].menuChoices[step] = titles[index]
        run.frames[top].pc = targets[index]
        return true
    }
}
