import Foundation

/// Why an app's answer with a 2xx status could not be used, said for the operator: "empty
/// answer", "not JSON at byte 3", "wrong type at 'outputs'", "version '2', not '1'".
enum WebhookAnswerProblem {
    /// What is wrong with `body`, or `nil` when it is a version 1 answer.
    static func describe(_ body: [UInt8]) -> String? {
        guard !body.isEmpty else { return "empty answer; expected a version 1 JSON object" }
        let data = Data(body)
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let index = (error as NSError).userInfo["NSJSONSerializationErrorIndex"] as? Int ?? position(error)
            return "not JSON" + (index.map { " at byte \($0)" } ?? "") + "; expected a version 1 JSON object"
        }
        let response: WebhookResponse
        do {
            response = try JSONDecoder().decode(WebhookResponse.self, from: data)
        } catch {
            return "not a version 1 answer: " + shape(error)
        }
        guard response.version == "1" else { return "version '\(response.version)'; expected \"version\": \"1\"" }
        return nil
    }

    // NB: Foundation on Linux gives the place only in its debug text ("Invalid value around
    // character 1."); when the wording differs, no place is said.
    private static func position(_ error: any Error) -> Int? {
        guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
            let start = text.range(of: "around character ")
        else { return nil }
        return Int(text[start.upperBound...].prefix { $0.isNumber })
    }

    /// The key path and the problem of a decoding error, in words.
    static func shape(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + at(context.codingPath)
        case DecodingError.typeMismatch(let type, let context):
            return "wrong type" + at(context.codingPath) + "; expected \(words(type))"
        case DecodingError.valueNotFound(let type, let context):
            return "null" + at(context.codingPath) + "; expected \(words(type))"
        case DecodingError.dataCorrupted(let context):
            return "bad value" + at(context.codingPath)
        default:
            return "not the expected shape"
        }
    }

    private static func at(_ path: [any CodingKey]) -> String {
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return text.isEmpty ? "" : " at '\(text)'"
    }

    private static func words(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        if name == "String" { return "a string" }
        return "a value of the protocol's shape"
    }
}
