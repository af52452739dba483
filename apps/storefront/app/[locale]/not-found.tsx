import { NotFoundPage } from '@/shell/not-found-page.tsx';

export default function NotFound() {
  return <NotFoundPage />;
}
