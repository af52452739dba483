import { QuotesLoading } from '@/features/quotes/quotes-loading.tsx';

export default function Loading() {
  return <QuotesLoading />;
}
