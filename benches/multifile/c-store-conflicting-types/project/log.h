#ifndef LOG_H
#define LOG_H

enum log_level { LOG_DEBUG, LOG_INFO, LOG_WARN, LOG_ERROR };

void log_set_level(enum log_level level);
void log_message(enum log_level level, const char *message);

#endif
