import { isLocale } from '@store/locales';
import { renewCartAccess } from '../../shell/session/customer-requests.ts';

/**
 * A cart action that found the server's token for the customer's cart expired says `reauthorize`
 * (ADR 16): the page hands the server the session's current token and sends the same form once
 * more, so the customer sees the change, not the renewal.
 */
export function retryingOnCartAccess<S extends object>(
  action: (previous: S, formData: FormData) => Promise<S>,
): (previous: S, formData: FormData) => Promise<S> {
  return async (previous, formData) => {
    const state = await action(previous, formData);
    if (!('reauthorize' in state) || state.reauthorize !== true) return state;
    const locale = formData.get('locale');
    if (typeof locale !== 'string' || !isLocale(locale) || !(await renewCartAccess(locale))) return state;
    return action(previous, formData);
  };
}
