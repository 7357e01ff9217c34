/// How a page offers a calendar feed (ICS): a link to subscribe (`webcal://` where the site's
/// `baseURL` says where it is published), the file itself, and the feed's whole address to paste
/// into Google Calendar, with help in the page's words (`t.feed.*`).
struct FeedLinks: ViewModel {
    /// The feed, relative to the page: it downloads the file (and works from `file://`).
    var href: String
    /// `webcal://moup.example.kr/workplaces/cafe-moup/calendar.ics`: a calendar app subscribes to it
    /// (and updates it); nil when `baseURL` is not an absolute http(s) address.
    var webcalHref: String?
    /// `https://moup.example.kr/workplaces/cafe-moup/calendar.ics`, for "From URL" in Google Calendar;
    /// nil with `webcalHref`.
    var url: String?

    static let fields = Fields<FeedLinks>(
        "FeedLinks",
        [
            .text("href") { $0.href },
            .text("subscribeHref") { $0.webcalHref ?? $0.href },
            .flag("canSubscribe") { $0.webcalHref != nil },
            .text("url") { $0.url },
        ])
}
