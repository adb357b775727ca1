import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import { levelsSchema, type Levels } from './levels.schemas';

/** The levels' endpoint (levels.schemas.ts says why it is apart from the school settings'). */
export const levelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    levels: build.query<Levels, Scope>({
      query: (scope) => ({ url: 'school/levels', params: scope, schema: levelsSchema }),
      // A class created, renamed or deleted (education), or a capacity changed here, changes the levels' classes.
      providesTags: ['SchoolSettings'],
    }),
  }),
});

export const { useLevelsQuery } = levelsApi;
