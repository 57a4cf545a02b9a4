import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ApiCode } from '@sxpt/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TAppContext } from './app-context';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { installAuthGuard } from './http/auth';
import { fail, installEnvelope, isApiPath } from './http/envelope';
import { installNulGuard } from './http/input-guard';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { installRouteRegistry, type TRegisteredRoute } from './http/route-registry';
import { installSecurityHeaders } from './http/security-headers';
import { SessionCache } from './http/session-cache';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { baoshuiAdminRoutes, baoshuiRoutes } from './modules/baoshui/routes';
import { bwkpRoutes } from './modules/bwkp/routes';
import { bwkpAdminRoutes } from './modules/bwkp-admin/routes';
import { collegeRoutes } from './modules/college/routes';
import { courseRoutes } from './modules/course/routes';
import { ledgerAdminRoutes, ledgerRoutes } from './modules/ledger/routes';
import { paperRoutes } from './modules/paper/routes';
import { questionBankRoutes } from './modules/question-bank/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { taxcodeRoutes } from './modules/taxcode/routes';
import { createLocalFileStore, type FileStore } from './storage/file-store';
import { installUploadSweep } from './storage/upload-store';

export interface TBuildOptions {
  config: TConfig;
  /** the database: its Drizzle handle, and its URL for the session cache's LISTEN connection */
  database: Pick<TDatabase, 'db' | 'url'>;
  files?: FileStore;
  logger?: boolean;
}

export interface TBuiltApp {
  app: FastifyInstance;
  routeTable: TRegisteredRoute[];
  ctx: TAppContext;
}

/** Build the whole API (and the web app's static files when built). Used by main.ts and by every server test. */
export async function buildApp(options: TBuildOptions): Promise<TBuiltApp> {
  const { config } = options;
  const { db } = options.database;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable = installRouteRegistry(app);
  const ctx: TAppContext = {
    config,
    db,
    files: options.files ?? createLocalFileStore(path.join(config.dataDir, 'uploads')),
    sessions: new SessionCache(config.sessionCacheMs),
  };
  await ctx.sessions.listen(options.database.url);
  app.addHook('onClose', () => ctx.sessions.close());

  installSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  // counters in PostgreSQL: a limit holds across every API process
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  await app.register(swagger, {
    openapi: { info: { title: '实训平台 API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installEnvelope(app, { cipher: config.envelopeCipher });
  installNulGuard(app);
  installUploadSweep(app, ctx);
  installAuthGuard(app, db, ctx.sessions);

  await authRoutes(app, ctx);
  await baoshuiRoutes(app, ctx);
  await ledgerRoutes(app, ctx);
  await ledgerAdminRoutes(app, ctx);
  await baoshuiAdminRoutes(app, ctx);
  await bwkpRoutes(app, ctx);
  await bwkpAdminRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await courseRoutes(app, ctx);
  await collegeRoutes(app, ctx);
  await taxcodeRoutes(app, ctx);
  await statisticsRoutes(app, ctx);
  await questionBankRoutes(app, ctx);
  await paperRoutes(app, ctx);

  if (ctx.files.localRoot) {
    // uploaded files: range requests (video seeking), caching; keys are random UUIDs
    await mkdir(ctx.files.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: ctx.files.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
    });
  }

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart
    await app.register(fastifyStatic, { root: config.webDist, wildcard: true, index: false });
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply.status(200).send(fail(ApiCode.notFound, '接口不存在'));
    }
    if (!hasWeb) {
      return reply.status(404).type('text/plain; charset=utf-8').send('web app not built: run npm run build');
    }
    if (request.url.startsWith('/assets/')) {
      // a missing script or style must fail as such, not come back as the page
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // single-page app: every screen route is served index.html
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return { app, routeTable, ctx };
}
