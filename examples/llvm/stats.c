/* A small statistics module: running sums over sample buffers. */
#include <stddef.h>
#include <string.h>

struct samples {
    const char *name;
    float *values;
    size_t count;
    unsigned histogram[16];
};

static unsigned bucket_of(float v, float lo, float hi) {
    if (v <= lo)
        return 0;
    if (v >= hi)
        return 15;
    return (unsigned)((v - lo) / (hi - lo) * 15.0f);
}

void samples_clear(struct samples *s) {
    memset(s->histogram, 0, sizeof s->histogram);
    for (size_t i = 0; i < s->count; i++)
        s->values[i] = 0.0f;
}

int samples_scale(struct samples *s, int factor) {
    if (factor == 0)
        return -1;
    for (size_t i = 0; i < s->count; i++)
        s->values[i] = s->values[i] * (float)factor;
    return 0;
}

float samples_total(const struct samples *s) {
    float total = 0.0f;
    for (size_t i = 0; i < s->count; i++)
        total += s->values[i];
    return total;
}

float samples_mean(const struct samples *s) {
    if (s->count == 0)
        return 0.0f;
    return samples_total(s) / (float)s->count;
}

void samples_fill_histogram(struct samples *s, float lo, float hi) {
    for (size_t i = 0; i < s->count; i++)
        s->histogram[bucket_of(s->values[i], lo, hi)]++;
}

unsigned samples_checksum(const struct samples *s) {
    unsigned sum = 0;
    for (size_t i = 0; i < 16; i++)
        sum = sum * 31u + s->histogram[i];
    return sum;
}

size_t samples_name_length(const struct samples *s) {
    return s->name ? strlen(s->name) : 0;
}
