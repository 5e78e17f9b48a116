// SPDX-License-Identifier: MIT
#include <yaml.h>
