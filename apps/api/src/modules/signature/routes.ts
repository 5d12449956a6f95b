import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** Electronic signature: the signature request, its signing page's calls, and its status. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async () => {};

export default routes;
