import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// A share file says exactly what it means: a key the format does not know, a step that is
/// two kinds of action, a binding that is two kinds of binding, bytes that are not UTF-8 and
/// a type no app has are refused at their place, never ignored.
@Suite struct ShareFileKeyTests {
    /// A share file of one shortcut "a" whose only step is `step` (JSON text).
    static func file(step: String, shortcutExtra: String = "") -> String {
        #"{"format":"errand.shortcut","version":1,"shortcuts":[{"id":"a","name":"A","#
            + shortcutExtra + #""steps":["# + step + "]}]}"
    }

    func importError(_ text: String) -> String {
        importError(Data(text.utf8))
    }

    func importError(_ data: Data) -> String {
        HostileShareFileTests().importError(data)
    }

    // Before, a misspelt "paramters" was dropped: the step ran with no parameters at all.
    @Test func aMisspeltKeyIsRefusedAtItsPlaceWithTheKeyItMeant() {
        let step = #"{"id":"x","builtIn":"text","paramters":{"text":{"literal":{"type":"string","value":"hi"}}}}"#
        #expect(
            importError(Self.file(step: step, shortcutExtra: #""phrse":"hi there","#))
                == """
                2 problems:
                  shortcuts[0]: unknown key 'phrse', did you mean 'phrase'?; a shortcut has only id, name, phrase, \
                inputType, steps
                  shortcuts[0].steps[0] (step "x"): unknown key 'paramters', did you mean 'parameters'?; a step has \
                only id, app, action, builtIn, parameters, then, otherwise, body, menu
                """)
    }

    // Before, an If's misspelt "else" was dropped: the shortcut did nothing when the condition failed.
    @Test func aMisspeltBlockInsideABlockIsRefused() {
        let step = #"""
            {"id":"if","builtIn":"if","parameters":{"input":{"literal":{"type":"integer","value":1}}},
             "then":[{"id":"t","builtIn":"showResult","parameters":{"text":{"output":"if","proprety":"b"}}}],
             "else":[{"id":"e","builtIn":"currentDate"}]}
            """#
        let message = importError(Self.file(step: step))
        #expect(message.contains("shortcuts[0].steps[0] (step \"if\"): unknown key 'else'; a step has only"))
        #expect(
            message.contains(
                "shortcuts[0].steps[0].then[0] (step \"t\"), parameter 'text': unknown key 'proprety', did you mean "
                    + "'property'?; a 'output' binding has only output, property"))
    }

    @Test func aStepThatIsBothABuiltInAndAnAppActionIsRefused() {
        let step = #"{"id":"x","builtIn":"currentDate","app":"com.example.todo","action":"GetTasks"}"#
        #expect(
            importError(Self.file(step: step))
                == "shortcuts[0].steps[0] (step \"x\"): the step has both 'builtIn' and 'app'/'action'; a step is a "
                + "built-in action or an app action, so remove one")
    }

    @Test func aBindingOfTwoKindsOrWithAStrayKeyIsRefused() {
        let two = #"{"id":"x","builtIn":"text","parameters":{"text":{"text":"a","output":"b"}}}"#
        #expect(
            importError(Self.file(step: two))
                == "shortcuts[0].steps[0] (step \"x\"), parameter 'text': the binding has 'text' and 'output'; a "
                + "binding is one of literal, text, output, variable, input, currentDate, askEachTime, list, "
                + "dictionary, so keep one")
        let stray = #"{"id":"x","builtIn":"text","parameters":{"text":{"list":[{"text":"a","property":"b"}]}}}"#
        #expect(
            importError(Self.file(step: stray))
                == "shortcuts[0].steps[0] (step \"x\"), parameter 'text': unknown key 'property'; a 'text' binding "
                + "has only text")
    }

    // Before: "the share file is not a valid shortcut file: The given data was not valid JSON."
    @Test func bytesThatAreNotUTF8AreLocated() {
        var data = Data(Self.file(step: #"{"id":"x","builtIn":"currentDate"}"#).utf8)
        let name = data.firstRange(of: Data(#""A""#.utf8))
        data[(name?.lowerBound ?? 0) + 1] = 0xE9  // "é" in Latin-1
        #expect(
            importError(data)
                == "the share file is not JSON: 1:72: the text there is not UTF-8; a share file is UTF-8 text, so "
                + "save it as UTF-8")
    }

    // Before, "Drinkk" was accepted and a run took the input as plain text.
    @Test func anInputTypeNoAppHasIsRefused() {
        let step = #"{"id":"x","builtIn":"currentDate"}"#
        #expect(
            importError(Self.file(step: step, shortcutExtra: #""inputType":"[Drinkk]","#))
                == "shortcuts[0].inputType: '[Drinkk]' is a list of 'Drinkk', a type no app in the catalog has, did "
                + "you mean 'Drink'?; use a value type (string, integer, date, person, …) or an app's type, or "
                + "install the app")
        #expect(importError(Self.file(step: step, shortcutExtra: #""inputType":"Drink","#)) == "imported")
    }

    // Before, `{who}` was refused as "the output of step 'who'", though a run reads it as the variable.
    @Test func aBareTextReferenceToAVariableSetInTheShortcutIsAccepted() {
        let steps = #"""
            {"id":"set","builtIn":"setVariable","parameters":{"name":{"literal":{"type":"string","value":"who"}},
              "value":{"literal":{"type":"string","value":"Amy"}}}},
            {"id":"show","builtIn":"showResult","parameters":{"text":{"text":"hi {who}, {whom}"}}}
            """#
        #expect(
            importError(Self.file(step: steps))
                == "shortcuts[0].steps[1] (step \"show\"), parameter 'text': refers to {whom}, but no earlier step "
                + "has that id and no Set variable step sets a variable of that name, did you mean 'who'?; use "
                + "{stepID}, {var:name}, {input} or {now}")
        #expect(importError(Self.file(step: steps.replacingOccurrences(of: ", {whom}", with: ""))) == "imported")
    }
}
