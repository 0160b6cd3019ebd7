// Small fixed-capacity containers and a toy event dispatcher.
// Deliberately free of #include so it compiles quickly.

using size_t = decltype(sizeof(0));

namespace util {

template <typename T>
struct remove_ref { using type = T; };
template <typename T>
struct remove_ref<T&> { using type = T; };
template <typename T>
struct remove_ref<T&&> { using type = T; };

template <typename T>
constexpr T&& forward(typename remove_ref<T>::type& t) noexcept {
  return static_cast<T&&>(t);
}

template <typename T>
constexpr const T& max(const T& a, const T& b) { return a < b ? b : a; }

template <typename T>
constexpr const T& min(const T& a, const T& b) { return b < a ? b : a; }

} // namespace util

template <typename T, size_t N>
struct StaticVec {
  T data[N] = {};
  size_t len = 0;

  constexpr bool push(const T& v) {
    if (len == N) return false;
    data[len++] = v;
    return true;
  }
  constexpr const T* begin() const { return data; }
  constexpr const T* end() const { return data + len; }
  constexpr size_t size() const { return len; }
  constexpr size_t capacity() const { return N; }
};

template <int Bits>
using flags_t = unsigned;

struct Point {
  int x = 0, y = 0;
  constexpr Point operator+(Point o) const { return {x + o.x, y + o.y}; }
  constexpr bool operator==(const Point&) const = default;
};

struct Rect {
  Point lo, hi;
  constexpr int width() const { return hi.x - lo.x; }
  constexpr int height() const { return hi.y - lo.y; }
  constexpr int area() const { return width() * height(); }
  constexpr bool contains(Point p) const {
    return lo.x <= p.x && p.x < hi.x && lo.y <= p.y && p.y < hi.y;
  }
};

struct Channel {
  constexpr int depth() const { return 8; }
  constexpr int id() const { return 3; }
};

enum class EventKind { Press, Release, Move };

struct Event {
  EventKind kind;
  Point where;
  int button;
};

template <typename F>
struct ScopeExit {
  F fn;
  ~ScopeExit() { fn(); }
};
template <typename F>
ScopeExit(F) -> ScopeExit<F>;

static int g_counter = 0;

int count_hits(const StaticVec<Event, 16>& events, const Rect& r) {
  int n = 0;
  for (const Event& e : events)
    if (r.contains(e.where)) ++n;
  return n;
}

template <typename Visitor>
void visit_all(const StaticVec<Event, 16>& events, Visitor&& v) {
  ScopeExit done{[] { ++g_counter; }};
  for (const Event& e : events) util::forward<Visitor>(v)(e);
}

constexpr Rect clip(const Rect& a, const Rect& b) {
  return Rect{{util::max(a.lo.x, b.lo.x), util::max(a.lo.y, b.lo.y)},
              {util::min(a.hi.x, b.hi.x), util::min(a.hi.y, b.hi.y)}};
}

static_assert(clip(Rect{{0, 0}, {10, 10}}, Rect{{5, 5}, {20, 20}}).area() == 25);

void configure(Channel ch) {
  auto make_mask = [=](auto shift) {
    return flags_t<ch.depth()>{} << shift;
  };
  (void)make_mask;
}

struct Dispatcher {
  StaticVec<Event, 16> queue;
  int presses = 0;
  int releases = 0;

  void post(const Event& e) { queue.push(e); }

  void run() {
    visit_all(queue, [this](const Event& e) {
      switch (e.kind) {
        case EventKind::Press:   ++presses; break;
        case EventKind::Release: ++releases; break;
        case EventKind::Move:    break;
      }
    });
    queue.len = 0;
  }
};

int sum_coords(const StaticVec<Point, 8>& pts) {
  Point acc{};
  for (const Point& p : pts) acc = acc + p;
  return acc.x + acc.y;
}

int main() {
  Dispatcher d;
  d.post({EventKind::Press, {1, 2}, 0});
  d.post({EventKind::Move, {3, 4}, 0});
  d.post({EventKind::Release, {5, 6}, 0});
  int hits = count_hits(d.queue, Rect{{0, 0}, {4, 4}});
  d.run();

  StaticVec<Point, 8> pts;
  pts.push({1, 1});
  pts.push({2, 3});

  configure(Channel{});
  return d.presses + d.releases + hits + sum_coords(pts) - 10 + g_counter - 1;
}
