#include <stdio.h>
#include "util.h"
#include "report.h"

static const int readings[] = {
    2000000000, 2000000000, 1500000000, 1000000000,
};

int main(void)
{
    int count = (int)(sizeof readings / sizeof readings[0]);
    struct report r = { "readings", count };
    print_report(&r);
    printf("max=%d\n", maximum(readings, count));
    printf("min=%d\n", minimum(readings, count));
    printf("average=%d\n", average(readings, count));
    return 0;
}
