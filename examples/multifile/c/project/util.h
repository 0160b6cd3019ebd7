#ifndef UTIL_H
#define UTIL_H

/* How many values the functions below have seen. */
int counter;

int average(const int *values, int count);
int maximum(const int *values, int count);
int minimum(const int *values, int count);
void print_banner(const char *title);

#endif
