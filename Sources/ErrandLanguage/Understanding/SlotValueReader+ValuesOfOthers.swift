import ErrandCatalog

extension SlotValueReader {
    /// The built-in types whose values no one names one of an app's own objects by: a time, a
    /// day, an amount, a length of time.
    static let typesNoNameIs: Set<ValueType> = [.date, .time, .dateTime, .currency, .duration]

    /// Whether `text`, found for `parameter`, is no name of the app's own objects but wholly a
    /// value another parameter of `action` takes and has not been given (`given`): "friday" of
    /// "book a table for 4 on friday at 8" is the booking's day, not a restaurant called
    /// "friday"; "$10" of "give noah $10" is the reward, not a chore. Only for a parameter whose
    /// values the app knows at run time, which any words could otherwise name, and never for
    /// words that name one of its listed values. An hour alone after a word that cues a time
    /// (`cue`: "at 7" of "book a table for 2 at 7") is one. `given` is the words read for a
    /// parameter; a day alone, for a date and time, still wants its hour.
    func namesAnotherValue(
        _ text: String, cue: () -> String?, for parameter: ParameterDefinition, of action: ActionDefinition,
        in app: String, given: (String) -> [String], context: UnderstandingContext
    ) -> Bool {
        guard let type = parameter.type.customTypeName, values.definition(of: type, in: app)?.isDynamicEntity == true,
            values.values(of: type, in: app)?.exactMatches(for: text).isEmpty ?? true
        else { return false }
        let others = action.parameters.filter { other in
            other.id != parameter.id && Self.typesNoNameIs.contains(other.type)
                && given(other.id).allSatisfy { saysOnlyTheDay($0, of: other, context) }
        }
        guard !others.isEmpty else { return false }
        let cued = TemplateInterpreter.timeCues.contains(cue() ?? "") ? "at " + text : nil
        return others.contains { other in
            value(of: text, for: other, in: app, context: context) != nil
                || cued.map {
                    [.time, .dateTime].contains(other.type)
                        && value(of: $0, for: other, in: app, context: context) != nil
                }
                    == true
        }
    }

    /// Whether `text`, given for `parameter`, is a day alone where the parameter takes an
    /// instant: the hour is still to be said, and an hour the person said elsewhere is its
    /// ("book a table for 2 at 7 tomorrow": 7 is the time, not a restaurant).
    private func saysOnlyTheDay(
        _ text: String, of parameter: ParameterDefinition, _ context: UnderstandingContext
    ) -> Bool {
        guard parameter.type == .dateTime else { return false }
        return builtIns.value(of: text, as: .date, context: context) != nil
            && builtIns.value(of: text, as: .time, context: context) == nil
    }
}
