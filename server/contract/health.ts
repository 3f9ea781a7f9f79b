import { z } from 'zod';
import { endpoint } from './endpoint';
import { mediaTypes } from './mediaTypes';

/** The upload limits the server enforces (LEXSETU_MAX_UPLOAD_MB, LEXSETU_MAX_FILES_PER_REQUEST), so forms can say them. */
export const uploadLimitsSchema = z.object({
  maxUploadMb: z.number().int().positive(),
  maxFilesPerRequest: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  limits: uploadLimitsSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: 200 when what the API needs answers, else 503 naming what is down. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  down: z.array(z.enum(['database', 'storage'])),
});
export type Readiness = z.infer<typeof readinessSchema>;

const meta = 'Service';
/** Liveness, readiness and this document. */
/** The files of the docs page: the viewer's (swagger-ui-dist) and the page's own start-up script. */
export const apiDocsAssets = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;

export const metaEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: meta,
    summary: 'Liveness, the version and the upload limits forms need',
    input: {},
    reply: healthResponseSchema,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: meta,
    summary: 'Readiness: 200 when the database and the file storage answer, else 503 naming what is down',
    input: {},
    reply: readinessSchema,
  }),
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: meta,
    summary: 'This document',
    input: {},
    reply: z.record(z.string(), z.unknown()),
  }),
  docs: endpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    tag: meta,
    summary: 'The API document to read and try out in a browser (an HTML page, served locally)',
    input: {},
    reply: z.string(),
    replyTypes: [mediaTypes.html],
  }),
  docsAsset: endpoint({
    method: 'GET',
    path: '/api/docs/:file',
    access: 'public',
    tag: meta,
    summary: "The docs page's own script and style files",
    input: { params: z.object({ file: z.enum(apiDocsAssets) }) },
    reply: z.string(),
    replyTypes: [mediaTypes.css, mediaTypes.javascript],
  }),
} as const;
