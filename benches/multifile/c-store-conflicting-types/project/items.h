#ifndef ITEMS_H
#define ITEMS_H

#include "money.h"

struct item {
    const char *name;
    struct price price;
    int quantity;
};

struct item item_make(const char *name, cents amount, int quantity);
cents item_total(const struct item *item);
int item_compare(const struct item *a, const struct item *b);

#endif
