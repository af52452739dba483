import { CartLoading } from '@/features/cart/cart-loading.tsx';
import { cartLoadingTexts } from '@/features/cart/messages.ts';

export default function Loading() {
  return <CartLoading {...cartLoadingTexts()} />;
}
