import { type OwnProfile, peopleLimits, peopleMessages } from '@medshelf/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart } from '../../../test/decks.ts';

/** A 400×200 photo, red on the left and blue on the right, that says "turn me 90° clockwise". */
async function sidewaysPhoto(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 200, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, b: data[offset + 2] ?? 0 };
};

describe('your photo (PUT and DELETE /api/profile/avatar)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;

  const upload = async (cookie: string | undefined, bytes: Uint8Array, name: string) => {
    const body = await multipart({}, { bytes, name });
    return t.app.inject({
      method: 'PUT',
      url: '/api/profile/avatar',
      headers: { ...body.headers, origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const remove = (cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'photo_owner');
    other = await signedInUser(t, 'photo_other');
  });
  afterAll(() => t.close());

  it('asks a visitor to sign in', async () => {
    expect((await upload(undefined, await sidewaysPhoto(), 'me.jpg')).statusCode).toBe(401);
    expect((await remove()).statusCode).toBe(401);
  });

  it('turns the photo upright, crops it square and stores it as WebP', async () => {
    const response = await upload(owner.cookie, await sidewaysPhoto(), 'me.jpg');
    expect(response.statusCode).toBe(200);
    const photoURL = response.json<OwnProfile>().photoURL ?? '';
    expect(photoURL).toMatch(/^\/files\/avatars\/[^/]+\/[A-Za-z0-9]{12}\.webp$/);

    const served = await t.app.inject(photoURL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({
      format: 'webp',
      width: peopleLimits.avatarSize,
      height: peopleLimits.avatarSize,
    });
    expect(meta.exif).toBeUndefined();
    // Turned clockwise, the red left half is now on top and the blue right half below.
    const top = await pixel(served.rawPayload, 128, 10);
    const bottom = await pixel(served.rawPayload, 128, 245);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);

    const account = await t.app.inject({ url: '/api/account', headers: { cookie: owner.cookie } });
    expect(account.json()).toMatchObject({ user: { photoURL } });
    expect((await t.app.inject('/api/people/photo_owner')).json()).toMatchObject({ photoURL });
  });

  it('replaces the photo under a new address and removes the old file', async () => {
    const before = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: owner.cookie } })
    ).json<OwnProfile>();
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const response = await upload(owner.cookie, png, 'green.png');
    expect(response.statusCode).toBe(200);
    const after = response.json<OwnProfile>().photoURL ?? '';
    expect(after).not.toBe(before.photoURL);
    expect((await t.app.inject(after)).statusCode).toBe(200);
    expect((await t.app.inject(before.photoURL ?? '')).statusCode).toBe(404);
  });

  it.each([
    ['a text file renamed .png', Buffer.from('These are my notes, not a picture.\n'), 'notes.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'me.svg'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg'],
  ])('refuses %s by its content', async (_label, bytes, name) => {
    const response = await upload(owner.cookie, bytes, name);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(peopleMessages.avatarNotImage);
  });

  it('refuses a GIF: only JPEG, PNG and WebP are photos here', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const response = await upload(owner.cookie, gif, 'me.gif');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(peopleMessages.avatarNotImage);
  });

  it('refuses a file over 5 MB while it arrives', async () => {
    const oversize = Buffer.alloc(peopleLimits.avatarMaxBytes + 1024, 0xff);
    const response = await upload(owner.cookie, oversize, 'huge.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(peopleMessages.avatarTooLarge);
  });

  it('leaves the photo as it was after a refusal, and nobody else’s photo changes', async () => {
    const mine = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: owner.cookie } })
    ).json<OwnProfile>();
    expect((await t.app.inject(mine.photoURL ?? '')).statusCode).toBe(200);
    const theirs = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: other.cookie } })
    ).json<OwnProfile>();
    expect(theirs.photoURL).toBeNull();
    // Removing "your" photo as the other user touches only theirs.
    expect((await remove(other.cookie)).statusCode).toBe(200);
    expect((await t.app.inject(mine.photoURL ?? '')).statusCode).toBe(200);
  });

  it('removes the photo: the letter shows again and the file is gone', async () => {
    const mine = (
      await t.app.inject({ url: '/api/profile', headers: { cookie: owner.cookie } })
    ).json<OwnProfile>();
    const response = await remove(owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>().photoURL).toBeNull();
    expect((await t.app.inject(mine.photoURL ?? '')).statusCode).toBe(404);
    expect((await t.app.inject('/api/people/photo_owner')).json()).toMatchObject({
      photoURL: null,
      initial: 'P',
    });
    expect((await remove(owner.cookie)).statusCode).toBe(200);
  });
});
