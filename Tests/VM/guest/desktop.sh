# SPDX-License-Identifier: MIT
# The desktop suite's helpers (guest/desktop-init sources them after lib.sh; the host's dash runs
# them): sway, the page server with its beacon log, the window, screenshots.

OUT=/out
# The installed programs come from the overlay on /usr; the test players from the release build.
PATH=$PATH:/repo/$bin
SWAY_OUTPUT=HEADLESS-1
# The window's environment: GTK on Wayland drawing in software, as a machine without a GPU does.
WINDOW_ENV="GDK_BACKEND=wayland GSK_RENDERER=cairo GDK_DEBUG=gl-disable WEBKIT_DISABLE_DMABUF_RENDERER=1 NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory"

# The user at the seat, who runs sway, the daemon and the window (desktop-init creates them).
USER_NAME=desk USER_ID=2000 USER_HOME=/home/desk USER_RUNTIME_DIR=/run/user/2000
# as_user COMMAND...: COMMAND as that user, in their session's environment.
as_user() {
    setpriv --reuid=$USER_ID --regid=$USER_ID --init-groups \
        env HOME=$USER_HOME XDG_RUNTIME_DIR=$USER_RUNTIME_DIR USER=$USER_NAME LOGNAME=$USER_NAME \
        ${WAYLAND_DISPLAY:+WAYLAND_DISPLAY=$WAYLAND_DISPLAY} ${SWAYSOCK:+SWAYSOCK=$SWAYSOCK} "$@"
}

# Starts sway with one 1024x768 headless output that every touchscreen maps onto, every window
# fullscreen; returns once its IPC answers with that output, exporting WAYLAND_DISPLAY and SWAYSOCK.
sway_start() {
    cat > /tmp/sway.conf <<CONF
output $SWAY_OUTPUT resolution 1024x768 position 0 0
input type:touch map_to_output $SWAY_OUTPUT
xwayland disable
default_border none
for_window [app_id=".*"] fullscreen enable
CONF
    as_user env WLR_BACKENDS=headless,libinput WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
        LIBSEAT_BACKEND=builtin SEATD_VTBOUND=0 sway -c /tmp/sway.conf > $OUT/sway.log 2>&1 &
    sway_pid=$!
    for _ in $(seq 600); do
        SWAYSOCK=$(ls "$USER_RUNTIME_DIR"/sway-ipc.*.sock 2>/dev/null | head -n 1)
        [ -n "$SWAYSOCK" ] && [ -S "$USER_RUNTIME_DIR/wayland-1" ] && break
        kill -0 $sway_pid 2>/dev/null || return 1
        sleep 0.2
    done
    export WAYLAND_DISPLAY=wayland-1 SWAYSOCK
    as_user swaymsg -t get_outputs 2>/dev/null | grep -q "\"$SWAY_OUTPUT\""
}

# wait_for SECONDS COMMAND...: polls COMMAND every 0.2 s until it succeeds; its status.
wait_for() {
    limit=$(( $1 * 5 ))
    shift
    for _ in $(seq "$limit"); do
        "$@" 2>/dev/null && return 0
        sleep 0.2
    done
    return 1
}

# Whether sway took the device named NAME as a touchscreen.
sway_has_touch() { as_user swaymsg -t get_inputs -r | python3 -c '
import json, sys
print(any(d["type"] == "touch" and d["name"] == sys.argv[1] for d in json.load(sys.stdin)))' "$1" | grep -q True; }

# A screenshot of the output as PNG into FILE.
screenshot() { as_user grim -o $SWAY_OUTPUT -l 0 - > "$1"; }
