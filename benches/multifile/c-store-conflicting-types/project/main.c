#include <stdio.h>
#include "store.h"
#include "log.h"

int main(void)
{
    struct store store;
    char buffer[64];
    store_init(&store);
    log_set_level(LOG_DEBUG);
    store_add(&store, item_make("apples", 120, 10));
    store_add(&store, item_make("pears", 95, 4));
    store_add(&store, item_make("plums", 310, 2));
    store_sort(&store);
    store_print(&store);
    struct price value = { store_value(&store), "EUR" };
    money_format(buffer, sizeof buffer, value);
    log_message(LOG_INFO, "inventory printed");
    printf("total %s\n", buffer);
    return 0;
}
