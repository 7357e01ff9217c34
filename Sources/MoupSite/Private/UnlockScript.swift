import Crypto
import MoupModel

/// The script that opens a sealed page, published once as `unlock.js` at the site's root and loaded
/// by every private shell (`<script src>`, allowed by the shell's policy as one of the site's own
/// files), so a reader's phone fetches it once, not with each page. It opens the sealed page with
/// WebCrypto only (no network, no library), from `file://` or any https host under any path.
///
/// - With a link `…#k=<token>` (`PrivateAddress.openingToken`): the token is the reader's key; the
///   script removes the fragment from the address bar, unwraps the page key, decrypts, shows the page.
/// - With a typed secret: normalised as `Secret.init?(_:)` does, PBKDF2-SHA-256 with the salt and
///   rounds of each reader entry (each salt once), then the same.
/// - A key that opened a page is kept in `sessionStorage` (this tab only, gone when it closes), so
///   the reader's other private pages open without typing; the opened page's "forget on this device"
///   button (the shell's too, when the keys it keeps do not open it) forgets every key kept.
/// - A breadcrumb to a start page (`data-start`) that is not the reader's own (an owner on a
///   worker's payslip) leads to the reader's own start page, whose name their key gives
///   (`SealedNames.startPage`: the first 130 bits of HMAC-SHA-256(key, "moup start v1") in base32).
/// - The decrypted page replaces the shell's body (parsed with `DOMParser`, so nothing in it runs;
///   the page's `ContentSecurityPolicy` stops any handler in it), takes its title, and the focus goes
///   to its heading; today is marked on it (`TodayScript`: its own copy of the script does not run);
///   links marked `data-csv` (the dashboard's payroll CSV) become downloads built in the browser.
/// A wrong secret shows a message and nothing of the page; a link, or keys kept, that do not open
/// it say that the page is someone else's (the shell says whom to ask and links home).
enum UnlockScript {
    /// `unlock.js`'s bytes.
    static let file = Array(source.utf8)

    /// The shell's address of `unlock.js` from the site's root `root` (`../`): with the first 16
    /// characters of the script's SHA-256 as a query, so that a browser holding an older copy fetches
    /// this one (a host ignores the query).
    static func address(root: String) -> String {
        root + Paths.unlockScript + "?v=" + version
    }

    private static let version = SHA256.hash(data: file).prefix(8).hexDigits

