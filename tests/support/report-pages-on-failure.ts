import { beforeEach } from 'vitest';
import { openPagesReport } from './page-diary.js';

// A failed browser test prints what each open page showed and went through.
beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    const report = await openPagesReport();
    if (report) console.log(`The open pages when the test failed:\n${report}`);
  });
});
