import {
  QualificationsPage,
  qualificationsMetadata,
} from '@/features/qualifications/qualifications.page.tsx';

/** Per customer: rendered on every request and never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props) {
  return qualificationsMetadata((await params).locale);
}

export default async function Page({ params }: Props) {
  return <QualificationsPage locale={(await params).locale} />;
}
