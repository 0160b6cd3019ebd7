/* kvconf.c - load a "key = value" service config and report what it says. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ENTRIES 64
#define MAX_KEY 32
#define MAX_VAL 128

struct entry {
    char key[MAX_KEY];
    char val[MAX_VAL];
    int line;
};

struct config {
    struct entry items[MAX_ENTRIES];
    int count;
    const char *path;
};

static char *trim(char *s)
{
    char *end;

    while (isspace((unsigned char)*s))
        s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

static int parse_line(struct config *cfg, char *text, int lineno)
{
    char *eq, *key, *val;
    struct entry *e;

    text = trim(text);
    if (*text == '\0' || *text == '#')
        return 0;
    eq = strchr(text, '=');
    if (!eq) {
        fprintf(stderr, "%s:%d: missing '='\n", cfg->path, lineno);
        return -1;
    }
    *eq = '\0';
    key = trim(text);
    val = trim(eq + 1);
    if (cfg->count == MAX_ENTRIES || strlen(key) >= MAX_KEY || strlen(val) >= MAX_VAL)
        return -1;
    e = &cfg->items[cfg->count++];
    strcpy(e->key, key);
    strcpy(e->val, val);
    e->line = lineno;
    return 1;
}

static const char *lookup(const struct config *cfg, const char *key, const char *fallback)
{
    int i;

    for (i = cfg->count - 1; i >= 0; i--)
        if (strcmp(cfg->items[i].key, key) == 0)
            return cfg->items[i].val;
    return fallback;
}

static int load(struct config *cfg, const char *path)
{
    char buf[256];
    int lineno = 0, errors = 0;
    FILE *fp = fopen(path, "r");

    cfg->count = 0;
    cfg->path = path;
    if (!fp) {
        perror(path);
        return -1;
    }
    while (fgets(buf, sizeof buf, fp)) {
        lineno++;
        if (parse_line(cfg, buf, lineno) < 0)
            errors++;
    }
    fclose(fp);
    return errors ? -1 : 0;
}

static long parse_size(const char *text)
{
    char *end;
    long n = strtol(text, &end, 10);

    switch (tolower((unsigned char)*end)) {
    case 'k': n *= 1024; break;
    case 'm': n *= 1024L * 1024; break;
    case 'g': n *= 1024L * 1024 * 1024; break;
    default: break;
    }
    return n;
}

static int check_port(const char *name, const char *text)
{
    char *end;
    long port = strtol(text, &end, 10);

    if (*end != '\0' || port <= 0 || port > 65535) {
        fprintf(stderr, "invalid port %d for listener\n", name);
        return -1;
    }
    return (int)port;
}

static void print_summary(const struct config *cfg, FILE *out)
{
    int i;

    fprintf(out, "# %s: %d entries\n", cfg->path, cfg->count);
    for (i = 0; i < cfg->count; i++)
        fprintf(out, "%-20s %s (line %d)\n", cfg->items[i].key,
                cfg->items[i].val, cfg->items[i].line);
}

int main(int argc, char **argv)
{
    struct config cfg;
    const char *path = argc > 1 ? argv[1] : "service.conf";
    int port;
    long cache;

    if (load(&cfg, path) < 0)
        return 1;
    port = check_port("http", lookup(&cfg, "port", "8080"));
    cache = parse_size(lookup(&cfg, "cache_size", "64m"));
    if (port < 0 || cache <= 0)
        return 2;
    print_summary(&cfg, stdout);
    printf("listening on %d, cache %ld bytes\n", port, cache);
    return 0;
}
