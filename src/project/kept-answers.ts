// Answers about a linted file that hold no node of its tree, kept for its next lints: an editor lints
// the file it shows after every edit, and most edits change neither what the answer is asked about
// (its imports, say) nor another module.
import { checkModulesRead, moduleChanges, readingModules } from './module-cache.js';
import { projectChanges, type FileTest } from './project-files.js';

/** How many answers one store keeps; all are forgotten past it. */
export const MAX_KEPT_ANSWERS = 10_000;

/**
 * A store of answers, each kept under its file and a key (what the answer reads of the file) while
 * the modules it read are unchanged on disk and who imports whom, as `test` reads the files, is as
 * it was.
 */
export class KeptAnswers<T> {
  readonly #answers = new Map<string, { readonly value: T; readonly files: readonly string[] }>();
  /** The state of the project and the modules the answers were worked out in. */
  #state = '';

  constructor(private readonly test: FileTest) {}

  /** The answer kept for `file` under `key`, or the one `compute` works out, kept unless it says not to. */
  answer(file: string, key: string, compute: () => { readonly value: T; readonly keep: boolean }): T {
    const id = `${file}\0${key}`;
    const kept = this.#answers.get(id);
    // The modules it read are checked first: one found changed forgets every module, and every answer.
    if (kept) checkModulesRead(kept.files);
    const state = this.#align(file);
    if (kept && this.#answers.has(id)) return kept.value;
    const { value, files } = readingModules(compute);
    // An answer worked out while a module was found changed may mix versions: not kept.
    if (this.#align(file) !== state || !value.keep) return value.value;
    if (this.#answers.size >= MAX_KEPT_ANSWERS) this.#answers.clear();
    this.#answers.set(id, { value: value.value, files });
    return value.value;
  }

  /** Forgets every answer once a module read or who imports whom has changed: none holds any longer. */
  #align(file: string): string {
    const state = `${projectChanges(file, this.test)} ${moduleChanges()}`;
    if (state !== this.#state) {
      this.#answers.clear();
      this.#state = state;
    }
    return state;
  }
}
