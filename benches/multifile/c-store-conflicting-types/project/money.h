#ifndef MONEY_H
#define MONEY_H

/* Amounts in cents. */
typedef long cents;

struct price {
    cents amount;
    const char *currency;
};

cents money_add(cents a, cents b);
cents money_scale(cents a, int percent);
int money_format(char *out, int size, struct price p);

#endif
