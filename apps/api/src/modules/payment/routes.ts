import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** Card payment through the CMI hosted page: pay link, payment form, gateway callback, browser returns. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async () => {};

export default routes;
