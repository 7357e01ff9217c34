import MoupModel

/// The `private` template's view model: the public shell of a private page (its title, the site
/// header, a password field and a message), with the page sealed inside it.
struct PrivateShellPage: ViewModel {
    var page: PageInfo
    var strings: ShellStrings
    /// `SealedPage.json`: base64 and digits only.
    var sealedJSON: String
    /// `UnlockScript.source`.
    var script: String

    static let fields = Fields<PrivateShellPage>("PrivateShellPage", [
        .object("page") { $0.page },
        .object("strings") { $0.strings },
        .html("sealedJSON") { $0.sealedJSON },
        .html("script") { $0.script },
    ])
}

/// What the shell says, in the site's language; the script reads the messages from data attributes.
struct ShellStrings: ViewModel {
    var heading: String
    var intro: String
    var secretLabel: String
    var open: String
    var lock: String
    var wrong: String
    var busy: String
    var badLink: String
    var insecure: String
    var noScript: String

    init(_ language: Site.Language) {
        switch language {
        case .ko:
            heading = "비공개 페이지"
            intro = "이 페이지에는 임금이나 개인 정보가 있어 암호화되어 있습니다. 받은 링크로 열거나 비밀번호를 입력하세요."
            secretLabel = "비밀번호"
            open = "열기"
            lock = "🔒 잠그기"
            wrong = "비밀번호가 맞지 않습니다. 받은 비밀번호를 다시 확인해 주세요."
            busy = "여는 중…"
            badLink = "이 링크로는 이 페이지를 열 수 없습니다. 비밀번호를 입력해 주세요."
            insecure = "이 브라우저에서는 암호를 풀 수 없습니다. https:// 주소나 내려받은 파일로 열어 주세요."
            noScript = "이 페이지를 열려면 브라우저에서 JavaScript를 켜 주세요."
        case .en:
            heading = "Private page"
            intro = "This page holds pay or personal details and is encrypted. Open it with the link you were given, or type your password."
            secretLabel = "Password"
            open = "Open"
            lock = "🔒 Lock"
            wrong = "That password does not open this page. Please check the password you were given."
            busy = "Opening…"
            badLink = "This link does not open this page. Please type your password."
            insecure = "This browser cannot decrypt here. Open the page from an https:// address or as a downloaded file."
            noScript = "Turn on JavaScript in your browser to open this page."
        }
    }

    static let fields = Fields<ShellStrings>("ShellStrings", [
        .text("heading") { $0.heading },
        .text("intro") { $0.intro },
        .text("secretLabel") { $0.secretLabel },
        .text("open") { $0.open },
        .text("lock") { $0.lock },
        .text("wrong") { $0.wrong },
        .text("busy") { $0.busy },
        .text("badLink") { $0.badLink },
        .text("insecure") { $0.insecure },
        .text("noScript") { $0.noScript },
    ])
}
