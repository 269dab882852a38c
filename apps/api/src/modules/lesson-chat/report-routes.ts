import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MODERATOR_ROLES,
  chatReportListQuerySchema,
  chatReportListSchema,
  chatReportParamsSchema,
  chatReportResolvedSchema,
  chatReportResolveSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { pageLinks } from '../../http/page-links.js';
import type { ChatService } from './service.js';

/** The moderators' screen of reported chat messages (docs/lesson-chat.md). */
export function chatReportRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    const moderator = requireUser(CHAT_MODERATOR_ROLES);
    const secured = { tags: ['lesson-chat'], security: bearer };

    app.get(
      '/v2/moderators/chat/reports/',
      {
        preHandler: moderator,
        schema: {
          ...secured,
          description:
            'Messages with open reports, one entry per message (reporters count, reasons), the longest waiting first.',
          querystring: chatReportListQuerySchema,
          response: { 200: chatReportListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const q = request.query;
        const page = await chat.openReports(q);
        return { ...page, ...pageLinks(request.url, page.count, q.limit, q.offset) };
      },
    );

    app.post(
      '/v2/moderators/chat/reports/:messageId/resolve/',
      {
        preHandler: moderator,
        schema: {
          ...secured,
          description:
            "Closes the message's open reports: dismiss, hide the message, or hide it and ban its author in the lesson " +
            '(the lesson’s sockets get the same pushes as from the chat). Nothing open → 400 chat_reports_resolved.',
          params: chatReportParamsSchema,
          body: chatReportResolveSchema,
          response: { 200: chatReportResolvedSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => {
        const user = userOf(request);
        return chat.resolveReports(
          { id: user.id, role: user.role },
          request.params.messageId,
          request.body.action,
        );
      },
    );
  };
}
