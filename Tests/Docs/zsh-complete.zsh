#!/usr/bin/env zsh
# SPDX-License-Identifier: MIT
# Prints what zsh's completion system offers for a command line, one match a line.
# Usage: zsh-complete.zsh FOLDER 'peekpop rep'   (FOLDER holds the _peekpop function for $fpath;
# the line is completed at its end, as if Tab were pressed there).
# An interactive zsh runs in a pseudo-terminal (zpty), where compadd is wrapped to print the matches
# it is given and a function after completion says it is done.
emulate -L zsh
zmodload zsh/zpty || exit 2
local folder=$1 typed=$2
local setup=$(mktemp)
trap 'rm -f $setup; zpty -d completer 2>/dev/null' EXIT
cat > $setup <<SETUP
PROMPT=''
fpath=(${(q)folder} \$fpath)
autoload -Uz compinit && compinit -u -D
zstyle ':completion:*' list-grouped false
compadd() {
    if [[ \${@[(I)-[OAD]*]} -gt 0 ]]; then builtin compadd "\$@"; return; fi
    local -a __hits
    builtin compadd -A __hits "\$@"
    local __hit
    for __hit in \$__hits; do print -r -- "@@MATCH:\$IPREFIX\$__hit@@"; done
    builtin compadd "\$@"
}
_finished() { print -r -- 'COMPLETION-FINISHED' }
bindkey '^I' complete-word
SETUP
zpty completer zsh -f -i
zpty -w completer "source ${(q)setup}; comppostfuncs=(_finished)"
zpty -w -n completer "$typed"$'\t'
local line output
integer waited=0
while (( waited < 100 )); do
    if zpty -r -t completer line; then
        output+=$line
        [[ $output == *COMPLETION-FINISHED* ]] && break
    else
        sleep 0.1
        (( waited++ ))
    fi
done
[[ $output == *COMPLETION-FINISHED* ]] || { print -u2 "zsh-complete: no completion for '$typed' in 10 s"; exit 1 }
# The matches, each between markers (the echo of the typed line may run into the first).
while [[ $output =~ '@@MATCH:([^@]*)@@' ]]; do
    print -r -- $match[1]
    output=${output#*"$MATCH"}
done
