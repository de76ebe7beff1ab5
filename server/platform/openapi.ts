import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Routes that are not calls of the JSON API, left out of the document: the document itself,
 * the offline provider's simulated checkout pages (HTML, only without Stripe), and everything
 * outside `/api` (the web app, `/metrics`, the sockets' transport).
 */
const HIDDEN = new Set([OPENAPI_PATH, '/api/checkout-simulato', '/api/checkout-simulato/paga', '/api/checkout-simulato/annulla']);

const describeApi = [
  "Le chiamate dell'API di Studio: appuntamenti, chat e documenti per professionisti e clienti.",
  "L'API segue il contratto della specifica di prodotto (docs/product-spec.md, §7); ciò che aggiunge è in docs/api.md.",
  "Ogni risposta riuscita è `{ success: true, error: '', ... }`; ogni errore è `{ success: false, error, fields? }` con un messaggio in italiano.",
  'Le chiamate che richiedono un accesso vogliono `Authorization: Bearer <token>`, il token restituito da `POST /api/login`.',
].join('\n\n');

/**
 * The OpenAPI 3.1 document of the API, generated from the zod request and response schemas
 * the routes declare, served at `GET /api/openapi.json`. Register it before the routes: it
 * collects them as they are added. The document is built on its first request and kept, so
 * starting the app costs only the collection.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const transform = createJsonSchemaTransform({});
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Studio API', description: describeApi, version: '1' },
      components: {
        securitySchemes: {
          sessione: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Il token della sessione, restituito da POST /api/login.',
          },
        },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') || url.startsWith('/api/socket.io') || HIDDEN.has(url) || route.method === 'HEAD') {
        return { schema: { hide: true }, url };
      }
      return transform(document);
    },
    transformObject: jsonSchemaTransformObject,
  });

  let body: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    body ??= JSON.stringify(app.swagger());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
