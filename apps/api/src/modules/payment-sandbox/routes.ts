import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** The development gateway: the CMI test gate's side of the protocol, served by this server. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async () => {};

export default routes;
