/* The target the corpus bench gives libFuzzer's crash minimiser
   (-minimize_crash=1) for a binary case: writes each input libFuzzer
   tries to a file, runs the bench's counting wrapper of the case's check
   (ORACLE) on its path, and aborts when it exits 0, so that the crashes
   libFuzzer keeps are exactly the interesting candidates. A failure of
   its own (no file written, no process started) counts as not
   interesting: a candidate lost, never a false one. Built by the
   bench with clang: clang -fsanitize=fuzzer -DORACLE='"/path"'. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *dir = getenv("TMPDIR");
  char path[4096];
  int fd;
  size_t done = 0;
  pid_t pid;
  int status = 0;
  if (snprintf(path, sizeof path, "%s/candidate-XXXXXX", dir ? dir : "/tmp") >= (int)sizeof path)
    return 0;
  fd = mkstemp(path);
  if (fd < 0) return 0;
  while (done < size) {
    ssize_t wrote = write(fd, data + done, size - done);
    if (wrote <= 0) break;
    done += (size_t)wrote;
  }
  close(fd);
  pid = done == size ? fork() : -1;
  if (pid < 0) {
    unlink(path);
    return 0;
  }
  if (pid == 0) {
    execl("/bin/sh", "sh", ORACLE, path, (char *)0);
    _exit(127);
  }
  if (waitpid(pid, &status, 0) < 0) status = 1 << 8;
  unlink(path);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) abort();
  return 0;
}
