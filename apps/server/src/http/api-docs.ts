import type { FastifyInstance } from 'fastify';
import { TURNOS_NS, openApiDocument } from '@turnos/contract';
import type { RouteSpec } from './route';

export const OPENAPI_PATH = `/wp-json/${TURNOS_NS}/openapi.json`;
export const API_DOCS_PATH = '/api-docs';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Content = Record<string, { schema?: unknown }>;
type Operation = {
  summary: string;
  description: string;
  parameters?: { name: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content; headers?: unknown }>;
};

/** A request or response body: its JSON schema, or (not JSON) its media types with their schemas. */
const bodyOf = (content: Content) => content['application/json']?.schema ?? content;

/** The success answers (200, or the 302 of a redirect) and what each carries. */
const successes = (op: Operation) =>
  Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));

/** The document as one readable page: no script, no external file (ADR 0061). */
function docsPage(doc: ReturnType<typeof openApiDocument>) {
  const json = (v: unknown) => escapeHtml(JSON.stringify(v, null, 2));
  const sections = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(
      ([method, op]) => `<section>
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} ${escapeHtml(op.description)}</p>
<details><summary>Parámetros</summary><pre>${json(
        op.parameters ?? (op.requestBody ? bodyOf(op.requestBody.content) : undefined),
      )}</pre></details>
${successes(op)
  .map(
    ([status, r]) =>
      `<details><summary>Respuesta ${status}</summary><pre>${json(
        r.content ? bodyOf(r.content) : r.headers,
      )}</pre></details>`,
  )
  .join('\n')}
</section>`,
    ),
  );
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Turnos API</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem}
section{border-top:1px solid #ddd;padding:.5rem 0}pre{background:#f6f6f6;padding:.5rem;overflow:auto}
h3{margin:.5rem 0;font-size:1rem}</style></head><body>
<h1>Turnos API</h1>
<p>${escapeHtml(doc.info.description)} Documento OpenAPI 3.1:
<a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p>
<p>Errores (4xx/5xx):</p><pre>${json(doc.components.schemas.ErrorEnvelope)}</pre>
${sections.join('\n')}
</body></html>`;
}

/**
 * Contract §6.7: `openapi.json` (public) describes every registered route, generated from the
 * same schemas the server validates with; `/api-docs` shows it. Built once, on first request.
 */
export function registerApiDocs(app: FastifyInstance, routes: readonly RouteSpec[]) {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const document = () => (doc ??= openApiDocument(routes.map((r) => r.endpoint)));
  app.get(OPENAPI_PATH, async (_req, reply) => reply.type('application/json').send(document()));
  app.get(API_DOCS_PATH, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= docsPage(document()))),
  );
}
