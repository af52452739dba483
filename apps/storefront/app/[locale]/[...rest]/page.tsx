import { notFound } from 'next/navigation';

/** Any path under a locale that no route serves is the shell's 404 page. */
export default function UnknownPage() {
  notFound();
}
