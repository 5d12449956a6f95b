import fp from 'fastify-plugin';
import { createTariffBook, type TTariffBook } from '../modules/tariffs/tariff-book';

declare module 'fastify' {
  interface FastifyInstance {
    tariffs: TTariffBook;
  }
}

/** The approved tariff versions every price of the API is computed from (decision 053). */
export default fp(
  async (app) => {
    app.decorate('tariffs', createTariffBook(app.db));
  },
  { name: 'tariffs', dependencies: ['database'] },
);
