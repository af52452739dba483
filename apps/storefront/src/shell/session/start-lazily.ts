/**
 * Starts something whose code is loaded on demand, for an effect's cleanup: stopping before the
 * code has arrived means it never starts; stopping after stops what was started.
 */
export function startLazily<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void load().then((module) => {
    if (!stopped) stop = start(module);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
