import Mustache

/// A non-empty text or HTML value as handed to swift-mustache.
///
/// A bare `String` in an `Any` costs the renderer several failed protocol casts per tag, a
/// `String(describing:)`, and inside `{{#text}}…{{/text}}` a `Mirror` of the string for every name
/// looked up. This wrapper answers each of those in one cast and renders the same bytes:
/// `renderText` is the text (escaped by the renderer for `{{name}}`, placed as is for `{{{name}}}`);
/// as a context level it has no names, so lookups climb past it exactly as they climb past a string;
/// transforms (`{{uppercased(name)}}`) are the string's own.
struct RenderedText: MustacheCustomRenderable, MustacheParent, MustacheTransformable, Sendable {
    let text: String

    var renderText: String { text }
    var isNull: Bool { false }

    func child(named name: String) -> Any? { nil }

    func transform(_ name: String) -> Any? { text.transform(name) }
}
