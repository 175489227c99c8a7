// The process's wall clock, held at a simulated time while `vitrine simulate` runs.
//
// Foundation reads `Date()` with clock_gettime(CLOCK_REALTIME, ...). A definition of
// clock_gettime in the executable comes before the C library's in symbol lookup, for the
// executable's own calls and for the shared libraries it loads, so defining it here is how a
// provider's unchanged `Date()` reads simulated time. Every other clock, and the wall clock
// when nothing holds it, is the C library's own (found with RTLD_NEXT, so the vDSO's fast path
// is kept). gettimeofday and time read the same held time.
#define _GNU_SOURCE
#include "CVitrineWallClock.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static atomic_int held = 0;
static _Atomic int64_t held_nanoseconds = 0;

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

// The C library's clock_gettime, looked up once; a raw system call until then (or if the
// lookup finds nothing), which is always correct, only slower.
static clock_gettime_function real_clock_gettime(void) {
  static _Atomic(clock_gettime_function) found = NULL;
  clock_gettime_function function = atomic_load_explicit(&found, memory_order_acquire);
  if (function == NULL) {
    function = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    if (function != NULL) atomic_store_explicit(&found, function, memory_order_release);
  }
  return function;
}

void vitrine_wall_clock_hold(int64_t nanoseconds) {
  atomic_store(&held_nanoseconds, nanoseconds);
  atomic_store(&held, 1);
}

void vitrine_wall_clock_release(void) { atomic_store(&held, 0); }

int vitrine_wall_clock_is_held(void) { return atomic_load(&held); }

static int is_wall_clock(clockid_t id) {
  return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE;
}

static void held_time(struct timespec *time) {
  int64_t nanoseconds = atomic_load(&held_nanoseconds);
  int64_t seconds = nanoseconds / 1000000000;
  int64_t rest = nanoseconds % 1000000000;
  if (rest < 0) {
    rest += 1000000000;
    seconds -= 1;
  }
  time->tv_sec = (time_t)seconds;
  time->tv_nsec = (long)rest;
}

// glibc declares both pointers below nonnull (a caller may not pass NULL), so they are not
// compared with NULL: the compiler would take such a check as always true.
int clock_gettime(clockid_t id, struct timespec *time) {
  if (is_wall_clock(id) && atomic_load_explicit(&held, memory_order_relaxed)) {
    held_time(time);
    return 0;
  }
  clock_gettime_function real = real_clock_gettime();
  if (real != NULL && real != clock_gettime) return real(id, time);
  return (int)syscall(SYS_clock_gettime, id, time);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
  struct timespec now;
  if (clock_gettime(CLOCK_REALTIME, &now) != 0) return -1;
  value->tv_sec = now.tv_sec;
  value->tv_usec = now.tv_nsec / 1000;
  (void)zone;
  return 0;
}

time_t time(time_t *result) {
  struct timespec now;
  if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
  if (result != NULL) *result = now.tv_sec;
  return now.tv_sec;
}
