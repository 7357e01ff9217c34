#!/usr/bin/env bash
# Writes moup(1) in man(7) format on standard output, made from the binary's own help, so the page says
# exactly what `moup --help` and each command's `--help` say:
#   packaging/debian/man-page.sh BINARY > moup.1
set -euo pipefail
binary=$1
# The English help (moup would otherwise speak a Korean site's language, or a Korean locale's).
export MOUP_LANGUAGE=en

# Help text as roff: backslashes doubled, a line starting with . or ' kept as text.
roff() { sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"; }
# The subcommands a help text lists under SUBCOMMANDS: (the first word of each indented line).
subcommands() { sed -n '/^SUBCOMMANDS:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p'; }
# Every command, parents before their subcommands: "build", "secrets", "secrets rotate", …
commands() {
  local prefix=$1 name
  for name in $("$binary" $prefix --help | subcommands); do
    echo "${prefix:+$prefix }$name"
    commands "${prefix:+$prefix }$name"
  done
}

version=$("$binary" --version)
# The first paragraph of the help (it may wrap over several lines), as one line.
abstract=$("$binary" --help | sed -n '/^OVERVIEW: /,/^$/p' | tr '\n' ' ' | sed -e 's/^OVERVIEW: //' -e 's/ *$//')
cat <<ROFF
.TH MOUP 1 "" "moup $version" "User Commands"
.SH NAME
moup \\- $(printf '%s' "$abstract" | sed 's/^./\l&/' | roff)
.SH SYNOPSIS
.B moup
.I command
.RI [ options ]
.SH DESCRIPTION
.nf
$("$binary" --help | roff)
.fi
.SH COMMANDS
ROFF
while read -r command; do
  printf '.SS "moup %s"\n.nf\n' "$command"
  # shellcheck disable=SC2086 # the words of the command are separate arguments
  "$binary" $command --help | roff
  printf '.fi\n'
done < <(commands "")
cat <<'ROFF'
.SH FILES
.TP
.I .moup-secrets.json
Everyone's secrets, next to the content folder (mode 0600): back it up, keep it out of git.
.TP
.I .moup-state/
The build state next to the content folder: what the last build published.
.SH SEE ALSO
The README of the moup source (the tutorial, the content folder, nightly builds with cron) and its docs/ folder (content keys, payroll rules, privacy, nightly builds and shards, templates, architecture).
ROFF
