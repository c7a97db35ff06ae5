import type { Database } from '../db/client.ts';
import { follows } from '../db/schema/index.ts';

/** Each demo person follows the next two, so every profile starts with followers and following. */
export async function seedDemoFollows(db: Database, people: { id: string }[]): Promise<number> {
  const rows: { followerId: string; followeeId: string }[] = [];
  people.forEach((person, index) => {
    for (const step of [1, 2]) {
      const other = people[(index + step) % people.length];
      if (other && other.id !== person.id) rows.push({ followerId: person.id, followeeId: other.id });
    }
  });
  if (rows.length) await db.insert(follows).values(rows).onConflictDoNothing();
  return rows.length;
}