    static let source = #"""
        (() => {
          "use strict";
          const $ = (id) => document.getElementById(id);
          const box = $("moup-private"), form = $("moup-unlock"), input = $("moup-secret"), message = $("moup-message");
          const forgetButton = $("moup-forget");
          const sealed = JSON.parse($("moup-sealed").textContent);
          const STORE = "moup-keys";
          const subtle = window.isSecureContext && window.crypto && window.crypto.subtle;
          const say = (text) => { message.textContent = text; };
          const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const base64 = (array) => btoa(String.fromCharCode.apply(null, Array.from(array)));
          const fromToken = (token) => {
            let b64 = token.replace(/-/g, "+").replace(/_/g, "/");
            while (b64.length % 4) b64 += "=";
            return bytes(b64);
          };
          const stored = () => { try { return JSON.parse(sessionStorage.getItem(STORE) || "[]"); } catch (e) { return []; } };
          const remember = (key) => {
            try {
              const keys = stored(), text = base64(key);
              if (!keys.includes(text)) { keys.push(text); sessionStorage.setItem(STORE, JSON.stringify(keys)); }
            } catch (e) { /* storage off: the page still opens, later pages ask again */ }
          };
          const forget = () => { try { sessionStorage.removeItem(STORE); } catch (e) { /* nothing kept */ } };
          async function decrypt(key, nonce, data) {
            const k = await subtle.importKey("raw", key, "AES-GCM", false, ["decrypt"]);
            return new Uint8Array(await subtle.decrypt({ name: "AES-GCM", iv: nonce }, k, data));
          }
          /* The page's text with one reader's key, or null when the key is not one of the page's readers. */
          async function openWith(key) {
            for (const entry of sealed.k) {
              let pageKey;
              try { pageKey = await decrypt(key, bytes(entry.n), bytes(entry.w)); } catch (e) { continue; }
              try { return new TextDecoder().decode(await decrypt(pageKey, bytes(sealed.n), bytes(sealed.c))); } catch (e) { return null; }
            }
            return null;
          }
        \#(SecretTyping.functions)
        \#(TodayScript.function)
          /* The file name of the start page of the reader whose key is `key` (SealedNames.startPage). */
          async function startPageOf(key) {
            const k = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
            const mac = new Uint8Array(await subtle.sign("HMAC", k, new TextEncoder().encode("moup start v1")));
            const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
            let name = "", value = 0, bits = 0;
            for (const byte of mac) {
              value = ((value << 8) | byte) & 0xfff;
              bits += 8;
              while (bits >= 5 && name.length < 26) { bits -= 5; name += alphabet[(value >> bits) & 31]; }
            }
            return name + ".html";
          }
          /* Breadcrumbs to someone else's start page lead to the reader's own. */
          async function leadHome(body, key) {
            const crumbs = body.querySelectorAll("a[data-start]");
            if (crumbs.length === 0) return;
            const mine = await startPageOf(key);
            for (const crumb of crumbs) {
              const href = crumb.getAttribute("href");
              if (href.split("/").pop() === mine) continue;
              crumb.setAttribute("href", href.replace(/[^/]*$/, mine));
              crumb.textContent = box.dataset.myPage;
            }
          }
          function show(html, key) {
            const doc = new DOMParser().parseFromString(html, "text/html");
            const body = document.importNode(doc.body, true);
            document.title = doc.title;
            document.body.replaceWith(body);
            const header = body.querySelector(".site-header") || body;
            const lock = document.createElement("button");
            lock.type = "button";
            lock.className = "lock";
            lock.textContent = stored().length > 0 ? box.dataset.forget : box.dataset.lock;
            lock.addEventListener("click", () => { forget(); location.reload(); });
            header.appendChild(lock);
            markToday(body);
            leadHome(body, key).catch(() => { /* the crumb stays as it was */ });
            for (const link of body.querySelectorAll("a[data-csv]")) {
              link.href = URL.createObjectURL(new Blob([bytes(link.dataset.csv)], { type: "text/csv;charset=utf-8" }));
            }
            const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
            if (target) target.scrollIntoView();
            const heading = body.querySelector("main h1") || body.querySelector("h1");
            if (heading) { heading.tabIndex = -1; heading.focus({ preventScroll: target !== null }); }
          }
          async function start() {
            if (!subtle) { form.hidden = true; say(box.dataset.insecure); return; }
            let refused = false;
            if (location.hash.startsWith("#k=")) {
              let key = null;
              try { key = fromToken(location.hash.slice(3)); } catch (e) { key = null; }
              try { history.replaceState(null, "", location.href.split("#")[0]); } catch (e) { location.hash = ""; }
              const html = key && key.length === 32 ? await openWith(key) : null;
              if (html !== null) { remember(key); show(html, key); return; }
              refused = true;
            }
            const kept = stored();
            for (const text of kept) {
              const html = await openWith(bytes(text));
              if (html !== null) { show(html, bytes(text)); return; }
            }
            if (refused || kept.length > 0) say(box.dataset.notYours);
            if (forgetButton) forgetButton.hidden = kept.length === 0;
            input.focus();
          }
          if (forgetButton) {
            forgetButton.addEventListener("click", () => {
              forget();
              forgetButton.hidden = true;
              say("");
              input.focus();
            });
          }
          form.addEventListener("submit", async (event) => {
            event.preventDefault();
            const secret = canonical(input.value);
            if (secret === null) { say(box.dataset.wrong); return; }
            say(box.dataset.busy);
            const tried = new Set();
            for (const entry of sealed.k) {
              if (tried.has(entry.s)) continue;
              tried.add(entry.s);
              const key = await derive(secret, bytes(entry.s), entry.i);
              const html = await openWith(key);
              if (html !== null) { remember(key); show(html, key); return; }
            }
            input.value = "";
            say(box.dataset.wrong);
            input.focus();
          });
          /* A link pasted into a tab that already shows this shell changes only the fragment. */
          window.addEventListener("hashchange", () => {
            if (location.hash.startsWith("#k=") && document.getElementById("moup-private")) start().catch(() => say(box.dataset.wrong));
          });
          start().catch(() => say(box.dataset.wrong));
        })();
        """#
}
