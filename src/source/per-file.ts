// What the rules work out once per file and share. A host runs every rule of one file before the
// next, so the answer for the last file is the only one worth keeping.

/**
 * `compute` memoized for the last key (the file's Program): called again only when the key is
 * another object. The input must be fixed by the key: a second call with the same key and another
 * input gets the first answer.
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
