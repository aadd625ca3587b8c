/// Text written into a GitHub Actions workflow command (`::error file=…,title=…::message`):
/// the message and property values escaped as the runner reads them back.
package enum WorkflowCommandText {
    /// Escapes a workflow command's message.
    package static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// Escapes a workflow command's property value.
    package static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
