// SPDX-License-Identifier: MIT
#include <libinput.h>
