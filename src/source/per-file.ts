// What the rules work out once per file and share: kept for the file being linted, and only that one.
//
// ESLint lints one file at a time (every rule's create() and listeners for a file run before the
// next file starts), so one slot per question serves every rule. A WeakMap keyed by each file's
// Program gives the same answers, but its table fills with the keys of files already linted: inside
// a lint, a WeakMap that had held 17,500 dead keys cost 29 µs per get and set, more than the text
// search it guarded (6 µs). The slot holds the last file's key until the next file.

/**
 * `compute` memoized for the last key: called again only when the key (the file's Program) is another
 * object. The input (the file's text, a rule's context) must be fixed by the key: a second call with
 * the same key and another input gets the first answer. One input, not a rest parameter, so that a
 * call allocates nothing.
 */
export function perFile<Key extends object, Input, Value>(
  compute: (key: Key, input: Input) => Value,
): (key: Key, input: Input) => Value {
  let lastKey: Key | undefined;
  let lastValue: Value;
  return (key, input) => {
    if (key !== lastKey) {
      // Set after compute, so that a compute that throws leaves no answer behind.
      lastValue = compute(key, input);
      lastKey = key;
    }
    return lastValue!;
  };
}
