import type { Database } from '../db/client.ts';
import { insertFollows } from './demo-repository.ts';

/** Each demo person follows the next two, so every profile starts with followers and following. */
export async function seedDemoFollows(db: Database, people: { id: string }[]): Promise<number> {
  const rows: { followerId: string; followeeId: string }[] = [];
  people.forEach((person, index) => {
    for (const step of [1, 2]) {
      const other = people[(index + step) % people.length];
      if (other && other.id !== person.id) rows.push({ followerId: person.id, followeeId: other.id });
    }
  });
  await insertFollows(db, rows);
  return rows.length;
}
