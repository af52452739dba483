import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programByCode } from '@store/catalog';
import { productSchema, problemSchema } from '@store/contracts/commerce';
import { operatorProductImagesSchema } from '@store/contracts/product-images';
import { DEMO_STAFF } from '@store/contracts/staff';
import { staffSignIn, startIdentity, type TestIdentity } from '@store/identity-service/test-support';
import { revocationEvents, type RevocationEvents } from '@store/service-runtime/revocation-events';
import { auditLog } from '../db/schema.ts';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test-app.ts';

/** Replacing a product's covers with an operator's picture, and restoring them (requirements §9). */

const LUMEN = programByCode('A100123')!;
const PATH = `/operator/catalogue/products/${LUMEN.code}/images`;

let identity: TestIdentity;
let t: TestApp;
let revocations: RevocationEvents;
let merchandiser: string;
let agent: string;

beforeAll(async () => {
  revocations = revocationEvents(undefined);
  identity = await startIdentity({ COMMERCE_API_KEY: TEST_API_KEY }, undefined, undefined, revocations);
  t = await startTestApp({ IDENTITY_BASE_URL: `${identity.origin}/am` }, revocations);
  const signIn = async (role: string) => {
    const member = DEMO_STAFF.find((candidate) => candidate.roles.some((r) => r === role));
    if (!member) throw new Error(`no demo ${role}`);
    return staffSignIn(identity, member.username, { secret: member.totpSecret });
  };
  merchandiser = await signIn('order-manager');
  agent = await signIn('support-agent');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await identity?.close();
  await revocations?.close();
});

const operator = (method: 'PUT' | 'DELETE', token: string, payload?: unknown) =>
  t.call({
    method,
    path: PATH,
    site: null,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const product = async () =>
  productSchema.parse((await t.call({ path: `/products/${LUMEN.code}?locale=en-us` })).json());

const photo = async () =>
  (
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
  ).toString('base64');

describe('replacing a product’s images', () => {
  it('shows the uploaded picture under a new address, rendered in every size, audited, until the covers are restored', async () => {
    const generated = (await product()).images;
    expect(generated.map((image) => image.format)).toEqual([...new Set(LUMEN.items.map((i) => i.format))]);

    const replaced = await operator('PUT', merchandiser, { image: await photo() });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = operatorProductImagesSchema.parse(replaced.json());
    expect(answer).toMatchObject({ productCode: LUMEN.code, uploaded: true });
    const [upload] = answer.images;
    expect(answer.images).toHaveLength(1);
    expect(upload?.format).toBeNull();
    expect(generated.map((image) => image.version)).not.toContain(upload?.version);
    expect((await product()).images).toEqual(answer.images);

    const served = await t.call({ path: `/products/${LUMEN.code}/images/${upload?.version}-640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 800]);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, LUMEN.code));
    expect(audit.at(-1)).toMatchObject({
      action: 'replaceProductImages',
      subjectType: 'product-images',
      actorKind: 'staff',
    });

    const restored = await operator('DELETE', merchandiser);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(operatorProductImagesSchema.parse(restored.json())).toMatchObject({
      uploaded: false,
      images: generated,
    });
    expect((await product()).images).toEqual(generated);
    const old = await t.call({ path: `/products/${LUMEN.code}/images/${upload?.version}-640.webp` });
    expect(old.statusCode).toBe(404);
  });

  it('refuses an upload that is not a picture with a 422 naming the field, and changes nothing', async () => {
    const before = (await product()).images;
    const refused = await operator('PUT', merchandiser, {
      image: Buffer.from('%PDF-1.7 not a picture').toString('base64'),
    });
    expect(refused.statusCode).toBe(422);
    const problem = problemSchema.parse(refused.json());
    expect(problem.detail).toMatch(/not a JPEG, PNG, WebP or AVIF picture/);
    expect((await product()).images).toEqual(before);
  });

  it('refuses a body that is not base64 with a 400', async () => {
    const refused = await operator('PUT', merchandiser, { image: 'not base64 at all!' });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a staff member without the merchandising role with a 403, and changes nothing', async () => {
    const before = (await product()).images;
    const refused = await operator('PUT', agent, { image: await photo() });
    expect(refused.statusCode).toBe(403);
    expect(problemSchema.parse(refused.json()).detail).toMatch(/order-manager/);
    expect((await operator('DELETE', agent)).statusCode).toBe(403);
    expect((await product()).images).toEqual(before);
  });

  it('answers 404 for a product the catalogue does not have', async () => {
    const missing = await t.call({
      method: 'DELETE',
      path: '/operator/catalogue/products/Z999999/images',
      site: null,
      headers: { authorization: `Bearer ${merchandiser}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
