import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API description is generated from the same zod schemas that validate the calls. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Assurance frontière — API',
          version: '1',
          description: [
            'Online border motor insurance for foreign-plated vehicles entering Morocco.',
            'Dates travel as ISO YYYY-MM-DD ("today" is the date in Africa/Casablanca); amounts as MAD numbers',
            'with two decimals computed from integer centimes (primeNet + totalTaxe = primeTotal exactly).',
            "Errors answer { message } in the caller's language (Accept-Language, then the user's language,",
            'then French), plus result: [{ field, message }] for field errors.',
          ].join(' '),
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            authorityKey: { type: 'http', scheme: 'bearer', description: "An authority's key (bak_…)." },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
