import {
  ZAuditList,
  ZAuditQuery,
  ZErrorAnswer,
  ZInviteStaffBody,
  ZStaffList,
  ZStaffMember,
  ZUpdateStaffBody,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { contextOf } from '../../lib/request-context';
import { inviteStaff } from './invite-staff';
import officeRoutes from './office-routes';
import { readAudit } from './read-audit';
import { reinviteStaff } from './reinvite-staff';
import { loadStaffMembers } from './staff-members';
import { updateStaff } from './update-staff';
import { actorOf } from '../../lib/request-actor';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };
const WRITE_ERRORS = { ...ERRORS, 404: ZErrorAnswer, 409: ZErrorAnswer, 422: ZErrorAnswer };
/** A staff member's id in a path: a customer's, an unknown and a malformed one are the same 404. */
const ZStaffParams = z.object({ id: z.string().max(64) });

/** The administrator's calls: staff and their invitations, the offices (office-routes.ts), the audit log. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onRequest', app.requireAdmin);
  await app.register(officeRoutes);

  app.get(
    '/staff',
    {
      schema: {
        ...ROUTE,
        description:
          'Every office clerk and administrator, with their offices, whether their account works and whether they have set their password from the invitation.',
        response: { 200: ZStaffList, ...ERRORS },
      },
    },
    async () => ({ value: await loadStaffMembers(app.db) }),
  );

  app.post(
    '/staff',
    {
      schema: {
        ...ROUTE,
        description: `Opens a clerk's (with at least one office) or an administrator's account and mails the set-password link, valid ${config.staffInviteTtlHours} h. An address that already has an account is a 409; an unknown office a 422 naming it.`,
        body: ZInviteStaffBody,
        response: { 200: ZStaffMember, ...WRITE_ERRORS, 429: ZErrorAnswer },
      },
    },
    async (request) =>
      inviteStaff(app.db, config, actorOf(request, 'staff'), request.body, contextOf(request)),
  );

  app.put(
    '/staff/:id',
    {
      schema: {
        ...ROUTE,
        description:
          "Changes a staff member's role, offices (the whole set) or whether their account works: switched off, they cannot sign in and their sessions end at once. An administrator cannot demote or switch off themself (409).",
        params: ZStaffParams,
        body: ZUpdateStaffBody,
        response: { 200: ZStaffMember, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      updateStaff(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, changes: request.body },
        contextOf(request),
      ),
  );

  app.post(
    '/staff/:id/invite',
    {
      schema: {
        ...ROUTE,
        description:
          'Mails a fresh set-password link, which voids the previous one. Within 60 s of the last one it is a 429.',
        params: ZStaffParams,
        response: { 200: ZStaffMember, ...WRITE_ERRORS, 429: ZErrorAnswer },
      },
    },
    async (request) =>
      reinviteStaff(app.db, config, actorOf(request, 'staff'), request.params.id, contextOf(request)),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...ROUTE,
        description:
          "The audit log, newest first: who (customer, system or staff, with the e-mail), when, what, the status before and after and the change's data. `subscription` (its id or code) keeps the lines about it, its termination request and its refund; `staff` (id or e-mail) what that person did and what was done to their account; each line names what it is about (`entity_label`) and who acted (`actor_name`); `from` and `to` are days in Morocco, both included (a `to` before `from` is a 400); staff views of a customer's documents are left out unless `document_views=shown`; the authorities' lookups are left out with `authority_lookups=hidden`, kept alone with `only`.",
        querystring: ZAuditQuery,
        response: { 200: ZAuditList, ...ERRORS },
      },
    },
    async (request) => readAudit(app.db, actorOf(request, 'staff'), request.query),
  );
};

export default routes;
