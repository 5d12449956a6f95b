import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { chooseFileStorage } from '../providers/storage/choose-storage';
import type { TFileStorage } from '../providers/storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: TFileStorage;
  }
}

/** One file storage for uploads and archived documents alike (decision 016). */
export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const { storage, dispose } = await chooseFileStorage(app.dbDriver, config, app.db);
    app.decorate('fileStorage', storage);
    app.addHook('onClose', dispose);
  },
  { name: 'storage', dependencies: ['database'] },
);
