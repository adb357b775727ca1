import { db } from '../core/db.ts';
import type { DemoUser } from '../core/tables.ts';

/**
 * A parent's children are the children of the families they are a guardian of (docs/api.md "GET user"): a child the
 * office adds to the family (`POST students` with its `familyId`) reaches the parent at their next sign-in or user
 * load, with the parent's role in the child's branch when it is a new one. Every module that reads `studentIds`
 * (finances, canteen, requests, news, messaging) then sees the new child too. A parent who is the guardian of no
 * family (a data set without the link) keeps the children they have.
 */
export function syncParentChildren(user: DemoUser): void {
  if (!user.isParent) return;
  const families = new Set(
    db.data.families
      .filter((family) => family.guardians.some((guardian) => guardian.userId === user.id))
      .map((family) => family.id),
  );
  if (families.size === 0) return;
  const children = db.data.students
    .filter((student) => families.has(student.familyId))
    .sort((a, b) => a.studentid - b.studentid);
  const ids = children.map((student) => student.studentid);
  let changed = ids.join() !== user.studentIds.join();
  user.studentIds = ids;
  // The parent's permissions, as they hold them in a branch of another child.
  const permissions = user.roles.find((role) => role.name === 'parent')?.permissions;
  if (permissions) {
    for (const branchId of new Set(children.map((student) => student.branchId))) {
      if (user.roles.some((role) => role.schoolbranchid === branchId)) continue;
      const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === branchId);
      for (const schoolyearid of branch?.yearIds ?? []) {
        user.roles.push({
          name: 'parent',
          schoolbranchid: branchId,
          schoolyearid,
          permissions: [...permissions],
        });
        changed = true;
      }
    }
  }
  if (changed) db.changed();
}
