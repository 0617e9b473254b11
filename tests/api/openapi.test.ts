import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../shared/api';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();

describe('OpenAPI document and docs', () => {
  it('documents every call of shared/api.ts with its method and a success answer schema', async () => {
    const answer = await fetch(`${server.url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    const document = await answer.json();
    for (const endpoint of Object.values(endpoints)) {
      const operation = document.paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      // The CSV exports, the receipt PDF and a payment's screenshot are the answers that are not JSON.
      const content = endpoint.path.endsWith('/receipt/')
        ? 'content.application/pdf.schema'
        : endpoint.path.endsWith('/screenshot/')
          ? ['content', 'image/*', 'schema']
          : endpoint.response instanceof z.ZodString
            ? 'content.text/csv.schema'
            : 'content.application/json.schema';
      expect(success?.[1], `${endpoint.method} ${endpoint.path}`).toHaveProperty(content);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves interactive docs pointing at the document', async () => {
    const answer = await fetch(`${server.url}/api/docs`);
    expect(answer.status).toBe(200);
    const start = (await answer.text()).match(/<script src="(\/api\/docs\/[^"]+\/start\.js)"/)?.[1];
    expect(await (await fetch(`${server.url}${start}`)).text()).toContain('/api/openapi.json');
  });

  it('answers unknown API paths with JSON, not HTML', async () => {
    const unknown = await fetch(`${server.url}/api/nothing-here/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('detail');
  });
});
