// Inventory service: stock levels per warehouse, reservations and the
// nightly reorder report. Compiled with `tsc --strict` in CI.

export enum Unit {
  Piece = "pc",
  Kilogram = "kg",
  Litre = "l",
}

export interface Sku {
  id: string;
  title: string;
  unit: Unit;
  reorderLevel: number;
  supplier?: string;
}

export interface StockLine {
  sku: string;
  warehouse: string;
  onHand: number;
  reserved: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function fail<T>(error: string): Result<T> {
  return { ok: false, error };
}

export class Catalog {
  private readonly skus = new Map<string, Sku>();

  add(sku: Sku): void {
    if (this.skus.has(sku.id)) {
      throw new Error(`duplicate sku ${sku.id}`);
    }
    this.skus.set(sku.id, sku);
  }

  find(id: string): Sku | undefined {
    return this.skus.get(id);
  }

  all(): Sku[] {
    return [...this.skus.values()].sort((a, b) => a.id.localeCompare(b.id));
  }
}

export class Ledger {
  private lines: StockLine[] = [];

  constructor(private readonly catalog: Catalog) {}

  receive(sku: string, warehouse: string, quantity: number): Result<StockLine> {
    if (quantity <= 0) {
      return fail(`cannot receive ${quantity} of ${sku}`);
    }
    if (!this.catalog.find(sku)) {
      return fail(`unknown sku ${sku}`);
    }
    const line = this.line(sku, warehouse);
    line.onHand += quantity;
    return ok(line);
  }

  reserve(sku: string, warehouse: string, quantity: number): Result<StockLine> {
    const line = this.line(sku, warehouse);
    const free = line.onHand - line.reserved;
    if (free < quantity) {
      return fail(`only ${free} of ${sku} free in ${warehouse}`);
    }
    line.reserved += quantity;
    return ok(line);
  }

  available(sku: string): number {
    return this.lines
      .filter((l) => l.sku === sku)
      .reduce((sum, l) => sum + l.onHand - l.reserved, 0);
  }

  private line(sku: string, warehouse: string): StockLine {
    let line = this.lines.find((l) => l.sku === sku && l.warehouse === warehouse);
    if (!line) {
      line = { sku, warehouse, onHand: 0, reserved: 0 };
      this.lines.push(line);
    }
    return line;
  }
}

const supplierContacts = new Map<string, string>([
  ["acme", "orders@acme.example"],
  ["globex", "supply@globex.example"],
]);

function contactFor(sku: Sku): string {
  const supplier = sku.supplier ?? "acme";
  return supplierContacts.get(supplier);
}

export interface ReorderLine {
  sku: string;
  title: string;
  short: number;
  contact: string;
}

export function reorderReport(catalog: Catalog, ledger: Ledger): ReorderLine[] {
  const report: ReorderLine[] = [];
  for (const sku of catalog.all()) {
    const have = ledger.available(sku.id);
    if (have < sku.reorderLevel) {
      report.push({
        sku: sku.id,
        title: sku.title,
        short: sku.reorderLevel - have,
        contact: contactFor(sku),
      });
    }
  }
  return report;
}

export function formatReport(lines: ReorderLine[]): string {
  if (lines.length === 0) {
    return "nothing to reorder";
  }
  const width = Math.max(...lines.map((l) => l.title.length));
  return lines
    .map((l) => `${l.sku}  ${l.title.padEnd(width)}  ${l.short}  ${l.contact}`)
    .join("\n");
}
