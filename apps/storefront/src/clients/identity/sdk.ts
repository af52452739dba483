import { Config } from '@forgerock/javascript-sdk';
import { sdkOptions, type IdentitySettings } from './config.ts';

/**
 * The one place that configures the SDK. Every module that imports the SDK is reached only through
 * a dynamic import or from the sign-in screens, so ordinary pages never load it.
 */
export function configureSdk(settings: IdentitySettings): void {
  // 'warn' so that the failures requirements §4 says are "only warned" (sign-out steps) reach the console.
  Config.set({ ...sdkOptions(settings), logLevel: 'warn' });
}
