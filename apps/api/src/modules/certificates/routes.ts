import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** Certificates: download by the customer, and the public verification behind the QR code. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async () => {};

export default routes;
