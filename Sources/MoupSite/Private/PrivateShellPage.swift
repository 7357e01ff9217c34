import MoupModel

/// The `private` template's view model: the public shell of a private page (its title, the site
/// header, a password field, a message, who to ask and the way home), with the page sealed inside it.
struct PrivateShellPage: ViewModel {
    var page: PageInfo
    var strings: ShellStrings
    /// `SealedPage.json`: base64 and digits only.
    var sealedJSON: String
    /// Where the shell loads `unlock.js` from (`UnlockScript.address`).
    var scriptAddress: String
    /// `UnlockScript.source`, for a custom template that carries the script inline instead.
    var script: String

    static let fields = Fields<PrivateShellPage>(
        "PrivateShellPage",
        [
            .object("page") { $0.page },
            .object("strings") { $0.strings },
            .html("sealedJSON") { $0.sealedJSON },
            .text("scriptAddress") { $0.scriptAddress },
            .html("script") { $0.script },
        ])
}

/// What the shell says, in the site's language (`private.*` in the string tables); the script reads
/// the messages from data attributes.
struct ShellStrings: ViewModel {
    var heading: String
    var intro: String
    var secretLabel: String
    var open: String
    var lock: String
    var forget: String
    var wrong: String
    var busy: String
    /// For a reader whose link (or the keys this tab keeps) does not open the page.
    var notYours: String
    /// The label of a breadcrumb to a start page the reader cannot open, once it leads to their own.
    var myPage: String
    /// Who to ask, beside the home link.
    var help: String
    var home: String
    var insecure: String
    var noScript: String

    init(_ words: Words) {
        heading = words("private.heading")
        intro = words("private.intro")
        secretLabel = words("private.secretLabel")
        open = words("private.open")
        lock = words("private.lock")
        forget = words("private.forget")
        wrong = words("private.wrong")
        busy = words("private.busy")
        notYours = words("private.notYours")
        myPage = words("private.myPage")
        help = words("private.help")
        home = words("private.home")
        insecure = words("private.insecure")
        noScript = words("private.noScript")
    }

    static let fields = Fields<ShellStrings>(
        "ShellStrings",
        [
            .text("heading") { $0.heading },
            .text("intro") { $0.intro },
            .text("secretLabel") { $0.secretLabel },
            .text("open") { $0.open },
            .text("lock") { $0.lock },
            .text("forget") { $0.forget },
            .text("wrong") { $0.wrong },
            .text("busy") { $0.busy },
            .text("notYours") { $0.notYours },
            .text("myPage") { $0.myPage },
            .text("help") { $0.help },
            .text("home") { $0.home },
            .text("insecure") { $0.insecure },
            .text("noScript") { $0.noScript },
        ])
}
