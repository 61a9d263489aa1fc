// Linted where it is: the other half of the cycle started in cycle-a.
import { a } from './cycle-a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
