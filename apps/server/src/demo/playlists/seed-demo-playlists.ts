import type { Database } from '../../db/client.ts';
import { randomId } from '../../lib/random-id.ts';
import {
  findPersonByUsername,
  insertItem,
  insertPlaylist,
  playlistSlug,
} from '../../modules/playlists/index.ts';
import { topicDeckIds } from '../demo-repository.ts';

/** A demo level: its decks come from a category (and sub-category) of the demo decks. */
interface DemoLevel {
  name: string;
  isPublic: boolean;
  topic?: { category: string; subCategory?: string };
  children?: DemoLevel[];
}

const open = (name: string, topic?: DemoLevel['topic'], children?: DemoLevel[]): DemoLevel => ({
  name,
  isPublic: true,
  ...(topic ? { topic } : {}),
  ...(children ? { children } : {}),
});

/** Who keeps which playlists: three levels deep where a student would nest them. */
const demoPlaylists: Record<string, DemoLevel[]> = {
  'asha.menon': [
    open('Final year', undefined, [
      open('Medicine', { category: 'medicine' }, [
        open('Cardiology', { category: 'medicine', subCategory: 'cardiology' }),
        open('Respiratory Medicine', { category: 'medicine', subCategory: 'respiratory-medicine' }),
      ]),
      open('Surgery', { category: 'surgery' }),
    ]),
    { name: 'Quick revision', isPublic: false, topic: { category: 'pharmacology' } },
  ],
  'rahul.verma': [
    open('2nd year', undefined, [
      open('Pathology', { category: 'pathology' }, [
        open('Neoplasia', { category: 'pathology', subCategory: 'neoplasia' }),
      ]),
      open('Microbiology', { category: 'microbiology' }),
    ]),
  ],
  'priya.nair': [
    open('Nursing tutorials', undefined, [
      open('Fundamentals of Nursing', { category: 'fundamentals-of-nursing' }),
      open('Midwifery', { category: 'midwifery' }),
    ]),
  ],
  'vikram.rao': [open('Dental exams', { category: 'oral-pathology' })],
};

const decksPerLevel = 6;

/**
 * Playlists of the demo people, filled with the demo decks of their topics (those show once
 * processed, like any deck). Levels whose topic has no deck on this install stay empty.
 */
export async function seedDemoPlaylists(db: Database): Promise<number> {
  let created = 0;
  const add = async (
    ownerId: string,
    level: DemoLevel,
    parentId: string | null,
    depth: number,
    position: number,
  ) => {
    const id = randomId();
    await insertPlaylist(db, {
      id,
      ownerId,
      parentId,
      name: level.name,
      slug: playlistSlug(level.name),
      depth,
      position,
      isPublic: level.isPublic,
    });
    created += 1;
    for (const deckId of level.topic ? await topicDeckIds(db, level.topic, decksPerLevel) : []) {
      await insertItem(db, id, deckId);
    }
    for (const [index, child] of (level.children ?? []).entries()) {
      await add(ownerId, child, id, depth + 1, index);
    }
  };
  for (const [username, levels] of Object.entries(demoPlaylists)) {
    const owner = await findPersonByUsername(db, username);
    if (!owner) continue;
    for (const [index, level] of levels.entries()) await add(owner.id, level, null, 1, index);
  }
  return created;
}
