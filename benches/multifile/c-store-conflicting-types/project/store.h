#ifndef STORE_H
#define STORE_H

#include "items.h"

#define STORE_CAPACITY 16

struct store {
    struct item items[STORE_CAPACITY];
    int count;
};

void store_init(struct store *store);
int store_add(struct store *store, struct item item);
cents store_value(const struct store *store);
void store_sort(struct store *store);
void store_print(const struct store *store);

#endif
