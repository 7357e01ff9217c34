#!/usr/bin/env bash
# Builds moup_<version>_<arch>.deb from a release moup linked with --static-swift-stdlib (`make deb`).
#   packaging/debian/build-deb.sh BINARY STAGING OUTPUT_FOLDER
# The version is the binary's own (`moup --version`, from Sources/moup/Moup.swift); the architecture
# dpkg's; Depends is what dpkg-shlibdeps finds the binary linked against (libc6, libstdc++6, libgcc-s1,
# libcmark-gfm and its extensions on Debian 12). The package holds the binary, its bash, zsh and fish
# completions and the man page (man-page.sh), in Debian's places.
set -euo pipefail
binary=$1 staging=$2 output=$3
# moup speaks the language of the site in the folder it runs in (this repository's content/ is Korean)
# or of the locale: the man page and the completions are made from its English help, whatever the
# folder and the locale (man-page.sh reads the English headings, OVERVIEW: and SUBCOMMANDS:).
export MOUP_LANGUAGE=en
here=$(cd "$(dirname "$0")" && pwd)

version=$("$binary" --version)
arch=$(dpkg --print-architecture)
# dpkg-shlibdeps reads debian/control and wants the binary inside debian/<package>/.
root="$staging/debian/moup"
rm -rf "$staging"
install -d "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" \
  "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d"

install -s -m 0755 "$binary" "$root/usr/bin/moup"
"$binary" --generate-completion-script bash > "$root/usr/share/bash-completion/completions/moup"
"$binary" --generate-completion-script zsh > "$root/usr/share/zsh/vendor-completions/_moup"
"$binary" --generate-completion-script fish > "$root/usr/share/fish/vendor_completions.d/moup.fish"
chmod 0644 "$root"/usr/share/*/*/moup* "$root/usr/share/zsh/vendor-completions/_moup"
# The man page from the binary's own help; gzip -n: no name or time stamp, the same page gives the same bytes.
"$here/man-page.sh" "$binary" | gzip -9n > "$root/usr/share/man/man1/moup.1.gz"
chmod 0644 "$root/usr/share/man/man1/moup.1.gz"

printf 'Source: moup\n\nPackage: moup\nArchitecture: any\n' > "$staging/debian/control"
depends=$(cd "$staging" && dpkg-shlibdeps -O -e debian/moup/usr/bin/moup | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
  "$here/control.in" > "$root/DEBIAN/control"

mkdir -p "$output"
deb="$output/moup_${version}_${arch}.deb"
dpkg-deb --build --root-owner-group "$root" "$deb"
