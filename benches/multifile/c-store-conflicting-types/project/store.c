#include <stdio.h>
#include <stdlib.h>
#include "store.h"
#include "log.h"

void store_init(struct store *store)
{
    store->count = 0;
}

int store_add(struct store *store, struct item item)
{
    if (store->count == STORE_CAPACITY) {
        log_message(LOG_WARN, "store full");
        return -1;
    }
    store->items[store->count++] = item;
    return 0;
}

cents store_value(const struct store *store)
{
    cents value = 0;
    for (int i = 0; i < store->count; i++)
        value = money_add(value, item_total(&store->items[i]));
    return value;
}

static int compare(const void *a, const void *b)
{
    return item_compare(a, b);
}

void store_sort(struct store *store)
{
    qsort(store->items, store->count, sizeof store->items[0], compare);
}

void store_print(const struct store *store)
{
    char buffer[64];
    for (int i = 0; i < store->count; i++) {
        struct price total = { item_total(&store->items[i]), "EUR" };
        money_format(buffer, sizeof buffer, total);
        printf("%-12s %3d %s\n", store->items[i].name, store->items[i].quantity, buffer);
    }
}
