import fp from 'fastify-plugin';
import { createPdfRenderer, type TPdfRenderer } from '../modules/documents/pdf-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: TPdfRenderer;
  }
}

/** One renderer per instance; its browser starts on the first document and stops with the app. */
export default fp(
  async (app) => {
    const renderer = createPdfRenderer();
    app.decorate('pdf', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'pdf' },
);
