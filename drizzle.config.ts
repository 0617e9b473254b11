import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './mock-server/db/schema.ts',
  out: './mock-server/db/migrations',
});
