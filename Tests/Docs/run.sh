#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The generated man pages and completions as users meet them (run by `make test-docs`):
# groff and man render each page without a warning; each completion script loads in its shell
# (bash, zsh, fish) and completes a command, an option, an option's value and a file by extension;
# and every command and link of README.md and docs/*.md names what is there (check-markdown.py:
# make targets, the programs' commands and options as their man pages have them, files, headings).
# Usage: Tests/Docs/run.sh [GENERATED]   (default .build/generated, as `make generated-docs` writes it)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
generated=$(cd "${1:-$here/../../.build/generated}" && pwd)
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# What completing LINE offers in SHELL, sorted, one a line; in a folder with a few files to offer.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/files/folder" "$scratch/zsh"
touch "$scratch/files/"{touch.events,pen.yml,notes.txt,site.json}
cp "$generated/completions/_peekpop" "$generated/completions/_peekpop-browser" "$generated/completions/_peekpop-native-host" "$scratch/zsh/"
# Stand-ins for the programs: fish loads a command's completions only for a command it can find.
mkdir -p "$scratch/bin"
printf '#!/bin/sh\n' | tee "$scratch/bin/peekpop" "$scratch/bin/peekpop-browser" > "$scratch/bin/peekpop-native-host"
chmod +x "$scratch/bin/peekpop" "$scratch/bin/peekpop-browser" "$scratch/bin/peekpop-native-host"
export PATH="$scratch/bin:$PATH"

# bash finds the script as bash-completion's loader finds installed ones: by the command's name in
# a completions folder (here the user's, BASH_COMPLETION_USER_DIR).
mkdir -p "$scratch/bash/completions"
cp "$generated/completions/peekpop.bash" "$scratch/bash/completions/peekpop"
cp "$generated/completions/peekpop-browser.bash" "$scratch/bash/completions/peekpop-browser"
cp "$generated/completions/peekpop-native-host.bash" "$scratch/bash/completions/peekpop-native-host"
complete_bash() {
    (cd "$scratch/files" && BASH_COMPLETION_USER_DIR="$scratch/bash" bash --norc --noprofile -c '
        source /usr/share/bash-completion/bash_completion
        read -ra COMP_WORDS <<< "$1"
        [[ $1 == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE=$1 COMP_POINT=${#1}
        __load_completion "${COMP_WORDS[0]}" || exit 1
        $(complete -p "${COMP_WORDS[0]}" | sed -E "s/.*-F ([^ ]+) .*/\1/")
        printf "%s\n" "${COMPREPLY[@]}"' complete "$1") | sort
}
# zsh finds _peekpop in $fpath as compinit autoloads installed functions.
complete_zsh() {
    (cd "$scratch/files" && zsh -f "$here/zsh-complete.zsh" "$scratch/zsh" "$1") | sort
}
complete_fish() {
    # Found as installed ones are: by the command's name in fish_complete_path.
    (cd "$scratch/files" && fish --no-config -c 'set -p fish_complete_path $argv[1]; complete -C $argv[2]' \
        "$generated/completions" "$1") | cut -f1 | sort
}

# expect SHELL LINE WORD...: completing LINE offers each WORD.
expect() {
    local shell=$1 line=$2 offered
    shift 2
    offered=$(complete_"$shell" "$line") || { fail "$shell: completing '$line' failed"; return; }
    for word in "$@"; do
        grep -qxF -- "$word" <<< "$offered" || { fail "$shell: '$line' does not offer $word (offers: ${offered//$'\n'/ })"; return; }
    done
    ok "$shell: '$line' offers $*"
}
# refuse SHELL LINE WORD: completing LINE does not offer WORD.
refuse() {
    local offered
    offered=$(complete_"$1" "$2")
    if grep -qxF -- "$3" <<< "$offered"; then fail "$1: '$2' offers $3"; else ok "$1: '$2' leaves out $3"; fi
}

for page in peekpop peekpop-browser peekpop-native-host; do
    file="$generated/man/$page.1"
    warnings=$(groff -ww -z -man -Tutf8 "$file" 2>&1)
    [[ -z $warnings ]] && ok "groff -ww: $page.1" || fail "groff -ww: $page.1: $warnings"
    warnings=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$file" 2>&1 >/dev/null)
    [[ -z $warnings ]] && ok "man --warnings: $page.1" || fail "man --warnings: $page.1: $warnings"
    for section in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES "SEE ALSO"; do
        grep -qx "\.SH \"\?$section\"\?" "$file" || fail "$page.1 has no $section section"
    done
done

for shell in bash zsh fish; do
    expect "$shell" "peekpop rep" replay
    expect "$shell" "peekpop replay --pro" --profile
    expect "$shell" "peekpop record --format " evemu libinput
    expect "$shell" "peekpop --completions " bash zsh fish
    expect "$shell" "peekpop-browser --quit" --quit-when-done
    expect "$shell" "peekpop-native-host --so" --socket
    expect "$shell" "peekpop replay " touch.events pen.yml
    refuse "$shell" "peekpop replay " notes.txt
    expect "$shell" "peekpop-browser --site " site.json
    expect "$shell" "peekpop record -o " notes.txt touch.events
done
expect bash "peekpop run --state " folder

# The Markdown a reader follows: README.md and every docs/*.md, against the man pages just checked.
repo=$(cd "$here/../.." && pwd)
if python3 "$here/check-markdown.py" --man "$generated/man" "$repo/README.md" "$repo"/docs/*.md; then
    ok "commands and links of README.md and docs/*.md"
else
    fail "commands and links of README.md and docs/*.md"
fi

(( failures == 0 )) || { echo "$failures failed" >&2; exit 1; }
echo "docs: all passed"
