/** Setup of the server and browser test files: passwords hashed at the tests' cheap cost (tests/support/test-admin.ts). */
import { hashPasswordsCheaply } from './test-admin.js';

hashPasswordsCheaply();
