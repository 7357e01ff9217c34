import MoupPipeline
import Testing

struct DefaultTemplatesTests {
    @Test(arguments: [
        ("content", "templates"),
        ("content/", "templates"),
        ("data/content", "data/templates"),
        ("/srv/shop/content", "/srv/shop/templates"),
        ("/content", "/templates"),
        (".", "./../templates"),
        ("../content", "../templates"),
    ])
    func templatesSitNextToTheContentFolder(content: String, templates: String) {
        #expect(Pipeline.defaultTemplates(forContent: content) == templates)
    }
}
