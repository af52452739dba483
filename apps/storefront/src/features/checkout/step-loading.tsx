/**
 * What holds the place of a part of checkout whose code loads when it first opens (next/dynamic):
 * the steps after the address and the address suggestion, which the first load does not show.
 */
export function StepLoading() {
  return <div className="checkout-step__loading" />;
}
