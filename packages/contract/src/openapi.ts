import { z } from 'zod';
import { endpointMethods, type Endpoint } from './endpoint';
import { errorEnvelope, successBody } from './envelope';

type JsonSchema = { [key: string]: unknown };

const ROLE_LABELS: Record<string, string> = { cliente: 'C', peluquero: 'P', peluadmin: 'A' };

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // a param with a transform or a refinement is described by what it accepts
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The named members of a params schema (an object, or an intersection of objects). */
function paramMembers(schema: JsonSchema): { name: string; schema: unknown; required: boolean }[] {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
  return parts.flatMap((part) => {
    const properties = (part.properties ?? {}) as Record<string, unknown>;
    const required = new Set((part.required ?? []) as string[]);
    return Object.entries(properties).map(([name, s]) => ({
      name,
      schema: s,
      required: required.has(name),
    }));
  });
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** The values a string schema allows (the media types of a 'bytes' answer). */
function allowedValues(schema: JsonSchema): string[] {
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if (typeof schema.const === 'string') return [schema.const];
  return ['application/octet-stream'];
}

/** The success response(s): a JSON body, bytes of the declared media types, or a 302. */
function successResponses(e: Endpoint) {
  const data = jsonSchema(e.data, 'output');
  if (e.envelope === 'redirect') {
    return {
      '302': {
        description: 'Redirección',
        headers: { Location: { required: true, schema: data } },
      },
    };
  }
  if (e.envelope === 'bytes') {
    // OpenAPI 3.1: a binary body is described by its media type, with no schema
    return {
      '200': {
        description: 'Éxito (el contenido, no JSON)',
        content: Object.fromEntries(allowedValues(data).map((type) => [type, {}])),
      },
    };
  }
  return {
    '200': {
      description: 'Éxito',
      content: { 'application/json': { schema: jsonSchema(successBody(e), 'output') } },
    },
  };
}

/** The request body of a non-GET operation: the params as JSON or urlencoded, or a file upload. */
function requestBody(e: Endpoint, params: JsonSchema) {
  if (e.upload) {
    const { field, mediaTypes } = e.upload;
    const form = {
      ...params,
      type: 'object',
      properties: {
        ...((params.properties ?? {}) as JsonSchema),
        [field]: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      required: [...((params.required ?? []) as string[]), field],
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: form,
          encoding: { [field]: { contentType: mediaTypes.join(', ') } },
        },
      },
    };
  }
  return {
    required: false,
    content: {
      'application/json': { schema: params },
      'application/x-www-form-urlencoded': { schema: params },
    },
  };
}

function operation(e: Endpoint, method: string) {
  const params = jsonSchema(e.params, 'input');
  const roles = e.roles === 'public' ? 'public' : e.roles.map((r) => ROLE_LABELS[r] ?? r).join('/');
  const readsQuery = method === 'GET';
  return {
    operationId: `${method.toLowerCase()}:${e.namespace}/${e.name}`,
    tags: [e.namespace],
    summary: e.summary,
    description: `Roles: ${roles}.`,
    'x-roles': e.roles,
    security: e.roles === 'public' ? [] : [{ bearer: [] }],
    ...(readsQuery
      ? {
          parameters: paramMembers(params).map((p) => ({
            name: p.name,
            in: 'query',
            required: p.required,
            schema: p.schema,
          })),
        }
      : { requestBody: requestBody(e, params) }),
    responses: {
      ...successResponses(e),
      '4XX': errorResponse('Error (contract §1)'),
      '5XX': errorResponse('Error interno (1099)'),
    },
  };
}

/** OpenAPI 3.1 of the given operations (contract §6.7), both namespaces under /wp-json. */
export function openApiDocument(operations: readonly Endpoint[], serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of operations) {
    const path = `/wp-json/${e.namespace}/${e.name}`;
    const item = (paths[path] ??= {});
    for (const method of endpointMethods(e)) item[method.toLowerCase()] = operation(e, method);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Turnos API',
      version: '1',
      description:
        'Reservas de turnos para peluquerías. Éxito: `{"success": true, "data": ...}`; ' +
        'error: `{"success": false, "error", "data": {"message", "errorCode"}}`.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'simple-jwt-login/v1', description: 'Ingreso, sesión y cuenta' },
      { name: 'turnos/v1', description: 'Estudio: sucursales, servicios, agenda, turnos, pagos' },
    ],
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelope, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
