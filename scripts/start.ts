import { ConfigError, loadEnv } from '@store/config';
import { demoNotice } from './lib/demo-notice.ts';
import { startStore } from './lib/store.ts';

/** npm start: validate the configuration, start every process, stop them all on SIGINT/SIGTERM. */

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const store = await startStore(env, process.env, { operations: env.OPERATIONS_CONSOLE }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

console.log(`\nThe store is ready: http://localhost:${env.PORT}\n`);
if (store.operationsUrl) console.log(`The operations console is ready: ${store.operationsUrl}\n`);
const notice = demoNotice(env);
if (notice) console.log(`${notice}\n`);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await store.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const child of store.children) {
  void child.exited.then((code) => {
    if (stopping) return;
    console.error(`${child.name} stopped unexpectedly (exit ${code}); stopping the store.`);
    void shutdown(1);
  });
}
