#include <isa-l.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

// ISA-L's stream (`struct isal_zstream`) holds fixed arrays of thousands of entries that Swift
// would import as tuples, and its level buffer sizes are macros Swift cannot import; these
// helpers keep both on the C side.
//
// ISA-L 2.30's AVX-512 code (the compressor and the CRC) returns with the upper halves of the
// vector registers in use: every SSE instruction after it (pixman's, so all of Cairo's
// drawing) then ran at half speed, measured as rasterization taking twice as long once a PNG
// had been encoded. The helpers clear them (`vzeroupper`) before returning, as the calling
// convention expects.

/// The scratch buffer size ISA-L asks for at `level` (0 through 3; level 0 needs none), or 0
/// for other levels.
static inline uint32_t vitrine_isal_level_buffer_size(uint32_t level) {
  switch (level) {
  case 0: return ISAL_DEF_LVL0_DEFAULT;
  case 1: return ISAL_DEF_LVL1_DEFAULT;
  case 2: return ISAL_DEF_LVL2_DEFAULT;
  case 3: return ISAL_DEF_LVL3_DEFAULT;
  default: return 0;
  }
}

/// Whether the processor and the system let programs use AVX registers (CPUID's AVX and
/// OSXSAVE bits, and XCR0 saving the SSE and AVX state).
static inline int vitrine_isal_avx_usable(void) {
#if defined(__x86_64__) || defined(__i386__)
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  if (!(ecx & bit_AVX) || !(ecx & bit_OSXSAVE)) return 0;
  unsigned int low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  return (low & 6) == 6;
#else
  return 0;
#endif
}

/// Clears the upper halves of the vector registers, where the processor has them (x86 with
/// AVX; elsewhere there is nothing to clear).
static inline void vitrine_isal_leave_vector_state(void) {
#if defined(__x86_64__) || defined(__i386__)
  // Asked once (CPUID can cost a trip to the hypervisor); encodes run on several threads.
  static int usable = -1;
  int avx = __atomic_load_n(&usable, __ATOMIC_RELAXED);
  if (avx < 0) {
    avx = vitrine_isal_avx_usable();
    __atomic_store_n(&usable, avx, __ATOMIC_RELAXED);
  }
  if (avx) __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

/// The CRC-32 of gzip, zlib and PNG of `count` bytes, continuing from `crc` (0 to start).
static inline uint32_t vitrine_isal_crc32(uint32_t crc, const uint8_t *bytes, uint64_t count) {
  uint32_t result = crc32_gzip_refl(crc, (uint8_t *)bytes, count);
  vitrine_isal_leave_vector_state();
  return result;
}

/// Compresses `input` in one call as a zlib (`IGZIP_ZLIB`) or gzip (`IGZIP_GZIP`) stream into
/// `output`; returns ISA-L's status (0 is success) and the bytes written in `written`.
static inline int vitrine_isal_compress(
    uint16_t wrapper, uint32_t level, uint8_t *level_buffer, uint32_t level_buffer_size,
    uint8_t *input, uint32_t input_size, uint8_t *output, uint32_t output_size,
    uint32_t *written) {
  struct isal_zstream stream;
  isal_deflate_stateless_init(&stream);
  stream.next_in = input;
  stream.avail_in = input_size;
  stream.next_out = output;
  stream.avail_out = output_size;
  stream.level = level;
  stream.level_buf = level_buffer;
  stream.level_buf_size = level_buffer_size;
  stream.gzip_flag = wrapper;
  stream.end_of_stream = 1;
  stream.flush = NO_FLUSH;
  int status = isal_deflate_stateless(&stream);
  *written = stream.total_out;
  vitrine_isal_leave_vector_state();
  return status;
}
