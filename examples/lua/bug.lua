-- invoice.lua: turns a day's orders into invoice lines and a summary.
-- Ported from Lua 5.1, where string.format("%d", x) truncated a float x;
-- Lua 5.3 and later refuse a float with a fraction.

local Invoice = {}
Invoice.__index = Invoice

local VAT = { standard = 0.25, reduced = 0.12, zero = 0 }

local function round(x, places)
  local m = 10 ^ (places or 0)
  return math.floor(x * m + 0.5) / m
end

local function pad(s, width)
  s = tostring(s)
  if #s >= width then
    return s
  end
  return s .. string.rep(" ", width - #s)
end

function Invoice.new(number, customer)
  local self = setmetatable({}, Invoice)
  self.number = number
  self.customer = customer
  self.lines = {}
  return self
end

function Invoice:add(sku, title, qty, unit_price, rate)
  assert(VAT[rate], "unknown VAT rate " .. tostring(rate))
  table.insert(self.lines, {
    sku = sku,
    title = title,
    qty = qty,
    unit_price = unit_price,
    rate = rate,
  })
end

function Invoice:net()
  local total = 0
  for _, line in ipairs(self.lines) do
    total = total + line.qty * line.unit_price
  end
  return total
end

function Invoice:vat()
  local total = 0
  for _, line in ipairs(self.lines) do
    total = total + line.qty * line.unit_price * VAT[line.rate]
  end
  return round(total, 2)
end

function Invoice:render()
  local out = { string.format("Invoice %s for %s", self.number, self.customer) }
  for i, line in ipairs(self.lines) do
    out[#out + 1] = string.format(
      "%2d %s %s %4d x %8.2f",
      i,
      pad(line.sku, 8),
      pad(line.title, 24),
      line.qty,
      line.unit_price
    )
  end
  out[#out + 1] = string.format("net %.2f  vat %.2f", self:net(), self:vat())
  return table.concat(out, "\n")
end

local orders = {
  { customer = "Nordic Bikes AB", items = {
    { "BK-100", "City bike, 7 gears", 2, 649.0, "standard" },
    { "HL-020", "Helmet, size M", 4, 45.5, "standard" },
    { "MP-001", "Cycling map, Skane", 3, 12.0, "reduced" },
  } },
  { customer = "Cafe Lund", items = {
    { "CF-250", "Coffee beans, 250 g", 40, 6.8, "reduced" },
    { "MK-010", "Oat milk, 1 l", 24, 1.9, "reduced" },
    { "CP-300", "Paper cups, 300 pcs", 2, 21.0, "standard" },
  } },
  { customer = "Malmo Library", items = {
    { "BK-771", "Atlas of the Baltic", 1, 58.0, "zero" },
    { "SH-002", "Shelf label roll", 1.5, 9.0, "standard" },
  } },
}

local invoices = {}
for n, order in ipairs(orders) do
  local invoice = Invoice.new(string.format("2026-%04d", n), order.customer)
  for _, item in ipairs(order.items) do
    invoice:add(table.unpack(item))
  end
  invoices[#invoices + 1] = invoice
end

local grand = 0
for _, invoice in ipairs(invoices) do
  print(invoice:render())
  print()
  grand = grand + invoice:net() + invoice:vat()
end
print(string.format("%d invoices, %.2f in all", #invoices, grand))
