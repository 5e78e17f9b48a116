# SPDX-License-Identifier: MIT
"""The forces of everyday presses over time, shared by the touchscreen and pen scenarios: lists of
(ms after landing, force 0..1).
"""

LIGHT, PEEK, POP = 0.10, 0.55, 0.98
TAP = [(0, 0.04), (20, LIGHT), (55, LIGHT), (70, 0.03)]                     # 70 ms, light, still
PEEK_RELEASE = [(0, 0.05), (40, LIGHT), (190, PEEK), (900, PEEK), (950, 0.05)]
PEEK_POP = [(0, 0.05), (40, LIGHT), (190, PEEK), (890, PEEK), (1010, POP), (1110, POP), (1160, 0.05)]
QUICK_HARD = [(0, 0.08), (60, POP), (180, POP), (210, 0.05)]
FIRM_TAP = [(0, 0.05), (40, 0.40), (80, 0.04)]                              # issue 14: 80 ms, peak 0.40
HARD_TAP = [(0, 0.05), (40, 0.80), (80, 0.04)]                              # issue 14: 80 ms, peak 0.80
LONG_PRESS = [(0, 0.0), (1000, 0.0)]                                         # no force, 1000 ms still
