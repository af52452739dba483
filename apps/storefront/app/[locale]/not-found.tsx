import { NotFoundPage } from '../../src/shell/not-found-page.tsx';

export default function NotFound() {
  return <NotFoundPage />;
}
