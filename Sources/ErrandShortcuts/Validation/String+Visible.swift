extension StringProtocol {
    /// Whether nothing of the text shows when written: it is empty, or only spaces, zero-width
    /// characters, direction marks (bidi controls) and other characters that draw nothing. A
    /// name like that can't be read in a list nor said.
    public var showsNothing: Bool {
        unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            return properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.isBidiControl
                || properties.generalCategory == .format || properties.generalCategory == .control
        }
    }
}
