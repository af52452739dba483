import { CartLoading } from '@/features/cart/cart-loading.tsx';

export default function Loading() {
  return <CartLoading />;
}
