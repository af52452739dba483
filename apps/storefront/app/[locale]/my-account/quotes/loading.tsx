import { QuotesLoading } from '@/features/quotes/quotes-loading.tsx';
import { quotesLoadingTexts } from '@/features/quotes/messages.ts';

export default function Loading() {
  return <QuotesLoading {...quotesLoadingTexts()} />;
}
