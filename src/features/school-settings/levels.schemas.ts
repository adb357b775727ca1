import * as z from 'zod/mini';

/** A level's own fields, in this answer and in the school settings' (`schoolSettingsSchema`). */
export const levelFields = {
  id: z.number(),
  code: z.string(),
  name: z.string(),
  order: z.number(),
  cycle: z.string(),
};

/**
 * `GET school/levels` (docs/api.md "School settings"): the levels and their classes, which other features' lists
 * filter by (students, classes, news...). A module of its own, apart from the school settings' forms and their
 * texts, so that a list loads only this.
 */
export const levelsSchema = z.object({
  items: z.array(
    z.object({
      ...levelFields,
      classes: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          capacity: z.number(),
          enrolled: z.number(),
          expected: z.number(),
        }),
      ),
    }),
  ),
});
export type Levels = z.infer<typeof levelsSchema>;
