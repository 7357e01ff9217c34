/// The script functions both forms that take a typed secret share (the shell's, `UnlockScript`, and
/// the home page's, `OpenerScript`): the secret read as `Secret.init?(_:)` reads it, and the key
/// PBKDF2 derives from it (as `ReaderKey.derive`).
enum SecretTyping {
    static let functions = #"""
          async function derive(secret, salt, rounds) {
            const base = await subtle.importKey("raw", new TextEncoder().encode(secret), "PBKDF2", false, ["deriveBits"]);
            return new Uint8Array(await subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: salt, iterations: rounds }, base, 256));
          }
          /* As Secret.init?(_:) in moup: case, spaces and dashes ignored; o → 0, i and l → 1; 20 symbols. */
          function canonical(typed) {
            const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
            let symbols = "";
            for (const ch of typed.toLowerCase()) {
              if (ch === " " || ch === "-" || ch === "\t") continue;
              const c = ch === "o" ? "0" : (ch === "i" || ch === "l") ? "1" : ch;
              if (!alphabet.includes(c)) return null;
              symbols += c;
            }
            return symbols.length === 20 ? symbols.match(/.{4}/g).join("-") : null;
          }
        """#
}
