import { area, perimeter, Shape } from './shapes.mjs';
import { describe, pad } from './format.mjs';

const shapes = [
  new Shape('square', 2),
  new Shape('circle', 1),
  new Shape('triangle', 3),
];

for (const shape of shapes) {
  console.log(pad(shape.kind, 10) + describe(area(shape), perimeter(shape)));
}
