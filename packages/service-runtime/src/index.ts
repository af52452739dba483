export { REQUEST_ID_HEADER, requestId } from './request-id.ts';
export { loadEnvOrExit, serveUntilSignal } from './serve.ts';
