#include <stdio.h>
#include "money.h"

/* The definition no longer matches money.h: it was changed to int when the
   amounts were still small. */
int money_add(int a, int b)
{
    return a + b;
}

cents money_scale(cents a, int percent)
{
    return a * percent / 100;
}

int money_format(char *out, int size, struct price p)
{
    return snprintf(out, size, "%ld.%02ld %s", p.amount / 100, p.amount % 100, p.currency);
}
