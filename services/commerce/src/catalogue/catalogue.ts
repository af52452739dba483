import { z } from 'zod';
import type { Db } from '@store/database';
import { BUS_CHANNELS, type Bus } from '@store/service-runtime/bus';
import { readMeta } from './seed.ts';
import { loadSnapshot, type Snapshot } from './snapshot.ts';
import { buildSuggestIndex, type SuggestIndex } from './suggest.ts';

/**
 * The current catalogue snapshot and its suggest index. Another instance may change the catalogue:
 * the one that did announces the new version on the bus and every instance reloads on the message;
 * should a message be lost (Redis restarting), a timer still compares the stored version about once
 * a second, so such a change is served at most about a second plus one reload after it was stored.
 * No request waits for that check: a request costs no round trip to learn the version. This
 * instance's own edits reload at once.
 * The first load waits for `prepare` (seeding), started once the app is ready and run while it
 * listens: a cold start then holds up neither the process that mounts the service nor the other
 * services sharing its database (PGlite runs one statement at a time). Early requests wait for it.
 */

const VERSION_CHECK_MS = 1000;
/** The timer ticks more often than the check is due, so a check follows a second of quiet closely. */
const VERSION_TICK_MS = VERSION_CHECK_MS / 4;

const catalogueChangedSchema = z.object({ version: z.string().min(1) });

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
  #checking = false;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #bus: Bus | undefined;
  readonly #stopListening: () => void;
  readonly ready: Promise<CatalogueState>;

  constructor(db: Db, prepare: () => Promise<void>, bus?: Bus) {
    this.#db = db;
    this.#bus = bus;
    this.#stopListening =
      bus?.subscribe(BUS_CHANNELS.catalogueChanged, (message) => {
        const changed = catalogueChangedSchema.safeParse(message);
        const state = this.#state;
        // Before the first load there is nothing to replace; an error is retried by the next request's check.
        if (changed.success && state && changed.data.version !== state.snapshot.version) {
          this.reload().catch(() => undefined);
        }
      }) ?? (() => undefined);
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
    return this.#state ?? this.ready;
  }

  /**
   * Compares the stored version once a second has passed since the last check or load (by the
   * clock, which tests can hold still); an error is retried on a later tick.
   */
  async #checkVersion(): Promise<void> {
    const state = this.#state;
    if (!state || this.#checking || Date.now() - this.#checkedAt < VERSION_CHECK_MS) return;
    this.#checking = true;
    this.#checkedAt = Date.now();
    try {
      if ((await readMeta(this.#db, 'version')) !== state.snapshot.version) await this.reload();
    } finally {
      this.#checking = false;
    }
  }

  /** After this instance changed the catalogue: reloads it, then tells the other instances its version. */
  async changed(): Promise<CatalogueState> {
    const state = await this.reload();
    // Unsent (Redis down), it costs the other instances at most their once-a-second check.
    await this.#bus
      ?.publish(BUS_CHANNELS.catalogueChanged, { version: state.snapshot.version })
      .catch(() => undefined);
    return state;
  }

  /** Stops following the other instances' changes. */
  close(): void {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#stopListening();
  }

  /** Loads the stored catalogue and rebuilds the suggest index; concurrent callers share one load. */
  reload(): Promise<CatalogueState> {
    this.#loading ??= (async () => {
      try {
        const snapshot = await loadSnapshot(this.#db);
        this.#state = { snapshot, suggest: buildSuggestIndex(snapshot) };
        this.#checkedAt = Date.now();
        if (!this.#timer && !this.#closed) {
          // Unreferenced: following changes never keeps a process alive on its own.
          this.#timer = setInterval(() => void this.#checkVersion().catch(() => undefined), VERSION_TICK_MS);
          this.#timer.unref();
        }
        return this.#state;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }
}
