import { CartLoading } from '../../../src/features/cart/cart-loading.tsx';

export default function Loading() {
  return <CartLoading />;
}
