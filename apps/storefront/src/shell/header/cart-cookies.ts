/** Name of the per-store cookie holding the cart's item count (written by the cart, read by the header). */
export function cartCountCookie(storeId: string): string {
  return `cart-count-${storeId}`;
}
