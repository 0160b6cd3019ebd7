#ifndef REPORT_H
#define REPORT_H

struct report {
    const char *name;
    int lines;
};

void print_report(const struct report *r);

#endif
