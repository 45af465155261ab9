/*
 * `requestSlice(nanoseconds)`: asks the kernel for a time slice of that length (0.1-100 ms, the
 * kernel's range) for the calling thread (sched_setattr with SCHED_OTHER). A waking thread with
 * a shorter slice than the running one may take the core at once instead of waiting out the
 * running thread's tick. Why the host's thread asks for it: src/main/worker/host-thread.ts.
 *
 * Threads the calling thread starts later (the core worker, libuv's pool) get the default slice
 * (SCHED_FLAG_RESET_ON_FORK): only the calling thread is favoured.
 *
 * Returns what became of the request, read back from the kernel:
 *   "favoured"     the thread now has that slice (Linux 6.12 and later);
 *   "ignored"      the kernel took the call but keeps no slice for fair-scheduled threads (before
 *                  6.12);
 *   "refused"      the thread runs under another policy (real-time, batch, idle: set on purpose,
 *                  left alone), or the kernel said no;
 *   "unsupported"  not Linux.
 * The app runs the same in every case, only its host may wait longer for a core.
 */
#define _GNU_SOURCE /* syscall() */
#define NAPI_VERSION 8 /* N-API 8: Node 16+ and the Electron this app ships (38) */
#include <node_api.h>
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

static int get_attr(struct thread_sched_attr *attr) {
  return (int)syscall(SYS_sched_getattr, 0, attr, sizeof *attr, 0);
}

static const char *request_slice(uint64_t nanoseconds) {
  struct thread_sched_attr attr = {0};
  /* Start from what the thread has, so its nice value stays as it is: lowering it would need a
   * privilege, and raising it is not ours to decide. */
  if (get_attr(&attr) != 0 || attr.sched_policy != SCHED_OTHER) return "refused";
  attr.size = sizeof attr;
  attr.sched_flags = THREAD_SLICE_RESET_ON_FORK;
  attr.sched_runtime = nanoseconds;
  if (syscall(SYS_sched_setattr, 0, &attr, 0) != 0) return "refused";
  /* Kernels that keep a slice per thread report it back; earlier ones report 0. */
  struct thread_sched_attr now = {0};
  if (get_attr(&now) != 0) return "refused";
  return now.sched_runtime == nanoseconds ? "favoured" : "ignored";
}
#else
static const char *request_slice(uint64_t nanoseconds) {
  (void)nanoseconds;
  return "unsupported";
}
#endif

static napi_value js_request_slice(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  double nanoseconds = 0;
  napi_value result;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return NULL;
  napi_valuetype type = napi_undefined;
  if (argc >= 1) napi_typeof(env, argv[0], &type);
  if (type != napi_number) {
    napi_throw_type_error(env, NULL, "requestSlice: nanoseconds must be a number");
    return NULL;
  }
  napi_get_value_double(env, argv[0], &nanoseconds);
  if (!(nanoseconds >= 1e5 && nanoseconds <= 1e8)) {
    napi_throw_range_error(env, NULL, "requestSlice: nanoseconds must be from 100000 to 100000000");
    return NULL;
  }
  napi_create_string_utf8(env, request_slice((uint64_t)nanoseconds), NAPI_AUTO_LENGTH, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_status status =
      napi_create_function(env, "requestSlice", NAPI_AUTO_LENGTH, js_request_slice, NULL, &fn);
  if (status != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "requestSlice", fn) != napi_ok) return NULL;
  return exports;
}
