/*
 * `requestSlice(nanoseconds)`: asks the kernel for a time slice of that length for the calling
 * thread (sched_setattr with SCHED_OTHER; Linux 6.12 and later honour it, earlier kernels take the
 * call and ignore the slice). A waking thread with a shorter slice than the running one may take
 * the core at once instead of waiting out the running thread's tick. Why the host's thread asks
 * for it: src/main/worker/host-thread.ts.
 *
 * Threads the calling thread starts later (the core worker, libuv's pool) get the default slice
 * (SCHED_FLAG_RESET_ON_FORK): only the calling thread is favoured.
 *
 * Returns true when the kernel took the request; false elsewhere than Linux, when the thread runs
 * under another policy, or when the kernel refused. The app runs the same either way.
 */
#define NAPI_VERSION 8 /* N-API 8: Node 16+ and the Electron this app ships (38) */
#include <node_api.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __linux__
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The kernel's struct sched_attr, first version (48 bytes); glibc has no wrapper before 2.41. */
struct thread_sched_attr {
  uint32_t size;
  uint32_t sched_policy;
  uint64_t sched_flags;
  int32_t sched_nice;
  uint32_t sched_priority;
  uint64_t sched_runtime;
  uint64_t sched_deadline;
  uint64_t sched_period;
};

#define THREAD_SLICE_RESET_ON_FORK 0x01 /* SCHED_FLAG_RESET_ON_FORK */

static bool request_slice(uint64_t nanoseconds) {
  struct thread_sched_attr attr = {0};
  /* Start from what the thread has, so its nice value stays as it is: lowering it would need a
   * privilege, and raising it is not ours to decide. A thread under another policy (real-time,
   * batch, idle) was put there on purpose and is left alone. */
  if (syscall(SYS_sched_getattr, 0, &attr, sizeof attr, 0) != 0) return false;
  if (attr.sched_policy != SCHED_OTHER) return false;
  attr.size = sizeof attr;
  attr.sched_flags = THREAD_SLICE_RESET_ON_FORK;
  attr.sched_runtime = nanoseconds;
  return syscall(SYS_sched_setattr, 0, &attr, 0) == 0;
}
#else
static bool request_slice(uint64_t nanoseconds) {
  (void)nanoseconds;
  return false;
}
#endif

static napi_value js_request_slice(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  double nanoseconds = 0;
  napi_value result;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return NULL;
  if (argc < 1 || napi_get_value_double(env, argv[0], &nanoseconds) != napi_ok || !(nanoseconds >= 0) ||
      nanoseconds > 1e9) {
    napi_throw_range_error(env, NULL, "requestSlice: nanoseconds must be a number from 0 to 1e9");
    return NULL;
  }
  napi_get_boolean(env, request_slice((uint64_t)nanoseconds), &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "requestSlice", NAPI_AUTO_LENGTH, js_request_slice, NULL, &fn) != napi_ok)
    return NULL;
  if (napi_set_named_property(env, exports, "requestSlice", fn) != napi_ok) return NULL;
  return exports;
}
