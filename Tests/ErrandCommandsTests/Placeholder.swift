import ErrandCommands
import Testing

struct PlaceholderCommandTests { @Test func builds() {} }
