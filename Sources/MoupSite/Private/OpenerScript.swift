/// The script of the home page's "open my pages" form (with sealed pages): a person who has their
/// secret but not their link types it; the script derives their key with the site's salt (PBKDF2,
/// as the shell does), works out the name of their start page from the key (HMAC-SHA256 of
/// "moup start v1", as `SealedNames.startPage`), and goes there with the key in the fragment, where
/// the shell opens it as a link would. Nothing leaves the browser but the request for that page.
/// Over http(s) it asks first whether the page is there, so a mistyped secret gets a message
/// instead of the 404 page; from `file://` (where it cannot ask) it goes straight there.
enum OpenerScript {
    static let source = #"""
        (() => {
          "use strict";
          const box = document.getElementById("moup-opener"), form = document.getElementById("moup-open");
          const input = document.getElementById("moup-open-secret"), message = document.getElementById("moup-open-message");
          const subtle = window.isSecureContext && window.crypto && window.crypto.subtle;
          const say = (text) => { message.textContent = text; };
          const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const token = (key) => btoa(String.fromCharCode.apply(null, Array.from(key)))
            .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
        \#(SecretTyping.functions)
          /* 26 base32 symbols of HMAC-SHA256(key, "moup start v1"): the start page's name. */
          async function startPage(key) {
            const k = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
            const mac = new Uint8Array(await subtle.sign("HMAC", k, new TextEncoder().encode("moup start v1")));
            const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
            let bits = 0, value = 0, name = "";
            for (const byte of mac) {
              value = (value << 8) | byte;
              bits += 8;
              while (bits >= 5 && name.length < 26) { bits -= 5; name += alphabet[(value >> bits) & 31]; }
              value &= (1 << bits) - 1;
            }
            return "p/" + name + ".html";
          }
          async function exists(page) {
            if (location.protocol === "file:") return true;
            try { return (await fetch(page, { method: "HEAD", cache: "no-store" })).ok; } catch (e) { return true; }
          }
          form.addEventListener("submit", async (event) => {
            event.preventDefault();
            if (!subtle) { say(box.dataset.insecure); return; }
            const secret = canonical(input.value);
            if (secret !== null) {
              say(box.dataset.busy);
              for (const rounds of box.dataset.rounds.split(" ").map(Number)) {
                const key = await derive(secret, bytes(box.dataset.salt), rounds);
                const page = await startPage(key);
                if (await exists(page)) { location.href = page + "#k=" + token(key); return; }
              }
            }
            input.value = "";
            say(box.dataset.wrong);
            input.focus();
          });
        })();
        """#
}
