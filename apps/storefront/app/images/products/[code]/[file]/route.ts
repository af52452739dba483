import { productImageRoute } from '@/features/product-image/product-image.route.ts';

/** A product image's rendition (features/product-image). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ code: string; file: string }> },
) {
  const { code, file } = await params;
  return productImageRoute(code, file);
}
