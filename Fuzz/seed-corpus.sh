#!/usr/bin/env bash
# Seed corpora for the fuzz targets, from a content folder: every JSON file (FuzzJSON), every Markdown
# file (FuzzFrontMatter), and the whole folder packed as FuzzLoader reads it (`=== path` lines), once
# whole, per workplace, and per workplace in small parts. Usage: Fuzz/seed-corpus.sh CONTENT OUTDIR
set -euo pipefail
content=${1:?content folder} out=${2:?output folder}
rm -rf "$out"; mkdir -p "$out/FuzzJSON" "$out/FuzzFrontMatter" "$out/FuzzLoader"
n=0
while IFS= read -r -d '' f; do n=$((n+1)); cp "$f" "$out/FuzzJSON/seed-$n.json"; done \
  < <(find "$content" -name '*.json' -print0 | sort -z)
while IFS= read -r -d '' f; do n=$((n+1)); cp "$f" "$out/FuzzFrontMatter/seed-$n.md"; done \
  < <(find "$content" -name '*.md' -print0 | sort -z)
pack() { # pack FILE... : each as "=== relative/path" then its lines
  for f in "$@"; do printf '=== %s\n' "${f#"$content"/}"; cat "$f"; printf '\n'; done
}
mapfile -d '' all < <(find "$content" -type f -print0 | sort -z)
pack "${all[@]}" > "$out/FuzzLoader/seed-all.txt"
for w in "$content"/workplaces/*/; do
  name=$(basename "$w")
  mapfile -d '' files < <(find "$w" -type f -print0 | sort -z)
  pack "$content/site.md" "${files[@]}" > "$out/FuzzLoader/seed-$name.txt"
  # Small seeds run many times faster: the workplace without its shifts, and with one month of them.
  mapfile -d '' files < <(find "$w" -type f -not -path '*/shifts/*' -print0 | sort -z)
  pack "$content/site.md" "${files[@]}" > "$out/FuzzLoader/seed-$name-no-shifts.txt"
  mapfile -d '' files < <(find "$w" -type f \( -path '*/workers/*' -o -name index.md \) -print0 | sort -z)
  month=$(find "$w/shifts" -type f | sort | head -n 1)
  pack "$content/site.md" "${files[@]}" "$month" > "$out/FuzzLoader/seed-$name-one-month.txt"
done
echo "seed corpus: $(ls "$out/FuzzJSON" | wc -l) JSON, $(ls "$out/FuzzFrontMatter" | wc -l) Markdown, $(ls "$out/FuzzLoader" | wc -l) packed folders in $out"
