import { UNITS } from './shapes.mjs';

// Evaluated when this module loads, which is before shapes.mjs has run
// (it imports this module first): UNITS is still in its dead zone.
const SUFFIX = ' ' + UNITS;

export function round(x) {
  return Math.round(x * 100) / 100;
}

export function pad(text, width) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function describe(area, perimeter) {
  return 'area ' + area + SUFFIX + '2, perimeter ' + perimeter + SUFFIX;
}
