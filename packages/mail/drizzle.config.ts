import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/mail/src/schema.ts',
  out: './packages/mail/drizzle',
  schemaFilter: ['mail'],
});
