import {
  REFERENCE_LISTS,
  ZCityItem,
  ZCityItems,
  ZCountryItem,
  ZCountryItems,
  ZCreateCityBody,
  ZDbIdQuery,
  ZErrorAnswer,
  ZMakeBody,
  ZMakeItem,
  ZMakeItems,
  ZPeriodItem,
  ZPeriodItems,
  ZSwitchOffCityBody,
  ZUpdateCityBody,
  type TLanguage,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { createCity } from './create-city';
import { loadReferenceItems } from './reference-items';
import { saveMake } from './save-make';
import { setItemActive } from './set-item-active';
import { updateCity } from './update-city';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };
const WRITE_ERRORS = { ...ERRORS, 404: ZErrorAnswer, 409: ZErrorAnswer, 422: ZErrorAnswer };
const ZItemParams = z.object({ id: ZDbIdQuery });

const LISTS = {
  countries: { item: ZCountryItem, what: 'country (residents allowed to buy)' },
  cities: { item: ZCityItem, what: 'city' },
  makes: { item: ZMakeItem, what: 'make' },
  periods: { item: ZPeriodItem, what: 'duration' },
} as const;

const countryNameKey = (language: TLanguage) =>
  language === 'ar' ? 'pays_Name_AR' : language === 'en' ? 'pays_Name_EN' : 'pays_Name';

/**
 * The administrator's reference lists (decision 051): every item, switched off ones included; cities
 * and makes added and edited; any item switched off and on. Each change audited before and after.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onRequest', app.requireAdmin);
  // A change made here is seen by this instance's next public call, before the answer leaves.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.referenceData.forget();
  });

  app.get(
    '/reference/countries',
    {
      schema: {
        ...ROUTE,
        description: "Every country, by name in the caller's language, with whether its residents may buy.",
        response: { 200: ZCountryItems, ...ERRORS },
      },
    },
    async (request) => {
      const key = countryNameKey(request.language);
      const collator = new Intl.Collator(request.language, { sensitivity: 'base' });
      const value = await loadReferenceItems.countries(app.db);
      return { value: value.sort((a, b) => collator.compare(a[key], b[key])) };
    },
  );
  const listSchema = (list: 'cities' | 'makes' | 'periods') => ({
    ...ROUTE,
    description: `Every ${LISTS[list].what}, switched off ones included.`,
  });
  app.get(
    '/reference/cities',
    { schema: { ...listSchema('cities'), response: { 200: ZCityItems, ...ERRORS } } },
    async () => ({ value: await loadReferenceItems.cities(app.db) }),
  );
  app.get(
    '/reference/makes',
    { schema: { ...listSchema('makes'), response: { 200: ZMakeItems, ...ERRORS } } },
    async () => ({ value: await loadReferenceItems.makes(app.db) }),
  );
  app.get(
    '/reference/periods',
    { schema: { ...listSchema('periods'), response: { 200: ZPeriodItems, ...ERRORS } } },
    async () => ({ value: await loadReferenceItems.periods(app.db) }),
  );

  for (const list of REFERENCE_LISTS) {
    for (const on of [true, false]) {
      app.post(
        `/reference/${list}/:id/${on ? 'switch-on' : 'switch-off'}`,
        {
          schema: {
            ...ROUTE,
            description: on
              ? `Offers the ${LISTS[list].what} to new customers again. One already on is a 409.`
              : `Stops offering the ${LISTS[list].what}: the customer's list leaves it out and its step refuses it; contracts keep it as recorded. ${
                  list === 'cities'
                    ? 'A city open offices stand in needs `offices_confirmed: true`, else a 409 names them.'
                    : list === 'periods'
                      ? 'The last duration on is a 409.'
                      : ''
                }`,
            params: ZItemParams,
            body: list === 'cities' && !on ? ZSwitchOffCityBody : z.object({}).strict(),
            response: { 200: LISTS[list].item, ...WRITE_ERRORS },
          },
        },
        async (request) => {
          const body = request.body as { offices_confirmed?: boolean };
          const input = { list, id: request.params.id, on, officesConfirmed: body.offices_confirmed };
          return setItemActive(app.db, actorOf(request, 'staff'), input, contextOf(request));
        },
      );
    }
  }

  app.post(
    '/reference/cities',
    {
      schema: {
        ...ROUTE,
        description:
          'Adds a city, offered at once (an entry point at step 2, with its labels in French and Arabic). A code another city has is a 409.',
        body: ZCreateCityBody,
        response: { 200: ZCityItem, ...WRITE_ERRORS },
      },
    },
    async (request) => createCity(app.db, actorOf(request, 'staff'), request.body, contextOf(request)),
  );
  app.put(
    '/reference/cities/:id',
    {
      schema: {
        ...ROUTE,
        description:
          'Renames a city (French and Arabic) and sets whether it is an entry point, with its labels. Contracts keep the name they recorded.',
        params: ZItemParams,
        body: ZUpdateCityBody,
        response: { 200: ZCityItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      updateCity(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, body: request.body },
        contextOf(request),
      ),
  );
  app.post(
    '/reference/makes',
    {
      schema: {
        ...ROUTE,
        description:
          'Adds a make (upper case) with the kinds of vehicle it builds. A name another make has is a 409.',
        body: ZMakeBody,
        response: { 200: ZMakeItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      saveMake(app.db, actorOf(request, 'staff'), { id: null, body: request.body }, contextOf(request)),
  );
  app.put(
    '/reference/makes/:id',
    {
      schema: {
        ...ROUTE,
        description: 'Renames a make or changes its kinds. Contracts keep the name they recorded.',
        params: ZItemParams,
        body: ZMakeBody,
        response: { 200: ZMakeItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      saveMake(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, body: request.body },
        contextOf(request),
      ),
  );
};

export default routes;
