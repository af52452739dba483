import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generate --config services/payments/drizzle.config.ts writes the payment sandbox's migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/payments/src/db/schema.ts',
  out: './services/payments/drizzle',
  schemaFilter: ['payments'],
});
