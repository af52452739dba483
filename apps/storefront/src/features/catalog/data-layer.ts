import type { EcommerceEvent } from './analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes onto the tag manager's data layer; clears the previous ecommerce object first, as GA4 asks. */
export function pushEcommerce(event: EcommerceEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}
