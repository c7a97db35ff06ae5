import { seedTaxonomy } from '@medshelf/shared';
import type { Database } from '../db/client.ts';
import { randomId } from '../lib/random-id.ts';
import { insertDemoPerson } from './demo-repository.ts';

const people = [
  {
    name: 'Asha Menon',
    username: 'asha.menon',
    faculty: 'mbbs',
    summary: 'Final-year MBBS, loves cardiology.',
  },
  {
    name: 'Rahul Verma',
    username: 'rahul.verma',
    faculty: 'mbbs',
    summary: 'Intern; shares pathology notes.',
  },
  { name: 'Priya Nair', username: 'priya.nair', faculty: 'nursing', summary: 'B.Sc. Nursing tutor.' },
  { name: 'Vikram Rao', username: 'vikram.rao', faculty: 'bds', summary: 'BDS, third year.' },
  { name: 'Meera Iyer', username: 'meera.iyer', faculty: 'bams', summary: 'BAMS student and yoga teacher.' },
  { name: 'Arjun Singh', username: 'arjun.singh', faculty: 'physiotherapy', summary: 'BPT, sports rehab.' },
];

/**
 * The generated people who own the demo content. They have no password: nobody can sign in
 * as them; they exist so lists, profiles and follows have someone behind them.
 */
export async function seedDemoUsers(db: Database) {
  const faculties = new Map(seedTaxonomy().faculties.map((faculty) => [faculty.slug, faculty]));
  const created: { id: string; subjects: string[] }[] = [];
  for (const person of people) {
    const id = randomId(24);
    await insertDemoPerson(db, { id, ...person, email: `${person.username}@demo.medshelf.invalid` });
    created.push({ id, subjects: faculties.get(person.faculty)?.subjects ?? [] });
  }
  return created;
}
