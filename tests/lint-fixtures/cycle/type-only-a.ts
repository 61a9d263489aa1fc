// Linted where it is: type-only imports both ways are erased at build time, so no cycle.
import type { B } from './type-only-b';

export interface A {
  b?: B;
}
