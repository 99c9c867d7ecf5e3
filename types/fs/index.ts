// mcp-resources/fs: joining a client's path under a root on the file system. A subpath of its
// own because it imports node:fs and node:path, which the rest of the package does without.
export { PathEscapeError, safeJoin, safeJoinSync, type PathEscapeReason } from './safe-join.js';
export { readUnder } from './read-under.js';
