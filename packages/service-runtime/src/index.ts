export { REQUEST_ID_HEADER, requestId } from './request-id.ts';
export { loadEnvOrExit, servable, serveUntilSignal, type Servable } from './serve.ts';
