-- Shop schema, seed data and the monthly reports, run by the nightly job
-- against a fresh SQLite database.

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT UNIQUE,
  country TEXT NOT NULL DEFAULT 'SE',
  created_at TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  placed_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open'
);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

CREATE INDEX orders_by_customer ON orders (customer_id);

INSERT INTO customers (id, name, email, country, created_at) VALUES (1, 'Anna Berg', 'anna@example.se', 'DK', '2026-09-12');
INSERT INTO customers (id, name, email, country, created_at) VALUES (2, 'Johan Lind', 'johan@example.se', 'NO', '2026-08-19');
INSERT INTO customers (id, name, email, country, created_at) VALUES (3, 'Maria Holm', 'maria@example.se', 'SE', '2026-01-17');
INSERT INTO customers (id, name, email, country, created_at) VALUES (4, 'Erik Dahl', 'erik@example.se', 'NO', '2026-09-13');
INSERT INTO customers (id, name, email, country, created_at) VALUES (5, 'Sara Nyberg', 'sara@example.se', 'DK', '2026-08-18');
INSERT INTO customers (id, name, email, country, created_at) VALUES (6, 'Lars Ek', 'lars@example.se', 'FI', '2026-07-12');
INSERT INTO customers (id, name, email, country, created_at) VALUES (7, 'Karin Sjo', 'karin@example.se', 'DK', '2026-03-18');
INSERT INTO customers (id, name, email, country, created_at) VALUES (8, 'Nils Falk', 'nils@example.se', 'FI', '2026-01-11');

INSERT INTO products (id, sku, title, price_cents) VALUES (1, 'BK-100', 'City bike', 64900);
INSERT INTO products (id, sku, title, price_cents) VALUES (2, 'HL-020', 'Helmet', 4550);
INSERT INTO products (id, sku, title, price_cents) VALUES (3, 'MP-001', 'Cycling map', 1200);
INSERT INTO products (id, sku, title, price_cents) VALUES (4, 'LK-300', 'Lock', 2900);
INSERT INTO products (id, sku, title, price_cents) VALUES (5, 'LT-010', 'Lights', 1890);
INSERT INTO products (id, sku, title, price_cents) VALUES (6, 'BG-050', 'Pannier bag', 5400);

INSERT INTO orders (id, customer_id, placed_at, status) VALUES (1, 3, '2026-11-11', 'shipped');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (1, 3, 1);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (2, 5, '2026-11-12', 'paid');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (2, 6, 4);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (2, 4, 4);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (2, 5, 2);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (3, 6, '2026-11-13', 'open');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (3, 2, 4);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (4, 4, '2026-11-14', 'paid');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (4, 4, 4);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (4, 3, 3);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (4, 6, 4);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (5, 4, '2026-11-15', 'paid');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (5, 1, 3);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (5, 3, 1);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (5, 2, 2);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (6, 5, '2026-11-16', 'paid');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (6, 1, 4);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (7, 8, '2026-11-17', 'open');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (7, 1, 2);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (7, 4, 1);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (8, 5, '2026-11-18', 'paid');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (8, 1, 1);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (8, 6, 4);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (9, 6, '2026-11-19', 'shipped');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (9, 5, 1);
INSERT INTO order_items (order_id, product_id, quantity) VALUES (9, 2, 3);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (10, 1, '2026-11-20', 'open');
INSERT INTO order_items (order_id, product_id, quantity) VALUES (10, 5, 1);

-- Revenue per country.
SELECT c.country, SUM(oi.quantity * p.price_cents) / 100.0 AS revenue
FROM orders o
JOIN customers c ON c.id = o.customer_id
JOIN order_items oi ON oi.order_id = o.id
JOIN products p ON p.id = oi.product_id
WHERE o.status <> 'open'
GROUP BY c.country
ORDER BY revenue DESC;

-- Best sellers.
SELECT p.sku, p.title, SUM(oi.quantity) AS sold
FROM products p
JOIN order_items oi ON oi.product_id = p.id
GROUP BY p.id
ORDER BY sold DESC
LIMIT 3;

-- Customers with open orders, newest first.
SELECT id, name, placed_at
FROM customers
JOIN orders ON orders.customer_id = customers.id
WHERE status = 'open'
ORDER BY placed_at DESC;
