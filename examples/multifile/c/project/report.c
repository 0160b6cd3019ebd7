#include <stdio.h>
#include "report.h"
#include "util.h"

void print_report(const struct report *r)
{
    print_banner(r->name);
    printf("lines=%d\n", r->lines);
}
