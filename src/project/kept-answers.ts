// Answers about a linted file that hold no node of its tree, kept for its next lints: an editor lints
// the file it shows after every edit, and most edits change neither what the answer is asked about
// (its imports, say) nor another module.
import { moduleChanges } from './module-cache.js';
import { projectChanges } from './project-files.js';

/** How many answers one store keeps; all are forgotten past it. */
export const MAX_KEPT_ANSWERS = 10_000;

/**
 * A store of answers, each kept under its file and a key (what the answer reads of the file) while no
 * module read has changed and who imports whom, among the files passing `isCandidate`, is as it was.
 */
export class KeptAnswers<T> {
  readonly #answers = new Map<string, T>();
  /** The state of the project and the modules the answers were worked out in. */
  #state = '';

  constructor(private readonly isCandidate: (text: string) => boolean) {}

  /** The answer kept for `file` under `key`, or the one `compute` works out, kept unless it says not to. */
  answer(file: string, key: string, compute: () => { readonly value: T; readonly keep: boolean }): T {
    const id = `${file}\0${key}`;
    this.#align(file);
    if (this.#answers.has(id)) return this.#answers.get(id)!;
    const { value, keep } = compute();
    // The state after the answer was worked out: the modules it read are in it.
    this.#align(file);
    if (!keep) return value;
    if (this.#answers.size >= MAX_KEPT_ANSWERS) this.#answers.clear();
    this.#answers.set(id, value);
    return value;
  }

  /** Forgets every answer once a module read or who imports whom has changed: none holds any longer. */
  #align(file: string): void {
    const state = `${projectChanges(file, this.isCandidate)} ${moduleChanges()}`;
    if (state === this.#state) return;
    this.#answers.clear();
    this.#state = state;
  }
}
