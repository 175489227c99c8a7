// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): JPEG decoding that reports
// errors by return value, where the classic libjpeg API needs setjmp/longjmp, which Swift
// cannot use.
#include <turbojpeg.h>
