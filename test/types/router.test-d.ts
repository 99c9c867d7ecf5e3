// resourceRouter() is a `resources/read` handler as both SDKs type one: the guide's wiring,
// `setRequestHandler(ReadResourceRequestSchema, router)` (v1) and `setRequestHandler('resources/read',
// router)` (v2), compiles with no cast, with or without a typed context, whatever the routes return.
import { Server as ServerV1 } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ReadResourceRequestSchema,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { Server as ServerV2, type ServerContext } from '@modelcontextprotocol/server';
import { describe, expectTypeOf, it } from 'vitest';
import { resource, resourceRouter, type ReadResultLike } from '../../types/index.js';

const v1 = new ServerV1({ name: 'low', version: '1.0.0' }, { capabilities: { resources: {} } });
const v2 = new ServerV2({ name: 'low', version: '2.0.0' }, { capabilities: { resources: {} } });

describe('resourceRouter() where the guide passes it', () => {
  it('is a read handler of either SDK, its context left open', () => {
    const router = resourceRouter();
    resource(router, 'books://{isbn}', ({ isbn }) => isbn);
    v1.setRequestHandler(ReadResourceRequestSchema, router);
    v2.setRequestHandler('resources/read', router);
  });

  it('with the context of its SDK', () => {
    const routerV1 = resourceRouter<RequestHandlerExtra<ServerRequest, ServerNotification>>();
    resource(routerV1, 'books://{isbn}', ({ isbn }, extra) => `${isbn} ${extra.sessionId ?? ''}`);
    v1.setRequestHandler(ReadResourceRequestSchema, routerV1);
    const routerV2 = resourceRouter<ServerContext>();
    resource(routerV2, 'books://{isbn}', ({ isbn }, ctx) => `${isbn} ${String(ctx.mcpReq.id)}`);
    v2.setRequestHandler('resources/read', routerV2);
  });

  it("with routes that return the whole result, text or blob, in the SDKs' shape", () => {
    const router = resourceRouter();
    resource(router, 'a://{x}', (_v, _ctx, uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'x' }],
    }));
    resource(router, 'b://{x}', (_v, _ctx, uri) => ({ contents: [{ uri: uri.href, blob: 'AA==' }] }));
    v1.setRequestHandler(ReadResourceRequestSchema, router);
    v2.setRequestHandler('resources/read', router);
    expectTypeOf(router).returns.resolves.toEqualTypeOf<ReadResultLike>();
  });

  it("still checks the context: a router typed for v2's context is no v1 handler", () => {
    const routerV2 = resourceRouter<ServerContext>();
    // @ts-expect-error v1 passes RequestHandlerExtra, which has no mcpReq
    v1.setRequestHandler(ReadResourceRequestSchema, routerV2);
  });

  it('refuses a result the SDKs would not take', () => {
    const router = resourceRouter();
    // @ts-expect-error a content item needs text or blob
    resource(router, 'c://{x}', (_v, _ctx, uri) => ({ contents: [{ uri: uri.href }] }));
  });
});
