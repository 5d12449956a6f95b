import fp from 'fastify-plugin';
import {
  createPdfRenderer,
  type TPdfRenderer,
  type TPdfRendererOptions,
} from '../modules/documents/pdf-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: TPdfRenderer;
  }
}

/** One renderer per instance; its browser starts on the first document and stops with the app. */
export default fp<Pick<TPdfRendererOptions, 'pages' | 'queueLimit'>>(
  async (app, options) => {
    const renderer = createPdfRenderer(options);
    app.decorate('pdf', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'pdf' },
);
