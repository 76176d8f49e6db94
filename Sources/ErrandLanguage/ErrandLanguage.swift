/// Understanding: from words to an action with its values.
///
/// The stages read in order: `Text` (normalising, tokenising), `Templates` (the sentence
/// grammar and its compiled matcher), `Values` (built-in value recognizers), `Model` (the
/// statistical classifier and slot tagger) and `Understander`, which combines them.
public enum ErrandLanguage {}
