// Linted where it is: cycle-a imports cycle-b, which imports cycle-a back.
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;
