import type { FastifyInstance } from 'fastify';
import {
  JWT_LOGIN_NS,
  TURNOS_NS,
  openApiDocument,
  type Describable,
  type Namespace,
} from '@turnos/contract';
import type { RouteSpec } from './route';

export const OPENAPI_PATH = `/wp-json/${TURNOS_NS}/openapi.json`;
export const API_DOCS_PATH = '/api-docs';

const NAMESPACES: readonly Namespace[] = [JWT_LOGIN_NS, TURNOS_NS];

/** A registered route as an operation: its contract entry, or what its declaration says. */
export function describeRoute(spec: RouteSpec): Describable {
  if (spec.endpoint) return spec.endpoint;
  const namespace = NAMESPACES.find((ns) => spec.path.startsWith(`/wp-json/${ns}/`));
  if (!namespace) throw new Error(`route outside both namespaces: ${spec.path}`);
  return {
    namespace,
    name: spec.path.slice(`/wp-json/${namespace}/`.length),
    method: spec.method,
    roles: spec.roles,
    params: spec.params,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Operation = {
  summary: string;
  description: string;
  parameters?: { name: string; required: boolean; schema: unknown }[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: { '200': { content: { 'application/json': { schema: unknown } } } };
};

/** The document as one readable page: no script, no external file (ADR 0061). */
function docsPage(doc: ReturnType<typeof openApiDocument>) {
  const json = (v: unknown) => escapeHtml(JSON.stringify(v, null, 2));
  const sections = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(
      ([method, op]) => `<section>
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} ${escapeHtml(op.description)}</p>
<details><summary>Parámetros</summary><pre>${json(
        op.parameters ?? op.requestBody?.content['application/json'].schema,
      )}</pre></details>
<details><summary>Respuesta 200</summary><pre>${json(
        op.responses['200'].content['application/json'].schema,
      )}</pre></details>
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
  const document = () => (doc ??= openApiDocument(routes.map(describeRoute)));
  app.get(OPENAPI_PATH, async (_req, reply) => reply.type('application/json').send(document()));
  app.get(API_DOCS_PATH, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= docsPage(document()))),
  );
}
