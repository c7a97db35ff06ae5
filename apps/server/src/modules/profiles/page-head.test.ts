import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OwnProfile } from '@medshelf/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart } from '../../../test/decks.ts';

describe('the served head of a profile page', () => {
  let t: TestApp;
  let webRoot: string;
  let photoURL: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    // The real shell's head, so the tags it carries are the ones replaced.
    await writeFile(
      path.join(webRoot, 'index.html'),
      await readFile(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    t = await buildTestApp({ webRoot });
    const owner = await signedInUser(t, 'Head_Owner');
    await signedInUser(t, 'quiet_member');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: owner.cookie, origin: t.config.publicUrl },
      payload: { displayName: 'Dr <Asha> & co', summary: 'Cardiology notes $& "quotes" for juniors.' },
    });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#09c' } })
      .png()
      .toBuffer();
    const body = await multipart({}, { bytes: png, name: 'me.png' });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { ...body.headers, cookie: owner.cookie, origin: t.config.publicUrl },
      payload: body.payload,
    });
    photoURL = uploaded.json<OwnProfile>().photoURL ?? '';
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('carries the name and username, the summary and the photo, escaped', async () => {
    const response = await t.app.inject('/profile/Head_Owner');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Dr &#60;Asha&#62; &#38; co (@Head_Owner) | MedShelf</title>');
    expect(html).toContain('content="Cardiology notes $&#38; &#34;quotes&#34; for juniors."');
    expect(html).toContain(`<meta property="og:image" content="${t.config.publicUrl}${photoURL}"`);
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/profile/Head_Owner"`);
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="New slides and playlists from Dr &#60;Asha&#62; &#38; co (Atom feed)" href="${t.config.publicUrl}/profile/Head_Owner/feed.xml" />`,
    );
    expect(html).not.toContain('<Asha>');
  });

  it('describes a member with no summary by what they share, with no photo of their own', async () => {
    const html = (await t.app.inject('/profile/quiet_member')).body;
    expect(html).toContain('<title>quiet_member (@quiet_member) | MedShelf</title>');
    expect(html).toContain('quiet_member shares 0 slide decks on MedShelf and has 0 followers.');
    expect(html).not.toContain('/files/avatars/');
  });

  it('sends another spelling of the username to the member’s own', async () => {
    const response = await t.app.inject('/profile/head_owner?tab=liked');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/profile/Head_Owner?tab=liked');
  });

  it('answers an unknown username with the app shell and a 404 status', async () => {
    const response = await t.app.inject('/profile/nobody_at_all');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
