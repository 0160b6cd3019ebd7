import { round } from './format.mjs';

export const UNITS = 'cm';

export class Shape {
  constructor(kind, size) {
    this.kind = kind;
    this.size = size;
  }
}

export function area(shape) {
  switch (shape.kind) {
    case 'square': return round(shape.size * shape.size);
    case 'circle': return round(Math.PI * shape.size * shape.size);
    default: return round(Math.sqrt(3) / 4 * shape.size * shape.size);
  }
}

export function perimeter(shape) {
  switch (shape.kind) {
    case 'square': return 4 * shape.size;
    case 'circle': return round(2 * Math.PI * shape.size);
    default: return 3 * shape.size;
  }
}
