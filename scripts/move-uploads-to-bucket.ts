/**
 * npm run uploads:to-bucket: moves DATA_DIR/uploads into the bucket named by S3_BUCKET (and the
 * other S3_* settings), then says what it moved. Safe to run again; run it with the same settings
 * the server will use, before starting the server with S3_BUCKET.
 */
import { loadConfig } from '../server/config.js';
import { createBucketStore } from '../server/storage/bucket-store.js';
import { moveUploads } from '../server/storage/move-uploads.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.bucket)
    throw new Error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) to name the bucket to move the uploads into.',
    );
  const bucket = createBucketStore(config.bucket);
  try {
    const report = await moveUploads(config.uploadsDir, bucket, (line) => console.log(line));
    const mb = (report.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Moved ${report.moved.length} images (${mb} MB) from ${config.uploadsDir} into bucket ${config.bucket.bucket}; ${report.alreadyThere.length} were already there.`,
    );
    if (report.leftAlone.length > 0) console.log(`Left alone (not stored images): ${report.leftAlone.join(', ')}`);
  } finally {
    bucket.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
