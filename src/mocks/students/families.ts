import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import { guardiansByPriority, type DemoFamily, type DemoStudent } from '../school/index.ts';
import { foldText } from '../core/text.ts';
import { authenticate } from '../core/session.ts';
import { searchTokens } from '../core/params.ts';
import { names, staffScope, compareText } from './shared.ts';

function familySearchAnswer(family: DemoFamily, children: DemoStudent[]) {
  return {
    id: family.id,
    name: family.name,
    name_ar: family.name_ar,
    guardians: guardiansByPriority(family).map((guardian) => ({
      id: guardian.id,
      relation: guardian.relation,
      firstname_fr: guardian.firstname_fr,
      lastname_fr: guardian.lastname_fr,
    })),
    children: children.map((child) => ({ ...names(child) })),
  };
}
export const familyListHandlers = [
  http.get('*/api/families', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const scope = staffScope(user, params);
    if (scope instanceof Response) return scope;
    const tokens = searchTokens(params);
    const data = db.data;
    const children = new Map<number, DemoStudent[]>();
    for (const student of data.students) {
      const list = children.get(student.familyId);
      if (list) list.push(student);
      else children.set(student.familyId, [student]);
    }
    const items = [];
    for (const family of [...data.families].sort(
      (a, b) => compareText(foldText(a.name), foldText(b.name)) || a.id - b.id,
    )) {
      const kids = children.get(family.id) ?? [];
      // A family of the branch, or one without any child yet.
      if (kids.length && !kids.some((kid) => kid.branchId === scope.branch)) continue;
      if (tokens.length) {
        const haystack = ` ${foldText(family.name)} ${foldText(family.name_ar)} ${family.guardians
          .map((guardian) => `${foldText(guardian.firstname_fr)} ${foldText(guardian.lastname_fr)}`)
          .join(' ')} `;
        if (!tokens.every((token) => haystack.includes(token))) continue;
      }
      items.push(familySearchAnswer(family, kids));
      if (items.length === 20) break;
    }
    return HttpResponse.json({ items });
  }),
];
