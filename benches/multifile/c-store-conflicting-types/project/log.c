#include <stdio.h>
#include "log.h"

static enum log_level threshold = LOG_INFO;
static const char *const names[] = { "debug", "info", "warn", "error" };

void log_set_level(enum log_level level)
{
    threshold = level;
}

void log_message(enum log_level level, const char *message)
{
    if (level >= threshold)
        fprintf(stderr, "[%s] %s\n", names[level], message);
}
