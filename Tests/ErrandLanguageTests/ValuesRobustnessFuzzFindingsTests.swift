import ErrandLanguage
import Foundation
import Testing

/// Inputs the fuzzer found that once crashed the recognizers: absurdly large numbers where a
/// date, a count or a clock time is read.
struct ValuesFuzzFindingsTests {
    @Test(arguments: [
        "4222222222222222222222/2",
        "42222222222222222222222-12-01",
        "in 99999999999999999999999 days",
        "the 99999999999999999999th of may",
        "99999999999999999999 weeks from now",
        "at 99999999999999999999:30",
        "99999999999999999999 hours and 5 minutes",
    ])
    func hugeNumbersNeverTrap(text: String) {
        let recognizer = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(now: Date(timeIntervalSince1970: 1_360_650_600)))
        _ = recognizer.values(in: text)
        for dimension in ValueDimension.allCases { _ = recognizer.value(dimension, of: text) }
    }
}
