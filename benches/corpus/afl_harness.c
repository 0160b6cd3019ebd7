/* The target the corpus bench gives afl-tmin for a binary case: runs the
   bench's counting wrapper of the case's check (ORACLE, given the
   candidate's path, argv[1]: afl-tmin's @@) and aborts when it exits 0, so
   that afl-tmin's crash mode keeps exactly the interesting candidates.
   Built by the bench with afl-cc: afl-cc -DORACLE='"/path"' -o harness. */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  pid_t pid = fork();
  if (pid < 0) return 2;
  if (pid == 0) {
    execl("/bin/sh", "sh", ORACLE, argv[1], (char *)0);
    _exit(127);
  }
  int status = 0;
  if (waitpid(pid, &status, 0) < 0) return 2;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) abort();
  return 0;
}
