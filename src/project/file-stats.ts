// What the disk says of a file, asked often (each module read is checked against it): a missing
// file is an answer, not an error, so no exception is built for it.
import { statSync, type Stats } from 'node:fs';

/** The file's stats; `undefined` when there is no file there or it cannot be read. */
export function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // not a folder on the way (ENOTDIR), no permission: no file to read either
  }
}
