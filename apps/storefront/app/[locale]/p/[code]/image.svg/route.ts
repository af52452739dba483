import { programImageRoute } from '@/features/catalog/program-image.route.ts';

/** The program's cover art, shown with the image-capability flag (features/catalog/program-image.ts). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; code: string }> },
) {
  const { locale, code } = await params;
  return programImageRoute(locale, code);
}
