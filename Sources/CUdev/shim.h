// SPDX-License-Identifier: MIT
#include <libudev.h>
