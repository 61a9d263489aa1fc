import { getAllUsers } from '../api/users';
import { replaceDirectory } from '../db/users-repo';

/** Refresh the cached camp directory; false when the server could not be reached. */
export async function pullDirectory(): Promise<boolean> {
  try {
    await replaceDirectory(await getAllUsers());
    return true;
  } catch {
    return false;
  }
}
