// Linted where it is: the other half of the type-only pair.
import type { A } from './type-only-a';

export interface B {
  a?: A;
}
