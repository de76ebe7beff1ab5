import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.js';

const t = useTestApp();

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

async function fetchDocument(): Promise<Document> {
  const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

describe('the OpenAPI document', () => {
  it('is public, cacheable JSON that a standard OpenAPI 3.1 validator accepts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const result = await new Validator().validate(res.json() as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect((res.json() as Document).openapi).toBe('3.1.0');
  });

  it('names the API in Italian', async () => {
    const document = await fetchDocument();
    expect(document.info.title).toBe('Studio API');
    expect(JSON.stringify(document)).toContain("Le chiamate dell'API di Studio");
  });

  it("describes the login's request body and its answer from their schemas", async () => {
    const login = (await fetchDocument()).paths['/api/login']?.post;
    expect(Object.keys(login?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(Object.keys(login?.responses['200']?.content?.['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['success', 'error', 'token', 'isOp']),
    );
  });

  it("describes the client's calendar with its query and the slots it answers", async () => {
    const calendar = (await fetchDocument()).paths['/api/calendariocliente']?.get;
    expect(calendar?.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('query:id');
    expect(Object.keys(calendar?.responses['200']?.content?.['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['success', 'prenotabile']),
    );
  });

  it('lists calls without a response schema, such as the calendar feed, by their path', async () => {
    const paths = (await fetchDocument()).paths;
    expect(paths['/api/ical/{file}']?.get).toBeDefined();
    expect(paths['/api/health']?.get).toBeDefined();
  });

  it('leaves out what is not a call of the JSON API', async () => {
    const paths = Object.keys((await fetchDocument()).paths);
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/openapi.json');
    expect(paths).not.toContain('/api/checkout-simulato');
    expect(paths).not.toContain('/metrics');
  });
});
