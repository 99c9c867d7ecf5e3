// safeJoin and safeJoinSync on a real temporary directory: a symlink inside the root, one that
// points outside, "..", absolute inputs, NUL, and paths that do not exist yet.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PathEscapeError, safeJoin, safeJoinSync } from '../../types/fs/index.js';

const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'mcp-safe-join-')));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const root = path.join(base, 'root');
const outside = path.join(base, 'outside');
mkdirSync(path.join(root, 'docs'), { recursive: true });
mkdirSync(outside);
writeFileSync(path.join(root, 'docs', 'guide.md'), 'guide');
writeFileSync(path.join(outside, 'secret.txt'), 'secret');
symlinkSync(outside, path.join(root, 'escape'), 'dir');
symlinkSync(path.join(root, 'docs'), path.join(root, 'alias'), 'dir');
symlinkSync(path.join(outside, 'nothing-yet'), path.join(root, 'dangling'));
// A symlink loop outside the root, and one inside it.
symlinkSync(path.join(outside, 'loop'), path.join(outside, 'loop'));
symlinkSync(path.join(root, 'loop'), path.join(root, 'loop'));
// A root reached through a symlink: its real path is what results are compared with.
symlinkSync(root, path.join(base, 'root-link'), 'dir');

const twins = [
  { name: 'safeJoin', join: (r: string, p: string) => safeJoin(r, p) },
  { name: 'safeJoinSync', join: async (r: string, p: string) => safeJoinSync(r, p) },
] as const;

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PathEscapeError);
    return (error as PathEscapeError).reason;
  }
  return 'accepted';
}

for (const { name, join } of twins) {
  describe(name, () => {
    it('resolves a path inside the root, through symlinks that stay inside', async () => {
      expect(await join(root, 'docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      expect(await join(root, 'alias/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      expect(await join(root, 'docs/../docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      expect(await join(path.join(base, 'root-link'), 'docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      expect(await join(root, '')).toBe(root);
    });

    it('refuses a symlink that points outside the root', async () => {
      expect(await reasonOf(join(root, 'escape/secret.txt'))).toBe('outside-root');
      expect(await reasonOf(join(root, 'escape'))).toBe('outside-root');
      // Not there yet, under a link that leads out: still outside.
      expect(await reasonOf(join(root, 'escape/new/file.txt'))).toBe('outside-root');
    });

    it('refuses ".." that climbs out, absolute inputs and NUL', async () => {
      expect(await reasonOf(join(root, '../outside/secret.txt'))).toBe('outside-root');
      expect(await reasonOf(join(root, 'docs/../../outside'))).toBe('outside-root');
      expect(await reasonOf(join(root, '..'))).toBe('outside-root');
      for (const absolute of [
        '/etc/passwd',
        path.join(root, 'docs'),
        'C:\\Windows',
        'C:foo',
        '\\\\server\\share',
        '\\x',
      ]) {
        expect(await reasonOf(join(root, absolute)), absolute).toBe('absolute');
      }
      expect(await reasonOf(join(root, 'docs/guide.md\0.png'))).toBe('nul');
    });

    it('reads ".." after a symlink from where the link leads, as Python\'s Path.resolve does', async () => {
      // escape -> outside, so escape/.. is the parent of outside: not under the root.
      expect(await reasonOf(join(root, 'escape/..'))).toBe('outside-root');
      expect(await reasonOf(join(root, 'escape/../outside/secret.txt'))).toBe('outside-root');
      expect(await reasonOf(join(root, 'escape/./../x'))).toBe('outside-root');
      // alias -> docs, so alias/.. is the root itself, and alias/../docs is docs.
      expect(await join(root, 'alias/..')).toBe(root);
      expect(await join(root, 'alias/../docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      // Out through the link and back in by name: the result is under the root, so it is joined.
      expect(await join(root, 'escape/../root/docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      // ".." after a part that does not exist climbs back from it, as written.
      expect(await join(root, 'missing/../docs/guide.md')).toBe(path.join(root, 'docs', 'guide.md'));
      expect(await reasonOf(join(root, 'missing/../escape/x'))).toBe('outside-root');
    });

    it('refuses a file-system error met outside the root, and throws one met inside it as it is', async () => {
      // Through the link that leads out, or by "..": what lies there is not the caller's to learn.
      expect(await reasonOf(join(root, 'escape/loop/x'))).toBe('outside-root');
      expect(await reasonOf(join(root, '../outside/loop'))).toBe('outside-root');
      await expect(join(root, 'loop/x')).rejects.toMatchObject({ code: 'ELOOP' });
    });

    it('allows a path that does not exist yet: the existing part resolved, the rest appended', async () => {
      expect(await join(root, 'docs/new.md')).toBe(path.join(root, 'docs', 'new.md'));
      expect(await join(root, 'alias/a/b/c.md')).toBe(path.join(root, 'docs', 'a', 'b', 'c.md'));
      // A dangling link: whatever is created there lands where it points.
      expect(await reasonOf(join(root, 'dangling'))).toBe('outside-root');
    });

    it('names the input and the root in its message, and fails on a root that does not exist', async () => {
      await expect(join(root, '../x')).rejects.toThrow(`"../x" leads outside the root ${JSON.stringify(root)}`);
      await expect(join(path.join(base, 'missing'), 'x')).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });
}
