import type { Db } from '@store/database';
import { readMeta } from './seed.ts';
import { loadSnapshot, type Snapshot } from './snapshot.ts';
import { buildSuggestIndex, type SuggestIndex } from './suggest.ts';

/**
 * The current catalogue snapshot and its suggest index. Another instance may change the catalogue,
 * so the stored version is compared at most once a second; this instance's own edits reload at once.
 * The first load waits for `prepare` (seeding), started once the app is ready and run while it
 * listens: a cold start then holds up neither the process that mounts the service nor the other
 * services sharing its database (PGlite runs one statement at a time). Early requests wait for it.
 */

const VERSION_CHECK_MS = 1000;

export interface CatalogueState {
  snapshot: Snapshot;
  suggest: SuggestIndex;
}

export class Catalogue {
  #db: Db;
  #state: CatalogueState | undefined;
  #checkedAt = 0;
  #loading: Promise<CatalogueState> | undefined;
  #begin: (() => void) | undefined;
  readonly ready: Promise<CatalogueState>;

  constructor(db: Db, prepare: () => Promise<void>) {
    this.#db = db;
    this.ready = new Promise((resolve, reject) => {
      this.#begin = () => {
        prepare()
          .then(() => this.reload())
          .then(resolve, reject);
      };
    });
  }

  get started(): boolean {
    return this.#begin === undefined;
  }

  /** Starts preparing and loading the catalogue; later calls do nothing. */
  start(): void {
    const begin = this.#begin;
    this.#begin = undefined;
    begin?.();
  }

  async current(): Promise<CatalogueState> {
    if (!this.#state) return this.ready;
    const state = this.#state;
    if (state && Date.now() - this.#checkedAt < VERSION_CHECK_MS) return state;
    this.#checkedAt = Date.now();
    if (state && (await readMeta(this.#db, 'version')) === state.snapshot.version) return state;
    return this.reload();
  }

  /** Loads the stored catalogue and rebuilds the suggest index; concurrent callers share one load. */
  reload(): Promise<CatalogueState> {
    this.#loading ??= (async () => {
      try {
        const snapshot = await loadSnapshot(this.#db);
        this.#state = { snapshot, suggest: buildSuggestIndex(snapshot) };
        this.#checkedAt = Date.now();
        return this.#state;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }
}
