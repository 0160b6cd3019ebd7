#include <string.h>
#include "items.h"

struct item item_make(const char *name, cents amount, int quantity)
{
    struct item item;
    item.name = name;
    item.price.amount = amount;
    item.price.currency = "EUR";
    item.quantity = quantity;
    return item;
}

cents item_total(const struct item *item)
{
    cents total = 0;
    for (int i = 0; i < item->quantity; i++)
        total = money_add(total, item->price.amount);
    return total;
}

int item_compare(const struct item *a, const struct item *b)
{
    cents ta = item_total(a), tb = item_total(b);
    if (ta != tb)
        return ta < tb ? -1 : 1;
    return strcmp(a->name, b->name);
}
