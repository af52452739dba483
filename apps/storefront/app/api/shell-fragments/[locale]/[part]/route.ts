import { shellFragmentRoute } from '@/features/shell-fragments/shell-fragment.route.ts';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/shell-fragments/[locale]/[part]'>,
) {
  const { locale, part } = await params;
  return shellFragmentRoute(locale, part);
}
