import {
  makeKindsOfUsage,
  USAGES,
  ZBureauList,
  ZBureauxQuery,
  ZCarburantList,
  ZErrorAnswer,
  ZMarqueList,
  ZMarquesQuery,
  ZPacksAnswer,
  ZPacksRequest,
  ZPaysList,
  ZPeriodeList,
  ZUsageList,
  ZVilleList,
  type TLanguage,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { listPacks } from './list-packs';
import { bureauAnswerOf } from './office-answer';
import * as repository from './repository';

const errors = { 400: ZErrorAnswer, 401: ZErrorAnswer, 404: ZErrorAnswer, 422: ZErrorAnswer };
const tags = ['reference'];
const security = [{ bearer: [] }];

const collatorFor = (language: TLanguage) => new Intl.Collator(language, { sensitivity: 'base' });

/** Reference lists of spec §7, behind the bearer token like every call but sign-in and sign-up. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/pays',
    { schema: { tags, security, response: { 200: ZPaysList, ...errors } } },
    async (request) => {
      const nameKey = request.language === 'ar' ? 'nameAr' : request.language === 'en' ? 'nameEn' : 'nameFr';
      const collator = collatorFor(request.language);
      const rows = (await repository.listCountries(app.db)).sort((a, b) =>
        collator.compare(a[nameKey], b[nameKey]),
      );
      return {
        result: rows.map((row) => ({
          pays_Id: row.id,
          pays_Code: row.iso2,
          pays_Name: row.nameFr,
          pays_Name_EN: row.nameEn,
          pays_Name_AR: row.nameAr,
        })),
      };
    },
  );

  app.get('/villes', { schema: { tags, security, response: { 200: ZVilleList, ...errors } } }, async () => ({
    result: (await repository.listCities(app.db)).map((row) => ({
      ville_Id: row.id,
      ville_Name: row.name,
      ville_Name_AR: row.nameAr,
      ville_Entree: row.entryPoint,
      ville_Entree_Label: row.entryLabel,
      ville_Entree_Label_AR: row.entryLabelAr ?? row.entryLabel,
    })),
  }));

  app.get(
    '/bureaux',
    { schema: { tags, security, querystring: ZBureauxQuery, response: { 200: ZBureauList, ...errors } } },
    async (request) => {
      const city = await repository.findCity(app.db, request.query.$ville);
      if (!city) throw new AppError(404, 'reference.unknownCity');
      const rows = await repository.listOfficesOfCity(app.db, city.id);
      return {
        result: rows.map(bureauAnswerOf),
      };
    },
  );

  app.get('/usages', { schema: { tags, security, response: { 200: ZUsageList, ...errors } } }, async () => ({
    result: (await repository.listUsages(app.db)).map((row) => ({
      usage_Id: row.id,
      usage_Code: row.code,
      usage_Name: row.name,
      usage_Name_EN: row.nameEn,
      usage_Name_AR: row.nameAr,
      max_places: row.maxPlaces,
    })),
  }));

  app.get(
    '/carburants',
    { schema: { tags, security, response: { 200: ZCarburantList, ...errors } } },
    async () => ({
      result: (await repository.listFuels(app.db)).map((row) => ({
        combustile_Id: row.id,
        combustile_Code: row.code,
        combustile_Libelle: row.label,
        combustile_Libelle_EN: row.labelEn,
        combustile_Libelle_AR: row.labelAr,
      })),
    }),
  );

  app.get(
    '/periodes',
    { schema: { tags, security, response: { 200: ZPeriodeList, ...errors } } },
    async () => ({
      result: (await repository.listPeriods(app.db)).map((row) => ({
        periode_Id: row.id,
        periode_Name: row.name,
        periode_Name_EN: row.nameEn,
        periode_Name_AR: row.nameAr,
        periode_Nbr: row.count,
        periode_ParJour: row.inDays,
      })),
    }),
  );

  app.get(
    '/marques',
    { schema: { tags, security, querystring: ZMarquesQuery, response: { 200: ZMarqueList, ...errors } } },
    async (request) => {
      const { $q, $top, $skip, $usage } = request.query;
      const usage = $usage === undefined ? undefined : USAGES.find((one) => one.usage_Id === $usage);
      if ($usage !== undefined && !usage) throw new AppError(404, 'reference.unknownUsage');
      const rows = await repository.searchMakes(app.db, {
        text: $q || undefined,
        top: $top,
        skip: $skip,
        kindsFirst: usage && makeKindsOfUsage(usage.code),
      });
      return { result: rows.map((row) => ({ marque_Id: row.id, marque_Name: row.name })) };
    },
  );

  app.post(
    '/packs',
    { schema: { tags, security, body: ZPacksRequest, response: { 200: ZPacksAnswer, ...errors } } },
    async (request) => listPacks(request.body, app.clock.today(), await app.tariffs.approved()),
  );
};

export default routes;
