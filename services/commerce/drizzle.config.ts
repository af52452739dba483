import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generate --config services/commerce/drizzle.config.ts writes the commerce migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/commerce/src/db/schema.ts',
  out: './services/commerce/drizzle',
  schemaFilter: ['commerce'],
});
