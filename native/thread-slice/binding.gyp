{
  "targets": [
    {
      "target_name": "thread_slice",
      "sources": ["thread_slice.c"],
      "cflags": ["-Wall", "-Wextra", "-O2"]
    }
  ]
}
