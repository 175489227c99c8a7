#ifndef CVITRINE_WALL_CLOCK_H
#define CVITRINE_WALL_CLOCK_H

#include <stdint.h>

/// Makes the process's wall clock (CLOCK_REALTIME, so Foundation's `Date()`) read `nanoseconds`
/// since 1970 until moved again or released: what a simulation sets so that a widget's provider,
/// reading the clock as iOS code does, sees the simulated time.
void vitrine_wall_clock_hold(int64_t nanoseconds);

/// Gives the process back the machine's real wall clock.
void vitrine_wall_clock_release(void);

/// Whether the wall clock is held at a simulated time.
int vitrine_wall_clock_is_held(void);

#endif
