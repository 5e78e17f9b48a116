// SPDX-License-Identifier: MIT
#include <idn2.h>
