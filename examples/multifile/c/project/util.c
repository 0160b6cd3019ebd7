#include <stdio.h>
#include "util.h"

int average(const int *values, int count)
{
    long sum = 0;
    for (int i = 0; i < count; i++)
        sum += values[i];
    counter += count;
    return count ? sum / count : 0;
}

int maximum(const int *values, int count)
{
    int best = values[0];
    for (int i = 1; i < count; i++)
        if (values[i] > best)
            best = values[i];
    return best;
}

int minimum(const int *values, int count)
{
    int best = values[0];
    for (int i = 1; i < count; i++)
        if (values[i] < best)
            best = values[i];
    return best;
}

void print_banner(const char *title)
{
    printf("== %s ==\n", title);
}
