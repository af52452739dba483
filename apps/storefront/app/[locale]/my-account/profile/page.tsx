import { ProfilePage, profileMetadata } from '@/features/profile/profile.page.tsx';

/** Per customer: rendered on every request and never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props) {
  return profileMetadata((await params).locale);
}

export default async function Page({ params }: Props) {
  return <ProfilePage locale={(await params).locale} />;
}
